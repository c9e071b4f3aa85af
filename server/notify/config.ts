// Notification configuration read from the environment: SMTP or local outbox, VAPID keys, signing secret, URLs.
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * The environment variables notifications read. server/env.ts may merge this shape into the app's validated
 * env; it is kept here so the notify code and its tests need nothing from the web app.
 */
export const notifyEnvSchema = z.object({
  NODE_ENV: optionalString,
  /** SMTP URL, e.g. smtp://user:pass@smtp.example.com:587. Unset: emails go to the local outbox. */
  EMAIL_SERVER: optionalString,
  EMAIL_FROM: optionalString,
  /** Folder for outbox emails when no SMTP server is configured (default .data/outbox). */
  EMAIL_OUTBOX_DIR: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** mailto: or https: contact for push services. */
  VAPID_SUBJECT: optionalString,
  AUTH_SECRET: optionalString,
  NEXTAUTH_SECRET: optionalString,
  /** Public base URL of the site, used in links inside emails and pushes. */
  APP_URL: optionalString,
  NEXTAUTH_URL: optionalString,
  VERCEL_PROJECT_PRODUCTION_URL: optionalString,
  CRON_SECRET: optionalString,
  /** The development sign-in flag (server/env.ts): the only case where the public development secret is used. */
  MECATOL_DEV_SIGN_IN: optionalString,
});
export type NotifyEnv = z.infer<typeof notifyEnvSchema>;

export type EmailTransportConfig =
  | { readonly kind: 'smtp'; readonly url: string; readonly from: string }
  | { readonly kind: 'outbox'; readonly dir: string; readonly from: string }
  /** Production without an SMTP server: a local folder nobody reads (and Vercel cannot write) is no use. */
  | { readonly kind: 'off' };

export interface VapidConfig {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

export interface NotifyConfig {
  readonly email: EmailTransportConfig;
  /** null: Web Push is switched off (keys not configured). */
  readonly vapid: VapidConfig | null;
  /** Key for the HMAC that signs unsubscribe links. */
  readonly secret: string;
  /** Without a trailing slash. */
  readonly baseUrl: string;
  /** null: the cron route refuses every call. */
  readonly cronSecret: string | null;
  /** Why something is switched off, for a log line at start. */
  readonly warnings: readonly string[];
}

/** Public (it is in the source): only a MECATOL_DEV_SIGN_IN=1 development run may sign links with it. */
const DEV_SECRET = 'mecatol-development-only-secret';
const DEFAULT_FROM = 'Mecatol <no-reply@mecatol.localhost>';

export class NotifyConfigError extends Error {
  override name = 'NotifyConfigError';
}

export function notifyConfigFromEnv(rawEnv: Record<string, string | undefined> = process.env): NotifyConfig {
  const env = notifyEnvSchema.parse(rawEnv);
  const production = env.NODE_ENV === 'production';
  const warnings: string[] = [];

  const from = env.EMAIL_FROM ?? DEFAULT_FROM;
  let email: EmailTransportConfig;
  if (env.EMAIL_SERVER) email = { kind: 'smtp', url: env.EMAIL_SERVER, from };
  else if (production && !env.EMAIL_OUTBOX_DIR) {
    email = { kind: 'off' };
    warnings.push('Turn emails are off: set EMAIL_SERVER (and EMAIL_FROM) to send them.');
  } else {
    // The outbox is a directory chosen at run time: the bundler is told not to trace it (without the comment Next
    // traces the whole project into the server output).
    const dir = env.EMAIL_OUTBOX_DIR ?? path.join('.data', 'outbox');
    email = { kind: 'outbox', dir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), dir), from };
  }

  const vapidParts = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
  let vapid: VapidConfig | null = null;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) {
    if (!/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT)) {
      throw new NotifyConfigError('VAPID_SUBJECT must start with "mailto:" or "https://".');
    }
    vapid = { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  } else if (vapidParts.some(Boolean)) {
    warnings.push('Web Push is off: set all of VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT.');
  }

  const secret = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
  // Signed links switch emails off and confirm addresses: a key anyone can read would let anyone do both.
  if (!secret && (production || env.MECATOL_DEV_SIGN_IN !== '1')) {
    throw new NotifyConfigError(
      'AUTH_SECRET (or NEXTAUTH_SECRET) is required to sign the links in emails (only MECATOL_DEV_SIGN_IN=1 development runs go without).',
    );
  }

  const vercelUrl = env.VERCEL_PROJECT_PRODUCTION_URL ? `https://${env.VERCEL_PROJECT_PRODUCTION_URL}` : undefined;
  const baseUrl = (env.APP_URL ?? env.NEXTAUTH_URL ?? vercelUrl ?? 'http://localhost:3000').replace(/\/+$/, '');

  return { email, vapid, secret: secret ?? DEV_SECRET, baseUrl, cronSecret: env.CRON_SECRET ?? null, warnings };
}
