// The one place the API tells the notifications module that a game's decisions changed (after a start or an
// applied command) and asks it to check reminders lazily when a game is read (crons may run only daily).
import type { GameState } from '@/engine/index';
import { decisionSummary, STRATEGY_CARDS, waitingOn, windowPrompt } from '@/engine/index';
import { DEFAULT_NOTIFY_DELAY_MINUTES, type GameDoc } from '@/server/lobby/doc';
import { checkRemindersForGame, notifyDecisionsChanged } from '@/server/notify/index';
import type { NotifyServices } from '@/server/notify/index';
import type { GameStore } from '@/server/store/types';
import { defaultNotifyServices } from '@/server/notify/services';
import { gameUrl } from '@/server/notify/links';
import { announceTurn } from '@/server/talk/discord';

/**
 * What each waiting seat is asked, in the engine's own words (decisionSummary: read from the decision itself, without
 * listing anyone's options). No table per decision kind here, so new kinds of decision need nothing in the server.
 */
export function decisionLabels(state: GameState, seats: readonly number[]): Record<number, string> {
  const labels: Record<number, string> = {};
  for (const seat of seats) labels[seat] = decisionSummary(state, seat)?.label ?? 'A decision';
  return labels;
}

/** The engine's id of the decision waiting on each seat (null for a proposal): the notice links to it. */
export function decisionIds(state: GameState, seats: readonly number[]): Record<number, number | null> {
  const ids: Record<number, number | null> = {};
  for (const seat of seats) ids[seat] = decisionSummary(state, seat)?.id ?? null;
  return ids;
}

/**
 * A sentence naming what happened, for the decisions that answer someone else's move — from public facts only
 * ("Bea played Leadership: follow?", "Bea activated Quann (25): play a card or pass?"). Never the seat's options.
 */
export function decisionHeadlines(state: GameState, seats: readonly number[]): Record<number, string> {
  const headlines: Record<number, string> = {};
  const top = state.phase === 'ended' ? undefined : state.stack[state.stack.length - 1];
  if (top?.frame !== 'decision') return headlines;
  for (const seat of seats) {
    if (!top.waitingOn.includes(seat)) continue;
    if (top.kind === 'strategic-secondary') {
      const who = state.config.seats[top.activeSeat]?.name ?? 'A player';
      const card = (STRATEGY_CARDS as Readonly<Record<string, { readonly name: string } | undefined>>)[top.card];
      headlines[seat] = `${who} played ${card?.name ?? top.card}: follow?`;
    } else if (top.kind === 'window') {
      const happened = windowPrompt(state, seat)?.happened.replace(/\.$/, '');
      if (happened) headlines[seat] = `${happened}: play a card or pass?`;
    }
  }
  return headlines;
}

export function seatsWaitedOn(state: GameState | null): number[] {
  return state && state.phase !== 'ended' ? waitingOn(state) : [];
}

export interface DecisionsChange {
  readonly store: GameStore;
  readonly gameId: string;
  readonly doc: GameDoc;
  readonly before: readonly number[];
  readonly actorSeat?: number;
  readonly now: number;
  readonly services?: NotifyServices | undefined;
}

export async function afterDecisionsChanged(change: DecisionsChange): Promise<void> {
  const { doc } = change;
  if (!doc.engine) return;
  const after = seatsWaitedOn(doc.engine);
  await notifyDecisionsChanged(
    {
      store: change.store,
      gameId: change.gameId,
      gameName: doc.lobby.name,
      before: change.before,
      after,
      seatUsers: Object.fromEntries(doc.lobby.seats.map((s, i) => [i, s.userId])),
      decisionLabel: decisionLabels(doc.engine, after),
      headlines: decisionHeadlines(doc.engine, after),
      decisionIds: decisionIds(doc.engine, after),
      now: change.now,
      reminderHours: doc.lobby.settings.reminderIntervalHours,
      delayMinutes: doc.lobby.settings.notifyDelayMinutes ?? DEFAULT_NOTIFY_DELAY_MINUTES,
      ...(change.actorSeat === undefined ? {} : { actorSeat: change.actorSeat }),
    },
    change.services,
  );
  // The game's Discord channel, when the host set a webhook (server/talk/discord.ts; failures are logged, never thrown).
  let services: NotifyServices;
  try {
    services = change.services ?? defaultNotifyServices();
  } catch {
    return;
  }
  await announceTurn(
    change.store,
    change.gameId,
    doc.engine,
    {
      gameName: doc.lobby.name,
      gameUrl: gameUrl(services.baseUrl, change.gameId),
      seatUsers: doc.lobby.seats.map((s) => s.userId),
      seatNames: doc.lobby.seats.map((s) => s.name),
    },
    { log: services.log },
  );
}

export async function afterGameRead(
  store: GameStore,
  gameId: string,
  now: number,
  services?: NotifyServices,
): Promise<void> {
  await checkRemindersForGame(store, gameId, now, services ? { services } : {});
}
