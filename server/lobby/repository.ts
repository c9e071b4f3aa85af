// Saving lobby changes: load, change, compare-and-set, retry on a concurrent save; creating a game; and what is
// kept beside a game — who may poll it (access), each member's list of games (the index), its invite link — always
// written in the same atomic step as the game document itself.
import type { GameStore, GameSideWrites } from '@/server/store/types';
import { accessOf, lobbyKeys, parseGameDoc } from './doc';
import type { GameAccessRecord, GameDoc, InviteRecord } from './doc';
import type { LobbyError } from './lobby';
import { seatOf } from './lobby';
import { asSummary, indexWrites, summariesOf } from './summary';
import type { GameSummary } from './summary';

export type UpdateOutcome<T> =
  | { readonly kind: 'saved'; readonly version: number; readonly doc: GameDoc; readonly value: T }
  /** Nothing to save (the change was a no-op): the current version. */
  | { readonly kind: 'unchanged'; readonly version: number; readonly doc: GameDoc; readonly value: T }
  | { readonly kind: 'rejected'; readonly error: LobbyError }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'busy' };

export type DocChange<T> =
  | {
      readonly ok: true;
      readonly doc: GameDoc;
      readonly value: T;
      /** Records set (a value) or deleted (null) with the document, e.g. a new invite link and the old one. */
      readonly records?: Readonly<Record<string, unknown>>;
    }
  | { readonly ok: false; readonly error: LobbyError };

const MAX_ATTEMPTS = 5;

/** Everything a change from `before` to `after` writes beside the document, at time `at`. */
export function sideWritesFor(
  before: GameDoc | null,
  after: GameDoc,
  at: number,
  records?: Readonly<Record<string, unknown>>,
): GameSideWrites {
  return {
    access: accessOf(after.lobby),
    index: indexWrites(before, after, at),
    ...(records ? { records } : {}),
  };
}

/**
 * Applies `change` to the freshest document and saves it without a log entry (lobby edits are not game
 * commands). Two players joining at once both get in: the loser of the race re-reads and re-applies.
 */
export async function updateGameDoc<T>(
  store: GameStore,
  gameId: string,
  at: number,
  change: (doc: GameDoc, version: number) => DocChange<T>,
): Promise<UpdateOutcome<T>> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await store.loadGame(gameId);
    if (!record) return { kind: 'not-found' };
    const doc = parseGameDoc(record.doc);
    const result = change(doc, record.version);
    if (!result.ok) return { kind: 'rejected', error: result.error };
    if (result.doc === doc) return { kind: 'unchanged', version: record.version, doc, value: result.value };
    const side = sideWritesFor(doc, result.doc, at, result.records);
    const outcome = await store.commit(gameId, record.version, result.doc, null, side);
    if (outcome.kind === 'committed') {
      return { kind: 'saved', version: outcome.version, doc: result.doc, value: result.value };
    }
  }
  return { kind: 'busy' };
}

/** Creates a game with its access record, its host's list entry and its invite link, all or nothing. */
export async function createGameRecord(store: GameStore, gameId: string, doc: GameDoc, at: number): Promise<boolean> {
  const invite: InviteRecord = { gameId };
  const records = doc.lobby.inviteToken ? { [lobbyKeys.invite(doc.lobby.inviteToken)]: invite } : undefined;
  return store.createGame(gameId, doc, sideWritesFor(null, doc, at, records));
}

/** Who may poll the game's version, read with that version in one round trip; null when there is no such game. */
export async function readAccess(
  store: GameStore,
  gameId: string,
): Promise<{ version: number; access: GameAccessRecord } | null> {
  const found = await store.gameAccess(gameId);
  if (!found) return null;
  if (found.access !== null) return { version: found.version, access: found.access as GameAccessRecord };
  // A game saved before access records were kept with it: derive it once (never over one a commit wrote since).
  const record = await store.loadGame(gameId);
  if (!record) return null;
  const access = accessOf(parseGameDoc(record.doc).lobby);
  await store.fillGameAccess(gameId, access);
  return { version: found.version, access };
}

export async function gameIdForInvite(store: GameStore, token: string): Promise<string | null> {
  const invite = await store.getRecord<InviteRecord>(lobbyKeys.invite(token));
  return invite?.gameId ?? null;
}

/** The index entry that says a user's list was filled in from the set kept before the index existed. */
const FILLED_MARK = '~filled';

/** The user's games as their index holds them, by game id (the list "My games" shows). */
export async function userGames(store: GameStore, userId: string, at: number): Promise<Record<string, GameSummary>> {
  const index = await store.readIndex(userId);
  if (!(FILLED_MARK in index)) Object.assign(index, await fillFromLegacySet(store, userId, index, at));
  const out: Record<string, GameSummary> = {};
  for (const [gameId, value] of Object.entries(index)) {
    const summary = gameId === FILLED_MARK ? null : asSummary(value);
    if (summary) out[gameId] = summary;
  }
  return out;
}

/**
 * Once per user: games recorded in the per-user set that came before the index get their summaries (from their
 * documents; a later change of the game rewrites them). fillIndex never replaces an entry a commit wrote meanwhile.
 */
async function fillFromLegacySet(
  store: GameStore,
  userId: string,
  index: Readonly<Record<string, unknown>>,
  at: number,
): Promise<Record<string, unknown>> {
  const ids = (await store.setMembers(lobbyKeys.userGames(userId))).filter((id) => !(id in index));
  const entries: Record<string, unknown> = {};
  for (const id of ids) {
    const record = await store.loadGame(id);
    if (!record) continue;
    const doc = parseGameDoc(record.doc);
    if (seatOf(doc.lobby, userId) === null) continue;
    const summary = summariesOf(doc, doc.lobby.createdAt)[userId];
    if (summary) entries[id] = summary;
  }
  entries[FILLED_MARK] = { at };
  await store.fillIndex(userId, entries);
  return entries;
}
