// npm run fuzz -- [games] [seed] [--plain] [--from=N] — the random-legal-move bot plays whole games with factions drawn from all 25, so
// every faction's abilities meet each other; the invariant checker runs after every step, every few steps one seat
// must not tell the game from one dealt again where it cannot see (server/testing/indistinguishable.ts, before and
// after the step), and each finished game is replayed from its log. Prints one line per game and the failures (with the seeds to reproduce them); exits 1 on
// any failure. A search tool, not a test: CI runs the fixed-seed games in engine/testing/all-factions.test.ts.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { playWholeGame } from '../engine/testing/whole-game';
import type { StepCheck } from '../engine/testing/whole-game';
import type { Command } from '../engine/core/commands';
import { ContentCoverage } from '../engine/testing/bot-coverage';
import { fuzzConfig, redealCheck } from './fuzz-setup';

const last = Number(process.argv[2] ?? 6);
const base = process.argv[3] ?? 'fuzz';
/** `--from=N` plays only games N… of the run, so that one run can be shared between processes (one per core). */
const from = Number(process.argv.find((a) => a.startsWith('--from='))?.slice('--from='.length) ?? 0);
const games = last - from;
/** `--plain`: the invading bot alone, without the content habit (engine/testing/bot-content.ts). */
const content = !process.argv.includes('--plain');

/**
 * What the bot's games reached, summed over the run: a clean run says little about combat, invasion or the agenda
 * phase if the bot seldom gets there (options() offers ready-made moves that carry only what waits in a system's
 * space area, so ground forces on planets rarely travel, 89.2). So the bots here play with their invasion habit
 * (engine/testing/bot-invade.ts): they build moves that pick ground forces up from planets and land them.
 */
const REACHED = {
  'tactical-action': 'tactical actions',
  'move-ships': 'movements',
  'assign-hits': 'hit assignments',
  'commit-ground-forces': 'ground-force commits',
  'cast-votes': 'votes cast',
  'use-ability': 'abilities used in windows',
  'component-action': 'component actions',
} as const;
const reached = new Map<string, number>();
function countReached(command: Command): void {
  if (command.type === 'move-ships' && command.moves.length === 0) return;
  if (command.type === 'commit-ground-forces' && command.landings.length === 0) return;
  if (command.type in REACHED) reached.set(command.type, (reached.get(command.type) ?? 0) + 1);
}

const coverage = new ContentCoverage();
let failures = 0;
const fuzzStarted = performance.now();
const cpuStarted = process.cpuUsage();
for (let g = from; g < last; g++) {
  const seed = `${base}-${g}`;
  const { players, factions, config } = fuzzConfig(seed);
  const started = performance.now();
  const agendaPhasesBefore = coverage.agendaPhases;
  const problems: string[] = [];
  let outcome = '';
  try {
    const redealt = redealCheck(seed);
    const check: StepCheck = (before, played) => {
      countReached(played.command);
      coverage.count(before, played);
      return redealt.check(before, played);
    };
    const {
      game,
      problems: found,
      replayMatches,
    } = playWholeGame(config, `${seed}-moves`, 20_000, check, {
      invade: true,
      content,
      ownRedeal: true,
    });
    problems.push(...found);
    if (!replayMatches) problems.push('replay of the log differs from the played state');
    if (game.stopped !== 'ended') problems.push(`stopped: ${game.stopped} after ${game.steps} steps`);
    outcome = `${game.stopped} in round ${game.state.round} after ${game.steps} steps, ${redealt.compared()} re-deals, ${
      coverage.agendaPhases - agendaPhasesBefore
    } agenda phases`;
  } catch (e) {
    problems.push(e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 4).join(' | ') : String(e));
  }
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${seed} ${players}p [${factions.join(', ')}] ${outcome} (${secs} s)`,
  );
  for (const p of problems) console.log(`     ${p}`);
  if (problems.length > 0) failures++;
}
const gamesPerSecond = games / ((performance.now() - fuzzStarted) / 1000);
const cpuUsed = process.cpuUsage(cpuStarted);
const gamesPerCpuSecond = games / ((cpuUsed.user + cpuUsed.system) / 1e6);
console.log(`${games - failures} of ${games} games clean`);
console.log(
  `the bots reached: ${Object.entries(REACHED)
    .map(([type, name]) => `${reached.get(type) ?? 0} ${name}`)
    .join(', ')} (empty moves and commits not counted)`,
);
console.log('content the bots used (resolved abilities, leader unlocks, relics, explorations, agendas voted on):');
for (const line of coverage.report()) console.log(line);
// Judged on CPU time: on a shared machine the wall time also counts the time spent waiting for a core.
console.log(
  `target (issue 10, Speed): fuzz with invariants and replay ≥ 1 game/s: ${gamesPerCpuSecond.toFixed(2)} games per ` +
    `CPU second (${gamesPerSecond.toFixed(2)}/s wall, load average ${os.loadavg()[0]!.toFixed(1)}) — ` +
    (gamesPerCpuSecond >= 1 ? 'met' : 'NOT met'),
);
process.exit(failures > 0 ? 1 : 0);
