// Undo requests (issue 16, server/game/undo.ts): each player asked to approve is told at once, by email and push as
// their settings allow, like a decision waiting on them (deliver.ts). Not batched or delayed: a request lapses when
// the game moves on, so it is worth little an hour later. The notice says who asks and how many commands it undoes,
// never what they were (the game page shows each player the lines they may read).
import type { GameStore } from '@/server/store/types';
import { deliverNotice, type NoticeOutcome } from './deliver';
import { defaultNotifyServices, type NotifyServices } from './services';

/** Once-only marks of a request's notices are kept apart from the turn notices' (which count seats from 0). */
const UNDO_MARK_SEAT_OFFSET = 1000;

export interface UndoAsked {
  readonly store: GameStore;
  readonly gameId: string;
  readonly gameName: string;
  /** The user sitting at each seat asked. */
  readonly seatUsers: Readonly<Record<number, string>>;
  readonly approvers: readonly number[];
  /** "Bea asks to undo 3 commands: approve or refuse" */
  readonly label: string;
  /** When the request was made: names the notices' once-only marks. */
  readonly at: number;
  readonly now: number;
}

export async function notifyUndoApprovers(
  input: UndoAsked,
  services: NotifyServices = defaultNotifyServices(),
): Promise<{ seat: number; outcome: NoticeOutcome | 'no-user' }[]> {
  const report: { seat: number; outcome: NoticeOutcome | 'no-user' }[] = [];
  for (const seat of input.approvers) {
    const userId = input.seatUsers[seat];
    if (userId === undefined) {
      report.push({ seat, outcome: 'no-user' });
      continue;
    }
    const outcome = await deliverNotice(input.store, services, {
      gameId: input.gameId,
      gameName: input.gameName,
      seat: UNDO_MARK_SEAT_OFFSET + seat,
      wait: { userId, since: input.at, decisionLabel: input.label },
      interval: 0,
      reminderHours: 0,
      now: input.now,
    });
    report.push({ seat, outcome });
  }
  return report;
}
