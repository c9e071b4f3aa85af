// What a seat may see of the agenda phase: Covert Legislation's hidden agenda is the speaker's alone until it is
// resolved (the other players vote on its outcomes without knowing its effects); an Insider Information look is the
// looker's alone.
import type { GameState, Seat } from '../core/state';
import { copyJson } from '../kernel/draft';
import type { AgendaPhaseState } from '../core/agenda-state';

export function agendaView(state: GameState, viewer: Seat | null): AgendaPhaseState | undefined {
  const a = state.agenda;
  if (!a) return undefined;
  const copy = copyJson(a);
  const hidden = copy.current?.hidden ?? null;
  if (copy.current && hidden !== null && viewer !== state.speaker) {
    copy.current.hidden = null;
    copy.current.held = copy.current.held.filter((c) => c !== hidden);
  }
  // Insider Information: a look at the top of the agenda deck is the looker's alone.
  if (copy.current?.peeks) copy.current.peeks = copy.current.peeks.filter((p) => p.seat === viewer);
  return copy;
}
