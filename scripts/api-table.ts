// For scripts that play through the API as the pages do (bench:server's simultaneous run, npm run lighthouse): a
// caller per user over a given store, and a 6-player game set up the way players set one up — created, joined by
// its link, factions and colours chosen, started.
import type { PlayerColor } from '../engine/index';
import { createCaller } from '../server/api/root';
import type { RateLimits } from '../server/api/rate-limits';
import { createInnerContext, type ContextUser, type InnerContext } from '../server/api/trpc';
import type { NotifyServices } from '../server/notify/index';
import type { GameStore } from '../server/store/types';

export type Api = ReturnType<typeof createCaller>;

/** `as(user)`: the API as that user, in production mode, over `store`. */
export function callers(
  store: GameStore,
  opts: { services: NotifyServices; defer: InnerContext['defer']; testSeed?: string; limits?: RateLimits },
): (user: ContextUser) => Api {
  return (user) =>
    createCaller(
      createInnerContext({
        user,
        store,
        production: true,
        notifyServices: opts.services,
        defer: opts.defer,
        ...(opts.testSeed !== undefined ? { testSeed: opts.testSeed } : {}),
        ...(opts.limits !== undefined ? { limits: opts.limits } : {}),
      }),
    );
}

/** Creates a 6-player game hosted by `players[0]`, seats everyone with their faction and colour, starts it. */
export async function startedGame(
  as: (user: ContextUser) => Api,
  players: readonly ContextUser[],
  name: string,
  seats: readonly { readonly faction: string; readonly color: PlayerColor }[],
): Promise<string> {
  const host = players[0];
  if (!host) throw new RangeError('no host');
  const settings = {
    players: 6,
    victoryPoints: 10 as const,
    layout: '6p' as const,
    reminderIntervalHours: 24,
    allowSpectators: false,
  };
  const { gameId } = await as(host).lobby.create({ name, settings });
  const token = (await as(host).lobby.get({ gameId })).inviteToken ?? '';
  for (const p of players.slice(1)) await as(p).lobby.join({ token });
  for (const [i, p] of players.entries())
    await as(p).lobby.choose({ gameId, faction: seats[i]?.faction ?? null, color: seats[i]?.color ?? null });
  await as(host).lobby.start({ gameId });
  return gameId;
}
