// Salvage Operations, the Mentak faction technology — LRR 78.10 space combat's winner and loser, 67 producing units
// (67.1 the cost is paid, 67.4 an ability says how many and where, 67.5 reinforcements, 67.6 not beside other
// players' ships): after a space combat its owner won or lost, they gain 1 trade good; if they won, they may also
// produce 1 ship in that system of a type destroyed in that combat (any player's). mentak.effects.ts records the
// ship types destroyed while the combat lasts, then calls 'mentak/salvage' once it ended (AFTER_EVENTS).
import { z } from 'zod';
import { hexKeySchema, seatSchema, unitTypeSchema } from '../core/schemas';
import type { GameState } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineStep } from '../kernel/steps';
import { offerProduction } from '../production/steps';
import { shipsForbidden } from '../production/producers';
import { inReinforcements } from '../units/reinforcements';
import { producibleStats } from '../units/stats';

export const SALVAGE_OPERATIONS = 'so';
/** The production source the offer names (engine/production: not a unit's Production ability, 67.4). */
export const SALVAGE_SOURCE = 'salvage-operations';
/** The tactical action's note: the system of its space combat and the ship types destroyed there so far. */
export const SALVAGE_NOTE = 'mentak/salvage';

const recordArgs = z.object({ system: hexKeySchema, unit: unitTypeSchema });
const salvageArgs = z.object({ seat: seatSchema, system: hexKeySchema, won: z.boolean() });

declare module '../kernel/steps' {
  interface StepArgs {
    'mentak/salvage-record': z.infer<typeof recordArgs>;
    'mentak/salvage': z.infer<typeof salvageArgs>;
  }
}

interface SalvageRecord {
  readonly system: string;
  readonly types: UnitType[];
}

/** The ship types destroyed in this tactical action's space combat in the system. */
export function destroyedShipTypes(state: GameState, system: string): UnitType[] {
  const rec = state.tactical?.notes[SALVAGE_NOTE] as SalvageRecord | undefined;
  return rec?.system === system ? [...rec.types] : [];
}

/** Ship types the seat could produce there now: destroyed in the combat, buildable, and in reinforcements (67.5). */
export function salvageTypes(state: GameState, seat: number, system: string): UnitType[] {
  if (shipsForbidden(state, seat, system)) return []; // 67.6
  return destroyedShipTypes(state, system).filter(
    (t) => producibleStats(state, seat, t) !== undefined && inReinforcements(state, seat, t) > 0,
  );
}

export const SALVAGE_STEPS = [
  /** A ship of this type was destroyed in the space combat under way in the system. */
  defineStep('mentak/salvage-record', recordArgs, (ctx, args) => {
    const notes = ctx.state.tactical?.notes;
    if (!notes || !(SHIP_TYPES as readonly UnitType[]).includes(args.unit)) return;
    const rec = notes[SALVAGE_NOTE] as SalvageRecord | undefined;
    const types = rec?.system === args.system ? [...rec.types] : [];
    if (!types.includes(args.unit)) types.push(args.unit);
    notes[SALVAGE_NOTE] = { system: args.system, types: SHIP_TYPES.filter((t) => types.includes(t)) };
  }),
  /** The space combat ended: 1 trade good; the winner may then produce 1 ship of a destroyed type, paying its cost. */
  defineStep('mentak/salvage', salvageArgs, (ctx, args) => {
    const p = ctx.state.players[args.seat];
    if (!p || p.eliminated || !p.technologies.includes(SALVAGE_OPERATIONS)) return;
    p.tradeGoods += 1;
    emit(ctx, { type: 'trade-goods-changed', seat: args.seat, delta: 1 });
    if (!args.won) return;
    const types = salvageTypes(ctx.state, args.seat, args.system);
    if (types.length === 0) return;
    offerProduction(ctx, {
      seat: args.seat,
      system: args.system,
      source: SALVAGE_SOURCE,
      shipLimit: 1,
      shipTypes: types,
    });
  }),
];

export const MENTAK_SALVAGE = defineContent({ steps: SALVAGE_STEPS });
