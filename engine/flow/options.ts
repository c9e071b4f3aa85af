// options(state, seat): every choice the seat can make now, as complete commands. The UI's decision panel and the
// bots use nothing else. Each candidate is checked by applying it to a copy, so options never offer an illegal move.
import type { Command } from '../core/commands';
import type { Decision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { actionTurnOptions, secondaryOptions } from '../phases/action';
import { secretObjectiveOptions } from '../setup/secret-objectives';
import { strategyCardOptions } from '../phases/strategy';
import { windowOptions } from '../abilities/window-flow';
import { choiceOptions } from './choices';
import { apply } from './apply';

export interface Option {
  readonly command: Command;
  /** Short, player-facing words for the button. */
  readonly label: string;
  /** Buttons are grouped under this heading in the decision panel. */
  readonly group: string;
  /**
   * Set by generators that built the option from the same check `apply` runs, so options() need not apply it
   * to a copy again (the bot tests still apply every option they pick, so a wrong flag shows up there).
   */
  readonly checked?: true;
}

function candidates(state: GameState, decision: Decision, seat: Seat): Option[] {
  switch (decision.kind) {
    case 'choose-secret-objective':
      return secretObjectiveOptions(decision, seat);
    case 'choose-strategy-card':
      return strategyCardOptions(state);
    case 'action-turn':
      return actionTurnOptions(state, seat);
    case 'strategic-secondary':
      return secondaryOptions(state, decision, seat);
    case 'window':
      return windowOptions(state, decision, seat);
    case 'choice':
      return choiceOptions(state, decision, seat);
  }
}

/** The decision on top of the stack that waits on this seat, if any. */
export function decisionFor(state: GameState, seat: Seat): Decision | undefined {
  const top = state.stack[state.stack.length - 1];
  return top?.frame === 'decision' && top.waitingOn.includes(seat) ? top : undefined;
}

export function options(state: GameState, seat: Seat): Option[] {
  const decision = decisionFor(state, seat);
  if (!decision || state.phase === 'ended') return [];
  return candidates(state, decision, seat)
    .filter((o) => o.checked || apply(state, seat, o.command, { at: 0 }).ok)
    .map(({ checked: _checked, ...o }) => o);
}
