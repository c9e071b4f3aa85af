// Mention notices (table talk, issue 16): "@Name" in a message tells that player by email and push, under the same
// rules as turn notices (batch.ts): the game's quiet delay (mentions within it become one notice), nobody told who has
// the game open, nothing in the player's quiet hours (kept for the next check), nothing on channels they switched
// off. The pending mention lives in the store; the reminder cron and the lazy check after a post send what is due.
import type { GameStore } from '@/server/store/types';
import { signInAddress } from './email-confirmation';
import { createUnsubscribeToken } from './token';
import { gameUrl, settingsUrl, unsubscribeApiUrl, unsubscribePageUrl } from './links';
import { isPresent } from './presence';
import { sendPushToUser } from './push';
import type { NotifyServices } from './services';
import { getNotificationSettings, isQuietTime } from './settings';
import { escapeHtml } from './templates';

/** Longest excerpt of a message an email or push carries. */
const EXCERPT_CHARS = 140;
const PENDING_TTL_SECONDS = 30 * 24 * 3600;

const mentionKeys = {
  /** The pending notice of one user in one game. */
  pending: (gameId: string, userId: string) => `notify:mention:${gameId}:${userId}`,
  /** Members `<game id> <user id>` with a pending mention notice (game ids hold no spaces). */
  queue: () => 'notify:mention-queue',
  /** Once-only mark of one notice (named by when its first mention came). */
  sent: (gameId: string, userId: string, first: number) => `notify:mention-sent:${gameId}:${userId}:${first}`,
} as const;

interface PendingMention {
  readonly gameName: string;
  /** When the first mention of this notice came; the delay counts from it. */
  readonly first: number;
  readonly delayMinutes: number;
  readonly count: number;
  /** Who wrote the latest mention, and an excerpt of it. */
  readonly from: string;
  readonly excerpt: string;
  /** In a private thread (the email says so; still only to the thread's other player). */
  readonly private: boolean;
}

export interface Mention {
  readonly gameId: string;
  readonly gameName: string;
  readonly userId: string;
  readonly from: string;
  readonly text: string;
  readonly private: boolean;
  readonly delayMinutes: number;
  readonly now: number;
}

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS - 1)}…` : flat;
}

/** Queues (or adds to) the player's mention notice for this game, then sends it if it is already due. */
export async function queueMention(store: GameStore, services: NotifyServices, m: Mention): Promise<void> {
  const key = mentionKeys.pending(m.gameId, m.userId);
  const current = await store.getRecord<PendingMention>(key);
  const next: PendingMention = {
    gameName: m.gameName,
    first: current?.first ?? m.now,
    delayMinutes: current?.delayMinutes ?? m.delayMinutes,
    count: (current?.count ?? 0) + 1,
    from: m.from,
    excerpt: excerptOf(m.text),
    private: m.private,
  };
  await store.setRecord(key, next, { ttlSeconds: PENDING_TTL_SECONDS });
  await store.addToSet(mentionKeys.queue(), `${m.gameId} ${m.userId}`);
  await flushMentions(store, services, m.now, [`${m.gameId} ${m.userId}`]);
}

export interface MentionCounts {
  sent: number;
  waiting: number;
  present: number;
  quiet: number;
  off: number;
  failed: number;
}

/** Sends every due mention notice (the cron's part; `only` limits it to some queue members). */
export async function flushMentions(
  store: GameStore,
  services: NotifyServices,
  now: number,
  only?: readonly string[],
): Promise<MentionCounts> {
  const counts: MentionCounts = { sent: 0, waiting: 0, present: 0, quiet: 0, off: 0, failed: 0 };
  for (const member of only ?? (await store.setMembers(mentionKeys.queue()))) {
    const [gameId, userId] = member.split(' ');
    if (!gameId || !userId) {
      await store.removeFromSet(mentionKeys.queue(), member);
      continue;
    }
    try {
      const outcome = await flushOne(store, services, gameId, userId, now);
      counts[outcome] += 1;
    } catch (error) {
      counts.failed += 1;
      services.log(`[notify] mention notice for user ${userId} failed: ${String(error)}`);
    }
  }
  return counts;
}

/** The lazy check when a game is read (crons may run only daily): that game's due mention notices. */
export async function flushMentionsOfGame(
  store: GameStore,
  services: NotifyServices,
  gameId: string,
  now: number,
): Promise<MentionCounts> {
  const members = (await store.setMembers(mentionKeys.queue())).filter((m) => m.startsWith(`${gameId} `));
  return flushMentions(store, services, now, members);
}

async function forget(
  store: GameStore,
  gameId: string,
  userId: string,
  told: PendingMention,
  at: number,
): Promise<void> {
  const key = mentionKeys.pending(gameId, userId);
  const latest = await store.getRecord<PendingMention>(key);
  if (latest && latest.count !== told.count) {
    // Mentions that arrived meanwhile become a notice of their own (the told one's once-only mark is taken).
    await store.setRecord(
      key,
      { ...latest, first: at, count: latest.count - told.count },
      { ttlSeconds: PENDING_TTL_SECONDS },
    );
    return;
  }
  await store.deleteRecord(key);
  await store.removeFromSet(mentionKeys.queue(), `${gameId} ${userId}`);
}

async function flushOne(
  store: GameStore,
  services: NotifyServices,
  gameId: string,
  userId: string,
  now: number,
): Promise<keyof MentionCounts> {
  const pending = await store.getRecord<PendingMention>(mentionKeys.pending(gameId, userId));
  if (!pending) {
    await store.removeFromSet(mentionKeys.queue(), `${gameId} ${userId}`);
    return 'off';
  }
  if (pending.first + pending.delayMinutes * 60_000 > now) return 'waiting';
  if (await isPresent(store, gameId, userId, now)) {
    await forget(store, gameId, userId, pending, now);
    return 'present';
  }
  const settings = await getNotificationSettings(store, userId);
  if (isQuietTime(settings.quietHours, now)) return 'quiet';
  const emailOn = settings.emailEnabled && services.mailer !== null;
  const pushOn = settings.pushEnabled && services.push !== null;
  if (!emailOn && !pushOn) {
    await forget(store, gameId, userId, pending, now);
    return 'off';
  }
  const mark = mentionKeys.sent(gameId, userId, pending.first);
  if (!(await store.setRecordIfAbsent(mark, { at: now }, { ttlSeconds: PENDING_TTL_SECONDS }))) return 'waiting';

  let delivered = false;
  if (emailOn) {
    const to = settings.email ?? (await signInAddress(store, userId)) ?? (await services.lookupEmail?.(userId)) ?? null;
    if (to && services.mailer) {
      try {
        await services.mailer.send(mentionEmail(services, { to, userId, gameId, pending, now }));
        delivered = true;
      } catch (error) {
        services.log(`[notify] mention email to user ${userId} failed: ${String(error)}`);
      }
    }
  }
  if (pushOn && services.push) {
    const title = `${pending.from} mentioned you in ${pending.gameName}`;
    const payload = { title, body: pending.excerpt, url: `/game/${encodeURIComponent(gameId)}`, tag: `talk-${gameId}` };
    try {
      const report = await sendPushToUser(store, services.push, userId, payload, services.log);
      if (report.sent > 0) delivered = true;
    } catch (error) {
      services.log(`[notify] mention push to user ${userId} failed: ${String(error)}`);
    }
  }
  if (!delivered) {
    // Nothing reached the player: release the claim so a later check tries again.
    await store.deleteRecord(mark);
    return 'failed';
  }
  await forget(store, gameId, userId, pending, now);
  return 'sent';
}

function mentionEmail(
  services: NotifyServices,
  n: { to: string; userId: string; gameId: string; pending: PendingMention; now: number },
) {
  const { pending } = n;
  const game = pending.gameName.replace(/\s+/g, ' ').slice(0, 80);
  const subject = `${pending.from} mentioned you in ${game}`.replace(/\s+/g, ' ').slice(0, 160);
  const more = pending.count > 1 ? ` (and ${pending.count - 1} more mention${pending.count === 2 ? '' : 's'})` : '';
  const where = pending.private ? 'in your private thread' : 'at the table';
  const url = gameUrl(services.baseUrl, n.gameId);
  const token = createUnsubscribeToken(services.secret, n.userId, n.now);
  const text = [
    `${pending.from} wrote ${where}${more}:`,
    '',
    `"${pending.excerpt}"`,
    '',
    `Open the game: ${url}`,
    '',
    '--',
    'Table talk is never binding (LRR 28).',
    `Notification settings: ${settingsUrl(services.baseUrl)}`,
    `Stop emails: ${unsubscribePageUrl(services.baseUrl, token)}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#0f172a;background:#ffffff;">
<p style="font-size:16px;">${escapeHtml(`${pending.from} wrote ${where}${more}:`)}</p>
<blockquote style="font-size:16px;border-left:3px solid #b45309;margin:0;padding:4px 12px;">${escapeHtml(pending.excerpt)}</blockquote>
<p><a href="${escapeHtml(url)}" style="color:#b45309;">Open the game</a></p>
<p style="font-size:12px;color:#64748b;">Table talk is never binding (LRR 28). <a href="${escapeHtml(settingsUrl(services.baseUrl))}">Notification settings</a> &middot; <a href="${escapeHtml(unsubscribePageUrl(services.baseUrl, token))}">Stop emails</a></p>
</body></html>
`;
  return {
    to: n.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(services.baseUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
