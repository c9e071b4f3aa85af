// LRR 78 space combat and 43 ground forces: ground forces that fight a space combat as if they were ships — those an
// effect makes fight from the start (the Naaz-Rokha Eidolons' flip) and those a player picks (the Alastor, through
// the steps effects start here). The combat record keeps them (combat-record.ts groundForcesAsShips) until the
// combat ends; while so, they use the attributes an effect gives them (the Z-Grav Eidolon's).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { ask, COMBAT_UNIT_STATS, FIGHT_AS_SHIPS_AT_START, MAY_FIGHT_AS_SHIPS, SPACE_COMBAT_START } from '../effects';
import { emit } from '../kernel/context';
import { defineStep, noArgs, pushStepCall, type NoArgs } from '../kernel/steps';
import type { Area } from '../units/stacks';
import { currentCombat, groundForcesAsShips, type CombatRecord } from './combat-record';
import { unitStats, type UnitStats } from './unit-stats';

export const GROUND_FORCES_AS_SHIPS_STEP = 'combat/ground-forces-as-ships' as const;

declare module '../kernel/steps' {
  interface StepArgs {
    [GROUND_FORCES_AS_SHIPS_STEP]: NoArgs;
  }
}

type Counts = Partial<Record<UnitType, number>>;

/** A unit type's attributes for its combat rolls and hits in this combat: an effect's while fighting as ships. */
export function combatUnitStats(
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system' | 'planet' | 'asShips'>,
  seat: Seat,
  type: UnitType,
): UnitStats {
  const asShips = groundForcesAsShips(state, c, seat)[type] ?? 0;
  return (asShips > 0 ? ask(COMBAT_UNIT_STATS, { state, seat, type, asShips }) : null) ?? unitStats(state, seat, type);
}

/** The same for units in an area (hits): the combat's rules apply only in its own space area. */
export function areaUnitStats(state: GameState, area: Area, seat: Seat, type: UnitType): UnitStats {
  const c = currentCombat(state);
  const inCombat = c && c.combat === 'space' && area.planet === undefined && area.system === c.system;
  return inCombat ? combatUnitStats(state, c, seat, type) : unitStats(state, seat, type);
}

/**
 * The odds' view: the seat's ground forces fighting as ships in a space combat in the system — those recorded once
 * the combat has them; none once its rounds have begun without any; before that, every one that may.
 */
export function mayFightAsShips(state: GameState, system: string, seat: Seat): Counts {
  const c = currentCombat(state);
  if (c && c.combat === 'space' && c.system === system) {
    if (c.asShips?.[String(seat)]) return groundForcesAsShips(state, c, seat);
    if (c.round > 0) return {};
  }
  return { ...ask(MAY_FIGHT_AS_SHIPS, { state, seat, system }) };
}

export const AS_SHIPS_STEPS = [
  /**
   * At the start of a space combat, before Assault Cannon (which counts these units, FAQ): units that fight as ships
   * without a choice are recorded (the Eidolons flip), then the steps effects start run (the Alastor's pick).
   */
  defineStep(GROUND_FORCES_AS_SHIPS_STEP, noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.combat !== 'space') return;
    for (const seat of [c.attacker, c.defender]) {
      for (const flip of ask(FIGHT_AS_SHIPS_AT_START, { state: ctx.state, seat, system: c.system })) {
        (c.asShips ??= {})[String(seat)] = { ...flip.units };
        emit(ctx, { type: 'ability-used', seat, ability: flip.ability, window: null });
      }
    }
    const start = ask(SPACE_COMBAT_START, {
      state: ctx.state,
      system: c.system,
      attacker: c.attacker,
      defender: c.defender,
    });
    for (const call of start) pushStepCall(ctx.state, call);
  }),
];
