// npm run bench — the engine's speed targets (issue 10): median `apply` at 3, 6 and 8 players and how it grows,
// median and p95 `options`, and complete 6-player random-bot games per second on one core. Each figure is printed
// beside its target with "met" or "NOT met". Figures only: nothing here fails a build (the machine is shared).
// Each figure is given in wall time and in the process's CPU time (process.cpuUsage): on a machine shared with other
// work the wall time also counts the time the process waited for a core, so the targets ("on one core") are judged
// on CPU time; the load average is printed too.
//
//   npm run bench -- [games per player count, default 3]
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { apply, createGame, options, waitingOn, type GameState } from '../engine/index';
import { playRandomGame } from '../engine/testing/bot';

const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec', 'yssaril'];
/**
 * A second 6-player table of Prophecy of Kings factions whose unlock conditions and abilities ask the most of the
 * board after every command (neighbours with everyone, units with unit abilities, adjacency to Mecatol Rex): the
 * base table above is a light one, and the median of a heavy table belongs beside it.
 */
const POK_FACTIONS = ['empyrean', 'argent', 'titans', 'naalu', 'mentak', 'saar'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUTS = { 3: '3p', 6: '6p', 8: '8p' } as const;
const GAMES = Number(process.argv[2] ?? 3);

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

function start(players: 3 | 6 | 8, seed: string, factions: readonly string[]): GameState {
  const r = createGame({
    seed,
    victoryPoints: 10,
    layout: LAYOUTS[players],
    seats: factions.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
/** CPU time of this process in milliseconds. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const us = (ms: number) => `${(ms * 1000).toFixed(0)} µs`;

interface Figures {
  readonly applyMedian: number;
  readonly optionsMedian: number;
  readonly optionsP95: number;
  readonly gamesPerSecond: number;
  readonly applyCpuMedian: number;
  readonly optionsCpuMedian: number;
  readonly optionsCpuP95: number;
  readonly gamesPerCpuSecond: number;
  readonly ended: number;
  readonly steps: number;
}

function measure(players: 3 | 6 | 8, factions: readonly string[] = FACTIONS): Figures {
  const applyTimes: number[] = [];
  const optionTimes: number[] = [];
  const applyCpu: number[] = [];
  const optionCpu: number[] = [];
  let steps = 0;
  let botMs = 0;
  let botCpu = 0;
  let ended = 0;
  for (let g = 0; g < GAMES; g++) {
    const first = start(players, `bench-${players}-${g}`, factions);
    const t0 = performance.now();
    const c0 = cpu();
    const game = playRandomGame(first, { seed: `moves-${g}`, maxSteps: 20_000 });
    botCpu += cpu() - c0;
    botMs += performance.now() - t0;
    steps += game.steps;
    if (game.stopped === 'ended') ended += 1;
    // Re-time single applies and options along the game's own log.
    let s = first;
    for (const entry of game.log) {
      const oc = cpu();
      const o0 = performance.now();
      options(s, waitingOn(s)[0] ?? 0);
      optionTimes.push(performance.now() - o0);
      optionCpu.push(cpu() - oc);
      const ac = cpu();
      const a0 = performance.now();
      const r = apply(s, entry.seat, entry.command, { at: entry.at });
      applyTimes.push(performance.now() - a0);
      applyCpu.push(cpu() - ac);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  return {
    applyMedian: percentile(applyTimes, 50),
    optionsMedian: percentile(optionTimes, 50),
    optionsP95: percentile(optionTimes, 95),
    gamesPerSecond: ended / (botMs / 1000),
    applyCpuMedian: percentile(applyCpu, 50),
    optionsCpuMedian: percentile(optionCpu, 50),
    optionsCpuP95: percentile(optionCpu, 95),
    gamesPerCpuSecond: ended / (botCpu / 1000),
    ended,
    steps,
  };
}

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
const byPlayers = new Map<number, Figures>();
const report = (table: string, f: Figures) =>
  console.log(
    `${table}: median apply ${us(f.applyMedian)} (CPU ${us(f.applyCpuMedian)}), ` +
      `median options ${us(f.optionsMedian)} (CPU ${us(f.optionsCpuMedian)}), ` +
      `p95 options ${us(f.optionsP95)} (CPU ${us(f.optionsCpuP95)}), ${f.ended} of ${GAMES} games ended in ${f.steps} steps, ` +
      `${f.gamesPerSecond.toFixed(2)} complete games/s (${f.gamesPerCpuSecond.toFixed(2)} per CPU second)`,
  );
for (const players of [3, 6, 8] as const) {
  const f = measure(players);
  byPlayers.set(players, f);
  report(`${players} players`, f);
}
const pok = measure(6, POK_FACTIONS);
report(`6 players, heavy table (${POK_FACTIONS.join(', ')})`, pok);
const three = byPlayers.get(3)!;
const six = byPlayers.get(6)!;
const eight = byPlayers.get(8)!;
const growth = eight.applyCpuMedian / three.applyCpuMedian;
console.log('targets (issue 10, Speed), judged on CPU time (wall time in brackets):');
console.log(
  `  apply median at 6 players ≤ 30 µs: ${us(six.applyCpuMedian)} (${us(six.applyMedian)}) — ${verdict(six.applyCpuMedian <= 0.03)}`,
);
console.log(
  `  the same on the heavy table: ${us(pok.applyCpuMedian)} (${us(pok.applyMedian)}) — ${verdict(pok.applyCpuMedian <= 0.03)}`,
);
console.log(
  `  apply grows less than linearly with players (CPU median 8p / 3p < 8/3 = 2.67): ${growth.toFixed(2)} — ` +
    verdict(growth < 8 / 3),
);
console.log(
  `  options median ≤ 200 µs (6p): ${us(six.optionsCpuMedian)} (${us(six.optionsMedian)}) — ${verdict(six.optionsCpuMedian <= 0.2)}`,
);
console.log(
  `  options p95 ≤ 2 ms (6p): ${us(six.optionsCpuP95)} (${us(six.optionsP95)}) — ${verdict(six.optionsCpuP95 <= 2)}`,
);
console.log(
  `  ≥ 10 complete 6-player random-bot games/s on one core: ${six.gamesPerCpuSecond.toFixed(2)} per CPU second ` +
    `(${six.gamesPerSecond.toFixed(2)}/s) — ${verdict(six.gamesPerCpuSecond >= 10)}`,
);
