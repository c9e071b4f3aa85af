// LRR 10 anti-fighter barrage, 15 bombardment: hits a roll produced that an ability cancelled before they were
// assigned (the Titans agent, Tellurian), kept in the tactical action's notes until the hits step counts them.
import type { GameState, Seat } from '../core/state';

const NOTE = 'cancelled-hits';

/** Which roll's hits against whom: 'anti-fighter-barrage' or 'bombardment' (on a planet). */
const keyOf = (roll: string, target: Seat, planet: string | null): string => `${roll}|${target}|${planet ?? ''}`;

const notes = (state: GameState): Record<string, number> | undefined =>
  state.tactical?.notes[NOTE] as Record<string, number> | undefined;

export function cancelHits(state: GameState, roll: string, target: Seat, planet: string | null, n: number): void {
  if (!state.tactical) return;
  const all = ((state.tactical.notes[NOTE] as Record<string, number> | undefined) ??= {});
  const key = keyOf(roll, target, planet);
  all[key] = (all[key] ?? 0) + n;
}

export const cancelledHits = (state: GameState, roll: string, target: Seat, planet: string | null): number =>
  notes(state)?.[keyOf(roll, target, planet)] ?? 0;

/** The hits left once the cancelled ones are taken off; the record of them is cleared. */
export function hitsLeft(state: GameState, roll: string, target: Seat, planet: string | null, hits: number): number {
  const all = notes(state);
  const key = keyOf(roll, target, planet);
  const cancelled = all?.[key] ?? 0;
  if (all && key in all) {
    delete all[key];
    if (Object.keys(all).length === 0) delete state.tactical!.notes[NOTE];
  }
  return Math.max(0, hits - cancelled);
}
