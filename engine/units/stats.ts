// LRR 96/97.4: the attributes a seat's units of a type have, as invasion and production read them: engine/combat's
// unitStats, with the rules that take abilities away (Articles of War) and 26.3 / war sun technology for producing.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { UNITS, isUnitId } from '../data/units';

import { unitStats, type UnitStats } from '../combat/unit-stats';

export function statsOf(state: GameState, seat: Seat, type: UnitType): UnitStats | undefined {
  const stats = unitStats(state, seat, type);
  if (stats.unit === '') return undefined;
  // Articles of War: mechs keep Sustain Damage and lose every other printed ability.
  if (type === 'mech' && ask(MECH_ABILITIES_SUPPRESSED, { state })) {
    return {
      ...stats,
      production: null,
      bombardment: null,
      spaceCannon: null,
      planetaryShield: false,
      antiFighterBarrage: null,
    };
  }
  return stats;
}

/** 26.3: a unit without a cost cannot be produced; the generic war sun exists only with its technology card. */
export function producibleStats(state: GameState, seat: Seat, type: UnitType): UnitStats | undefined {
  const stats = statsOf(state, seat, type);
  if (!stats || stats.cost === null) return undefined;
  const needs = isUnitId(stats.unit) ? UNITS[stats.unit].requires : null;
  if (needs !== null && !state.players[seat]?.technologies.includes(needs)) return undefined;
  return stats;
}
