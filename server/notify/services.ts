// The outside world notifications talk to (mail transport, push sender, URLs, signing key), built once from env.
import type { Mailer } from './email';
import { createMailer } from './email';
import { notifyConfigFromEnv, type NotifyConfig } from './config';
import { createPushSender, type PushSender } from './push';

export interface NotifyServices {
  /** null: email is switched off altogether. */
  readonly mailer: Mailer | null;
  /** null: Web Push is switched off (no VAPID keys). */
  readonly push: PushSender | null;
  /** The VAPID public key browsers subscribe with; null when push is off. */
  readonly pushPublicKey?: string | null;
  readonly baseUrl: string;
  readonly secret: string;
  /** Fallback address when the user's settings hold none (for example the sign-in address). */
  readonly lookupEmail?: (userId: string) => Promise<string | null>;
  readonly log: (message: string) => void;
}

export function servicesFromConfig(
  config: NotifyConfig,
  log: (message: string) => void = console.info,
): NotifyServices {
  return {
    mailer: config.email.kind === 'off' ? null : createMailer(config.email, log),
    push: config.vapid ? createPushSender(config.vapid) : null,
    pushPublicKey: config.vapid?.publicKey ?? null,
    baseUrl: config.baseUrl,
    secret: config.secret,
    log,
  };
}

let cachedConfig: NotifyConfig | null = null;
let cachedServices: NotifyServices | null = null;

export function notifyConfig(): NotifyConfig {
  if (!cachedConfig) {
    cachedConfig = notifyConfigFromEnv();
    for (const warning of cachedConfig.warnings) console.warn(`[notify] ${warning}`);
    if (cachedConfig.email.kind === 'outbox') {
      console.info(`[notify] no EMAIL_SERVER set: emails are written to ${cachedConfig.email.dir}`);
    }
  }
  return cachedConfig;
}

/** The process-wide services, from the environment. */
export function defaultNotifyServices(): NotifyServices {
  cachedServices ??= servicesFromConfig(notifyConfig());
  return cachedServices;
}
