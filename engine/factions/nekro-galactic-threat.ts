// The Nekro Virus — LRR 8.16 players who cannot vote, 8.22 predictions: Galactic Threat (their faction ability). The
// Nekro never vote (engine/factions/nekro.effects.ts answers CANNOT_VOTE; an effect that says voting cannot be
// prevented still lets them, the Xxcha commander). Once per agenda phase, after an agenda is revealed and before any
// vote, they may predict its outcome; if that outcome is resolved, they gain a technology owned by a player who cast
// votes for it (engine/factions/nekro-valefar.ts: a Valefar Assimilator's token may go on a faction technology).
//
// What we decided, and why:
// - "A player who voted how you predicted" is a player who cast 1 or more votes for that outcome: the speaker
//   breaking a tie casts no votes, and a player who cast none did not vote (FAQ).
// - The prediction is public like a rider's (it is said aloud) and goes through the same record (8.22b): Galactic
//   Threat does not bar voting a second time; the Nekro already cannot vote.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { checkPrediction, predict, registerPredictionEffect } from '../agenda/predictions';
import { currentOutcomes } from '../agenda/outcomes';
import type { AbilityDef } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { applyGain, gainOptions } from './nekro-valefar';

const ID = 'galactic_threat';
const targetSchema = z.object({ outcome: z.string().min(1).max(64) });
const threatArgs = z.object({ seat: seatSchema, outcome: z.string().min(1).max(64) });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'nekro/galactic-threat': z.infer<typeof threatArgs>;
  }
}

/** The players who cast 1 or more votes for the outcome, in the order they voted. */
function votersFor(state: GameState, outcome: string): Seat[] {
  const votes = state.agenda?.current?.votes ?? [];
  return [...new Set(votes.filter((v) => v.outcome === outcome && v.votes > 0).map((v) => v.seat))];
}

/** 8.22: the outcomes the seat may predict now (an agenda revealed, no vote cast yet). */
function predictable(state: GameState, seat: Seat) {
  const current = state.agenda?.current;
  if (!current || current.cancelled) return [];
  return currentOutcomes(state, current).filter((o) => checkPrediction(state, seat, o.id).ok);
}

export const GALACTIC_THREAT: AbilityDef = {
  id: ID,
  name: 'Galactic Threat',
  source: { kind: 'faction', faction: 'nekro' },
  window: 'after-agenda-revealed',
  costs: [],
  limit: { per: 'round', times: 1 }, // one agenda phase a round
  eligible: (state, seat) => predictable(state, seat).length > 0,
  targetOptions: (state, seat) =>
    predictable(state, seat).map((o) => ({ label: `predict ${o.label}`, targets: { outcome: o.id } })),
  check: (state, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Name the outcome you predict.');
    return checkPrediction(state, seat, t.data.outcome);
  },
  resolve: (ctx, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    if (!t.success || !checkPrediction(ctx.state, seat, t.data.outcome).ok) return;
    predict(ctx, seat, ID, t.data.outcome, { barsVoting: false });
  },
};

// 8.22b: the outcome predicted was resolved: a technology of one of its voters.
registerPredictionEffect(ID, (ctx, seat, agenda) => {
  const outcome = agenda.outcome;
  if (outcome === null) return;
  if (gainOptions(ctx.state, seat, votersFor(ctx.state, outcome), ID).length === 0) {
    emit(ctx, { type: 'note', text: 'Galactic Threat: nobody who voted for that outcome owns a technology to gain.' });
    return;
  }
  pushChoice(ctx, 'nekro/galactic-threat', { args: { seat, outcome }, waitingOn: [seat] });
});

const GALACTIC_THREAT_CHOICE = defineChoice('nekro/galactic-threat', threatArgs, {
  rule: '8.22',
  offersOnlyLegal: true,
  options: (state, decision) =>
    gainOptions(state, decision.args.seat, votersFor(state, decision.args.outcome), 'Galactic Threat'),
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const { seat, outcome } = decision.args;
    if (!gainOptions(ctx.state, seat, votersFor(ctx.state, outcome), '').some((g) => g.option === option))
      return ok(undefined);
    applyGain(ctx, seat, option);
    return ok(undefined);
  },
  default: (state, decision) =>
    gainOptions(state, decision.args.seat, votersFor(state, decision.args.outcome), '')[0]?.option,
});

export const NEKRO_GALACTIC_THREAT = defineContent({ abilities: [GALACTIC_THREAT], choices: [GALACTIC_THREAT_CHOICE] });
