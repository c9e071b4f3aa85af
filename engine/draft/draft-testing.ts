// Test helpers for the drafts: a faction pool, a pick that must be legal, and the game a finished draft's seating
// starts (seat 0 the speaker, as the lobby does).
import { PLAYER_COLORS, type GalaxyLayout } from '../core/state';
import { createGame } from '../setup/create-game';
import { pickMilty, type MiltyDraft, type MiltyPick, type MiltyResult } from './milty-draft';

/** Ten factions with home systems of their own. */
export const TEST_POOL = ['hacan', 'sol', 'letnev', 'jolnar', 'xxcha', 'yssaril', 'naalu', 'saar', 'muaat', 'mentak'];

/** `seat` takes `pick`, which the test expects to be legal. */
export function must(d: MiltyDraft, seat: number, pick: MiltyPick): MiltyDraft {
  const r = pickMilty(d, seat, pick);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function gameFromSeating(
  seating: Omit<MiltyResult, 'mapString'> & { readonly mapString?: string },
  layout: GalaxyLayout,
  seed = 'drafted',
) {
  const game = createGame({
    seed,
    victoryPoints: 10,
    layout,
    ...(seating.mapString === undefined ? {} : { mapString: seating.mapString }),
    speaker: 0,
    seats: seating.seatOrder.map((seat, i) => ({
      name: `P${seat}`,
      faction: seating.factions[seat] ?? '',
      color: PLAYER_COLORS[i] ?? 'red',
    })),
  });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
