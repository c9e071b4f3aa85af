// Sends one notification of one wait to its player — once only, by email and push as their settings allow.
import type { GameStore } from '@/server/store/types';
import { sendReminderEmail, sendTurnEmail } from './email';
import { signInAddress } from './email-confirmation';
import { notifyKeys, SENT_MARK_TTL_SECONDS } from './keys';
import { sendPushToUser, type PushPayload, type PushReport } from './push';
import type { NotifyServices } from './services';
import { getNotificationSettings, isQuietTime } from './settings';
import type { Wait } from './waits';

export type EmailResult = 'sent' | 'off' | 'unavailable' | 'no-address' | 'failed';
export type PushResult = 'sent' | 'off' | 'unavailable' | 'no-devices' | 'failed';

export type NoticeOutcome =
  /** Inside the player's quiet hours: nothing sent, the next reminder check sends it. */
  | { readonly kind: 'quiet' }
  /** Every channel is switched off (by the player or by configuration). */
  | { readonly kind: 'off' }
  /** Another run already claimed this notification. */
  | { readonly kind: 'already-sent' }
  | {
      readonly kind: 'delivered';
      readonly email: EmailResult;
      readonly push: PushResult;
      readonly pushReport?: PushReport;
    }
  /** Every attempted channel failed: the claim is released so a later check retries. */
  | { readonly kind: 'failed'; readonly email: EmailResult; readonly push: PushResult };

export interface NoticeTarget {
  readonly gameId: string;
  readonly gameName: string;
  readonly seat: number;
  readonly wait: Wait;
  /** 0: the turn notice; n ≥ 1: the n-th reminder. */
  readonly interval: number;
  readonly reminderHours: number;
  readonly now: number;
}

export async function deliverNotice(
  store: GameStore,
  services: NotifyServices,
  target: NoticeTarget,
): Promise<NoticeOutcome> {
  const { wait, now } = target;
  const settings = await getNotificationSettings(store, wait.userId);
  if (isQuietTime(settings.quietHours, now)) return { kind: 'quiet' };
  const emailOn = settings.emailEnabled && services.mailer !== null;
  const pushOn = settings.pushEnabled && services.push !== null;
  if (!emailOn && !pushOn) return { kind: 'off' };

  const markKey = notifyKeys.sent(target.gameId, target.seat, wait.since, target.interval);
  // The mark must outlive its interval, however long the game's reminder interval is.
  const ttlSeconds = SENT_MARK_TTL_SECONDS + Math.ceil(target.reminderHours * 3600);
  const claimed = await store.setRecordIfAbsent(markKey, { at: now }, { ttlSeconds });
  if (!claimed) return { kind: 'already-sent' };

  const [email, pushed] = await Promise.all([
    sendEmailPart(store, services, target, settings.emailEnabled, settings.email),
    sendPushPart(store, services, target, settings.pushEnabled),
  ]);
  const push = pushed.result;
  const anySent = email === 'sent' || push === 'sent';
  const anyFailed = email === 'failed' || push === 'failed';
  if (!anySent && anyFailed) {
    await store.deleteRecord(markKey);
    return { kind: 'failed', email, push };
  }
  return { kind: 'delivered', email, push, ...(pushed.report ? { pushReport: pushed.report } : {}) };
}

function waitedHours(target: NoticeTarget): number {
  return (target.now - target.wait.since) / 3_600_000;
}

async function sendEmailPart(
  store: GameStore,
  services: NotifyServices,
  target: NoticeTarget,
  enabled: boolean,
  address: string | null,
): Promise<EmailResult> {
  if (!enabled) return 'off';
  if (!services.mailer) return 'unavailable';
  // Only confirmed addresses: the settings' one, else the sign-in address.
  const to =
    address ??
    (await signInAddress(store, target.wait.userId)) ??
    (await services.lookupEmail?.(target.wait.userId)) ??
    null;
  if (!to) return 'no-address';
  const input = {
    mailer: services.mailer,
    baseUrl: services.baseUrl,
    secret: services.secret,
    to,
    userId: target.wait.userId,
    gameId: target.gameId,
    gameName: target.gameName,
    decisionLabel: target.wait.decisionLabel,
    now: target.now,
  };
  try {
    if (target.interval === 0) await sendTurnEmail(input);
    else await sendReminderEmail({ ...input, waitedHours: waitedHours(target) });
    return 'sent';
  } catch (error) {
    services.log(`[notify] email to user ${target.wait.userId} failed: ${String(error)}`);
    return 'failed';
  }
}

export function pushPayloadFor(target: Pick<NoticeTarget, 'gameId' | 'gameName' | 'interval' | 'wait'>): PushPayload {
  const turn = target.interval === 0;
  return {
    title: turn ? `${target.gameName}: your move` : `Reminder: ${target.gameName}`,
    body: turn ? target.wait.decisionLabel : `Still waiting on you: ${target.wait.decisionLabel}`,
    url: `/game/${encodeURIComponent(target.gameId)}`,
    tag: `game-${target.gameId}`,
  };
}

async function sendPushPart(
  store: GameStore,
  services: NotifyServices,
  target: NoticeTarget,
  enabled: boolean,
): Promise<{ result: PushResult; report?: PushReport }> {
  if (!enabled) return { result: 'off' };
  if (!services.push) return { result: 'unavailable' };
  try {
    const report = await sendPushToUser(store, services.push, target.wait.userId, pushPayloadFor(target), services.log);
    const result: PushResult = report.sent > 0 ? 'sent' : report.failed > 0 ? 'failed' : 'no-devices';
    return { result, report };
  } catch (error) {
    services.log(`[notify] push to user ${target.wait.userId} failed: ${String(error)}`);
    return { result: 'failed' };
  }
}
