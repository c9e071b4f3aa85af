// LRR 61.4, 61.7, 61.9: the shape of the events record objectives ask about (engine/objectives/record.ts keeps it).
import type { ObjectiveRequirement } from '../data/objectives';
import type { UnitType } from '../data/types';
import type { Seat } from './seat';

type DestroyLast = Extract<ObjectiveRequirement, { kind: 'destroy-last' }>;
/** 'fighters@anti-fighter-barrage': the last of a player's units of a kind, destroyed during a step. */
export type LastDestroyed = `${DestroyLast['units']}@${DestroyLast['during']}`;

/** A combat a seat won, with what the win-combat objectives ask about it, judged when the combat ended. */
export interface CombatWin {
  readonly combat: 'space' | 'ground';
  readonly system: string;
  readonly loser: Seat;
  /** The loser had the most victory points, or was tied for the most. */
  readonly againstLeader: boolean;
  /** A promissory note of the loser was in the winner's play area when the winner's action began. */
  readonly againstNoteOwner: boolean;
  readonly anomaly: boolean;
  /** The system is the home system of a player other than the winner. */
  readonly otherPlayersHome: boolean;
  /** A space combat after which the winner's flagship is still in the system. */
  readonly flagshipSurvived: boolean;
}

/** What one seat did or suffered during the current turn. */
export interface TurnFacts {
  /** Types of other players' units this seat destroyed (61.9: by any effect that destroys). */
  destroyed: UnitType[];
  destroyedLast: LastDestroyed[];
  wins: CombatWin[];
  /** The most non-fighter ships the seat had in the active system when a space combat ended. */
  nonFighterShipsAfterSpaceCombat: number;
  /** The seat lost control of a planet in a home system (its own or another player's). */
  lostHomePlanet: boolean;
  /** The system of the seat's latest tactical action this turn, once it ended (the Nomad agent Mercer's "active system"). */
  activeSystem?: string;
}

export interface EventRecord {
  /** Facts of the turn under way, by seat; a new turn starts with none. */
  turn: Record<string, TurnFacts>;
  /** Owners of the promissory notes in the active player's play area when their current action began (seats only:
   * a note that went back to a hand since then must not be named). */
  noteOwnersAtActionStart: Seat[];
  /** Combats fought so far in the game, to tell one from the next (61.7). */
  combats: number;
  /** 61.7: the latest combat of this turn, and who scored an objective during or after it. */
  combat: { number: number; scored: Seat[] } | null;
  /** The seat that passed last in the action phase of `round`. */
  lastToPass: { round: number; seat: Seat } | null;
  /** Seats elected, themselves or through a planet they control, in the agenda phase of `round`. */
  elected: { round: number; seats: Seat[] } | null;
  /**
   * 33.1: seats the next elimination check looks at — those who lost ground forces, a unit with Production or a planet,
   * and those who entered a combat still holding one (units removed for want of capacity are lost that way).
   */
  watch?: Seat[];
}
