// The app's tRPC router: every area's procedures, and a caller factory for tests and server components.
import { gameRouter } from './routers/game';
import { lobbyRouter } from './routers/lobby';
import { notificationsRouter } from './routers/notifications';
import { presenceRouter } from './routers/presence';
import { talkRouter } from './routers/talk';
import { draftRouter } from './routers/draft';
import { placementRouter } from './routers/placement';
import { seatsRouter } from './routers/seats';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  lobby: lobbyRouter,
  game: gameRouter,
  notifications: notificationsRouter,
  presence: presenceRouter,
  talk: talkRouter,
  draft: draftRouter,
  placement: placementRouter,
  seats: seatsRouter,
});

export type AppRouter = typeof appRouter;

/** `createCaller(createInnerContext({ user, store }))` calls procedures directly, without HTTP. */
export const createCaller = createCallerFactory(appRouter);
