// Quiet turn notices: a decision that starts waiting on a player is not sent at once. It waits in the store for the
// game's delay; then one email (and one push) tells the player every decision still waiting on them, each with its
// link. A decision answered within the delay is gone by then and sends nothing; a player whose game page is open is
// at the table and is skipped. Everything lives in the store, so a restart between a decision and its send loses
// nothing: the reminder cron (and the lazy check when a game is read) flushes what is due.
import type { GameStore } from '@/server/store/types';
import { sendBatchEmail } from './email';
import { signInAddress } from './email-confirmation';
import { notifyKeys, SENT_MARK_TTL_SECONDS } from './keys';
import { decisionUrl } from './links';
import { sendPushToUser, type PushPayload } from './push';
import type { EmailResult, NoticeOutcome, PushResult } from './deliver';
import { isPresent } from './presence';
import type { NotifyServices } from './services';
import { getNotificationSettings, isQuietTime } from './settings';
import type { BatchItem } from './templates';
import { getGameNotifyInfo, getWait, parseUserWaitMember, type Wait } from './waits';

/** A wait whose turn notice has not gone out yet. */
export interface PendingNotice {
  readonly gameId: string;
  readonly gameName: string;
  readonly seat: number;
  readonly wait: Wait;
  /** When the quiet delay of its game ends (ms since epoch). */
  readonly dueAt: number;
  readonly reminderHours: number;
}

const turnMark = (n: Pick<PendingNotice, 'gameId' | 'seat' | 'wait'>) =>
  notifyKeys.sent(n.gameId, n.seat, n.wait.since, 0);

/** The user's waits without a turn notice, oldest first; forgets index entries whose wait is gone or changed hands. */
export async function pendingNotices(store: GameStore, userId: string): Promise<PendingNotice[]> {
  const found: PendingNotice[] = [];
  for (const member of await store.setMembers(notifyKeys.userWaits(userId))) {
    const key = parseUserWaitMember(member);
    const wait = key ? await getWait(store, key.gameId, key.seat) : null;
    if (!key || !wait || wait.userId !== userId) {
      await store.removeFromSet(notifyKeys.userWaits(userId), member);
      continue;
    }
    if (await store.getRecord(notifyKeys.sent(key.gameId, key.seat, wait.since, 0))) continue;
    const info = await getGameNotifyInfo(store, key.gameId);
    found.push({
      ...key,
      gameName: info.name,
      wait,
      dueAt: wait.since + info.delayMinutes * 60_000,
      reminderHours: info.reminderHours,
    });
  }
  return found.sort((a, b) => a.wait.since - b.wait.since || a.gameId.localeCompare(b.gameId) || a.seat - b.seat);
}

export type BatchOutcome =
  | NoticeOutcome
  /** Nothing waits on the user unsent. */
  | { readonly kind: 'none' }
  /** The earliest pending decision's delay ends at `dueAt`: a later flush sends the batch. */
  | { readonly kind: 'waiting'; readonly dueAt: number }
  /** The user has every game with a pending decision open: marked as told, nothing sent. */
  | { readonly kind: 'present' };

export interface BatchReport {
  readonly outcome: BatchOutcome;
  /** The decisions the email or push named (empty unless delivered). */
  readonly sent: readonly Pick<PendingNotice, 'gameId' | 'seat'>[];
}

async function markTold(store: GameStore, notice: PendingNotice, now: number, why: string): Promise<boolean> {
  // The mark must outlive the wait's first reminder interval, however long the game's interval is.
  const ttlSeconds = SENT_MARK_TTL_SECONDS + Math.ceil(notice.reminderHours * 3600);
  return store.setRecordIfAbsent(turnMark(notice), { at: now, why }, { ttlSeconds });
}

/**
 * Sends the user's batch if the delay of any pending decision has passed at `now`. Every decision is claimed by its
 * once-only mark before it is sent, so concurrent flushes (the cron, a lazy check, a command) never repeat one.
 */
export async function flushUser(
  store: GameStore,
  services: NotifyServices,
  userId: string,
  now: number,
): Promise<BatchReport> {
  const pending = await pendingNotices(store, userId);
  if (pending.length === 0) {
    await leaveQueue(store, userId);
    return { outcome: { kind: 'none' }, sent: [] };
  }
  const dueAt = Math.min(...pending.map((p) => p.dueAt));
  if (dueAt > now) return { outcome: { kind: 'waiting', dueAt }, sent: [] };

  const away: PendingNotice[] = [];
  for (const notice of pending) {
    if (await isPresent(store, notice.gameId, userId, now)) await markTold(store, notice, now, 'present');
    else away.push(notice);
  }
  if (away.length === 0) return done(store, userId, { kind: 'present' }, []);

  const settings = await getNotificationSettings(store, userId);
  if (isQuietTime(settings.quietHours, now)) return { outcome: { kind: 'quiet' }, sent: [] };
  const emailOn = settings.emailEnabled && services.mailer !== null;
  const pushOn = settings.pushEnabled && services.push !== null;
  if (!emailOn && !pushOn) {
    for (const notice of away) await markTold(store, notice, now, 'off');
    return done(store, userId, { kind: 'off' }, []);
  }

  const claimed: PendingNotice[] = [];
  for (const notice of away) if (await markTold(store, notice, now, 'sent')) claimed.push(notice);
  if (claimed.length === 0) return { outcome: { kind: 'already-sent' }, sent: [] };

  const items: BatchItem[] = claimed.map((n) => ({
    gameName: n.gameName,
    decisionLabel: n.wait.decisionLabel,
    ...(n.wait.headline ? { headline: n.wait.headline } : {}),
    url: decisionUrl(services.baseUrl, n.gameId, n.wait.decisionId),
  }));
  const [email, pushed] = await Promise.all([
    emailPart(store, services, userId, settings.emailEnabled, settings.email, items, now),
    pushPart(store, services, userId, settings.pushEnabled, claimed),
  ]);
  const sent = claimed.map(({ gameId, seat }) => ({ gameId, seat }));
  if ((email === 'failed' || pushed === 'failed') && email !== 'sent' && pushed !== 'sent') {
    // Nothing reached the player: release the claims so the next flush tries again.
    for (const notice of claimed) await store.deleteRecord(turnMark(notice));
    return { outcome: { kind: 'failed', email, push: pushed }, sent: [] };
  }
  return done(store, userId, { kind: 'delivered', email, push: pushed }, sent);
}

async function done(
  store: GameStore,
  userId: string,
  outcome: BatchOutcome,
  sent: BatchReport['sent'],
): Promise<BatchReport> {
  if ((await pendingNotices(store, userId)).length === 0) await leaveQueue(store, userId);
  return { outcome, sent };
}

/**
 * Takes the user out of the queue, then looks again: startWait indexes the wait before it queues the user, so a
 * decision that arrived meanwhile is either seen here (and the user queued again) or queues the user after us.
 */
async function leaveQueue(store: GameStore, userId: string): Promise<void> {
  await store.removeFromSet(notifyKeys.pendingUsers(), userId);
  if ((await pendingNotices(store, userId)).length > 0) await store.addToSet(notifyKeys.pendingUsers(), userId);
}

async function emailPart(
  store: GameStore,
  services: NotifyServices,
  userId: string,
  enabled: boolean,
  address: string | null,
  items: readonly BatchItem[],
  now: number,
): Promise<EmailResult> {
  if (!enabled) return 'off';
  if (!services.mailer) return 'unavailable';
  // Only confirmed addresses: the settings' one, else the sign-in address.
  const to = address ?? (await signInAddress(store, userId)) ?? (await services.lookupEmail?.(userId)) ?? null;
  if (!to) return 'no-address';
  try {
    await sendBatchEmail({
      mailer: services.mailer,
      baseUrl: services.baseUrl,
      secret: services.secret,
      to,
      userId,
      items,
      now,
    });
    return 'sent';
  } catch (error) {
    services.log(`[notify] batch email to user ${userId} failed: ${String(error)}`);
    return 'failed';
  }
}

/** The push message of a batch: one decision as before ("<game>: your move"), or how many wait. */
export function batchPushPayload(notices: readonly Pick<PendingNotice, 'gameId' | 'gameName' | 'wait'>[]): PushPayload {
  const [first] = notices;
  const games = new Set(notices.map((n) => n.gameId));
  const one = notices.length === 1 && first;
  return {
    title: one ? `${first.gameName}: your move` : `${notices.length} decisions wait for you`,
    body: notices.map((n) => n.wait.headline ?? n.wait.decisionLabel).join(' · '),
    url: first && games.size === 1 ? `/game/${encodeURIComponent(first.gameId)}` : '/games',
    tag: first && games.size === 1 ? `game-${first.gameId}` : 'decisions',
  };
}

async function pushPart(
  store: GameStore,
  services: NotifyServices,
  userId: string,
  enabled: boolean,
  notices: readonly PendingNotice[],
): Promise<PushResult> {
  if (!enabled) return 'off';
  if (!services.push) return 'unavailable';
  try {
    const report = await sendPushToUser(store, services.push, userId, batchPushPayload(notices), services.log);
    return report.sent > 0 ? 'sent' : report.failed > 0 ? 'failed' : 'no-devices';
  } catch (error) {
    services.log(`[notify] push to user ${userId} failed: ${String(error)}`);
    return 'failed';
  }
}

export interface FlushCounts {
  /** Batches delivered (by at least one channel). */
  turnNotices: number;
  /** Players skipped because their game page was open. */
  present: number;
  /** Players whose first pending decision is still inside its delay. */
  waiting: number;
  quiet: number;
  off: number;
  failed: number;
}

/** The cron's part: every player with a pending turn notice. */
export async function flushPending(
  store: GameStore,
  services: NotifyServices,
  now: number,
  counts: FlushCounts,
  only?: readonly string[],
): Promise<void> {
  const users = only ?? (await store.setMembers(notifyKeys.pendingUsers()));
  for (const userId of [...users].sort()) {
    try {
      const { outcome } = await flushUser(store, services, userId, now);
      if (outcome.kind === 'delivered') counts.turnNotices += 1;
      else if (outcome.kind === 'present' || outcome.kind === 'waiting') counts[outcome.kind] += 1;
      else if (outcome.kind === 'quiet' || outcome.kind === 'off' || outcome.kind === 'failed')
        counts[outcome.kind] += 1;
    } catch (error) {
      counts.failed += 1;
      services.log(`[notify] turn notice for user ${userId} failed: ${String(error)}`);
    }
  }
}
