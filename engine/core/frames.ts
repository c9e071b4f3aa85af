// The stack the game runs on: steps the engine resolves by itself, and decisions it waits for (LRR 1.19–1.20
// for who answers first). A frame is data, so a stored game resumes exactly where it stopped.
import type { UnitType } from '../data/types';
import type { Seat } from './seat';

/**
 * A step is work the engine does without asking anyone. Its handler (engine/flow/steps.ts) may push more
 * frames; frames pushed later run first, so a handler pushes its continuation before its sub-steps.
 */
export interface StepFrame {
  readonly frame: 'step';
  readonly step: string;
  readonly args?: Readonly<Record<string, unknown>>;
}

interface DecisionBase {
  readonly frame: 'decision';
  /** Unique within the game (from state.seq), so a client can say which prompt it answers. */
  readonly id: number;
  /** Seats that may answer now. Several seats means they answer simultaneously, in any order. */
  waitingOn: Seat[];
  /** Time (ms since epoch, from the command that opened it) — the server measures deadlines from it. */
  readonly openedAt: number | null;
}

/** Setup step 12: draw two secret objectives, keep one. Every player answers at once. */
export interface ChooseSecretObjectiveDecision extends DecisionBase {
  readonly kind: 'choose-secret-objective';
  readonly offered: Record<string, string[]>;
}

/** 84.2: in speaker order, each player chooses a strategy card. */
export interface ChooseStrategyCardDecision extends DecisionBase {
  readonly kind: 'choose-strategy-card';
  /** Cards this pick may not take (Public Disgrace: the card the player was made to give back). */
  readonly excluded?: readonly string[];
}

/** 3.1: the active player performs one action or passes. */
export interface ActionTurnDecision extends DecisionBase {
  readonly kind: 'action-turn';
  /** Fleet Logistics: a second action this turn — the player may end the turn instead (passing is not offered). */
  readonly extra?: boolean;
}

/** 82.2/83.5: other players may resolve the secondary ability of the card just used, clockwise. */
export interface StrategicSecondaryDecision extends DecisionBase {
  readonly kind: 'strategic-secondary';
  readonly card: string;
  readonly activeSeat: Seat;
  /** Players who already answered, in the order they did. */
  answered: Seat[];
}

/**
 * A timing window (LRR 1.14–1.20): players who could respond are asked; answering "pass" closes it for them.
 * `responders` is fixed when the window opens from public information only (see engine/abilities/windows.ts).
 */
export interface WindowDecision extends DecisionBase {
  readonly kind: 'window';
  readonly window: string;
  /** Unique window instance, so standing passes and use limits apply to one occurrence (1.18). */
  readonly instance: number;
  /** In resolution order (1.19: active player then initiative order; 1.20: speaker then clockwise). */
  readonly responders: Seat[];
  /** Seats that passed since the last ability was resolved in this window. */
  passed: Seat[];
  /**
   * Everyone asked answers at once (async pace); uses are collected as intents and, once all have answered, they
   * resolve one seat at a time in the rules' order, taking turns (1.19/1.20): the next seat after the one that
   * resolved last. A declared use waits for its seat's turn (its seat is not asked again while it still can be
   * used); everyone else is asked again after each resolution, until nobody wishes to resolve anything.
   */
  intents: { seat: Seat; ability: string; targets: Readonly<Record<string, unknown>> }[];
  /** The seat whose ability resolved last in this window (absent: none yet), where the next turn starts after. */
  lastResolved?: Seat;
  /** What the window is about (the card played, the system activated, ...). */
  readonly subject: Readonly<Record<string, unknown>>;
}

/** A decision a player must make to resolve an ability or a step (which planet, which option, ...). */
export interface ChoiceDecision extends DecisionBase {
  readonly kind: 'choice';
  /** What the choice is for; its handler is looked up by this name (engine/flow/choices.ts). */
  readonly choice: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/**
 * 81.1: every player says at once which public and which secret objective they score (61.6); the answers are
 * kept out of sight in the resolving step below this decision and resolve in initiative order (98.7).
 */
export interface ScoreObjectivesDecision extends DecisionBase {
  readonly kind: 'score-objectives';
}

/** 89.2, 58.4: the active player declares which ships move into the active system (possibly none, 89.2b). */
export interface MoveShipsDecision extends DecisionBase {
  readonly kind: 'move-ships';
  /** The active system. */
  readonly system: string;
}

/** 49.1 / 15.1: the active player chooses which planet each of their bombarding units bombards (or none). */
export interface BombardmentDecision extends DecisionBase {
  readonly kind: 'bombardment';
  /** The active system. */
  readonly system: string;
}

/** 49.2 / 27.2: the active player commits ground forces from the active system's space area to its planets. */
export interface CommitGroundForcesDecision extends DecisionBase {
  readonly kind: 'commit-ground-forces';
  readonly system: string;
}

/** 67/68: a player orders units from their units with Production, or through an ability that lets them produce. */
export interface ProductionDecision extends DecisionBase {
  readonly kind: 'production';
  readonly seat: Seat;
  readonly system: string;
  /** What lets them produce: 'tactical' (89.5), or an ability ('integrated-economy', 'warfare', ...). */
  readonly source: string;
  /** Integrated Economy: the one planet units are produced on, and the most their combined cost may be. */
  readonly planet: string | null;
  readonly maxCost: number | null;
  /** Sling Relay: only ships, at most this many, without any unit's Production (absent for other production). */
  readonly shipLimit?: number;
  /** Salvage Operations: the only ship types the offer may produce (absent: any). */
  readonly shipTypes?: readonly UnitType[];
  /** Raised by abilities resolved in the 'when-producing-units' window: production value and cost reduction. */
  bonusUnits: number;
  costReduction: number;
  /** Hegemonic Trade Policy: the planet whose resource and influence values are swapped for this production. */
  swapped?: string;
  /** Trilossa Aun Mirik: planets of adjacent systems ground forces may also go to, each with its system. */
  nearby?: Record<string, string>;
}

/** 8.2 ii, 8.6: one player, in voting order, casts votes for an outcome of the agenda or abstains (8.14). */
export interface VoteDecision extends DecisionBase {
  readonly kind: 'vote';
  /** The agenda card revealed (for Covert Legislation, that card, not the hidden one). */
  readonly agenda: string;
}

/** Hits one player must assign to their own units (31.1). */
export interface HitsToAssign {
  readonly count: number;
  /** Of these, hits that must go to non-fighter ships if possible (Graviton Laser System, the L1Z1X flagship). */
  readonly restricted: number;
  /** Unit types in the area that may take them (87.4a: only those may sustain damage). */
  readonly eligible: readonly UnitType[];
  /** Whether sustain damage may cancel them (87.5: not against effects that destroy a unit directly). */
  readonly sustain: boolean;
  /** Seat whose units or ability produced the hits, if any. */
  readonly by: Seat | null;
  /** At most this many units of a type may take them (the Alastor: only the ground forces fighting as ships). */
  readonly limit?: Partial<Record<UnitType, number>>;
}

/** 87.1, 31.1: units that sustain damage to cancel hits, and units destroyed, by type. */
export interface HitAssignment {
  readonly sustain: Partial<Record<UnitType, number>>;
  readonly destroy: Partial<Record<UnitType, number>>;
}

/**
 * 78.6, 42.2, 77.5, 77.8, 10.2, 15.2: each player chooses which of their own units in one area take the hits
 * produced against them. Players answer simultaneously; the assignments apply together once all are in.
 */
export interface AssignHitsDecision extends DecisionBase {
  readonly kind: 'assign-hits';
  /** What produced the hits: 'space-combat', 'ground-combat', 'space-cannon', 'anti-fighter-barrage', ... */
  readonly cause: string;
  readonly system: string;
  /** null = the system's space area. */
  readonly planet: string | null;
  /** By seat. */
  readonly hits: Readonly<Record<string, HitsToAssign>>;
  /** Seats in the order their assignments are applied (attacker first). */
  readonly order: readonly Seat[];
  /** Assignments made so far, including those that left no choice. */
  answers: Record<string, HitAssignment>;
}

export type Decision =
  | AssignHitsDecision
  | ChooseSecretObjectiveDecision
  | ChooseStrategyCardDecision
  | ActionTurnDecision
  | StrategicSecondaryDecision
  | WindowDecision
  | ChoiceDecision
  | VoteDecision
  | BombardmentDecision
  | CommitGroundForcesDecision
  | ProductionDecision
  | ScoreObjectivesDecision
  | MoveShipsDecision;

export type DecisionKind = Decision['kind'];

export type Frame = StepFrame | Decision;
