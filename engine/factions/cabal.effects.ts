// The Vuil'raith Cabal, what they change in the rules — LRR 41 gravity rift, 9.4 abilities that make a system an
// anomaly, 96 faction units: their space dock (Dimensional Tear I/II) makes its system a gravity rift, and their own
// ships leave it without rolling; a player who played their note Crucible (69, cabal.ts) does not roll either and
// gains 1 more move from each rift left during that movement.
import type { GameState, Seat } from '../core/state';
import { GRAVITY_RIFT_EXTRA_MOVE, LEAVE_RIFT_WITHOUT_ROLLING, SYSTEM_ANOMALIES } from '../effects/hooks';
import { unitStats } from '../combat/unit-stats';
import { defineProvider } from '../kernel/effects';

const isTearDock = (state: GameState, seat: Seat): boolean =>
  unitStats(state, seat, 'space-dock').unit.startsWith('cabal_spacedock');

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

export const CRUCIBLE_NOTE = 'crucible';

/** Seats whose ships, during this tactical action's movement, do not roll for gravity rifts and gain 1 more move. */
export const crucibleSeats = (state: GameState): readonly Seat[] =>
  (state.tactical?.notes[CRUCIBLE_NOTE] as Seat[] | undefined) ?? [];

export const CABAL_EFFECTS = defineProvider('faction:cabal', [
  SYSTEM_ANOMALIES.answer(({ state, system }) => (dimensionalTearIn(state, system).length > 0 ? ['gravity-rift'] : [])),
  LEAVE_RIFT_WITHOUT_ROLLING.answer(
    ({ state, seat, system }) => dimensionalTearIn(state, system).includes(seat) || crucibleSeats(state).includes(seat),
  ),
  // Crucible: 1 more move from each gravity rift left during the movement it was played for.
  GRAVITY_RIFT_EXTRA_MOVE.answer(({ state, seat }) => (crucibleSeats(state).includes(seat) ? 1 : 0)),
]);
