// Technologies and unit abilities that act at fixed points of a combat: Assault Cannon (start of space combat),
// Duranium Armor (after hits each round, 87.3 repair), Magen Defense Grid Ω (start of ground combat), the Letnev
// flagship's repair (start of each space combat round). (X-89 Bacterial Weapon Ω lives with bombardment, engine/invasion.)
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, STRUCTURE_TYPES, type UnitType } from '../data/types';
import { defineChoice, pushChoice, type ChoiceOf } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import {
  combatStack,
  combatTypesIn,
  currentCombat,
  groundForcesAsShips,
  groundForceTypes,
  opponentIn,
  type CombatRecord,
} from './combat-record';
import { pushAssignHits } from './hits';
import { casualtyRank, unitStats } from './unit-stats';

const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/assault-cannon': NoArgs;
    'combat/flagship-repair': NoArgs;
    'combat/duranium-armor': NoArgs;
    'combat/magen-defense-grid': NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'combat/duranium-armor': z.infer<typeof seatArgs>;
    'combat/magen-defense-grid': z.infer<typeof seatArgs>;
  }
}

const owns = (state: GameState, seat: Seat, tech: string): boolean =>
  state.players[seat]?.technologies.includes(tech) ?? false;

const NON_FIGHTER_SHIPS = SHIP_TYPES.filter((t) => t !== 'fighter');

/** Non-fighter ships in the combat, the Alastor's ground forces among them (FAQ: they count for Assault Cannon). */
function nonFighterShips(state: GameState, c: CombatRecord, seat: Seat): number {
  const stack = combatStack(state, c, seat);
  const asShips = Object.values(groundForcesAsShips(state, c, seat)).reduce<number>((n, k) => n + (k ?? 0), 0);
  return NON_FIGHTER_SHIPS.reduce((n, t) => n + (stack?.counts[t] ?? 0), asShips);
}

/** Duranium Armor: damaged combat units that did not use sustain damage this round, by type. */
export function repairableByDuranium(state: GameState, c: CombatRecord, seat: Seat): UnitType[] {
  const stack = combatStack(state, c, seat);
  return combatTypesIn(state, c, seat).filter(
    (t) => (stack?.damaged[t] ?? 0) - (c.sustained[String(seat)]?.[t] ?? 0) > 0,
  );
}

function repair(ctx: FlowCtx, c: CombatRecord, seat: Seat, type: UnitType, cause: string): void {
  const stack = combatStack(ctx.state, c, seat);
  if (!stack || (stack.damaged[type] ?? 0) === 0) return;
  stack.damaged[type] = stack.damaged[type]! - 1;
  if (stack.damaged[type] === 0) delete stack.damaged[type];
  emit(ctx, { type: 'units-repaired', seat, system: c.system, planet: c.planet, unit: type, count: 1, cause });
}

export const COMBAT_TECH_STEPS = [
  /**
   * Assault Cannon: at the start of a space combat, a player with 3 or more non-fighter ships there makes the
   * opponent destroy 1 of theirs (87.5: sustain damage cannot prevent it). Both players' conditions are checked first.
   */
  defineStep('combat/assault-cannon', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.combat !== 'space') return;
    const firing = [c.attacker, c.defender].filter(
      (s) => owns(ctx.state, s, 'asc') && nonFighterShips(ctx.state, c, s) >= 3,
    );
    if (firing.length === 0) return;
    const hits = Object.fromEntries(
      firing.map((s) => {
        const target = opponentIn(c, s);
        const limit = groundForcesAsShips(ctx.state, c, target); // the Alastor's ground forces may be the ship destroyed
        const eligible = [...NON_FIGHTER_SHIPS, ...(Object.keys(limit) as UnitType[])];
        return [
          String(target),
          {
            count: 1,
            restricted: 0,
            eligible,
            sustain: false,
            by: s,
            ...(Object.keys(limit).length > 0 ? { limit } : {}),
          },
        ];
      }),
    );
    pushAssignHits(ctx, { cause: 'ability', system: c.system, planet: null, order: [c.attacker, c.defender], hits });
  }),
  /** The Letnev flagship (Arc Secundus) repairs at the start of every space combat round. */
  defineStep('combat/flagship-repair', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.combat !== 'space') return;
    for (const seat of [c.attacker, c.defender]) {
      if (unitStats(ctx.state, seat, 'flagship').unit === 'letnev_flagship')
        repair(ctx, c, seat, 'flagship', 'letnev_flagship');
    }
  }),
  /** Duranium Armor: after hits are assigned in each combat round, repair 1 unit that did not sustain this round. */
  defineStep('combat/duranium-armor', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    for (const seat of [c.defender, c.attacker]) {
      if (!owns(ctx.state, seat, 'da')) continue;
      const types = repairableByDuranium(ctx.state, c, seat);
      if (types.length === 1) repair(ctx, c, seat, types[0]!, 'da');
      else if (types.length > 1) pushChoice(ctx, 'combat/duranium-armor', { args: { seat }, waitingOn: [seat] });
    }
  }),
  /** Magen Defense Grid Ω: at the start of a ground combat, a player with a structure on the planet may produce 1 hit. */
  defineStep('combat/magen-defense-grid', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.combat !== 'ground') return;
    for (const seat of [c.defender, c.attacker]) {
      const stack = combatStack(ctx.state, c, seat);
      const structures = STRUCTURE_TYPES.some((t) => (stack?.counts[t] ?? 0) > 0);
      if (owns(ctx.state, seat, 'md') && structures)
        pushChoice(ctx, 'combat/magen-defense-grid', { args: { seat }, waitingOn: [seat] });
    }
  }),
];

export const DURANIUM_CHOICE = defineChoice('combat/duranium-armor', seatArgs, {
  rule: '1.3',
  options(state, decision) {
    const c = currentCombat(state);
    if (!c) return [];
    return repairableByDuranium(state, c, decision.args.seat).map((t) => ({
      option: t,
      label: `Duranium Armor: repair 1 damaged ${t}`,
    }));
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const c = currentCombat(ctx.state);
    if (c) repair(ctx, c, decision.args.seat, option as UnitType, 'da');
    return ok(undefined);
  },
  default(state, decision) {
    const c = currentCombat(state);
    if (!c) return undefined;
    const seat = decision.args.seat;
    return [...repairableByDuranium(state, c, seat)].sort(
      (a, b) => casualtyRank(unitStats(state, seat, b)) - casualtyRank(unitStats(state, seat, a)),
    )[0];
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

function magenTargets(state: GameState, decision: ChoiceOf<'combat/magen-defense-grid'>): UnitType[] {
  const c = currentCombat(state);
  if (!c) return [];
  const target = opponentIn(c, decision.args.seat);
  const stack = combatStack(state, c, target);
  return groundForceTypes(state, target).filter((t) => (stack?.counts[t] ?? 0) > 0);
}

export const MAGEN_CHOICE = defineChoice('combat/magen-defense-grid', seatArgs, {
  rule: '1.3',
  options: (state, decision) => [
    ...magenTargets(state, decision).map((t) => ({
      option: `hit:${t}`,
      label: `Magen Defense Grid: 1 hit on an opposing ${t}`,
    })),
    { option: 'decline', label: 'Do not use Magen Defense Grid' },
  ],
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const c = currentCombat(ctx.state);
    if (!c || option === 'decline') return ok(undefined);
    const seat = decision.args.seat;
    const target = opponentIn(c, seat);
    const type = option.slice('hit:'.length) as UnitType;
    emit(ctx, { type: 'ability-used', seat, ability: 'md', window: null });
    // The hit is assigned to the chosen unit; its owner may still cancel it with sustain damage (87.4).
    pushAssignHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: c.planet,
      order: [target],
      hits: { [String(target)]: { count: 1, restricted: 0, eligible: [type], sustain: true, by: seat } },
    });
    return ok(undefined);
  },
  default: (state, decision) => {
    const t = magenTargets(state, decision)[0];
    return t ? `hit:${t}` : 'decline';
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const COMBAT_TECH_CHOICES = [DURANIUM_CHOICE, MAGEN_CHOICE];
