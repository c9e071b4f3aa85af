// LRR 50 leader sheet, 51 leaders: every player's leader sheet as everyone may see it — each leader's state (locked,
// ready, exhausted, purged), its text, and for a locked commander or hero its unlock condition and the progress toward
// it, counted from public facts only (engine/leaders/unlock.ts). The game page shows it for every player.
import type { GameState, LeaderStatus, Seat } from '../core/state';
import { LEADERS } from '../data/leaders';
import { isWorking } from '../content/ledger';
import { extraAgents, leaderSlots, leaderStatus, type LeaderRole } from '../kernel/leader-sheet';
import { unlockCounted, unlockProgress, type UnlockProgress } from '../leaders/unlock';

export interface LeaderCard {
  readonly role: LeaderRole;
  readonly leader: string;
  readonly name: string;
  readonly status: LeaderStatus;
  readonly text: string;
  /** The unlock condition in words (commanders and heroes). */
  readonly unlock: string | null;
  /** Progress toward the unlock while locked; null when unlocked or when the engine does not count it yet. */
  readonly progress: UnlockProgress | null;
  /** Whether the engine plays this leader's ability yet (the content ledger). */
  readonly working: boolean;
}

export interface LeaderSheet {
  readonly seat: Seat;
  readonly leaders: readonly LeaderCard[];
}

export function leaderSheets(state: GameState): LeaderSheet[] {
  return state.players.map((p) => {
    const slots = leaderSlots(state, p.seat);
    if (!slots) return { seat: p.seat, leaders: [] };
    const cards = (['agent', 'commander', 'hero'] as const).map((role) => ({ role, id: slots[role] }));
    // The Company (51.1a): the extra agents beside the sheet, after its own agent.
    cards.splice(1, 0, ...extraAgents(state, p.seat).map((id) => ({ role: 'agent' as const, id })));
    const leaders = cards.map(({ role, id }): LeaderCard => {
      const def = LEADERS[id];
      const status = leaderStatus(state, p.seat, id) ?? p.leaders[role];
      const counted = status === 'locked' && unlockCounted(id);
      return {
        role,
        leader: id,
        name: def.name,
        status,
        text: def.text,
        unlock: def.unlock?.text ?? null,
        progress: counted ? unlockProgress(state, p.seat, id) : null,
        working: isWorking('leaders', id),
      };
    });
    return { seat: p.seat, leaders };
  });
}
