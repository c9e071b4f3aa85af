// Sending turn and reminder emails through SMTP (nodemailer) or, without a server, into a local outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { EmailTransportConfig } from './config';
import { gameUrl, settingsUrl, unsubscribeApiUrl, unsubscribePageUrl } from './links';
import { renderBatchEmail, renderTurnEmail, type BatchItem, type EmailKind, type RenderedEmail } from './templates';
import { createUnsubscribeToken } from './token';

export interface OutgoingEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

export type EmailDelivery =
  { readonly via: 'smtp'; readonly messageId: string } | { readonly via: 'outbox'; readonly path: string };

export interface Mailer {
  send(email: OutgoingEmail): Promise<EmailDelivery>;
}

type Log = (message: string) => void;

export function createMailer(config: Exclude<EmailTransportConfig, { kind: 'off' }>, log: Log = console.info): Mailer {
  return config.kind === 'smtp' ? smtpMailer(config.url, config.from) : outboxMailer(config.dir, config.from, log);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      return { via: 'smtp', messageId: info.messageId };
    },
  };
}

/** Builds the real MIME message (as SMTP would send it) and saves it as .eml, plus the HTML part for a browser. */
function outboxMailer(dir: string, from: string, log: Log): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const slug = email.to.replace(/[^a-z0-9]+/gi, '_').slice(0, 40);
      const base = path.join(dir, `${stamp}-${(sequence++).toString().padStart(3, '0')}-${slug}`);
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(`${base}.html`, email.html);
      log(`[notify] email to ${email.to} written to ${base}.eml (open ${base}.html in a browser)`);
      return { via: 'outbox', path: `${base}.eml` };
    },
  };
}

export interface TurnEmailInput {
  readonly mailer: Mailer;
  readonly baseUrl: string;
  /** Signs the unsubscribe links. */
  readonly secret: string;
  readonly to: string;
  readonly userId: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly decisionLabel: string;
  /** When the email is made: its unsubscribe token is issued now (each email gets a fresh one). */
  readonly now: number;
}

function withUnsubscribe(
  input: Pick<TurnEmailInput, 'to' | 'baseUrl' | 'secret' | 'userId' | 'now'>,
  render: (unsubscribeUrl: string) => RenderedEmail,
): OutgoingEmail {
  const token = createUnsubscribeToken(input.secret, input.userId, input.now);
  return {
    to: input.to,
    ...render(unsubscribePageUrl(input.baseUrl, token)),
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(input.baseUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface BatchEmailInput extends Omit<TurnEmailInput, 'gameId' | 'gameName' | 'decisionLabel'> {
  readonly items: readonly BatchItem[];
}

/** The turn notice: one email for every decision waiting on the player (batch.ts). */
export function sendBatchEmail(input: BatchEmailInput): Promise<EmailDelivery> {
  return input.mailer.send(
    withUnsubscribe(input, (unsubscribeUrl) =>
      renderBatchEmail({ items: input.items, unsubscribeUrl, settingsUrl: settingsUrl(input.baseUrl) }),
    ),
  );
}

function composeEmail(input: TurnEmailInput, kind: EmailKind, waitedHours?: number): OutgoingEmail {
  return withUnsubscribe(input, (unsubscribeUrl) =>
    renderTurnEmail({
      kind,
      gameName: input.gameName,
      decisionLabel: input.decisionLabel,
      gameUrl: gameUrl(input.baseUrl, input.gameId),
      unsubscribeUrl,
      settingsUrl: settingsUrl(input.baseUrl),
      ...(waitedHours === undefined ? {} : { waitedHours }),
    }),
  );
}

export function sendTurnEmail(input: TurnEmailInput): Promise<EmailDelivery> {
  return input.mailer.send(composeEmail(input, 'turn'));
}

export function sendReminderEmail(input: TurnEmailInput & { readonly waitedHours: number }): Promise<EmailDelivery> {
  return input.mailer.send(composeEmail(input, 'reminder', input.waitedHours));
}
