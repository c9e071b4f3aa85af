// Agenda outcomes that take effect when the next strategy phase starts (Anti-Intellectual Revolution,
// Arms Reduction, New Constitution and Representative Government, all Against or For outcomes that say so).
import { speakerOrder } from '../core/order';
import type { Seat } from '../core/state';
import { planetFacts } from '../economy/planets';
import type { FlowCtx } from '../kernel/context';
import { homeSystemKey } from '../objectives/board-queries';
import { exhaustOwnPlanets } from './effects/economy';
import { exhaustPlanetsOfChoice } from './effects/planets';
import type { PendingEffect, PendingKind } from '../core/agenda-state';

export function addPending(ctx: FlowCtx, kind: PendingKind, seats: readonly Seat[] | null, source: string): void {
  const a = ctx.state.agenda;
  if (a) a.nextStrategyPhase.push({ kind, seats: seats === null ? null : [...seats], source });
}

function resolveFor(ctx: FlowCtx, effect: PendingEffect, seat: Seat): void {
  switch (effect.kind) {
    case 'exhaust-per-technology':
      exhaustPlanetsOfChoice(ctx, seat, ctx.state.players[seat]?.technologies.length ?? 0);
      return;
    case 'exhaust-specialty-planets':
      exhaustOwnPlanets(ctx, seat, (id) => planetFacts(ctx.state, id).specialties.length > 0);
      return;
    case 'exhaust-home-planets': {
      const home = homeSystemKey(ctx.state, seat);
      const sys = home === undefined ? undefined : ctx.state.board.systems[home];
      exhaustOwnPlanets(ctx, seat, (id) => !!sys && Object.hasOwn(sys.planets, id));
      return;
    }
    case 'exhaust-cultural-planets':
      exhaustOwnPlanets(ctx, seat, (id) => planetFacts(ctx.state, id).traits.includes('cultural'));
      return;
  }
}

/** Resolves and clears the pending effects, each player in speaker order (1.20). */
export function resolvePending(ctx: FlowCtx): void {
  const a = ctx.state.agenda;
  if (!a || a.nextStrategyPhase.length === 0) return;
  const pending = a.nextStrategyPhase;
  a.nextStrategyPhase = [];
  // Choices are pushed on the stack, so the last pushed is answered first: walk backwards.
  for (const effect of [...pending].reverse()) {
    for (const seat of [...speakerOrder(ctx.state)].reverse()) {
      if (effect.seats === null || effect.seats.includes(seat)) resolveFor(ctx, effect, seat);
    }
  }
}
