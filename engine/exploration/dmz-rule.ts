// Demilitarized Zone (LRR 12 attachments, 35.8): while its token lies on a planet, no unit may be committed to the
// planet, produced on it or placed on it (engine/exploration/demilitarized-zone.ts resolves the card). A pure read,
// so the checks that place units (reinforcements, commitment, planet trades) can ask it without import cycles.
import { fail, ok, type Result } from '../core/result';
import type { GameState } from '../core/state';

/** The attachment token of the card. */
export const DMZ = 'dmz';

/** Whether the planet (in that system) carries the Demilitarized Zone. */
export const isDemilitarized = (state: GameState, system: string, planet: string): boolean =>
  state.board.systems[system]?.planets[planet]?.attachments.includes(DMZ) === true;

/** Refuses units going onto a demilitarized planet (committed, produced, placed or moved). */
export function checkNotDemilitarized(state: GameState, system: string, planet: string | undefined): Result<void> {
  if (planet === undefined || !isDemilitarized(state, system, planet)) return ok(undefined);
  return fail(
    'exploration/demilitarized-zone',
    '12',
    `${planet} is a Demilitarized Zone: no unit may be committed to it, produced on it or placed on it.`,
  );
}
