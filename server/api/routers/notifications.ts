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
import { clearEmail, confirmEmail, pendingEmailOf, requestEmailChange } from '@/server/notify/email-confirmation';
import { createTRPCRouter, protectedProcedure, publicProcedure } from '../trpc';

export const notificationsRouter = createTRPCRouter({
  getSettings: protectedProcedure.query(async ({ ctx }) => {
    const services = ctx.notifyServices ?? defaultNotifyServices();
    return {
      ...(await getNotificationSettings(ctx.store, ctx.user.id)),
      /** An address waiting for its owner to open the confirmation link (turn emails do not go there yet). */
      pendingEmail: await pendingEmailOf(ctx.store, ctx.user.id),
      /** Whether this server can send push at all (VAPID keys configured). */
      pushAvailable: services.push !== null,
    };
  }),

  /** A new address is not used until its owner confirms it: this sends the confirmation email instead. */
  updateSettings: protectedProcedure.input(notificationSettingsUpdateSchema).mutation(async ({ ctx, input }) => {
    const { email, ...rest } = input;
    let pendingEmail: string | null = null;
    if (email === null) await clearEmail(ctx.store, ctx.user.id);
    else if (email !== undefined) {
      const services = ctx.notifyServices ?? defaultNotifyServices();
      const change = await requestEmailChange(ctx.store, services, ctx.user.id, email, ctx.now());
      if (change.kind === 'too-soon') throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: change.message });
      if (change.kind === 'cannot-send') throw new TRPCError({ code: 'PRECONDITION_FAILED', message: change.message });
      if (change.kind === 'pending') pendingEmail = change.email;
    }
    const settings = await updateNotificationSettings(ctx.store, ctx.user.id, rest);
    return { ...settings, pendingEmail: pendingEmail ?? (await pendingEmailOf(ctx.store, ctx.user.id)) };
  }),

  /** The confirmation link's button: the token is the authority (the owner of the address may not be signed in). */
  confirmEmail: publicProcedure
    .input(z.object({ token: z.string().min(1).max(2048) }))
    .mutation(async ({ ctx, input }) => {
      const services = ctx.notifyServices ?? defaultNotifyServices();
      const result = await confirmEmail(ctx.store, services.secret, input.token, ctx.now());
      if (!result.ok) throw new TRPCError({ code: 'BAD_REQUEST', message: result.reason });
      return { email: result.email };
    }),

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
