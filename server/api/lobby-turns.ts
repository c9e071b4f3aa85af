// Turns taken in the lobby before a game starts (a draft pick, a system tile placed): the player on the clock is
// notified like a game decision (server/notify), and the turn that starts the game starts the game's own notices.
import type { GameDoc } from '@/server/lobby/doc';
import { DEFAULT_NOTIFY_DELAY_MINUTES } from '@/server/lobby/doc';
import { placementClock } from '@/server/lobby/placement';
import { notifyDecisionsChanged } from '@/server/notify/index';
import { afterDecisionsChanged } from './notify-hooks';
import type { InnerContext } from './trpc';

/** A turn taken in the lobby before the game (a draft pick, a tile placed): whom it waits on, and how to say so. */
export interface LobbyTurn {
  readonly clock: (doc: GameDoc) => number | null;
  /** The seat that took the last turn in this document, if any. */
  readonly lastSeat: (doc: GameDoc) => number | undefined;
  readonly label: string;
  /** The notice's headline for the next seat, naming who just took a turn. */
  readonly headline: (who: string) => string;
}

/**
 * Tells the notifications whom the lobby waits on now (the seat on the clock), and starts the game's own notices
 * once the turn that ended the lobby started the game.
 */
export async function notifyLobbyTurn(
  ctx: Pick<InnerContext, 'store' | 'notifyServices'>,
  gameId: string,
  before: GameDoc,
  after: GameDoc,
  now: number,
  turn: LobbyTurn,
): Promise<void> {
  const was = turn.clock(before);
  const is = turn.clock(after);
  const last = turn.lastSeat(after);
  const who = last === undefined ? null : (before.lobby.seats[last]?.name ?? 'A player');
  await notifyDecisionsChanged(
    {
      store: ctx.store,
      gameId,
      gameName: before.lobby.name,
      before: was === null ? [] : [was],
      after: is === null ? [] : [is],
      seatUsers: Object.fromEntries(before.lobby.seats.map((s, i) => [i, s.userId])),
      decisionLabel: turn.label,
      ...(who !== null && is !== null ? { headlines: { [is]: turn.headline(who) } } : {}),
      now,
      reminderHours: before.lobby.settings.reminderIntervalHours,
      delayMinutes: before.lobby.settings.notifyDelayMinutes ?? DEFAULT_NOTIFY_DELAY_MINUTES,
    },
    ctx.notifyServices,
  );
  if (after.engine)
    await afterDecisionsChanged({
      store: ctx.store,
      gameId,
      doc: after,
      before: [],
      now,
      services: ctx.notifyServices,
    });
}

/** The players' tile placement (setup 6): the seat whose placement it is. */
export const PLACEMENT_TURN: LobbyTurn = {
  clock: (doc) => placementClock(doc.lobby),
  lastSeat: (doc) => doc.lobby.placement?.state.placements.at(-1)?.seat,
  label: 'Your system tile to place',
  headline: (who) => `${who} placed a system tile: your turn to place one`,
};
