// LRR 81.1 status phase step 1 (61.5a, 61.6): every player answers at once with up to one public and one secret
// objective; the answers wait, unseen, in the resolving step and are scored in initiative order, checking victory
// after each player (98.7: a simultaneous win goes to the first in initiative order). Also 61.5b–c: scoring action-
// and agenda-phase objectives at any time during those phases.
import { z } from 'zod';
import { idSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import { initiativeOrder } from '../core/order';
import { fail, invariant, ok, type Result } from '../core/result';
import type { ScoreObjectivesDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { scratchCopy, flowCtx, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { defineStep, pushStep, stepOnStack } from '../kernel/steps';
import { objectivePaymentSchema } from './costs';
import type { Option } from '../kernel/options';
import { checkVictory } from '../phases/victory';
import {
  checkScore,
  parseScore,
  scorableObjectives,
  scoreObjective,
  scoresAsPublic,
  type ScoreIntent,
} from './scoring';

const resolveArgs = z.object({
  intents: z.record(z.string(), z.array(z.object({ objective: idSchema, payment: objectivePaymentSchema }))),
});

declare module '../kernel/steps' {
  interface StepArgs {
    [RESOLVE_STATUS_SCORES]: z.infer<typeof resolveArgs>;
  }
}

export const RESOLVE_STATUS_SCORES = 'objectives/resolve-status-scores' as const;

type Intents = Record<string, ScoreIntent[]>;

/** The 'status/score-objectives' step: ask every player with a strategy card, all at once. */
export function openStatusScoring(ctx: FlowCtx): void {
  const seats = initiativeOrder(ctx.state);
  if (seats.length === 0) return;
  pushStep(ctx.state, RESOLVE_STATUS_SCORES, { intents: {} satisfies Intents });
  pushDecision(ctx, { kind: 'score-objectives', waitingOn: seats });
}

/** Parses and checks a list of scores as if scored one after the other (payments must not overlap). */
function checkScores(
  state: GameState,
  seat: Seat,
  cmd: CommandOf<'score-objectives'>,
  timing: 'status' | 'action' | 'agenda',
): Result<ScoreIntent[]> {
  const intents: ScoreIntent[] = [];
  for (const raw of cmd.scores) {
    const parsed = parseScore(raw);
    if (!parsed.ok) return parsed;
    intents.push(parsed.value);
  }
  if (timing === 'status') {
    if (intents.filter((i) => scoresAsPublic(state, i.objective)).length > 1)
      return fail('objectives/one-public', '61.6', 'You can score at most one public objective in each status phase.');
    if (intents.filter((i) => !scoresAsPublic(state, i.objective)).length > 1)
      return fail('objectives/one-secret', '61.6', 'You can score at most one secret objective in each status phase.');
  }
  // Trial run on a copy: the second score is checked after the first one's payment.
  const trial = flowCtx(scratchCopy(state), null);
  for (const intent of intents) {
    const checked = checkScore(trial.state, seat, intent.objective, intent.payment, timing);
    if (!checked.ok) return checked;
    scoreObjective(trial, seat, intent);
  }
  return ok(intents);
}

function resolveFrame(state: GameState) {
  const frame = stepOnStack(state, RESOLVE_STATUS_SCORES);
  invariant(frame, 'the status scoring decision has no resolving step');
  return frame;
}

export function answerStatusScoring(
  ctx: CommandCtx,
  decision: ScoreObjectivesDecision,
  cmd: CommandOf<'score-objectives'>,
): Result<void> {
  const checked = checkScores(ctx.state, ctx.seat, cmd, 'status');
  if (!checked.ok) return checked;
  resolveFrame(ctx.state).args.intents[String(ctx.seat)] = checked.value;
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  if (decision.waitingOn.length === 0) popDecision(ctx.state, decision);
  return ok(undefined);
}

export const OBJECTIVE_STEPS = [
  defineStep(RESOLVE_STATUS_SCORES, resolveArgs, (ctx, args) => {
    for (const seat of initiativeOrder(ctx.state)) {
      for (const intent of args.intents[String(seat)] ?? []) {
        // Nothing can change between the answers and now; a check that fails here would be an engine bug.
        if (checkScore(ctx.state, seat, intent.objective, intent.payment, 'status').ok)
          scoreObjective(ctx, seat, intent);
      }
      if (checkVictory(ctx)) return;
    }
  }),
];

/** 61.5b–c: scoring an action- or agenda-phase objective at any time during that phase. */
export function scoreAnyTime(ctx: CommandCtx, cmd: CommandOf<'score-objectives'>): Result<void> {
  const phase = ctx.state.phase;
  if (phase !== 'action' && phase !== 'agenda') {
    return fail(
      'objectives/not-now',
      '61.5',
      "Objectives are scored in the status phase's first step, or during the phase printed on them.",
    );
  }
  const checked = checkScores(ctx.state, ctx.seat, cmd, phase);
  if (!checked.ok) return checked;
  if (checked.value.length === 0) return fail('input/nothing-to-score', 'input', 'Name the objective to score.');
  for (const intent of checked.value) scoreObjective(ctx, ctx.seat, intent);
  checkVictory(ctx);
  return ok(undefined);
}

const labelOf = (intents: readonly (ScoreIntent & { label: string })[]) => intents.map((i) => i.label).join(' and ');

/** 81.1 options: nothing, one public, one secret, or one of each — only objectives the seat can score now. */
export function statusScoringOptions(state: GameState, seat: Seat): Option[] {
  const publics = scorableObjectives(state, seat, 'status', 'public');
  const secrets = scorableObjectives(state, seat, 'status', 'secret');
  const combos: (ScoreIntent & { label: string })[][] = [[]];
  for (const p of publics) combos.push([p]);
  for (const s of secrets) combos.push([s]);
  for (const p of publics) for (const s of secrets) combos.push([p, s]);
  // Scoring nothing is always allowed and each single objective was checked (checkScore): only a public and a
  // secret together are tried on a copy by options(), since one's payment could matter to the other.
  return combos.map((c): Option => ({
    ...(c.length < 2 ? { checked: true as const } : {}),
    command: {
      type: 'score-objectives',
      scores: c.map((i) => ({ objective: i.objective, payment: { ...i.payment } })),
    },
    label: c.length === 0 ? 'Score no objective' : `Score ${labelOf(c)}`,
    group: 'Score objectives',
  }));
}

/** Options to score action- or agenda-phase secret objectives the seat fulfils right now. */
export function anyTimeScoringOptions(state: GameState, seat: Seat): Option[] {
  const phase = state.phase;
  if (phase !== 'action' && phase !== 'agenda') return [];
  return scorableObjectives(state, seat, phase, 'secret').map((s) => ({
    command: { type: 'score-objectives', scores: [{ objective: s.objective, payment: { ...s.payment } }] },
    label: `Score ${s.label}`,
    group: 'Score objectives',
  }));
}
