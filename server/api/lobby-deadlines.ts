// The cron's sweep of turns taken before the game (a Milty or faction draft pick, a system tile placed): a seat
// past the lobby's decision deadline gets the default pick or placement even when nobody opens the lobby, so an
// absent player cannot stall the table before the game has begun (the game's own deadlines: deadline-hooks.ts).
import { parseGameDoc } from '@/server/lobby/doc';
import type { NotifyServices } from '@/server/notify/index';
import { notifyKeys } from '@/server/notify/keys';
import type { GameStore } from '@/server/store/types';
import { applyDraftDeadline } from './routers/draft';
import { applyPlacementDeadline } from './routers/placement';
import { runNow } from './trpc';

/**
 * Every lobby the notifications wait on (the reminders' index of waiting games). Returns how many lobbies moved on.
 * A deadline is applied once per sweep; the next turn's own deadline starts from that moment.
 */
export async function sweepLobbyDeadlines(
  store: GameStore,
  now: number,
  opts: { readonly services?: NotifyServices; readonly testSeed?: string | null } = {},
): Promise<number> {
  const ctx = {
    store,
    now: () => now,
    notifyServices: opts.services,
    testSeed: opts.testSeed ?? null,
    defer: runNow,
  };
  let moved = 0;
  for (const gameId of (await store.setMembers(notifyKeys.waitingGames())).sort()) {
    try {
      const record = await store.loadGame(gameId);
      if (!record) continue;
      const doc = parseGameDoc(record.doc);
      if (doc.lobby.status !== 'lobby' || (!doc.lobby.draft && !doc.lobby.placement)) continue;
      if (doc.lobby.draft) await applyDraftDeadline(ctx, gameId, doc);
      else await applyPlacementDeadline(ctx, gameId, doc);
      const after = await store.loadGame(gameId);
      if (after && after.version !== record.version) moved += 1;
    } catch (error) {
      console.error(`[deadlines] lobby ${gameId} failed`, error);
    }
  }
  return moved;
}
