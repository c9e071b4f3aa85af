import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { notifyConfigFromEnv, NotifyConfigError } from './config';
import { createMailer, sendReminderEmail, sendTurnEmail } from './email';
import { TEST_BASE_URL, TEST_SECRET } from './testing/fakes';
import { decodeHeader, parseMail, startSmtpServer, type TestSmtpServer } from './testing/smtp';
import { verifyUnsubscribeToken } from './token';

let smtp: TestSmtpServer | null = null;
let outboxDir: string | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
  if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  outboxDir = null;
});

const base = {
  baseUrl: TEST_BASE_URL,
  secret: TEST_SECRET,
  to: 'ada@example.com',
  userId: 'user-ada',
  gameId: 'g-42',
  gameName: 'Rex & <Mecatol>',
  decisionLabel: 'Choose a strategy card',
  now: Date.UTC(2026, 0, 5, 12),
};

function tokenOf(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}

/** A secret to sign links with: every configuration needs one outside a flagged development run. */
const SIGNED = { AUTH_SECRET: 's' } as const;

test('the turn email reaches a real SMTP server with the game link and a signed unsubscribe link', async () => {
  smtp = await startSmtpServer();
  const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'Mecatol <turns@mecatol.test>' });

  const delivery = await sendTurnEmail({ mailer, ...base });

  expect(delivery.via).toBe('smtp');
  expect(smtp.received).toHaveLength(1);
  const received = smtp.received[0]!;
  expect(received.to).toEqual(['ada@example.com']);
  expect(received.from).toBe('turns@mecatol.test');
  const mail = parseMail(received.raw);
  expect(decodeHeader(mail.headers.get('subject') ?? '')).toBe('Your move in Rex & <Mecatol>: Choose a strategy card');
  expect(mail.headers.get('to')).toBe('ada@example.com');

  // The button and the text both lead straight to the game.
  expect(mail.html).toContain('href="https://mecatol.test/game/g-42"');
  expect(mail.text).toContain('Open the game: https://mecatol.test/game/g-42');
  expect(mail.html).toContain('Rex &amp; &lt;Mecatol&gt;');
  expect(mail.html).not.toContain('<Mecatol>');

  // Visible unsubscribe link goes to the confirmation page; the header to the one-click endpoint.
  const pageLink = /href="(https:\/\/mecatol\.test\/unsubscribe\?token=[^"]+)"/.exec(mail.html)?.[1];
  expect(pageLink).toBeDefined();
  const issued = { ok: true, userId: 'user-ada', issuedAt: base.now };
  expect(verifyUnsubscribeToken(TEST_SECRET, tokenOf(pageLink!.replaceAll('&amp;', '&')), base.now)).toEqual(issued);
  const listUnsubscribe = mail.headers.get('list-unsubscribe') ?? '';
  const oneClick = /^<(https:\/\/mecatol\.test\/api\/unsubscribe\?token=[^>]+)>$/.exec(listUnsubscribe)?.[1];
  expect(oneClick).toBeDefined();
  expect(verifyUnsubscribeToken(TEST_SECRET, tokenOf(oneClick!), base.now)).toEqual(issued);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.text).toContain('Stop turn emails: https://mecatol.test/unsubscribe?token=');
});

test('the reminder email says how long the decision has waited', async () => {
  smtp = await startSmtpServer();
  const mailer = createMailer({ kind: 'smtp', url: smtp.url, from: 'turns@mecatol.test' });

  await sendReminderEmail({ mailer, ...base, gameName: 'Friday game', waitedHours: 49.5 });

  const mail = parseMail(smtp.received[0]!.raw);
  expect(decodeHeader(mail.headers.get('subject') ?? '')).toBe('Reminder: Friday game is waiting for you');
  expect(mail.text).toContain('Friday game has been waiting for your decision for 2 days.');
  expect(mail.text).toContain('Waiting on you: Choose a strategy card');
  // Every notification email, reminders too, offers one-click unsubscribe (RFC 8058).
  expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/mecatol\.test\/api\/unsubscribe\?token=u2\./);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
});

test('without an SMTP server the email is written to the outbox folder as .eml and .html', async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'mecatol-outbox-'));
  const logs: string[] = [];
  const mailer = createMailer({ kind: 'outbox', dir: outboxDir, from: 'turns@mecatol.test' }, (m) => logs.push(m));

  const delivery = await sendTurnEmail({ mailer, ...base });

  expect(delivery.via).toBe('outbox');
  const files = (await readdir(outboxDir)).sort();
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/ada_example_com\.eml$/);
  expect(files[1]).toMatch(/ada_example_com\.html$/);
  const eml = parseMail(await readFile(path.join(outboxDir, files[0]!), 'utf8'));
  expect(eml.headers.get('to')).toBe('ada@example.com');
  expect(eml.text).toContain('https://mecatol.test/game/g-42');
  expect(await readFile(path.join(outboxDir, files[1]!), 'utf8')).toContain('href="https://mecatol.test/game/g-42"');
  expect(delivery.via === 'outbox' && logs[0]?.includes(delivery.path)).toBe(true);
});

test('config: no EMAIL_SERVER means the outbox; an SMTP URL means SMTP', () => {
  const outbox = notifyConfigFromEnv({ EMAIL_OUTBOX_DIR: '/tmp/box', AUTH_SECRET: 's' });
  expect(outbox.email).toEqual({ kind: 'outbox', dir: '/tmp/box', from: 'Mecatol <no-reply@mecatol.localhost>' });
  const smtpConfig = notifyConfigFromEnv({ ...SIGNED, EMAIL_SERVER: 'smtp://u:p@mail.test:587', EMAIL_FROM: 'x@y.z' });
  expect(smtpConfig.email).toEqual({ kind: 'smtp', url: 'smtp://u:p@mail.test:587', from: 'x@y.z' });
  const production = notifyConfigFromEnv({ NODE_ENV: 'production', AUTH_SECRET: 's' });
  expect(production.email).toEqual({ kind: 'off' });
  expect(production.warnings).toEqual(['Turn emails are off: set EMAIL_SERVER (and EMAIL_FROM) to send them.']);
});

test('config: push is off unless all three VAPID values are set, with a warning for a partial set', () => {
  expect(notifyConfigFromEnv(SIGNED).vapid).toBeNull();
  expect(notifyConfigFromEnv(SIGNED).warnings).toEqual([]);
  const partial = notifyConfigFromEnv({ ...SIGNED, VAPID_PUBLIC_KEY: 'abc' });
  expect(partial.vapid).toBeNull();
  expect(partial.warnings[0]).toContain('VAPID_PRIVATE_KEY');
  const full = notifyConfigFromEnv({
    ...SIGNED,
    VAPID_PUBLIC_KEY: 'a',
    VAPID_PRIVATE_KEY: 'b',
    VAPID_SUBJECT: 'mailto:x@y.z',
  });
  expect(full.vapid).toEqual({ publicKey: 'a', privateKey: 'b', subject: 'mailto:x@y.z' });
  expect(() =>
    notifyConfigFromEnv({ ...SIGNED, VAPID_PUBLIC_KEY: 'a', VAPID_PRIVATE_KEY: 'b', VAPID_SUBJECT: 'x' }),
  ).toThrow(NotifyConfigError);
});

test('config: no secret to sign the links in emails is refused, except in a flagged development run', () => {
  expect(() => notifyConfigFromEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  expect(() => notifyConfigFromEnv({ NODE_ENV: 'test' })).toThrow(/AUTH_SECRET/);
  expect(() => notifyConfigFromEnv({ NODE_ENV: 'production', MECATOL_DEV_SIGN_IN: '1' })).toThrow(/AUTH_SECRET/);
  expect(notifyConfigFromEnv({ NODE_ENV: 'development', MECATOL_DEV_SIGN_IN: '1' }).secret.length).toBeGreaterThan(0);
  expect(notifyConfigFromEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: 'n' }).secret).toBe('n');
  expect(notifyConfigFromEnv({ ...SIGNED, APP_URL: 'https://play.example/' }).baseUrl).toBe('https://play.example');
});
