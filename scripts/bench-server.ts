// Server storage benchmark (npm run bench:server): concurrent games through runCommand on each backend.
//
// For every backend: G games run at once; in each game W writers race, together sending M commands that add 1 to a
// counter in a small doc. Prints commands/s, p50/p95/p99 latency, CAS conflicts, 'busy' answers, and lost updates
// (commands answered 'applied' whose effect or log entry is missing, or effects without an answer) — must be 0.
// Exits 1 if anything was lost. Starts its own redis-server on a free port unless REDIS_URL is set.
// With --engine, each game is instead a real 6-player game (engine/index.ts) in which a bot plays the first legal
// option of whoever is waited on: the bot plays all games in memory first (its options() cost is printed on its own
// line), then every game's commands go through runCommand, the games at once, each game's commands in turn;
// afterwards the stored state must equal a replay of the stored log and the state the bot reached.
// Then, on each backend, the simultaneous-answers run (scripts/bench-simultaneous.ts): in real 6-player games every
// seat answers one decision at the same moment through game.submit; it must print 0 CONFLICT and 0 lost updates, and
// prints the store round trips game.submit makes per command. Exits 1 on a lost update or a CONFLICT there.
//
//   npm run bench:server -- --games 20 --commands 50 --writers 4 --backends redis,embedded,upstash
//   npm run bench:server -- --engine --games 5 --commands 40
//   npm run bench:server -- --simultaneous-games 40
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createGame, options, apply, replay, waitingOn, PLAYER_COLORS } from '../engine/index';
import type { Command, GameConfig, GameState } from '../engine/index';
import { runCommand } from '../server/game/command-service';
import type { ApplyFn } from '../server/game/command-service';
import { createEmbeddedStore } from '../server/store/embedded';
import { createRedisTcpStore } from '../server/store/redis-tcp';
import type { GameStore } from '../server/store/types';
import { createUpstashStore } from '../server/store/upstash';
import { startRedisServer } from '../server/testing/redis-server';
import type { RunningRedis } from '../server/testing/redis-server';
import { startUpstashEndpoint } from '../server/testing/upstash-endpoint';
import type { UpstashEndpoint } from '../server/testing/upstash-endpoint';
import { benchSimultaneous } from './bench-simultaneous';
import type { SimultaneousReport } from './bench-simultaneous';

const BENCH_BACKENDS = ['redis', 'embedded', 'upstash'] as const;
type BenchBackend = (typeof BENCH_BACKENDS)[number];

interface Doc {
  readonly count: number;
  readonly lastSeat: number;
  readonly players: readonly { readonly name: string; readonly vp: number }[];
}
type Add = { readonly type: 'add'; readonly amount: 1 };

const addOne: ApplyFn<Doc, Add, number, string> = (doc, input) => ({
  ok: true,
  doc: { ...doc, count: doc.count + input.command.amount, lastSeat: input.seat },
  result: doc.count + input.command.amount,
});

function newDoc(): Doc {
  return { count: 0, lastSeat: -1, players: Array.from({ length: 6 }, (_, i) => ({ name: `Player ${i + 1}`, vp: 0 })) };
}

interface Report {
  readonly backend: BenchBackend;
  readonly commands: number;
  readonly seconds: number;
  readonly latencies: number[];
  readonly conflicts: number;
  readonly busy: number;
  readonly lost: number;
  readonly note?: string;
  /** CPU seconds this process spent (the server's side: engine, JSON, Redis client); Redis itself not included. */
  readonly cpuSeconds?: number;
  /** With --engine: the bot's side, measured before the run. */
  readonly bot?: BotReport;
}

/** Counts CAS conflicts without changing what the store does. */
function countingConflicts(store: GameStore, onConflict: () => void): GameStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'commit') {
        return async (...args: Parameters<GameStore['commit']>) => {
          const outcome = await target.commit(...args);
          if (outcome.kind === 'conflict') onConflict();
          return outcome;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function bench(
  backend: BenchBackend,
  rawStore: GameStore,
  games: number,
  commands: number,
  writers: number,
): Promise<Report> {
  let conflicts = 0;
  const store = countingConflicts(rawStore, () => (conflicts += 1));
  const run = randomUUID().slice(0, 8);
  const ids = Array.from({ length: games }, (_, g) => `bench-${run}-${g}`);
  await Promise.all(ids.map((id) => store.createGame(id, newDoc())));

  const latencies: number[] = [];
  const appliedPerGame = new Map<string, number>(ids.map((id) => [id, 0]));
  let busy = 0;
  const started = performance.now();
  await Promise.all(
    ids.flatMap((id) =>
      Array.from({ length: writers }, async (_, writer) => {
        for (let k = writer; k < commands; k += writers) {
          const input = {
            seat: writer,
            command: { type: 'add', amount: 1 } as Add,
            clientCommandId: `${writer}-${k}`,
            at: Date.now(),
          };
          const t0 = performance.now();
          const outcome = await runCommand(store, id, input, addOne, { maxRetries: 50 });
          latencies.push(performance.now() - t0);
          if (outcome.kind === 'applied') appliedPerGame.set(id, (appliedPerGame.get(id) ?? 0) + 1);
          else if (outcome.kind === 'busy') busy += 1;
          else throw new Error(`Unexpected outcome ${outcome.kind} in ${id}`);
        }
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;

  let lost = 0;
  for (const id of ids) {
    const applied = appliedPerGame.get(id) ?? 0;
    const game = await rawStore.loadGame(id);
    const log = await rawStore.readLog(id);
    const count = (game?.doc as Doc | undefined)?.count ?? 0;
    const versionsInOrder = log.every((entry, i) => entry.version === i + 2);
    lost += Math.abs(applied - count) + Math.abs(applied - log.length) + (versionsInOrder ? 0 : 1);
    if (game?.version !== applied + 1) lost += 1;
  }
  return { backend, commands: games * commands, seconds, latencies, conflicts, busy, lost };
}

const ENGINE_FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu'] as const;

interface EngineDoc {
  readonly config: GameConfig;
  readonly state: GameState;
}

/** One game as the bot played it in memory: what each command was, who sent it and when. */
interface PlayedGame {
  readonly config: GameConfig;
  readonly created: GameState;
  readonly steps: readonly { readonly seat: number; readonly command: unknown; readonly at: number }[];
  readonly final: GameState;
}

/** The client's side, timed on its own: what the bot's options() and the engine's in-memory apply cost. */
interface BotReport {
  readonly seconds: number;
  readonly cpuSeconds: number;
  readonly optionsSeconds: number;
  readonly applySeconds: number;
  readonly stoppedEarly: number;
}

/**
 * The bot plays every game in memory first (the first legal option of whoever is waited on), so the server's figure
 * below counts only what the server does per command: load, apply, compare-and-set. (Before, the bot's options()
 * ran on the same event loop while the commands were timed: its work counted in the rate and queued before every
 * server command's latency.)
 */
function playGames(run: string, games: number, commands: number): { played: PlayedGame[]; bot: BotReport } {
  let optionsSeconds = 0;
  let applySeconds = 0;
  let stoppedEarly = 0;
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const played = Array.from({ length: games }, (_, g): PlayedGame => {
    const config: GameConfig = {
      seed: `${run}-${g}`,
      victoryPoints: 10,
      layout: '6p',
      speaker: 0,
      seats: ENGINE_FACTIONS.map((faction, i) => ({ name: `Player ${i + 1}`, faction, color: PLAYER_COLORS[i]! })),
    };
    const created = createGame(config);
    if (!created.ok) throw new Error(`engine createGame failed: ${created.error.message}`);
    let state = created.value.state;
    const steps: PlayedGame['steps'][number][] = [];
    for (let k = 0; k < commands; k += 1) {
      const t0 = performance.now();
      const seat = waitingOn(state)[0];
      const option = seat === undefined ? undefined : options(state, seat)[0];
      const t1 = performance.now();
      optionsSeconds += (t1 - t0) / 1000;
      if (seat === undefined || option === undefined) {
        stoppedEarly += 1; // the engine offers the bot nothing to play here
        break;
      }
      const at = Date.now();
      const result = apply(state, seat, option.command, { at });
      applySeconds += (performance.now() - t1) / 1000;
      if (!result.ok) throw new Error(`the bot's option was refused: ${result.error.message}`);
      steps.push({ seat, command: option.command, at });
      state = result.state;
    }
    return { config, created: created.value.state, steps, final: state };
  });
  const cpu = process.cpuUsage(cpuStarted);
  const seconds = (performance.now() - started) / 1000;
  return {
    played,
    bot: { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, optionsSeconds, applySeconds, stoppedEarly },
  };
}

/**
 * Real engine commands through runCommand: the games the bot played are sent to the server at once, each game's
 * commands one after another (the next one once the last was answered). Afterwards, untimed: the stored state must
 * equal a replay of the stored log, and the state the bot reached.
 */
async function benchEngine(backend: BenchBackend, store: GameStore, games: number, commands: number): Promise<Report> {
  const run = randomUUID().slice(0, 8);
  const { played, bot } = playGames(run, games, commands);
  const ids = played.map((_, g) => `bench-engine-${run}-${g}`);
  await Promise.all(played.map((game, g) => store.createGame(ids[g]!, { config: game.config, state: game.created })));

  const latencies: number[] = [];
  let sent = 0;
  const engineApply: ApplyFn<EngineDoc, unknown, GameState, unknown> = (doc, i) => {
    const result = apply(doc.state, i.seat, i.command as Command, { at: i.at });
    return result.ok
      ? { ok: true, doc: { ...doc, state: result.state }, result: result.state }
      : { ok: false, error: result.error };
  };
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  await Promise.all(
    played.map(async (game, g) => {
      for (const [k, step] of game.steps.entries()) {
        const input = { ...step, clientCommandId: `c${k}` };
        const t0 = performance.now();
        const outcome = await runCommand(store, ids[g]!, input, engineApply);
        latencies.push(performance.now() - t0);
        if (outcome.kind !== 'applied') throw new Error(`engine command ${k} in ${ids[g]}: ${JSON.stringify(outcome)}`);
        sent += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  let lost = 0;
  for (const [g, game] of played.entries()) {
    const log = await store.readLog(ids[g]!);
    const stored = (await store.loadGame(ids[g]!))?.doc as EngineDoc | undefined;
    const replayed = replay(game.config, log);
    const text = JSON.stringify(stored?.state);
    const same = replayed.ok && text === JSON.stringify(replayed.value) && text === JSON.stringify(game.final);
    lost += Math.abs(log.length - game.steps.length) + (same ? 0 : 1);
  }
  const note = bot.stoppedEarly > 0 ? `${bot.stoppedEarly} game(s) stopped early: no legal option offered` : undefined;
  return { backend, commands: sent, seconds, latencies, conflicts: 0, busy: 0, lost, note, cpuSeconds, bot };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function print(report: Report): void {
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  console.log(
    [
      report.backend.padEnd(9),
      `${report.commands} commands in ${report.seconds.toFixed(2)} s`,
      `${Math.round(report.commands / report.seconds)} commands/s`,
      `p50 ${ms(percentile(sorted, 50))}`,
      `p95 ${ms(percentile(sorted, 95))}`,
      `p99 ${ms(percentile(sorted, 99))}`,
      `conflicts ${report.conflicts}`,
      `busy ${report.busy}`,
      `lost updates ${report.lost}`,
    ].join(' | '),
  );
  if (report.note) console.log(`          (${report.note})`);
}

/** Issue 10's target for real engine games on local Redis, printed beside the figures. */
function printEngineTarget(report: Report): void {
  const rate = report.commands / report.seconds;
  const p95 = percentile(
    [...report.latencies].sort((a, b) => a - b),
    95,
  );
  const met = rate >= 2000 && p95 <= 50;
  console.log(
    `          target (issue 10, Speed): ≥ 2,000 commands/s with p95 ≤ 50 ms on local Redis: ` +
      `${Math.round(rate)} commands/s, p95 ${p95.toFixed(1)} ms — ${met ? 'met' : 'NOT met'} ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

/** The server's CPU per command, and the bot's side measured apart (it is the client's work, not the server's). */
function printEngineCosts(report: Report, bot: BotReport): void {
  const ms = (seconds: number) => `${((seconds * 1000) / report.commands).toFixed(2)} ms`;
  // On a shared machine the wall-clock rate counts the time spent waiting for a core; this one does not.
  if (report.cpuSeconds)
    console.log(
      `          server: ${Math.round(report.commands / report.cpuSeconds)} commands per CPU second of this process, ` +
        `${ms(report.cpuSeconds)} CPU per command (load, engine apply, JSON, Redis client; Redis itself not counted)`,
    );
  console.log(
    `          bot, before the run, in memory: ${bot.seconds.toFixed(2)} s, ${ms(bot.cpuSeconds)} CPU per command ` +
      `(options() ${ms(bot.optionsSeconds)}, engine apply ${ms(bot.applySeconds)}); bot then server: ` +
      `${Math.round(report.commands / (bot.seconds + report.seconds))} commands/s`,
  );
}

function printSimultaneous(backend: BenchBackend, games: number, report: SimultaneousReport): void {
  const sorted = [...report.latencies].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(2)} ms`;
  const uncontended = report.uncontendedCalls;
  console.log(
    [
      `${backend.padEnd(9)}`,
      `${games} games × 6 seats answer one decision at once: ${report.commands} commands in ${report.seconds.toFixed(2)} s`,
      `p50 ${ms(percentile(sorted, 50))}`,
      `p95 ${ms(percentile(sorted, 95))}`,
      `CONFLICT ${report.conflicts}`,
      `other errors ${report.otherErrors}`,
      `lost updates ${report.lost}`,
      `CAS races retried ${report.casRetries}`,
    ].join(' | '),
  );
  console.log(
    `          game.submit store round trips per command: ${uncontended.length} uncontended (${uncontended.join(', ')}); ` +
      `${report.callsPerCommand.toFixed(2)} on average in the simultaneous run (a command that waited for its game's turn loads again; one that lost a race to another process also re-applies)`,
  );
  const oneLoadOneCas = uncontended.join(',') === 'loadGameForCommand,commit';
  console.log(
    `          target (issue 10, Speed): game.submit makes one load and one compare-and-set: ` +
      `${uncontended.join(' + ')} — ${oneLoadOneCas ? 'met' : 'NOT met'}`,
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '20' },
      commands: { type: 'string', default: '50' },
      writers: { type: 'string', default: '2' },
      backends: { type: 'string', default: 'redis,embedded' },
      engine: { type: 'boolean', default: false },
      'simultaneous-games': { type: 'string', default: '20' },
    },
  });
  const simultaneousGames = Number(values['simultaneous-games']);
  const games = Number(values.games);
  const commands = Number(values.commands);
  const writers = Number(values.writers);
  const backends = values.backends.split(',').map((b) => b.trim());
  for (const b of backends) {
    if (!(BENCH_BACKENDS as readonly string[]).includes(b))
      throw new Error(`Unknown backend ${b}; use ${BENCH_BACKENDS.join(', ')}`);
  }
  console.log(
    values.engine
      ? `bench:server — ${games} real engine games × up to ${commands} bot commands`
      : `bench:server — ${games} games × ${commands} commands, ${writers} racing writers per game`,
  );

  let redis: RunningRedis | null = null;
  let endpoint: UpstashEndpoint | null = null;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mecatol-bench-'));
  let totalLost = 0;
  let totalConflicts = 0;
  try {
    const needsRedis = backends.some((b) => b === 'redis' || b === 'upstash');
    const redisUrl = needsRedis ? (process.env.REDIS_URL ?? (redis = await startRedisServer()).url) : '';
    for (const backend of backends as BenchBackend[]) {
      const keyPrefix = `bench:${randomUUID().slice(0, 8)}:`;
      let store: GameStore;
      if (backend === 'redis') store = createRedisTcpStore({ url: redisUrl, keyPrefix });
      else if (backend === 'embedded')
        store = createEmbeddedStore({ file: path.join(dataDir, `${keyPrefix.replace(/:/g, '-')}.json`) });
      else {
        endpoint ??= await startUpstashEndpoint({ redisUrl });
        store = createUpstashStore({ url: endpoint.url, token: endpoint.token, keyPrefix });
      }
      try {
        const report = values.engine
          ? await benchEngine(backend, store, games, commands)
          : await bench(backend, store, games, commands, writers);
        print(report);
        if (report.bot) {
          if (backend === 'redis') printEngineTarget(report);
          printEngineCosts(report, report.bot);
        }
        totalLost += report.lost;
        if (simultaneousGames > 0) {
          const simultaneous = await benchSimultaneous(store, simultaneousGames);
          printSimultaneous(backend, simultaneousGames, simultaneous);
          totalLost += simultaneous.lost;
          totalConflicts += simultaneous.conflicts + simultaneous.otherErrors;
        }
      } finally {
        await store.close();
      }
    }
  } finally {
    await endpoint?.close();
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (totalLost > 0 || totalConflicts > 0) {
    console.error(
      `FAIL: ${totalLost} lost updates, ${totalConflicts} CONFLICT or other errors on simultaneous answers`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
