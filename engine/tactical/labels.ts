// Player-facing words for systems and unit counts in option labels (tactical action choices).
import type { GameState } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';

/**
 * "Vefut II (20)": the tile's name and printed number, as players call a system; the number tells apart tiles that
 * share a name (Empty System). Never the hex key: coordinates mean nothing at the table.
 */
export function systemLabel(state: GameState, key: string): string {
  const tile = state.board.systems[key]?.tile ?? '';
  return isTileId(tile) ? `${SYSTEMS[tile].name} (${tile})` : 'a system off the board';
}

/** "2 destroyers, 2 infantry, 1 fighter". */
export function describeUnits(counts: Partial<Record<string, number>>): string {
  return Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, n]) => `${n} ${type}${n === 1 || type === 'infantry' ? '' : 's'}`)
    .join(', ');
}
