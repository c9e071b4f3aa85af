// The Winnu commander, Rickar Rickani (LRR 51.6, 56 modifiers): while unlocked (or shared by the Alliance, 51.8), +2
// to every combat roll of its user's units in the Mecatol Rex system, in the user's home system and in any system
// holding a legendary planet. Reads data tables only: a provider imports nothing that asks hooks.
import type { GameState, Seat } from '../core/state';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, isTileId } from '../data/systems';
import type { SystemDef } from '../data/types';
import { COMBAT_ROLL_MODIFIER, type CombatPlace } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

const MECATOL_REX_TILE = '18';

/** Whether the system is Mecatol Rex's, the seat's home system, or holds a legendary planet (53). */
export function winnuCommanderSystem(state: GameState, seat: Seat, system: string): boolean {
  const sys = state.board.systems[system];
  if (!sys) return false;
  if (sys.tile === MECATOL_REX_TILE) return true;
  const faction = state.players[seat]?.faction;
  const def: SystemDef | undefined = isTileId(sys.tile) ? SYSTEMS[sys.tile] : undefined;
  if (def && faction !== undefined && def.homeOf === faction && def.planets.length > 0) return true;
  return Object.keys(sys.planets).some((p) => isPlanetId(p) && PLANETS[p].legendary !== null);
}

/** The commander's +2 to the seat's combat rolls in this place (0 where it does not apply); the odds add it too. */
export const winnuCommanderBonus = (state: GameState, seat: Seat, place: CombatPlace): number =>
  commanderActive(state, seat, 'winnucommander') && winnuCommanderSystem(state, seat, place.system) ? 2 : 0;

export const WINNU_LEADER_EFFECTS = defineProvider('leaders:winnu', [
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, place }) => winnuCommanderBonus(state, seat, place)),
]);
