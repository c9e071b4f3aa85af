// LRR 2.4: a player with more than seven action cards chooses which to discard until seven remain.
import { ask, ACTION_CARD_HAND_LIMIT, NO_ACTION_CARD_HAND_LIMIT } from '../effects';
import type { GameState, Seat } from '../core/state';
import { fail, ok } from '../core/result';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { actionCardOf } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { afterActionCardsDiscarded } from './discards';

/** 2.4: how many action cards the seat may hold (Executive Sanctions: 3); none for the Yssaril (Crafty). */
export function actionCardHandLimit(state: GameState, seat: Seat): number {
  return ask(NO_ACTION_CARD_HAND_LIMIT, { state, seat }) ? Infinity : ask(ACTION_CARD_HAND_LIMIT, { state, seat });
}

const stepArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'hand-limit/discard': z.infer<typeof stepArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'hand-limit/discard': NoArgs;
  }
}

export const DISCARD_CHOICE = defineChoice('hand-limit/discard', noArgs, {
  rule: '2.4',
  options: (state, _d, seat) =>
    (state.players[seat]?.actionCards ?? []).map((c) => ({ option: c, label: `Discard ${actionCardOf(c)}` })),
  resolve: (ctx, decision, option) => {
    const p = ctx.state.players[ctx.seat];
    if (!p) return fail('input/unknown-seat', 'input', 'Unknown seat.');
    p.actionCards.splice(p.actionCards.indexOf(option), 1);
    ctx.state.decks.action.discard.push(option);
    popDecision(ctx.state, decision);
    if (p.actionCards.length > actionCardHandLimit(ctx.state, ctx.seat))
      pushChoice(ctx, 'hand-limit/discard', { args: {}, waitingOn: [ctx.seat] });
    afterActionCardsDiscarded(ctx, ctx.seat, [option]); // Reverse Engineer, before the next discard
    return ok(undefined);
  },
  // Without an answer the most recently drawn card goes.
  default: (state, _d, seat) => state.players[seat]?.actionCards.at(-1),
  // Every card listed is in the seat's hand, and resolve refuses nothing else (the seat exists): offered without a try.
  offersOnlyLegal: true,
});

export const HAND_LIMIT_STEPS = [
  defineStep('hand-limit/discard', stepArgs, (ctx, args) => {
    if ((ctx.state.players[args.seat]?.actionCards.length ?? 0) > actionCardHandLimit(ctx.state, args.seat)) {
      pushChoice(ctx, 'hand-limit/discard', { args: {}, waitingOn: [args.seat] });
    }
  }),
];
export const HAND_LIMIT_CHOICES = [DISCARD_CHOICE];
