// The decisions of the agenda phase itself: the speaker breaking a tie (8.19), Committee Formation's owner choosing
// the elected player instead of a vote, and readying only some planets (8.4 with Checks and Balances).
import { ok } from '../core/result';
import type { Seat } from '../core/state';
import { registerChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';
import { type FlowCtx } from '../kernel/context';
import { discardLaw } from './laws';
import { outcomeLabel } from './outcomes';
import { readyPlanetsOfChoice } from './effects/planets';

const tiedOf = (args: Readonly<Record<string, unknown>>): string[] =>
  Array.isArray(args.tied) ? (args.tied as string[]) : [];

/** 8.19: the speaker picks among the tied outcomes (all of them when nobody voted); 8.19a: not a vote. */
registerChoice('agenda/speaker-decides', {
  options: (state, d) => {
    const current = state.agenda?.current;
    return tiedOf(d.args).map((o) => ({
      option: o,
      label: `Resolve ${current ? outcomeLabel(state, current, o) : o}`,
    }));
  },
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const current = ctx.state.agenda?.current;
    if (current) current.outcome = option;
    return ok(undefined);
  },
  defaultOption: (_state, d) => tiedOf(d.args)[0],
});

/** Committee Formation: discard it to choose the elected player; nobody votes on that agenda. */
registerChoice('agenda/committee-formation', {
  options: (state) => [
    { option: 'keep', label: 'Keep Committee Formation: players vote' },
    ...state.players
      .filter((p) => !p.eliminated)
      .map((p) => ({ option: String(p.seat), label: `Discard Committee Formation and elect ${p.name}` })),
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const current = ctx.state.agenda?.current;
    if (option === 'keep' || !current) return ok(undefined);
    discardLaw(ctx, 'committee-formation');
    current.outcome = option;
    current.decidedWithoutVote = true;
    return ok(undefined);
  },
  defaultOption: () => 'keep',
});

export const PHASE_CHOICE_STEPS = {
  'agenda/ready-some-planets': (ctx: FlowCtx, args: { seat: Seat; left: number }) =>
    readyPlanetsOfChoice(ctx, args.seat, args.left),
} as const;
