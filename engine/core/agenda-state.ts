// LRR 8 agenda phase: what the game remembers while agendas are revealed, voted on and resolved (8.2–8.4, 8.22),
// and the effects that agendas leave for later in the round (the start of the next strategy phase, 8.4).
import type { Seat } from './seat';

/** 8.6: the votes one player cast for one outcome (8.7), with the planets exhausted for them. */
export interface CastVotes {
  readonly seat: Seat;
  readonly outcome: string;
  readonly planets: readonly string[];
  /** Votes from planets (or 1 under Representative Government) plus additional votes (8.15). */
  votes: number;
}

/** 8.22: a prediction (a rider) a player made on an outcome before any votes were cast. */
export interface Prediction {
  readonly seat: Seat;
  /** What made the prediction (an action card id, an ability id); its effect is looked up by this name. */
  readonly source: string;
  readonly outcome: string;
}

/** The agenda being voted on (8.2 i–iii). */
export interface CurrentAgenda {
  /** The agenda card revealed. Its card sits here until it is resolved, except when `revote` (it stays a law). */
  readonly agenda: string;
  /** Covert Legislation: the agenda whose outcomes are voted on, known only to the speaker until resolved. */
  hidden: string | null;
  /**
   * Agenda cards this agenda holds out of the deck, the discard pile and play (the revealed card, Covert
   * Legislation's hidden one); a law leaves it when enacted, the rest go to the discard pile when it finishes.
   */
  held: string[];
  /** Miscount Disclosed: the law is voted on again while it stays in play. */
  readonly revote: boolean;
  votes: CastVotes[];
  abstained: Seat[];
  /** 8.16: seats that cannot vote on this agenda (a rider was played, an effect barred them). */
  cannotVote: Seat[];
  predictions: Prediction[];
  /** The outcome to resolve, once the votes are tallied (or an effect chose it without a vote). */
  outcome: string | null;
  /** True once voting started; predictions must come before it (8.22). */
  votingStarted: boolean;
  /** Committee Formation chose the elected player: nobody votes on this agenda. */
  decidedWithoutVote: boolean;
  /** An effect discarded the agenda before it resolved: nothing is resolved. */
  cancelled: boolean;
  /** Miscount Disclosed: the law to vote on again once this agenda is finished. */
  followUp: string | null;
  /** Hack Election: voting starts right of the speaker and goes counterclockwise, the speaker still last. */
  votingReversed?: boolean;
  /**
   * Genetic Recombination (the Mahact): voters who chose to cast at least 1 vote for the outcome the Mahact named
   * rather than give up a fleet pool token; their vote must go to that outcome (engine/agenda/voting.ts).
   */
  bound?: { readonly seat: Seat; readonly outcome: string }[];
  /** Insider Information: who looked at which card on top of the agenda deck (each seat sees only its own). */
  peeks?: { readonly seat: Seat; readonly card: string }[];
}

/** Effects that wait for the start of the next strategy phase (the "Against" outcomes that say so). */
export const PENDING_KINDS = [
  'exhaust-per-technology',
  'exhaust-specialty-planets',
  'exhaust-home-planets',
  'exhaust-cultural-planets',
] as const;
export type PendingKind = (typeof PENDING_KINDS)[number];

export interface PendingEffect {
  readonly kind: PendingKind;
  /** Seats it applies to; null = every player. */
  readonly seats: readonly Seat[] | null;
  readonly source: string;
}

export interface AgendaPhaseState {
  /** 8.2/8.3: which agenda of the phase is being resolved (1 or 2). */
  number: number;
  current: CurrentAgenda | null;
  /** Public Execution: seats that cannot vote for the rest of this agenda phase. */
  barred: Seat[];
  /** Checks and Balances (Against): each player readies only this many planets at the end of this phase (8.4). */
  readyOnly: number | null;
  nextStrategyPhase: PendingEffect[];
}
