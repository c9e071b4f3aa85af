// LRR 2.4: a player with more than seven action cards chooses which to discard until seven remain.
import { fail, ok } from '../core/result';
import type { Seat } from '../core/state';
import { actionCardOf } from '../kernel/abilities';
import { registerChoice } from '../kernel/choices';
import { popDecision, pushDecision } from '../kernel/stack';
import { type FlowCtx } from '../kernel/context';
import { actionCardHandLimit } from '../agenda/laws';

registerChoice('hand-limit/discard', {
  options: (state, _d, seat) =>
    (state.players[seat]?.actionCards ?? []).map((c) => ({ option: c, label: `Discard ${actionCardOf(c)}` })),
  resolve: (ctx, decision, option) => {
    const p = ctx.state.players[ctx.seat];
    if (!p) return fail('input/unknown-seat', 'input', 'Unknown seat.');
    p.actionCards.splice(p.actionCards.indexOf(option), 1);
    ctx.state.decks.action.discard.push(option);
    popDecision(ctx.state, decision);
    if (p.actionCards.length > actionCardHandLimit(ctx.state, ctx.seat))
      pushDecision(ctx, { kind: 'choice', choice: 'hand-limit/discard', args: {}, waitingOn: [ctx.seat] });
    return ok(undefined);
  },
  // Without an answer the most recently drawn card goes.
  defaultOption: (state, _d, seat) => state.players[seat]?.actionCards.at(-1),
});

export const HAND_LIMIT_STEPS = {
  'hand-limit/discard': (ctx: FlowCtx, args: { seat: Seat }) => {
    if ((ctx.state.players[args.seat]?.actionCards.length ?? 0) > actionCardHandLimit(ctx.state, args.seat)) {
      pushDecision(ctx, { kind: 'choice', choice: 'hand-limit/discard', args: {}, waitingOn: [args.seat] });
    }
  },
} as const;
