// npm run bench:engine — prints the median time of one `apply`, of one `options`, and bot steps per second on
// 3-, 6- and 8-player games played by the random bot. Figures only: nothing here asserts a time.
import { performance } from 'node:perf_hooks';
import { apply, createGame, options, waitingOn, type GameState } from '../engine/index';
import { playRandomGame } from '../engine/testing/bot';

const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec', 'yssaril'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUTS = { 3: '3p', 6: '6p', 8: '8p' } as const;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

function start(players: 3 | 6 | 8, seed: string): GameState {
  const r = createGame({
    seed,
    victoryPoints: 10,
    layout: LAYOUTS[players],
    seats: FACTIONS.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

for (const players of [3, 6, 8] as const) {
  const applyTimes: number[] = [];
  const optionTimes: number[] = [];
  let steps = 0;
  let botMs = 0;
  for (let g = 0; g < 5; g++) {
    const t0 = performance.now();
    const game = playRandomGame(start(players, `bench-${players}-${g}`), { seed: `moves-${g}`, maxSteps: 600 });
    botMs += performance.now() - t0;
    steps += game.steps;
    // Re-time single applies and options along the game's own log.
    let s = start(players, `bench-${players}-${g}`);
    for (const entry of game.log) {
      const o0 = performance.now();
      options(s, waitingOn(s)[0] ?? 0);
      optionTimes.push(performance.now() - o0);
      const a0 = performance.now();
      const r = apply(s, entry.seat, entry.command, { at: entry.at });
      applyTimes.push(performance.now() - a0);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  console.log(
    `${players} players: median apply ${(median(applyTimes) * 1000).toFixed(0)} µs, ` +
      `median options ${(median(optionTimes) * 1000).toFixed(0)} µs, ` +
      `bot ${(steps / (botMs / 1000)).toFixed(0)} steps/s over ${steps} steps`,
  );
}
