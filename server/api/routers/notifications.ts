// Notification settings and Web Push subscriptions of the signed-in user.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import {
  defaultNotifyServices,
  getNotificationSettings,
  notificationSettingsUpdateSchema,
  pushSubscriptionSchema,
  removePushSubscription,
  savePushSubscription,
  updateNotificationSettings,
} from '@/server/notify/index';
import { createTRPCRouter, protectedProcedure } from '../trpc';

export const notificationsRouter = createTRPCRouter({
  getSettings: protectedProcedure.query(async ({ ctx }) => {
    const services = ctx.notifyServices ?? defaultNotifyServices();
    return {
      ...(await getNotificationSettings(ctx.store, ctx.user.id)),
      /** Whether this server can send push at all (VAPID keys configured). */
      pushAvailable: services.push !== null,
    };
  }),

  updateSettings: protectedProcedure
    .input(notificationSettingsUpdateSchema)
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.store, ctx.user.id, input)),

  /** The key the browser passes to pushManager.subscribe as applicationServerKey; null when push is off. */
  pushPublicKey: protectedProcedure.query(({ ctx }) => ({
    publicKey: (ctx.notifyServices ?? defaultNotifyServices()).pushPublicKey ?? null,
  })),

  /** Registers this device (PushSubscription.toJSON()) and switches push on: subscribing is asking for it. */
  subscribePush: protectedProcedure.input(pushSubscriptionSchema).mutation(async ({ ctx, input }) => {
    const services = ctx.notifyServices ?? defaultNotifyServices();
    if (services.push === null) {
      throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Push notifications are not set up on this server' });
    }
    await savePushSubscription(ctx.store, ctx.user.id, input, ctx.now());
    await updateNotificationSettings(ctx.store, ctx.user.id, { pushEnabled: true });
    return { ok: true as const };
  }),

  unsubscribePush: protectedProcedure
    .input(z.object({ endpoint: z.string().min(1).max(2048) }))
    .mutation(async ({ ctx, input }) => {
      await removePushSubscription(ctx.store, ctx.user.id, input.endpoint);
      return { ok: true as const };
    }),
});
