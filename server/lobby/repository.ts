// Saving lobby changes: load, change, compare-and-set, retry on a concurrent save; plus the small records
// around a game (invite token → game, per-user game sets, the access record the polling endpoint reads).
import type { GameStore } from '@/server/store/types';
import { accessKey, accessOf, lobbyKeys, parseGameDoc } from './doc';
import type { GameAccessRecord, GameDoc, InviteRecord } from './doc';
import type { LobbyError } from './lobby';

export type UpdateOutcome<T> =
  | { readonly kind: 'saved'; readonly version: number; readonly doc: GameDoc; readonly value: T }
  /** Nothing to save (the change was a no-op): the current version. */
  | { readonly kind: 'unchanged'; readonly version: number; readonly doc: GameDoc; readonly value: T }
  | { readonly kind: 'rejected'; readonly error: LobbyError }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'busy' };

export type DocChange<T> =
  { readonly ok: true; readonly doc: GameDoc; readonly value: T } | { readonly ok: false; readonly error: LobbyError };

const MAX_ATTEMPTS = 5;

/**
 * Applies `change` to the freshest document and saves it without a log entry (lobby edits are not game
 * commands). Two players joining at once both get in: the loser of the race re-reads and re-applies.
 */
export async function updateGameDoc<T>(
  store: GameStore,
  gameId: string,
  change: (doc: GameDoc, version: number) => DocChange<T>,
): Promise<UpdateOutcome<T>> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await store.loadGame(gameId);
    if (!record) return { kind: 'not-found' };
    const doc = parseGameDoc(record.doc);
    const result = change(doc, record.version);
    if (!result.ok) return { kind: 'rejected', error: result.error };
    if (result.doc === doc) return { kind: 'unchanged', version: record.version, doc, value: result.value };
    const outcome = await store.commit(gameId, record.version, result.doc, null);
    if (outcome.kind === 'committed') {
      await writeAccess(store, gameId, result.doc);
      return { kind: 'saved', version: outcome.version, doc: result.doc, value: result.value };
    }
  }
  return { kind: 'busy' };
}

export async function writeAccess(store: GameStore, gameId: string, doc: GameDoc): Promise<void> {
  await store.setRecord(accessKey(gameId), accessOf(doc.lobby));
}

export async function readAccess(store: GameStore, gameId: string): Promise<GameAccessRecord | null> {
  const access = await store.getRecord<GameAccessRecord>(accessKey(gameId));
  if (access) return access;
  // Games saved before access records existed: derive it once from the document.
  const record = await store.loadGame(gameId);
  if (!record) return null;
  const doc = parseGameDoc(record.doc);
  await writeAccess(store, gameId, doc);
  return accessOf(doc.lobby);
}

export async function gameIdForInvite(store: GameStore, token: string): Promise<string | null> {
  const invite = await store.getRecord<InviteRecord>(lobbyKeys.invite(token));
  return invite?.gameId ?? null;
}

export async function saveInvite(store: GameStore, token: string, gameId: string): Promise<void> {
  const record: InviteRecord = { gameId };
  await store.setRecord(lobbyKeys.invite(token), record);
}

export async function deleteInvite(store: GameStore, token: string | null): Promise<void> {
  if (token) await store.deleteRecord(lobbyKeys.invite(token));
}

export async function userGameIds(store: GameStore, userId: string): Promise<string[]> {
  return store.setMembers(lobbyKeys.userGames(userId));
}
