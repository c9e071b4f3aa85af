// A new address for turn emails gets mail only after its owner confirms it: asking sends one email with a signed
// link to that address, and opening the link (then pressing the button on the page it leads to, since mail
// scanners open links on their own) makes it the address. The sign-in address counts as confirmed.
import { createHash } from 'node:crypto';
import { authKeys, normalizeEmail, type StoredUser } from '@/server/auth/store-adapter';
import type { GameStore } from '@/server/store/types';
import { notifyKeys } from './keys';
import { confirmEmailUrl } from './links';
import type { NotifyServices } from './services';
import { getNotificationSettings, updateNotificationSettings } from './settings';
import { readToken, signToken } from './signed-token';
import { escapeHtml } from './templates';

const PURPOSE = 'mecatol/confirm-email/v1';
export const CONFIRM_LINK_HOURS = 24;
/** One confirmation email per user per minute, and one per address per ten minutes whoever asks for it. */
export const CONFIRMATION_SPACING_SECONDS = { byUser: 60, toAddress: 10 * 60 } as const;

interface PendingEmail {
  readonly email: string;
  readonly issuedAt: number;
}

export type EmailChange =
  | { readonly kind: 'unchanged' | 'confirmed'; readonly email: string }
  | { readonly kind: 'pending'; readonly email: string }
  /** Too soon after the last confirmation email (by this user, or to this address). */
  | { readonly kind: 'too-soon'; readonly message: string }
  | { readonly kind: 'cannot-send'; readonly message: string };

/** The address the user signed in with (magic link or OAuth provider), or null (development sign-in). */
export async function signInAddress(store: GameStore, userId: string): Promise<string | null> {
  return (await store.getRecord<StoredUser>(authKeys.user(userId)))?.email ?? null;
}

export async function pendingEmailOf(store: GameStore, userId: string): Promise<string | null> {
  return (await store.getRecord<PendingEmail>(notifyKeys.pendingEmail(userId)))?.email ?? null;
}

/** No address of one's own choosing: mail goes to the sign-in address again, and a pending one is dropped. */
export async function clearEmail(store: GameStore, userId: string): Promise<void> {
  await store.deleteRecord(notifyKeys.pendingEmail(userId));
  await updateNotificationSettings(store, userId, { email: null });
}

const addressHash = (email: string) => createHash('sha256').update(normalizeEmail(email)).digest('hex');

export async function requestEmailChange(
  store: GameStore,
  services: Pick<NotifyServices, 'mailer' | 'baseUrl' | 'secret' | 'log'>,
  userId: string,
  email: string,
  now: number,
): Promise<EmailChange> {
  const wanted = normalizeEmail(email);
  const current = (await getNotificationSettings(store, userId)).email;
  if (current !== null && normalizeEmail(current) === wanted) {
    await store.deleteRecord(notifyKeys.pendingEmail(userId));
    return { kind: 'unchanged', email: current };
  }
  const signIn = await signInAddress(store, userId);
  if (signIn !== null && normalizeEmail(signIn) === wanted) {
    await store.deleteRecord(notifyKeys.pendingEmail(userId));
    await updateNotificationSettings(store, userId, { email: signIn });
    return { kind: 'confirmed', email: signIn };
  }
  if (!services.mailer) {
    return { kind: 'cannot-send', message: 'This server sends no email, so it cannot confirm a new address.' };
  }
  // Saving the settings again with the address still waiting is not a request for another email.
  const pending = await store.getRecord<PendingEmail>(notifyKeys.pendingEmail(userId));
  if (pending?.email === wanted && now - pending.issuedAt < CONFIRMATION_SPACING_SECONDS.toAddress * 1000) {
    return { kind: 'pending', email: wanted };
  }
  // Spaced out so nobody can use this form to flood someone's inbox with confirmation emails.
  const { byUser, toAddress } = CONFIRMATION_SPACING_SECONDS;
  if (!(await store.setRecordIfAbsent(notifyKeys.confirmationSentBy(userId), now, { ttlSeconds: byUser }))) {
    return { kind: 'too-soon', message: 'A confirmation email went out less than a minute ago. Try again shortly.' };
  }
  if (
    !(await store.setRecordIfAbsent(notifyKeys.confirmationSentTo(addressHash(wanted)), now, { ttlSeconds: toAddress }))
  ) {
    return {
      kind: 'too-soon',
      message: 'A confirmation email was sent to that address a few minutes ago: look for it in that inbox.',
    };
  }
  const asked: PendingEmail = { email: wanted, issuedAt: now };
  await store.setRecord(notifyKeys.pendingEmail(userId), asked, { ttlSeconds: CONFIRM_LINK_HOURS * 3600 });
  const token = signToken(services.secret, PURPOSE, `${userId}\n${wanted}`, now);
  try {
    await services.mailer.send(confirmationEmail(wanted, confirmEmailUrl(services.baseUrl, token)));
  } catch (error) {
    services.log(`[notify] confirmation email for user ${userId} failed: ${String(error)}`);
    await store.deleteRecord(notifyKeys.pendingEmail(userId));
    await store.deleteRecord(notifyKeys.confirmationSentBy(userId));
    await store.deleteRecord(notifyKeys.confirmationSentTo(addressHash(wanted)));
    return { kind: 'cannot-send', message: 'The confirmation email could not be sent just now. Try again later.' };
  }
  return { kind: 'pending', email: wanted };
}

export type ConfirmationCheck =
  | { readonly ok: true; readonly userId: string; readonly email: string }
  | { readonly ok: false; readonly reason: string };

/** What the link says, checked against what is still pending (a newer request or a confirmation voids it). */
export async function checkConfirmation(
  store: GameStore,
  secret: string,
  token: string | null | undefined,
  now: number,
): Promise<ConfirmationCheck> {
  const read = readToken(secret, PURPOSE, token, now, CONFIRM_LINK_HOURS * 3600 * 1000);
  if (!read.ok) {
    const reason =
      read.problem === 'expired'
        ? `This confirmation link has expired (links work for ${CONFIRM_LINK_HOURS} hours). Ask for a new one in your settings.`
        : 'This confirmation link is not valid.';
    return { ok: false, reason };
  }
  const [userId = '', email = ''] = read.payload.split('\n');
  const pending = await store.getRecord<PendingEmail>(notifyKeys.pendingEmail(userId));
  if (pending?.email !== email || pending.issuedAt !== read.issuedAt) {
    return { ok: false, reason: 'This confirmation link was already used, or a newer one replaced it.' };
  }
  return { ok: true, userId, email };
}

export async function confirmEmail(
  store: GameStore,
  secret: string,
  token: string,
  now: number,
): Promise<ConfirmationCheck> {
  const check = await checkConfirmation(store, secret, token, now);
  if (!check.ok) return check;
  await store.deleteRecord(notifyKeys.pendingEmail(check.userId));
  await updateNotificationSettings(store, check.userId, { email: check.email });
  return check;
}

/** Says nothing a stranger chose (no game name, no player name): only what was asked and how to ignore it. */
function confirmationEmail(to: string, url: string) {
  const lead = 'Someone asked Mecatol to send turn emails for their games to this address.';
  const ignore = `If it was not you, ignore this email: nothing will be sent here. The link works for ${CONFIRM_LINK_HOURS} hours.`;
  return {
    to,
    subject: 'Confirm your address for Mecatol turn emails',
    text: `${lead}\n\nIf it was you, confirm here:\n${url}\n\n${ignore}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}">Confirm this address</a></p><p>${escapeHtml(ignore)}</p>`,
    headers: {},
  };
}
