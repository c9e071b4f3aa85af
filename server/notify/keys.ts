// Store keys and lifetimes for everything notifications keep (settings, push subscriptions, waits, marks).
// Kept in one place so the layout of the records is visible at a glance and never spelled twice.

export const notifyKeys = {
  /** NotificationSettings of one user. */
  settings: (userId: string) => `notify:settings:${userId}`,
  /** Set of subscription ids (hash of the endpoint) a user has registered. */
  pushSubscriptions: (userId: string) => `notify:push-subs:${userId}`,
  /** One stored PushSubscription. */
  pushSubscription: (userId: string, subscriptionId: string) => `notify:push-sub:${userId}:${subscriptionId}`,
  /** Name and reminder interval of a game, as notifications need them. */
  game: (gameId: string) => `notify:game:${gameId}`,
  /** Set of game ids with at least one seat waited on. */
  waitingGames: () => 'notify:waiting-games',
  /** Set of seats (as strings) a game currently waits on. */
  waitingSeats: (gameId: string) => `notify:waiting-seats:${gameId}`,
  /** Set of `${seat}:${gameId}` a user is waited on in (their turn notices are batched across these). */
  userWaits: (userId: string) => `notify:user-waits:${userId}`,
  /** Set of user ids that may have a turn notice not sent yet (the quiet delay's queue; batch.ts). */
  pendingUsers: () => 'notify:pending-users',
  /** When a user's page of a game last said it is open (presence heartbeat; presence.ts). */
  presence: (gameId: string, userId: string) => `notify:presence:${gameId}:${userId}`,
  /** The Wait record of one seat: who, since when, for what. */
  wait: (gameId: string, seat: number) => `notify:wait:${gameId}:${seat}`,
  /**
   * Once-only mark for one notification of one wait: interval 0 is the "your turn" notice,
   * interval n ≥ 1 the n-th reminder. The wait start makes a later wait on the same seat a fresh series.
   */
  sent: (gameId: string, seat: number, since: number, interval: number) =>
    `notify:sent:${gameId}:${seat}:${since}:${interval}`,
  /** Unsubscribe tokens of this user issued at or before this time (ms) no longer work: one was used. */
  unsubscribeRetiredUpTo: (userId: string) => `notify:unsubscribe-retired:${userId}`,
  /** The address a user asked turn emails to go to, until its owner confirms it: { email, issuedAt }. */
  pendingEmail: (userId: string) => `notify:pending-email:${userId}`,
  /** Once-only marks that space confirmation emails out: per user, and per address whoever asks. */
  confirmationSentBy: (userId: string) => `notify:confirm-sent-by:${userId}`,
  confirmationSentTo: (addressHash: string) => `notify:confirm-sent-to:${addressHash}`,
} as const;

/** Marks only need to outlive the wait they belong to; 60 days covers any sane game pause. */
export const SENT_MARK_TTL_SECONDS = 60 * 24 * 60 * 60;
