// Player-facing words for systems, planets and units in option labels and prompts: the one place that turns engine
// ids into the names players use (issue 15: no ids or coordinates in any label).
import type { GameState } from '../core/state';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS, isTileId } from '../data/systems';

/**
 * "Vefut II (20)": the tile's name and printed number, as players call a system; the number tells apart tiles that
 * share a name (Empty System). Never the hex key: coordinates mean nothing at the table.
 */
export function systemLabel(state: GameState, key: unknown): string {
  const tile = typeof key === 'string' ? (state.board.systems[key]?.tile ?? '') : '';
  return isTileId(tile) ? `${SYSTEMS[tile].name} (${tile})` : 'a system';
}

/** "Arc Prime" for arcprime. */
export const planetLabel = (id: string): string => (isPlanetId(id) ? PLANETS[id].name : id);

/** "Arc Prime and Wren Terra". */
export const planetsLabel = (ids: readonly string[]): string => ids.map(planetLabel).join(' and ');

/** "space dock" for space-dock. */
export const unitLabel = (type: string): string => type.replaceAll('-', ' ');

/** "2 destroyers, 2 infantry, 1 space dock". */
export function describeUnits(counts: Partial<Record<string, number>>): string {
  return Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${unitLabel(type)}${n === 1 || type === 'infantry' ? '' : 's'}`)
    .join(', ');
}

/** "Arc Prime", or "the space area of Quann (25)". */
export const areaLabel = (state: GameState, a: { readonly system: string; readonly planet?: string }): string =>
  a.planet !== undefined ? planetLabel(a.planet) : `the space area of ${systemLabel(state, a.system)}`;
