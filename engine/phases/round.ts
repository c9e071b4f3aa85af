// LRR 40 game round: strategy, action, status and (once the custodians token is gone) agenda phases.
import { emit, type FlowCtx } from '../kernel/context';
import { defineStep, noArgs, pushStep, type NoArgs } from '../kernel/steps';
import { clearStandingPasses } from '../kernel/windows';

declare module '../kernel/steps' {
  interface StepArgs {
    'round/begin': NoArgs;
  }
}

export const ROUND_STEPS = [
  defineStep('round/begin', noArgs, (ctx: FlowCtx) => {
    ctx.state.round += 1;
    ctx.state.abilityUses = [];
    ctx.state.cancelledPlays = [];
    clearStandingPasses(ctx.state, true);
    emit(ctx, { type: 'phase-started', phase: 'round', round: ctx.state.round });
    pushStep(ctx.state, 'strategy/begin');
  }),
];
