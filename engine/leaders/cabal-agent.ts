// The Vuil'raith Cabal agent, The Stillness of Stars (LRR 51.3–51.4, 21 commodities, 17 capture): after another player
// replenishes commodities, the Cabal may exhaust it; all of that player's commodities become trade goods, and the
// Cabal captures 1 unit from that player's reinforcements whose cost is at most that player's commodity value.
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { ask, COMMODITY_VALUE_BONUS } from '../effects';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { canCapture, captureUnits } from '../units/capture';
import { inReinforcements } from '../units/reinforcements';
import { statsOf } from '../units/stats';

const targetsSchema = z.object({ unit: unitTypeSchema.nullable() });

/** 21.3: the commodity value on the player's faction sheet, with what raises it (Dynamis Core). */
function commodityValue(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  const sheet = (FACTIONS as Record<string, { commodities: number } | undefined>)[p.faction]?.commodities ?? 0;
  return sheet + ask(COMMODITY_VALUE_BONUS, { state, seat });
}

/** The other player who just replenished commodities, if any. */
function replenisher(state: GameState, seat: Seat, subject: Subject): Seat | null {
  const who = subject.seat;
  if (typeof who !== 'number' || who === seat) return null;
  const p = state.players[who];
  return p && !p.eliminated ? who : null;
}

/** Unit types of `owner`'s reinforcements the seat may capture: a cost no higher than `owner`'s commodity value. */
function capturable(state: GameState, seat: Seat, owner: Seat): UnitType[] {
  if (!canCapture(state, seat, owner)) return [];
  const value = commodityValue(state, owner);
  return UNIT_TYPES.filter((t) => {
    const cost = statsOf(state, owner, t)?.cost;
    return cost !== null && cost !== undefined && cost <= value && inReinforcements(state, owner, t) > 0;
  });
}

/** The Stillness of Stars — after another player replenishes: their commodities become trade goods; capture 1 unit. */
export const CABAL_AGENT: AbilityDef = {
  id: 'cabalagent',
  name: 'The Stillness of Stars',
  source: { kind: 'leader', leader: 'cabalagent', role: 'agent' },
  window: 'after-commodities-replenished',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat, subject) => replenisher(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const who = replenisher(state, seat, subject);
    if (who === null) return [];
    const name = state.players[who]?.name ?? `seat ${who}`;
    const units = capturable(state, seat, who);
    if (units.length === 0)
      return [{ label: `turn ${name}'s commodities into trade goods (nothing to capture)`, targets: { unit: null } }];
    return units.map((unit) => ({
      label: `turn ${name}'s commodities into trade goods and capture 1 ${unit}`,
      targets: { unit },
    }));
  },
  check: (state, seat, targets, subject) => {
    const who = replenisher(state, seat, subject);
    if (who === null)
      return fail('ability/not-now', '51.4', 'The Stillness of Stars answers another player replenishing commodities.');
    const t = targetsSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Name the unit to capture (or none).');
    const units = capturable(state, seat, who);
    if (t.data.unit === null ? units.length > 0 : !units.includes(t.data.unit))
      return fail(
        'ability/bad-target',
        '17',
        'Capture 1 unit from their reinforcements costing no more than their commodity value.',
      );
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const who = replenisher(ctx.state, seat, subject);
    const p = who === null ? undefined : ctx.state.players[who];
    if (who === null || !p) return;
    const n = p.commodities;
    if (n > 0) {
      p.commodities = 0;
      p.tradeGoods += n;
      emit(ctx, { type: 'commodities-changed', seat: who, delta: -n });
      emit(ctx, { type: 'trade-goods-changed', seat: who, delta: n, from: 'commodities' });
    }
    const unit = targetsSchema.parse(targets).unit;
    if (unit !== null) captureUnits(ctx, seat, who, unit, 1);
  },
};

export const CABAL_AGENT_LEADERS = defineContent({ abilities: [CABAL_AGENT] });
