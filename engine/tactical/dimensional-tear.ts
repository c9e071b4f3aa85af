// LRR 41 gravity rift, 9.4 abilities that make a system an anomaly, 96 faction units: the Vuil'raith Cabal's space
// dock (Dimensional Tear I/II) makes its system a gravity rift, and the Cabal's own ships leave it without rolling.
import type { GameState, Seat } from '../core/state';
import { statsOf } from '../units/stats';

const isTearDock = (state: GameState, seat: Seat): boolean =>
  statsOf(state, seat, 'space-dock')?.unit.startsWith('cabal_spacedock') ?? false;

/** Seats whose Dimensional Tear (a space dock on a planet there) is in the system, in seat order. */
export function dimensionalTearIn(state: GameState, key: string): Seat[] {
  const sys = state.board.systems[key];
  if (!sys) return [];
  const owners = new Set<Seat>();
  for (const planet of Object.values(sys.planets)) {
    for (const [k, stack] of Object.entries(planet.units)) {
      if ((stack.counts['space-dock'] ?? 0) > 0 && isTearDock(state, Number(k))) owners.add(Number(k));
    }
  }
  return [...owners].sort((a, b) => a - b);
}

/** 41.2 with the Dimensional Tear: the Cabal's ships roll no die to leave a system holding the Cabal's own tear. */
export const crossesRiftWithoutRolling = (state: GameState, seat: Seat, key: string): boolean =>
  dimensionalTearIn(state, key).includes(seat);
