// Web Push: the subscriptions each user registered (kept in the store) and sending to them with VAPID (web-push).
import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import type { GameStore } from '@/server/store/types';
import type { VapidConfig } from './config';
import { notifyKeys } from './keys';

/** What the browser's PushSubscription.toJSON() gives, validated. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export interface StoredPushSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly createdAt: number;
}

/** What the service worker (public/sw.js) receives and shows. */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** Path or URL opened when the notification is clicked. */
  readonly url: string;
  /** Notifications with the same tag replace each other on the device (one per game). */
  readonly tag: string;
}

export type PushOutcome =
  | { readonly status: 'sent' }
  /** The push service says the subscription no longer exists (404/410): forget it. */
  | { readonly status: 'gone'; readonly statusCode: number }
  | { readonly status: 'failed'; readonly error: string };

export interface PushSender {
  send(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushOutcome>;
}

export function subscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);
}

/** The Topic header lets a push service replace an undelivered older message about the same game. */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export interface PushSenderOptions {
  /** For tests: an agent that trusts a local self-signed push endpoint. */
  readonly agent?: Agent;
  readonly timeoutMs?: number;
  /** How long a push service keeps an undelivered message. */
  readonly ttlSeconds?: number;
}

export function createPushSender(vapid: VapidConfig, options: PushSenderOptions = {}): PushSender {
  return {
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { ...subscription.keys } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            contentEncoding: 'aes128gcm',
            TTL: options.ttlSeconds ?? 24 * 60 * 60,
            urgency: 'normal',
            topic: pushTopic(payload.tag),
            timeout: options.timeoutMs ?? 10_000,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return { status: 'sent' };
      } catch (error) {
        const statusCode = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (statusCode === 404 || statusCode === 410) return { status: 'gone', statusCode };
        const detail = statusCode ? `push service answered ${statusCode}` : String(error);
        return { status: 'failed', error: detail };
      }
    },
  };
}

/** More devices than this per user is abuse or clutter; the oldest subscription makes room. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export async function savePushSubscription(
  store: GameStore,
  userId: string,
  subscription: PushSubscriptionJson,
  now: number,
): Promise<string> {
  const id = subscriptionId(subscription.endpoint);
  const existing = (await listPushSubscriptions(store, userId)).filter((s) => s.id !== id);
  const surplus = existing.length - (MAX_PUSH_SUBSCRIPTIONS - 1);
  if (surplus > 0) {
    const oldest = existing.sort((a, b) => a.subscription.createdAt - b.subscription.createdAt).slice(0, surplus);
    for (const old of oldest) await removePushSubscriptionById(store, userId, old.id);
  }
  const stored: StoredPushSubscription = {
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    createdAt: now,
  };
  await store.setRecord(notifyKeys.pushSubscription(userId, id), stored);
  await store.addToSet(notifyKeys.pushSubscriptions(userId), id);
  return id;
}

export async function removePushSubscription(store: GameStore, userId: string, endpoint: string): Promise<void> {
  await removePushSubscriptionById(store, userId, subscriptionId(endpoint));
}

async function removePushSubscriptionById(store: GameStore, userId: string, id: string): Promise<void> {
  await store.removeFromSet(notifyKeys.pushSubscriptions(userId), id);
  await store.deleteRecord(notifyKeys.pushSubscription(userId, id));
}

export async function listPushSubscriptions(
  store: GameStore,
  userId: string,
): Promise<Array<{ id: string; subscription: StoredPushSubscription }>> {
  const ids = await store.setMembers(notifyKeys.pushSubscriptions(userId));
  const found = await Promise.all(
    ids.map(async (id) => ({
      id,
      subscription: await store.getRecord<StoredPushSubscription>(notifyKeys.pushSubscription(userId, id)),
    })),
  );
  return found.flatMap((f) => (f.subscription ? [{ id: f.id, subscription: f.subscription }] : []));
}

export interface PushReport {
  readonly sent: number;
  readonly removed: number;
  readonly failed: number;
}

/** Sends to every device of the user; subscriptions the push service calls gone are deleted on the spot. */
export async function sendPushToUser(
  store: GameStore,
  sender: PushSender,
  userId: string,
  payload: PushPayload,
  log: (message: string) => void = console.warn,
): Promise<PushReport> {
  const subscriptions = await listPushSubscriptions(store, userId);
  const outcomes = await Promise.all(
    subscriptions.map(async ({ id, subscription }) => {
      const outcome = await sender.send(subscription, payload);
      if (outcome.status === 'gone') await removePushSubscriptionById(store, userId, id);
      if (outcome.status === 'failed') log(`[notify] push to user ${userId} failed: ${outcome.error}`);
      return outcome.status;
    }),
  );
  return {
    sent: outcomes.filter((s) => s === 'sent').length,
    removed: outcomes.filter((s) => s === 'gone').length,
    failed: outcomes.filter((s) => s === 'failed').length,
  };
}
