// The Universities of Jol-Nar, what they change in the rules — LRR 56 modifiers, 18 combat rolls, 96 faction units:
// FRAGILE (-1 to each of their units' combat rolls, in space and ground combat only, not to unit abilities' rolls),
// their mech Shield Paling (their infantry on its planet are spared FRAGILE), and their flagship (J.N.S. Hylarim:
// each of its dice showing 9 or 10 before modifiers produces 2 more hits); 91.3 Brilliant (following Technology, they
// may resolve its primary instead); 89 E-Res Siphons (4 trade goods when another player activates a system holding
// their ships: engine/factions/jolnar.ts); 6 adjacency: Spatial Conduit Cylinders (the system they activated is adjacent
// to every system holding their units for the rest of the activation, once exhausted in engine/factions/jolnar.ts).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import {
  ADJACENCY,
  AFTER_SYSTEM_ACTIVATED,
  COMBAT_ROLL_MODIFIER,
  EXTRA_COMBAT_HITS,
  MECH_ABILITIES_SUPPRESSED,
  SECONDARY_AS_PRIMARY,
} from '../effects/hooks';
import { SHIP_TYPES } from '../data/types';
import { countAt, spaceOf } from '../units/stacks';
import { hasUnitsIn } from '../transactions/notes';
import { unitStats } from '../combat/unit-stats';
import { defineProvider, type Ask } from '../kernel/effects';

/** Where the activation's conduit is recorded (state.tactical lasts exactly one activation). */
export const CONDUIT_NOTE = 'jolnar-conduit';
export interface ConduitNote {
  readonly seat: Seat;
  readonly system: string;
}

/** Systems that contain 1 or more of the seat's units (a planet controlled without units does not count). */
export function systemsWithUnits(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter((key) => hasUnitsIn(state, key, seat));
}

/** Where a roll is made: the system, and the planet of a ground combat (null in space). */
export interface CombatPlace {
  readonly system: string;
  readonly planet: string | null;
}

const hasFragile = (state: GameState, seat: Seat): boolean => state.players[seat]?.faction === 'jolnar';

/**
 * Shield Paling: a Jol-Nar mech on the planet (its ability, so Articles of War takes it away). `mechs` overrides the
 * board's count, for odds asked about ground forces not landed yet.
 */
export function shieldPalingOn(state: GameState, seat: Seat, place: CombatPlace, ask: Ask, mechs?: number): boolean {
  if (place.planet === null || ask(MECH_ABILITIES_SUPPRESSED, { state })) return false;
  if (!unitStats(state, seat, 'mech').unit.startsWith('jolnar_mech')) return false;
  const stack = state.board.systems[place.system]?.planets[place.planet]?.units[String(seat)];
  return (mechs ?? stack?.counts.mech ?? 0) > 0;
}

/**
 * FRAGILE's modifier to one combat roll of the seat's units of a type: -1 for the Jol-Nar, except their infantry on a
 * planet with Shield Paling; 0 for everyone else. (The odds read it apart from other modifiers: engine/odds.)
 */
export function fragileModifier(
  state: GameState,
  seat: Seat,
  place: CombatPlace,
  unit: UnitType,
  ask: Ask,
  mechs?: number,
): number {
  if (!hasFragile(state, seat)) return 0;
  if (unit === 'infantry' && shieldPalingOn(state, seat, place, ask, mechs)) return 0;
  return -1;
}

/** E-Res Siphons: other owners of the technology with ships in the system another player activated. */
export function siphonOwners(state: GameState, system: string, active: Seat): Seat[] {
  return state.players
    .filter(
      (p) =>
        p.seat !== active &&
        !p.eliminated &&
        p.technologies.includes('ers') &&
        SHIP_TYPES.some((t) => countAt(state, spaceOf(system), p.seat, t) > 0),
    )
    .map((p) => p.seat);
}

export const JOLNAR_EFFECTS = defineProvider('faction:jolnar', [
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, place, unit, mechsOnPlanet }, ask) =>
    fragileModifier(state, seat, place, unit, ask, mechsOnPlanet),
  ),
  EXTRA_COMBAT_HITS.answer(({ state, seat, place, dice }) => {
    if (place.combat !== 'space' || unitStats(state, seat, 'flagship').unit !== 'jolnar_flagship') return [];
    return [
      { ability: 'jolnar_flagship', hits: 2 * dice.filter((d) => d.unit === 'flagship' && d.result >= 9).length },
    ];
  }),
  // Brilliant: when the Jol-Nar spend a token to follow Technology, they may resolve its primary instead.
  SECONDARY_AS_PRIMARY.answer(
    ({ state, seat, card }) => card === 'technology' && state.players[seat]?.faction === 'jolnar',
  ),
  // Spatial Conduit Cylinders: for the rest of the activation, the active system is adjacent to every system that
  // holds the Jol-Nar's units (read afresh: units that move change the set).
  ADJACENCY.answer(({ state }) => {
    const note = state.tactical?.notes[CONDUIT_NOTE] as ConduitNote | undefined;
    if (!note || state.tactical?.system !== note.system) return {};
    return { linkedSystems: { [note.system]: systemsWithUnits(state, note.seat).filter((k) => k !== note.system) } };
  }),
  // E-Res Siphons: gained at once after the activation, before its window.
  AFTER_SYSTEM_ACTIVATED.answer(({ state, seat, system }) =>
    siphonOwners(state, system, seat).map((owner) => ({ step: 'jolnar/e-res-siphons' as const, args: { owner } })),
  ),
]);
