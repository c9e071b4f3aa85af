// Player-facing words for systems and unit counts in option labels (tactical action choices).
import type { GameState } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';

/** "Vefut II (2,0)": the tile's name and its hex key, since several tiles share a name (Empty System). */
export function systemLabel(state: GameState, key: string): string {
  const tile = state.board.systems[key]?.tile ?? '';
  return isTileId(tile) ? `${SYSTEMS[tile].name} (${key})` : key;
}

/** "2 destroyers, 2 infantry, 1 fighter". */
export function describeUnits(counts: Partial<Record<string, number>>): string {
  return Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${type}${n === 1 || type === 'infantry' ? '' : 's'}`)
    .join(', ');
}
