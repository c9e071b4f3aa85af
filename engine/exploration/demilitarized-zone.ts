// Demilitarized Zone (LRR 35.8 attach, 12 attachments, 72 reinforcements): when the card is explored, the explorer's
// structures on the planet go back to reinforcements and their ground forces move up to the system's space area;
// then the card attaches (engine/exploration/explore.ts). Its restriction is engine/exploration/dmz-rule.ts; in the
// agenda phase the planet card may be traded (engine/transactions/planet-trades.ts).
import type { Seat } from '../core/state';
import { STRUCTURE_TYPES, GROUND_FORCE_TYPES } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import { pushStep } from '../kernel/steps';
import { removeUnits } from '../units/destroy';
import { countAt, moveUnits, planetArea, spaceOf } from '../units/stacks';

export function demilitarize(ctx: FlowCtx, seat: Seat, system: string, planet: string): void {
  const area = planetArea(system, planet);
  for (const type of STRUCTURE_TYPES)
    removeUnits(ctx, area, seat, type, countAt(ctx.state, area, seat, type), 'ability');
  const moved: string[] = [];
  for (const type of GROUND_FORCE_TYPES) {
    const n = countAt(ctx.state, area, seat, type);
    if (n === 0) continue;
    moveUnits(ctx.state, area, spaceOf(system), seat, type, n);
    moved.push(`${n} ${type}`);
  }
  if (moved.length === 0) return;
  // 16: ground forces in space beyond the ships' capacity are removed, as after any move.
  pushStep(ctx.state, 'transport/capacity', { seat, system });
  emit(ctx, { type: 'note', text: `${moved.join(', ')} moved from ${planet} to the space area (Demilitarized Zone).` });
}
