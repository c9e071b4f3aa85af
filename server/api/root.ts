// The app's tRPC router: every area's procedures, and a caller factory for tests and server components.
import { gameRouter } from './routers/game';
import { lobbyRouter } from './routers/lobby';
import { notificationsRouter } from './routers/notifications';
import { presenceRouter } from './routers/presence';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  lobby: lobbyRouter,
  game: gameRouter,
  notifications: notificationsRouter,
  presence: presenceRouter,
});

export type AppRouter = typeof appRouter;

/** `createCaller(createInnerContext({ user, store }))` calls procedures directly, without HTTP. */
export const createCaller = createCallerFactory(appRouter);
