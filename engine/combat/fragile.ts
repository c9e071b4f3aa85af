// LRR 56 modifiers, 18 combat rolls, 96 faction units: the Universities of Jol-Nar's FRAGILE (-1 to each of their
// units' combat rolls, in space and ground combat only) and their mech, Shield Paling, which spares their infantry
// on its planet from it.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';

import { unitStats } from './unit-stats';

/** Where the combat roll is made: the system, and the planet of a ground combat (null in space). */
export interface CombatPlace {
  readonly system: string;
  readonly planet: string | null;
}

const hasFragile = (state: GameState, seat: Seat): boolean => state.players[seat]?.faction === 'jolnar';

/**
 * Shield Paling: a Jol-Nar mech on the planet (its ability, so Articles of War takes it away). `mechs` overrides the
 * board's count, for odds asked about ground forces not landed yet.
 */
export function shieldPalingOn(state: GameState, seat: Seat, place: CombatPlace, mechs?: number): boolean {
  if (place.planet === null || ask(MECH_ABILITIES_SUPPRESSED, { state })) return false;
  if (!unitStats(state, seat, 'mech').unit.startsWith('jolnar_mech')) return false;
  const stack = state.board.systems[place.system]?.planets[place.planet]?.units[String(seat)];
  return (mechs ?? stack?.counts.mech ?? 0) > 0;
}

/**
 * The modifier FRAGILE applies to one combat roll of `seat`'s unit of type `unit`: -1 for the Jol-Nar, except their
 * infantry on a planet with Shield Paling; 0 for everyone else. Only combat rolls: not space cannon, bombardment or
 * anti-fighter barrage (those are unit abilities' rolls, 18 vs 77/15/10).
 */
export function fragileModifier(
  state: GameState,
  place: CombatPlace,
  seat: Seat,
  unit: UnitType,
  mechs?: number,
): number {
  if (!hasFragile(state, seat)) return 0;
  if (unit === 'infantry' && shieldPalingOn(state, seat, place, mechs)) return 0;
  return -1;
}
