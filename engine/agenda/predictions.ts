// LRR 8.22 predictions ("riders"): after an agenda is revealed and before any vote is cast, a player predicts one
// of its possible outcomes (8.22a); once the outcome is resolved, effects that depended on a correct prediction
// resolve (8.22b). The action cards that predict register their effect here by name (see registerPredictionEffect).
import { z } from 'zod';
import { seatSchema, idSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { isOutcome } from './outcomes';
import type { CurrentAgenda, Prediction } from '../core/agenda-state';

const predictionArgs = z.object({ seat: seatSchema, source: idSchema, outcome: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'agenda/resolve-predictions': NoArgs;
    'agenda/resolve-prediction': z.infer<typeof predictionArgs>;
  }
}

/** What a correct prediction does; it may push steps and decisions. */
export type PredictionEffect = (ctx: FlowCtx, seat: Seat, agenda: CurrentAgenda) => void;

const EFFECTS: Record<string, PredictionEffect> = {};

/** Called by the module that owns the card or ability (e.g. each rider action card). */
export function registerPredictionEffect(source: string, effect: PredictionEffect): void {
  EFFECTS[source] = effect;
}

export function checkPrediction(state: GameState, seat: Seat, outcome: string): Result<void> {
  const current = state.agenda?.current;
  if (!current) return fail('agenda/no-agenda', '8.22', 'Predictions are made while an agenda is resolved.');
  if (current.votingStarted || current.votes.length > 0)
    return fail('agenda/votes-cast', '8.22', 'Predictions must be made before any votes are cast.');
  if (!isOutcome(state, current, outcome))
    return fail('agenda/not-an-outcome', '8.22a', `"${outcome}" is not a possible outcome of this agenda.`);
  if (!state.players[seat] || state.players[seat]!.eliminated)
    return fail('input/unknown-seat', 'input', 'Unknown seat.');
  return ok(undefined);
}

/**
 * Records a prediction that `checkPrediction` accepted. Riders also say the player cannot vote on this agenda
 * (8.16), which `barsVoting` applies.
 */
export function predict(
  ctx: FlowCtx,
  seat: Seat,
  source: string,
  outcome: string,
  opts: { barsVoting: boolean },
): void {
  const current = ctx.state.agenda?.current;
  if (!current) return;
  current.predictions.push({ seat, source, outcome });
  if (opts.barsVoting && !current.cannotVote.includes(seat)) current.cannotVote.push(seat);
  emit(ctx, { type: 'outcome-predicted', seat, source, outcome });
}

export const correctPredictions = (current: CurrentAgenda): Prediction[] =>
  current.outcome === null || current.cancelled ? [] : current.predictions.filter((p) => p.outcome === current.outcome);

export const PREDICTION_STEPS = [
  /** 8.22b: after the outcome is resolved, correct predictions resolve in the order they were made. */
  defineStep('agenda/resolve-predictions', noArgs, (ctx) => {
    const current = ctx.state.agenda?.current;
    if (!current) return;
    for (const p of [...correctPredictions(current)].reverse())
      pushStep(ctx.state, 'agenda/resolve-prediction', { ...p });
  }),
  defineStep('agenda/resolve-prediction', predictionArgs, (ctx, args) => {
    const current = ctx.state.agenda?.current;
    const effect = EFFECTS[args.source];
    if (!current) return;
    if (!effect) {
      emit(ctx, {
        type: 'note',
        text: `The prediction made with ${args.source} was correct, but its effect is not implemented yet.`,
      });
      return;
    }
    effect(ctx, args.seat, current);
  }),
];
