// Who has a game's page open: the page sends a heartbeat while it is shown, and turn notices skip those players —
// they are at the table. Kept as a small record with a short lifetime in the game store, whatever the backend.
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';

/** How often an open, visible page says so. */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** A page is taken as open this long after its last heartbeat (two beats and some slack for a slow network). */
export const PRESENCE_FRESH_MS = 75_000;
/** The record's own lifetime in the store: a little longer than it can matter, so nothing piles up. */
const PRESENCE_TTL_SECONDS = 120;

interface PresenceRecord {
  readonly at: number;
}

export async function markPresent(store: GameStore, gameId: string, userId: string, now: number): Promise<void> {
  await store.setRecord(notifyKeys.presence(gameId, userId), { at: now } satisfies PresenceRecord, {
    ttlSeconds: PRESENCE_TTL_SECONDS,
  });
}

/** The page was closed or hidden: notices may go out again at once. */
export async function markAbsent(store: GameStore, gameId: string, userId: string): Promise<void> {
  await store.deleteRecord(notifyKeys.presence(gameId, userId));
}

/**
 * Whether the user's page of the game was open at `now`. Judged by the server's clock (which a test clock may move
 * ahead), not only by the record's lifetime, so a deadline test that jumps hours ahead sees the player gone.
 */
export async function isPresent(store: GameStore, gameId: string, userId: string, now: number): Promise<boolean> {
  const record = await store.getRecord<Partial<PresenceRecord>>(notifyKeys.presence(gameId, userId));
  const at = record?.at;
  return typeof at === 'number' && at <= now + PRESENCE_FRESH_MS && now - at <= PRESENCE_FRESH_MS;
}
