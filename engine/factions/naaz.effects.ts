// The Naaz-Rokha Alliance, what they change in the rules — LRR 18 combat rolls, 78 space combat, 96 faction units,
// 35.7 exploring (Distant Suns: 1 more card drawn where they have a mech; the explorer resolves one, the rest discarded):
// their flagship (Visz El Vir) gives each of their mechs in its system 1 more combat die; their mechs (Eidolon) in
// the space area of a space combat flip to their ship side (Z-Grav Eidolon: a ship there, 8 ×2, no Sustain Damage)
// for that combat. The flip is not optional; Articles of War (mechs have no printed abilities) stops it. The data has
// one unit id per side (naaz_mech, naaz_mech_space) and the board one count of mechs, so the flip lives in the
// combat record's ground forces fighting as ships (engine/combat/as-ships.ts); the record ends with the combat.
import type { GameState, Seat } from '../core/state';
import { UNITS } from '../data/units';
import {
  COMBAT_UNIT_STATS,
  EXTRA_COMBAT_DICE,
  EXTRA_EXPLORATION_CARDS,
  FIGHT_AS_SHIPS_AT_START,
  MAY_FIGHT_AS_SHIPS,
} from '../effects/hooks';
import { statsOfDef, type UnitStats } from '../combat/unit-stats';
import { defineProvider, type Ask } from '../kernel/effects';
import { countAt, planetArea, spaceOf } from '../units/stacks';
import { flagshipIn, hasUnit, mechAbilityOf } from './units';

/** The Z-Grav Eidolon's attributes. */
export const SHIP_SIDE: UnitStats = statsOfDef(UNITS.naaz_mech_space);

/** Eidolons of the seat in the system's space area that flip at the start of a space combat there. */
const eidolonsToFlip = (state: GameState, system: string, seat: Seat, ask: Ask): number =>
  mechAbilityOf(state, seat, 'naaz_mech', ask) ? countAt(state, spaceOf(system), seat, 'mech') : 0;

export const NAAZ_EFFECTS = defineProvider('faction:naaz', [
  EXTRA_COMBAT_DICE.answer(({ state, seat, place, unit, count }) =>
    unit === 'mech' && count > 0 && flagshipIn(state, place.system, seat, 'naaz_flagship') ? count : 0,
  ),
  FIGHT_AS_SHIPS_AT_START.answer(({ state, seat, system }, ask) => {
    const n = eidolonsToFlip(state, system, seat, ask);
    return n > 0 ? [{ ability: 'naaz_mech', units: { mech: n } }] : [];
  }),
  MAY_FIGHT_AS_SHIPS.answer(({ state, seat, system }, ask) => {
    const n = eidolonsToFlip(state, system, seat, ask);
    return n > 0 ? { mech: n } : {};
  }),
  // Distant Suns (35.7): exploring a planet that holds 1 of their mechs, they may draw 1 more card (asked first).
  EXTRA_EXPLORATION_CARDS.answer(({ state, seat, system, planet }) =>
    state.players[seat]?.faction === 'naaz' && countAt(state, planetArea(system, planet), seat, 'mech') > 0 ? 1 : 0,
  ),
  // Flipped, a mech is a Z-Grav Eidolon for its rolls and hits in that combat.
  COMBAT_UNIT_STATS.answer(({ state, seat, type, asShips }) =>
    type === 'mech' && asShips > 0 && hasUnit(state, seat, 'mech', 'naaz_mech') ? SHIP_SIDE : null,
  ),
]);
