// The Mahact commander, Il Na Viroset, in the rules (LRR 5.2, 89): its user may activate a system holding their own
// command token; right after such an activation (before the "after activation" window's abilities), the step in
// engine/leaders/mahact.ts returns both tokens and ends the turn.
import { AFTER_SYSTEM_ACTIVATED, MAY_ACTIVATE_OWN_TOKEN_SYSTEM } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const IL_NA_VIROSET = 'mahactcommander';
/** The step (engine/leaders/mahact.ts) that returns both tokens and ends the turn. */
export const VIROSET_STEP = 'leaders/mahact-commander';

export const MAHACT_LEADER_EFFECTS = defineProvider('leaders:mahact', [
  MAY_ACTIVATE_OWN_TOKEN_SYSTEM.answer(({ state, seat }) => commanderActive(state, seat, IL_NA_VIROSET)),
  AFTER_SYSTEM_ACTIVATED.answer(({ state, seat, system }) =>
    (state.board.systems[system]?.commandTokens.filter((s) => s === seat).length ?? 0) >= 2
      ? [{ step: VIROSET_STEP, args: { seat, system } }]
      : [],
  ),
]);
