// LRR 61 scoring objectives: when (61.3, 61.5), once each (61.8), one per combat (61.7), public ones revealed and only
// with every home planet (61.11, 61.16), secret ones only the player's own (61.19); and 61.21/45.4 the three-secret
// limit on draws.
import { noArgs, type NoArgs } from '../kernel/steps';
import { z } from 'zod';
import { ask, SCORES_WITHOUT_HOME_PLANETS, SECRET_OBJECTIVE_LIMIT_BONUS } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { OBJECTIVES, isObjectiveId, isPublicObjective } from '../data/objectives';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { controlsHomePlanets } from './board-queries';
import {
  checkObjectivePayment,
  isCostRequirement,
  parseObjectivePayment,
  payObjective,
  suggestedPayments,
  type ObjectivePayment,
} from './costs';
import { noteScored, scoredSinceCombat } from './record';
import { fulfils, UNTRACKED } from './requirements';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [RETURN_SECRET_CHOICE]: NoArgs;
  }
}

/** The moment a score is attempted: the status phase's step 1, Imperial's primary (45.2), or any time in a phase. */
export type ScoreTiming = 'status' | 'imperial' | 'action' | 'agenda';

export interface ScoreIntent {
  readonly objective: string;
  readonly payment: ObjectivePayment;
}

export const scoreRequestSchema = z.object({
  objective: z.string().min(1).max(64),
  payment: z.record(z.string().max(32), z.unknown()).optional(),
});

export function parseScore(raw: { objective: string; payment?: unknown }): Result<ScoreIntent> {
  const payment = parseObjectivePayment(raw.payment);
  if (!payment.ok) return payment;
  return ok({ objective: raw.objective, payment: payment.value });
}

export const objectiveName = (id: string): string => (isObjectiveId(id) ? OBJECTIVES[id].name : id);

/** Public objectives, and a scored secret objective made public by Classified Document Leaks (agenda). */
export const scoresAsPublic = (state: GameState, id: string): boolean =>
  (isObjectiveId(id) && isPublicObjective(id)) || state.objectives.revealed.includes(id);

export function checkScore(
  state: GameState,
  seat: Seat,
  objective: string,
  payment: ObjectivePayment,
  timing: ScoreTiming,
): Result<void> {
  const player = state.players[seat];
  if (!player || player.eliminated) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (!isObjectiveId(objective)) return fail('objectives/unknown', 'input', `There is no objective "${objective}".`);
  const def = OBJECTIVES[objective];
  if (scoresAsPublic(state, objective)) {
    if (timing !== 'imperial' && timing !== def.phase)
      return fail(
        'objectives/wrong-phase',
        '61.5',
        `${def.name} is scored in the ${def.phase} phase (or with Imperial).`,
      );
    if (!state.objectives.revealed.includes(objective))
      return fail('objectives/not-revealed', '61.11', `${def.name} has not been revealed.`);
    if (player.scoredPublic.includes(objective) || state.objectives.scoredBy[objective]?.includes(seat))
      return fail('objectives/already-scored', '61.8', `You already scored ${def.name}.`);
    if (!controlsHomePlanets(state, seat) && !ask(SCORES_WITHOUT_HOME_PLANETS, { state, seat }))
      return fail(
        'objectives/home-planets',
        '61.16',
        'You cannot score public objectives while you do not control every planet in your home system.',
      );
  } else {
    const held = player.secretObjectives.find((s) => s.id === objective);
    if (!held) return fail('objectives/not-your-secret', '61.19', 'You can only score secret objectives you hold.');
    if (held.scored) return fail('objectives/already-scored', '61.8', `You already scored ${def.name}.`);
    if (timing === 'imperial') return fail('objectives/wrong-phase', '45.2', 'Imperial scores a public objective.');
    if (def.phase !== timing)
      return fail('objectives/wrong-phase', '61.3', `${def.name} is scored during the ${def.phase} phase.`);
  }
  if (timing === 'action' && scoredSinceCombat(state, seat)) {
    return fail('objectives/one-per-combat', '61.7', 'You already scored an objective during or after this combat.');
  }
  const paid = checkObjectivePayment(state, seat, def.requirement, payment);
  if (!paid.ok) return paid;
  if (isCostRequirement(def.requirement)) return ok(undefined);
  const f = fulfils(state, seat, objective);
  if (f === 'unknown')
    return fail(
      'objectives/untracked',
      '61.4',
      `The engine does not track ${UNTRACKED[def.requirement.kind] ?? 'this'} yet, so ${def.name} cannot be scored.`,
    );
  if (f === 'unmet')
    return fail('objectives/requirement-not-met', '61.4', `You do not fulfil ${def.name}: ${def.condition}`);
  return ok(undefined);
}

/** Scores what `checkScore` accepted: pays (61.10), then marks it scored (61.12, 61.18). Victory is the caller's. */
export function scoreObjective(ctx: FlowCtx, seat: Seat, intent: ScoreIntent): void {
  const { state } = ctx;
  const player = state.players[seat]!;
  payObjective(ctx, seat, intent.payment);
  const id = intent.objective;
  const secret = !scoresAsPublic(state, id);
  if (secret) {
    const held = player.secretObjectives.find((s) => s.id === id);
    if (held) held.scored = true;
  } else {
    player.scoredPublic.push(id);
    (state.objectives.scoredBy[id] ??= []).push(seat);
  }
  noteScored(state, seat);
  emit(ctx, { type: 'objective-scored', seat, objective: id, secret });
}

/** What the seat can score now, one entry per objective and sensible payment, for options(). */
export function scorableObjectives(
  state: GameState,
  seat: Seat,
  timing: ScoreTiming,
  kind: 'public' | 'secret',
): (ScoreIntent & { label: string })[] {
  const player = state.players[seat];
  if (!player) return [];
  const ids =
    kind === 'public' ? state.objectives.revealed : player.secretObjectives.filter((s) => !s.scored).map((s) => s.id);
  const out: (ScoreIntent & { label: string })[] = [];
  for (const id of ids) {
    if (!isObjectiveId(id)) continue;
    for (const s of suggestedPayments(state, seat, OBJECTIVES[id].requirement)) {
      if (checkScore(state, seat, id, s.payment, timing).ok)
        out.push({
          objective: id,
          payment: s.payment,
          label: s.label ? `${OBJECTIVES[id].name} (${s.label})` : OBJECTIVES[id].name,
        });
    }
  }
  return out;
}

export const SECRET_OBJECTIVE_LIMIT = 3;

/** Draws a secret objective; 61.21a/45.4: with more than three, scored ones included, one unscored goes back. */
export function drawSecretObjective(
  ctx: FlowCtx,
  seat: Seat,
  pushChoice: (ctx: FlowCtx, seat: Seat) => void = pushReturnChoice,
): void {
  const player = ctx.state.players[seat]!;
  const id = ctx.state.decks.secret.draw.shift();
  if (id === undefined) {
    emit(ctx, { type: 'note', text: 'The secret objective deck is empty.' });
    return;
  }
  player.secretObjectives.push({ id, scored: false });
  emit(ctx, { type: 'cards-drawn', seat, deck: 'secret', count: 1 });
  // The Obsidian raises the limit.
  const limit = SECRET_OBJECTIVE_LIMIT + ask(SECRET_OBJECTIVE_LIMIT_BONUS, { state: ctx.state, seat });
  // Classified Document Leaks (LRR FAQ): a secret objective made public no longer counts toward its owner's total,
  // even once the law is discarded. A secret has a public scoring record (scoredBy) only if it was leaked.
  const counted = player.secretObjectives.filter((s) => !Object.hasOwn(ctx.state.objectives.scoredBy, s.id));
  if (counted.length <= limit) return;
  const unscored = player.secretObjectives.filter((s) => !s.scored);
  if (unscored.length === 1) returnSecretObjective(ctx, seat, unscored[0]!.id);
  else pushChoice(ctx, seat);
}

function pushReturnChoice(ctx: FlowCtx, seat: Seat): void {
  pushChoice(ctx, 'objectives/return-secret', { args: {}, waitingOn: [seat] });
}

/** The choice that `drawSecretObjective` opens, as a frame, for callers that must place it themselves. */
export const RETURN_SECRET_CHOICE = 'objectives/return-secret' as const;

function returnSecretObjective(ctx: FlowCtx, seat: Seat, id: string): void {
  const player = ctx.state.players[seat]!;
  player.secretObjectives = player.secretObjectives.filter((s) => s.id !== id);
  ctx.state.decks.secret.draw.push(id);
  ctx.rng.shuffle(ctx.state.decks.secret.draw);
  emit(ctx, { type: 'secret-objective-returned', seat });
}

const unscoredOf = (state: GameState, seat: Seat) =>
  state.players[seat]?.secretObjectives.filter((s) => !s.scored) ?? [];

export const RETURN_SECRET = defineChoice(RETURN_SECRET_CHOICE, noArgs, {
  rule: '61.21',
  options: (state, _d, seat) =>
    unscoredOf(state, seat).map((s) => ({ option: s.id, label: `Return ${objectiveName(s.id)} to the deck` })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    returnSecretObjective(ctx, ctx.seat, option);
    return ok(undefined);
  },
  // Without an answer, the objective drawn last goes back.
  default: (state, _d, seat) => unscoredOf(state, seat).at(-1)?.id,
  // resolve refuses nothing: every listed objective is one of the seat's unscored secret objectives.
  offersOnlyLegal: true,
});

export const SCORING_CHOICES = [RETURN_SECRET];
