// The game `npm run lighthouse` measures: a 6-player game in an embedded store file, created and played through the
// same API procedures the pages call (lobby.create, join, choose, start, then game.submit), so the stored record is
// exactly what a real table would leave. Six scripted players pick among their own legal options with a seeded
// generator until the second round's action phase, so the page shows a mid-game table (planets taken, strategy
// cards, technologies, fleets moved) and the same game every run.
import { randomUUID } from 'node:crypto';
import type { PlayerColor } from '../engine/index';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../server/api/rate-limits';
import type { ContextUser } from '../server/api/trpc';
import { testServices } from '../server/notify/testing/fakes';
import { createEmbeddedStore } from '../server/store/embedded';
import { callers, startedGame, type Api } from './api-table';

const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu'] as const;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const satisfies readonly PlayerColor[];
const NAMES = ['Hana', 'Bea', 'Cal', 'Dov', 'Eli', 'Fay'] as const;
/** Scripted players answer far faster than people: lift the per-player command limit, as the API tests do. */
const LIMITS: RateLimits = { ...DEFAULT_RATE_LIMITS, submit: { limit: 100_000, windowSeconds: 60 } };

export interface MeasuredGame {
  readonly gameId: string;
  /** The seat the page is measured for (seat 0, the host) and its user, for the session cookie. */
  readonly user: ContextUser;
  readonly round: number;
  readonly phase: string;
  readonly commands: number;
}

/** A small seeded generator (mulberry32): the same choices every run. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/**
 * Creates the game in the store file `file` and plays it to round 2's action phase (or `maxCommands`). The store is
 * closed afterwards, so the server started next can take its lock.
 */
export async function prepareGame(file: string, opts: { maxCommands?: number } = {}): Promise<MeasuredGame> {
  const store = createEmbeddedStore({ file, fsync: false });
  const services = testServices();
  const players: ContextUser[] = NAMES.map((name, i) => ({ id: `lighthouse-${i}-${name.toLowerCase()}`, name }));
  // Notifications are not part of what is measured.
  const as = callers(store, { services, testSeed: 'lighthouse', limits: LIMITS, defer: async () => undefined });
  const host = players[0] as ContextUser;
  try {
    const gameId = await startedGame(
      as,
      players,
      'Lighthouse table',
      FACTIONS.map((faction, i) => ({ faction, color: COLORS[i] ?? 'red' })),
    );

    const pick = seeded(15);
    const max = opts.maxCommands ?? 2000;
    let commands = 0;
    let seen = await as(host).game.view({ gameId });
    while (commands < max && seen.view && !(seen.view.round >= 2 && seen.view.phase === 'action')) {
      // Seats in another order from a random start; a seat that already answered a window in secret (its intent is
      // hidden from the others, who still see it waited on) has no option of its own and is skipped.
      const start = pick(Math.max(1, seen.waitingOn.length));
      const order = seen.waitingOn.map((_, i) => seen.waitingOn[(start + i) % seen.waitingOn.length] as number);
      let next: { player: ContextUser; mine: Awaited<ReturnType<Api['game']['view']>> } | null = null;
      for (const seat of order) {
        const player = players[seat];
        const mine = player ? await as(player).game.view({ gameId }) : null;
        if (player && mine && mine.options.length > 0) {
          next = { player, mine };
          break;
        }
      }
      if (!next) break;
      const { player, mine } = next;
      const option = mine.options[pick(mine.options.length)];
      if (!option) break;
      await as(player).game.submit({
        gameId,
        command: option.command,
        clientCommandId: randomUUID(),
        expectedVersion: mine.version,
        decisionId: mine.view?.decisions.at(-1)?.id ?? null,
      });
      commands += 1;
      seen = await as(host).game.view({ gameId });
    }
    return { gameId, user: host, round: seen.view?.round ?? 0, phase: seen.view?.phase ?? 'lobby', commands };
  } finally {
    await store.close();
  }
}
