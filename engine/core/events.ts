// Events: what happened in one `apply`, for logs, the UI's feed and notifications. Never hidden information
// of other players: an event that concerns a hidden card names it only in `privateTo`'s copy (see view.ts).
import type { Seat } from './seat';
import type { ConcedeRule } from './state';

/** One die in a 'dice-rolled' event: hit when result + modifier >= hitsOn (18.1, 56.2). */
export interface DieEvent {
  readonly unit: string;
  readonly hitsOn: number;
  readonly modifier: number;
  readonly result: number;
  readonly hit: boolean;
}

/** What one side of a transaction handed over, as the table sees it: how many notes, not which (69.6). */
export interface TransferSummary {
  readonly tradeGoods: number;
  readonly commodities: number;
  readonly promissoryNotes: number;
  readonly relicFragments: readonly string[];
  /** Arbiters (Hacan): how many action cards, never which (2.2); absent when none. */
  readonly actionCards?: number;
}

export type GameEvent =
  | { readonly type: 'game-created'; readonly speaker: Seat }
  | {
      readonly type: 'secret-objective-kept';
      readonly seat: Seat;
      readonly privateTo: Seat;
      readonly objective?: string;
    }
  | { readonly type: 'phase-started'; readonly phase: string; readonly round: number }
  | { readonly type: 'strategy-card-chosen'; readonly seat: Seat; readonly card: string; readonly tradeGoods: number }
  | { readonly type: 'turn-started'; readonly seat: Seat }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'system-activated'; readonly seat: Seat; readonly system: string }
  | { readonly type: 'strategic-action'; readonly seat: Seat; readonly card: string }
  | { readonly type: 'secondary'; readonly seat: Seat; readonly card: string; readonly followed: boolean }
  | {
      readonly type: 'ability-used';
      readonly seat: Seat;
      readonly ability: string;
      readonly window: string | null;
      /** The agent card (the seat's own) that paying this use exhausted, for "after an agent is exhausted". */
      readonly agent?: string;
    }
  | { readonly type: 'ability-cancelled'; readonly ability: string; readonly by: string }
  /** 69.6: a promissory note changed hands through an ability (the Mentak commander); which one stays hidden. */
  | { readonly type: 'promissory-note-handed'; readonly from: Seat; readonly to: Seat; readonly source: string }
  /** 51.6b, 51.10c: a commander or hero flipped to its unlocked side. */
  | {
      readonly type: 'leader-unlocked';
      readonly seat: Seat;
      readonly leader: string;
      readonly role: 'commander' | 'hero';
    }
  /** Private to the seat that passed: while a window is open nobody else learns who answered what. */
  | { readonly type: 'window-passed'; readonly seat: Seat; readonly window: string; readonly privateTo: Seat }
  /**
   * The server answered for a seat whose deadline passed (the decision's default follows as its own events). In a
   * window it is the seat's own: the table must not learn who had already answered in private.
   */
  | {
      readonly type: 'time-ran-out';
      readonly seat: Seat;
      readonly decision: string;
      readonly window?: string;
      readonly privateTo?: Seat;
    }
  | {
      readonly type: 'tokens-changed';
      readonly seat: Seat;
      readonly tactic: number;
      readonly fleet: number;
      readonly strategy: number;
    }
  | {
      readonly type: 'trade-goods-changed';
      readonly seat: Seat;
      readonly delta: number;
      /** Where gained trade goods came from when not the supply: converted commodities, another player, a card. */
      readonly from?: 'commodities' | 'player' | 'card';
    }
  /** Commodities gained (or spent, negative) outside the status phase's replenishing (e.g. Crimson Legionnaire). */
  | { readonly type: 'commodities-changed'; readonly seat: Seat; readonly delta: number }
  | {
      readonly type: 'cards-drawn';
      readonly seat: Seat;
      readonly deck: string;
      readonly count: number;
      /** Cards shown to everyone on the way, by card id (Harka Leeds reveals until it finds what it draws). */
      readonly revealed?: readonly string[];
    }
  | { readonly type: 'objective-revealed'; readonly objective: string }
  | { readonly type: 'objective-scored'; readonly seat: Seat; readonly objective: string; readonly secret: boolean }
  | { readonly type: 'speaker-changed'; readonly seat: Seat }
  | { readonly type: 'technology-researched'; readonly seat: Seat; readonly technology: string }
  | { readonly type: 'commodities-replenished'; readonly seat: Seat; readonly commodities: number }
  | { readonly type: 'planets-readied'; readonly seat: Seat; readonly planets: readonly string[] }
  | { readonly type: 'command-token-placed'; readonly seat: Seat; readonly system: string }
  /** 20: command tokens taken off the board back to reinforcements by an ability (the Sol hero). */
  | { readonly type: 'command-tokens-returned'; readonly seat: Seat; readonly systems: readonly string[] }
  | {
      readonly type: 'units-produced';
      readonly seat: Seat;
      readonly system: string;
      readonly units: Readonly<Record<string, number>>;
    }
  /** 66.2 iii: the agenda cards seen stay hidden; only the fact that the deck was arranged is public. */
  | { readonly type: 'agenda-deck-arranged'; readonly seat: Seat }
  | { readonly type: 'secret-objective-returned'; readonly seat: Seat }
  | { readonly type: 'victory-point-gained'; readonly seat: Seat; readonly source: string; readonly points: number }
  // Units (engine/units), invasion (engine/invasion) and production (engine/production). `planet` null = space area.
  | {
      readonly type: 'units-placed';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly unit: string;
      readonly count: number;
      readonly cause: string;
    }
  | {
      readonly type: 'units-destroyed';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly unit: string;
      readonly count: number;
      readonly cause: string;
    }
  | {
      readonly type: 'units-removed';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly unit: string;
      readonly count: number;
      readonly reason: string;
    }
  | {
      readonly type: 'units-captured';
      readonly seat: Seat;
      readonly owner: Seat;
      readonly unit: string;
      readonly count: number;
    }
  | {
      readonly type: 'captured-units-returned';
      readonly seat: Seat;
      readonly owner: Seat | null;
      readonly unit: string;
      readonly count: number;
    }
  | {
      readonly type: 'ground-forces-committed';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string;
      readonly units: Readonly<Record<string, number>>;
    }
  /** The Naalu Matriarch: fighters committed to a planet go back to the space area when the ground combat ends. */
  | {
      readonly type: 'fighters-returned';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string;
      readonly count: number;
    }
  | { readonly type: 'custodians-removed'; readonly seat: Seat }
  | { readonly type: 'planet-control-gained'; readonly seat: Seat; readonly planet: string; readonly from: Seat | null }
  /** 25.1c/35.1: the planet should be explored now; exploration itself is not implemented yet, so it is skipped. */
  | {
      readonly type: 'exploration-skipped';
      readonly seat: Seat;
      readonly planet: string;
      readonly traits: readonly string[];
    }
  // Agenda phase (engine/agenda): 8.2 reveal, 8.6 votes, 8.17 outcomes, 7.3/7.5 laws, 8.22 predictions.
  | { readonly type: 'agenda-revealed'; readonly agenda: string }
  | { readonly type: 'agenda-discarded'; readonly agenda: string; readonly reason: string }
  | { readonly type: 'votes-cast'; readonly seat: Seat; readonly outcome: string; readonly votes: number }
  | { readonly type: 'abstained'; readonly seat: Seat }
  | {
      readonly type: 'agenda-resolved';
      readonly agenda: string;
      readonly outcome: string;
      readonly tally: Readonly<Record<string, number>>;
    }
  | {
      readonly type: 'law-enacted';
      readonly agenda: string;
      readonly owner: Seat | null;
      readonly target: string | null;
    }
  | { readonly type: 'law-discarded'; readonly agenda: string }
  | { readonly type: 'outcome-predicted'; readonly seat: Seat; readonly source: string; readonly outcome: string }
  | { readonly type: 'planets-exhausted'; readonly seat: Seat; readonly planets: readonly string[] }
  | { readonly type: 'action-cards-discarded'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'relic-gained'; readonly seat: Seat; readonly relic: string }
  /** A die rolled outside combat (Ixthian Artifact): what it was for, what it needed and what it showed. */
  | {
      readonly type: 'die-rolled';
      readonly seat: Seat;
      readonly purpose: string;
      readonly needed: number;
      readonly result: number;
    }
  // Movement (engine/tactical): 58.4 a group of ships arrived (after any gravity rift losses), 41.2 rift rolls, 100.2.
  | {
      readonly type: 'ships-moved';
      readonly seat: Seat;
      readonly from: string;
      readonly to: string;
      readonly path: readonly string[];
      readonly ships: Readonly<Record<string, number>>;
      readonly transported: Readonly<Record<string, number>>;
    }
  | {
      readonly type: 'gravity-rift-rolled';
      readonly seat: Seat;
      readonly system: string;
      readonly unit: string;
      readonly needed: number;
      readonly modifiers: number;
      readonly result: number;
      readonly removed: boolean;
    }
  | { readonly type: 'nexus-activated'; readonly seat: Seat | null }
  /** 101: a Creuss wormhole token was placed (`from` null) or moved into a system by an ability (the Creuss mech). */
  | {
      readonly type: 'wormhole-token-placed';
      readonly seat: Seat;
      readonly token: string;
      readonly from: string | null;
      readonly to: string;
    }
  // Combat (engine/combat): 77 space cannon, 10 anti-fighter barrage, 78 space combat, 42 ground combat, 87, 74.
  /** Every die of one roll: the unit that rolled it, the value it needed, the modifier and the result. */
  | {
      readonly type: 'dice-rolled';
      readonly seat: Seat;
      readonly roll: string;
      readonly system: string;
      readonly planet: string | null;
      readonly dice: readonly DieEvent[];
    }
  | {
      readonly type: 'die-rerolled';
      readonly seat: Seat;
      readonly owner: Seat;
      readonly ability: string;
      readonly unit: string;
      readonly hitsOn: number;
      readonly modifier: number;
      readonly from: number;
      readonly result: number;
      readonly hit: boolean;
    }
  /** An ability changed a die's modifier after the roll (the Hacan flagship's trade good: +1). */
  | {
      readonly type: 'die-modified';
      readonly seat: Seat;
      readonly owner: Seat;
      readonly ability: string;
      readonly unit: string;
      readonly hitsOn: number;
      readonly modifier: number;
      readonly result: number;
      readonly hit: boolean;
    }
  | {
      readonly type: 'units-sustained-damage';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly unit: string;
      readonly count: number;
    }
  | {
      readonly type: 'units-repaired';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly unit: string;
      readonly count: number;
      readonly cause: string;
    }
  | {
      readonly type: 'combat-started';
      readonly combat: 'space' | 'ground';
      readonly system: string;
      readonly planet: string | null;
      readonly attacker: Seat;
      readonly defender: Seat;
    }
  | {
      readonly type: 'combat-round-started';
      readonly combat: 'space' | 'ground';
      readonly system: string;
      readonly planet: string | null;
      readonly round: number;
    }
  | {
      readonly type: 'combat-ended';
      readonly combat: 'space' | 'ground';
      readonly system: string;
      readonly planet: string | null;
      readonly winner: Seat | null;
      readonly loser: Seat | null;
    }
  | {
      readonly type: 'space-cannon-declined';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
    }
  | { readonly type: 'retreat-announced'; readonly seat: Seat; readonly system: string; readonly forced: boolean }
  | {
      readonly type: 'retreated';
      readonly seat: Seat;
      readonly from: string;
      readonly to: string;
      readonly units: Readonly<Record<string, number>>;
    }
  | { readonly type: 'timed-out'; readonly seat: Seat; readonly decision: string }
  | { readonly type: 'game-won'; readonly seat: Seat }
  /** 33.1: the player met every condition of elimination and is out of the game (engine/phases/elimination.ts). */
  | { readonly type: 'player-eliminated'; readonly seat: Seat }
  /** The player conceded: out of the game, their units removed or left as neutral obstacles (engine/phases/concede.ts). */
  | { readonly type: 'player-conceded'; readonly seat: Seat; readonly rule: ConcedeRule }
  // Transactions and promissory notes (engine/transactions): a note's identity is named only once it is public.
  | { readonly type: 'transaction-proposed'; readonly from: Seat; readonly to: Seat; readonly proposal: number }
  | { readonly type: 'transaction-withdrawn'; readonly from: Seat; readonly to: Seat; readonly proposal: number }
  | { readonly type: 'transaction-declined'; readonly from: Seat; readonly to: Seat; readonly proposal: number }
  | {
      readonly type: 'transaction-resolved';
      readonly from: Seat;
      readonly to: Seat;
      readonly gave: TransferSummary;
      readonly received: TransferSummary;
    }
  | { readonly type: 'deal-agreed'; readonly between: readonly [Seat, Seat] }
  | { readonly type: 'promissory-note-placed'; readonly seat: Seat; readonly note: string; readonly owner: Seat }
  | { readonly type: 'promissory-note-returned'; readonly seat: Seat; readonly note: string; readonly owner: Seat }
  | { readonly type: 'note'; readonly text: string }
  /** 35.2/35.5: an exploration card drawn and revealed (`planet` null for a frontier token), then resolved. */
  | {
      readonly type: 'explored';
      readonly seat: Seat;
      readonly system: string;
      readonly planet: string | null;
      readonly deck: string;
      readonly card: string;
    }
  /** 12.1/12.3: an attachment token placed on a planet (its card attached to the planet card). */
  | { readonly type: 'attached'; readonly seat: Seat; readonly planet: string; readonly attachment: string };

export type GameEventType = GameEvent['type'];
