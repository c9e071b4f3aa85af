// The simultaneous-answers run of `npm run bench:server` (issue 9, finding 15; issue 10, speed of game.submit): in G
// real 6-player games, every seat keeps its secret objective through the real game.submit procedure at the same
// moment, each against the version it looked at. Prints CONFLICT answers (must be 0), lost updates (must be 0), the
// compare-and-set races lost and retried inside the server, latency, and the store round trips game.submit makes per
// command (measured on the procedure itself: notification bookkeeping runs after the response and is not counted).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import type { PlayerColor } from '../engine/index';
import type { ContextUser } from '../server/api/trpc';
import { parseGameDoc } from '../server/lobby/doc';
import { testServices } from '../server/notify/testing/fakes';
import { callers, startedGame } from './api-table';
import type { GameStore } from '../server/store/types';

const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu'] as const;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const satisfies readonly PlayerColor[];

export interface SimultaneousReport {
  readonly commands: number;
  readonly seconds: number;
  readonly latencies: number[];
  /** CONFLICT answers the players got: every answer was legal and answered the same decision. */
  readonly conflicts: number;
  readonly otherErrors: number;
  readonly lost: number;
  /** Compare-and-set races lost inside the server (re-loaded, re-applied, accepted). */
  readonly casRetries: number;
  /** Store calls one game.submit made with nobody else saving at the same time. */
  readonly uncontendedCalls: readonly string[];
  /** Store calls per game.submit in the simultaneous run, on average. */
  readonly callsPerCommand: number;
}

/** Counts the store calls made inside `measure.run(...)` (a procedure), and lost compare-and-sets everywhere. */
function instrumented(store: GameStore, measure: AsyncLocalStorage<string[]>, onConflict: () => void): GameStore {
  return new Proxy(store, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        measure.getStore()?.push(String(property));
        const result: unknown = await (value as (...a: unknown[]) => unknown).apply(target, args);
        if (property === 'commit' && (result as { kind?: string }).kind === 'conflict') onConflict();
        return result;
      };
    },
  });
}

let userCount = 0;
const newUser = (name: string): ContextUser => ({ id: `bench-${name}-${(userCount += 1)}-${randomUUID()}`, name });

export async function benchSimultaneous(rawStore: GameStore, games: number): Promise<SimultaneousReport> {
  const measure = new AsyncLocalStorage<string[]>();
  let casRetries = 0;
  const store = instrumented(rawStore, measure, () => (casRetries += 1));
  const deferred: (() => Promise<unknown>)[] = [];
  const services = testServices();
  const as = callers(store, { services, defer: async (task) => void deferred.push(task) });

  // Set-up through the API: create, join by the link, choose factions and colours, start.
  const tables = await Promise.all(
    Array.from({ length: games }, async (_, g) => {
      const players = FACTIONS.map((_, i) => newUser(`p${i}`));
      const gameId = await startedGame(
        as,
        players,
        `Bench ${g}`,
        FACTIONS.map((faction, i) => ({ faction, color: COLORS[i] ?? 'red' })),
      );
      return { gameId, players };
    }),
  );

  // Every seat looks at the game (the same version), then all answer at once.
  const views = await Promise.all(
    tables.map((t) => Promise.all(t.players.map((p) => as(p).game.view({ gameId: t.gameId })))),
  );
  const latencies: number[] = [];
  let conflicts = 0;
  let otherErrors = 0;
  let calls = 0;
  casRetries = 0;
  const started = performance.now();
  await Promise.all(
    tables.flatMap((t, g) =>
      t.players.map(async (p, seat) => {
        const v = views[g]?.[seat];
        if (!v) throw new Error('missing view');
        const seen: string[] = [];
        const t0 = performance.now();
        try {
          await measure.run(seen, () =>
            as(p).game.submit({
              gameId: t.gameId,
              command: v.options[0]?.command ?? { type: 'pass' },
              clientCommandId: randomUUID(),
              expectedVersion: v.version,
              decisionId: v.view?.decisions.at(-1)?.id ?? null,
            }),
          );
        } catch (error) {
          if (error instanceof TRPCError && error.code === 'CONFLICT') conflicts += 1;
          else otherErrors += 1;
        }
        latencies.push(performance.now() - t0);
        calls += seen.length;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const commands = games * FACTIONS.length;
  const retries = casRetries;

  // Lost updates: every seat's answer must be in the log and in the state, exactly once.
  let lost = 0;
  for (const [g, t] of tables.entries()) {
    const before = views[g]?.[0]?.version ?? 0;
    const record = await rawStore.loadGame(t.gameId);
    const doc = parseGameDoc(record?.doc);
    const log = (await rawStore.readLog(t.gameId)).filter((e) => e.version > before);
    const seats = log.map((e) => e.seat).sort((a, b) => a - b);
    if (JSON.stringify(seats) !== JSON.stringify([0, 1, 2, 3, 4, 5])) lost += 1;
    if (record?.version !== before + FACTIONS.length) lost += 1;
    lost += doc.engine?.players.filter((p) => p.secretObjectives.length !== 1).length ?? FACTIONS.length;
  }

  // One more command with nobody else saving: the speaker picks a strategy card (a decision for one seat).
  const first = tables[0];
  let uncontendedCalls: string[] = [];
  if (first) {
    const look = await as(first.players[0] as ContextUser).game.view({ gameId: first.gameId });
    const seat = look.waitingOn[0] ?? 0;
    const mine = await as(first.players[seat] as ContextUser).game.view({ gameId: first.gameId });
    const seen: string[] = [];
    await measure.run(seen, () =>
      as(first.players[seat] as ContextUser).game.submit({
        gameId: first.gameId,
        command: mine.options[0]?.command ?? { type: 'pass' },
        clientCommandId: randomUUID(),
        expectedVersion: mine.version,
        decisionId: mine.view?.decisions.at(-1)?.id ?? null,
      }),
    );
    uncontendedCalls = seen;
  }
  // Notification bookkeeping the procedures left for after their responses.
  for (const task of deferred.splice(0)) await task();
  return {
    commands,
    seconds,
    latencies,
    conflicts,
    otherErrors,
    lost,
    casRetries: retries,
    uncontendedCalls,
    callsPerCommand: calls / commands,
  };
}
