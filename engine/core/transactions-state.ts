// LRR 94 transactions, 28 deals, 69 promissory notes: what the game remembers about proposals, agreed deals and the
// notes' public history (see proposals.ts for how a proposal is made and answered).
import type { UnitType } from '../data/types';
import type { Seat } from './seat';

/**
 * One copy of a promissory note: which note, in whose colour or faction. Hands and play areas hold it as the string
 * 'note@owner' (engine/setup/board-setup.ts); proposals keep it as this object so a note's copy name never appears in
 * anything shown to a third party (engine/testing/invariants.ts looks for the copy names of hidden notes).
 */
export interface NoteRef {
  readonly note: string;
  readonly owner: Seat;
}

/** 94.2–94.3: what one side of a transaction hands over. */
export interface Offer {
  readonly tradeGoods: number;
  /** 21.5: commodities the other side receives as trade goods. */
  readonly commodities: number;
  /** 69.5: at most one promissory note from the hand. */
  readonly promissoryNote: NoteRef | null;
  /** 94.2 (PoK): relic fragments, by the ids in PlayerState.relicFragments. */
  readonly relicFragments: readonly string[];
  /** Arbiters (Hacan): action cards from the hand, by card ('sabotage', twice for two copies); absent: none. */
  readonly actionCards?: readonly string[];
  /** Pride of Kenara (Hacan mech): planet cards, each with where the giver's units on it go (absent: none). */
  readonly planets?: readonly PlanetTrade[];
  /** 17.2a: captured ships and mechs the giver returns to their owners' reinforcements (absent: none). */
  readonly capturedUnits?: readonly CapturedReturn[];
}

/** 17.2a: captured units of one owner and type, returned as part of a transaction. */
export interface CapturedReturn {
  readonly owner: Seat;
  readonly type: UnitType;
  readonly count: number;
}

/** A planet card traded with the Hacan mech's ability; the giver's units on it move to `moveTo`. */
export interface PlanetTrade {
  readonly planet: string;
  readonly moveTo: string;
}

/**
 * A transaction (or a deal, 28) one player proposes to another. Nothing moves until the other player accepts
 * (94.4a); then everything is checked again. `scope` ties it to the turn or agenda it was made in: it lapses when that
 * turn or agenda is over. A deal with no components has the scope 'deal' and never lapses.
 */
export interface Proposal {
  readonly id: number;
  readonly from: Seat;
  readonly to: Seat;
  /** What `from` gives `to`. */
  readonly gives: Offer;
  /** What `from` asks `to` to give in exchange (94.4: it may be nothing). */
  readonly asks: Offer;
  /** 28: the words of a deal made with it; recorded for both players, never enforced by the engine. */
  readonly terms: string | null;
  readonly scope: string;
  readonly openedAt: number | null;
}

/** 28.2–28.4: a deal both players agreed to. Components (if any) moved at once; the words bind only the players. */
export interface AgreedDeal {
  readonly between: readonly [Seat, Seat];
  readonly terms: string;
  readonly round: number;
  /** Whether components changed hands with it (28.1: a transaction, subject to 94). */
  readonly withTransaction: boolean;
}

export interface TransactionsState {
  /** Open proposals. Lapsed ones (an earlier turn or agenda) are ignored and dropped by the next transaction command. */
  proposals: Proposal[];
  /** 94.1 / 94.6: pairs 'a-b' (a < b) that resolved a transaction in `doneScope`, once per turn or agenda. */
  doneScope: string | null;
  done: string[];
  deals: AgreedDeal[];
  /**
   * Seats that were ever given another player's promissory note. Public (everyone sees a card change hands, not
   * which one): windows for promissory-note abilities ask only these seats, so asking reveals nothing.
   */
  received: Seat[];
  /** Political Secret: owners who cannot vote, play action cards or choose to use faction abilities in `scope`. */
  silenced: { readonly owner: Seat; readonly scope: string }[];
  /** 69.7 (and purges): note copies 'note@owner' returned to the game box. */
  removed: string[];
}
