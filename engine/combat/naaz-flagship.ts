// The Naaz-Rokha flagship (Visz El Vir), LRR 18 combat rolls: their mechs in its system roll 1 additional die in
// combat. Added to a mech group's dice in engine/combat/combat-round.ts combatGroups, and in the odds' ground input.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { countAt, spaceOf } from '../units/stacks';
import { unitStats } from './unit-stats';

/** Extra combat dice for `count` of the seat's units of `type` fighting in `system`: 1 per mech with Visz El Vir there. */
export function naazFlagshipDice(state: GameState, system: string, seat: Seat, type: UnitType, count: number): number {
  if (type !== 'mech' || count <= 0) return 0;
  const flagshipThere =
    countAt(state, spaceOf(system), seat, 'flagship') > 0 &&
    unitStats(state, seat, 'flagship').unit === 'naaz_flagship';
  return flagshipThere ? count : 0;
}
