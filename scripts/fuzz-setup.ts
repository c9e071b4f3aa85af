// The fuzz's game for a seed (npm run fuzz, scripts/fuzz-factions.ts) and its re-deal check, shared with
// scripts/fuzz-step.ts, which replays one game to a failing step.
import { FACTION_IDS, type FactionId } from '../engine/data/factions';
import { seedRng, Rng } from '../engine/core/rng';
import type { GameState } from '../engine/core/state';
import type { BotStep } from '../engine/testing/bot';
import type { StepCheck } from '../engine/testing/whole-game';
import { compareRedealt } from '../server/testing/indistinguishable';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUTS = { 3: '3p', 4: '4p', 5: '5p', 6: '6p', 7: '7p', 8: '8p' } as const;
export type Players = keyof typeof LAYOUTS;

/** Every this many steps, one seat (in turn, spectator included) compares what it receives with a re-dealt game. */
export const REDEAL_EVERY = 5;

/** The Council Keleres need one of the Xxcha, Argent or Mentak home systems free (setup step 5). */
function drawFactions(rng: Rng, players: number): FactionId[] {
  for (;;) {
    const picked = rng.shuffle([...FACTION_IDS]).slice(0, players);
    const keleresHomeless =
      picked.includes('keleres') && ['xxcha', 'argent', 'mentak'].every((f) => picked.includes(f as FactionId));
    if (!keleresHomeless) return picked;
  }
}

/** The game a fuzz seed (`base-g`) plays: 3 to 8 players, factions drawn from all 25. */
export function fuzzConfig(seed: string) {
  const rng = new Rng({ rng: seedRng(seed) });
  const players = (3 + rng.int(6)) as Players;
  const factions = drawFactions(rng, players);
  return {
    players,
    factions,
    config: {
      seed,
      victoryPoints: 10 as const,
      layout: LAYOUTS[players],
      seats: factions.map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
    },
  };
}

/** The re-deal check of step `index` (0-based), or null when that step is not checked. */
export function redealAt(seed: string, index: number, before: GameState, played: BotStep): string[] | null {
  if (index % REDEAL_EVERY !== 0) return null;
  const viewers = [null, ...before.players.map((p) => p.seat)];
  const viewer = viewers[(index / REDEAL_EVERY) % viewers.length] ?? null;
  return compareRedealt(before, viewer, `${seed}-${index + 1}`, played).problems.slice(0, 2);
}

/** The fuzz's per-step re-deal check, counting the comparisons made. */
export function redealCheck(seed: string): { check: StepCheck; compared: () => number } {
  let step = 0;
  let compared = 0;
  const check: StepCheck = (before, played) => {
    const found = redealAt(seed, step++, before, played);
    if (found === null) return [];
    compared += 1;
    return found;
  };
  return { check, compared: () => compared };
}
