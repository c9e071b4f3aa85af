// The stack the game runs on: steps the engine resolves by itself, and decisions it waits for (LRR 1.19–1.20
// for who answers first). A frame is data, so a stored game resumes exactly where it stopped.
import type { Seat } from './state';

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
}

/** 3.1: the active player performs one action or passes. */
export interface ActionTurnDecision extends DecisionBase {
  readonly kind: 'action-turn';
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
   * Everyone asked answers at once (async pace); uses are collected as intents and, once all have answered, the
   * first in the rules' order resolves and everyone is asked again (1.19/1.20: until all pass in a row).
   */
  intents: { seat: Seat; ability: string; targets: Readonly<Record<string, unknown>> }[];
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

export type Decision =
  | ChooseSecretObjectiveDecision
  | ChooseStrategyCardDecision
  | ActionTurnDecision
  | StrategicSecondaryDecision
  | WindowDecision
  | ChoiceDecision
  | ScoreObjectivesDecision;

export type DecisionKind = Decision['kind'];

export type Frame = StepFrame | Decision;
