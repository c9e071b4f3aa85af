// options(state, seat): every choice the seat can make now, as complete commands. The UI's decision panel and the
// bots use nothing else. Each candidate is checked by applying it to a copy, so options never offer an illegal move.
import { anyTimeOptions } from '../abilities/any-time';
import type { Option } from '../kernel/options';
import type { Decision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { componentActionOptions } from '../abilities/component-actions';
import { actionTurnOptions, secondaryOptions } from '../phases/action';
import { secretObjectiveOptions } from '../setup/secret-objectives';
import { strategyCardOptions } from '../phases/strategy';
import { windowOptions } from '../abilities/window-flow';
import { anyTimeScoringOptions, statusScoringOptions } from '../objectives/status-scoring';
import { voteOptions } from '../agenda/voting';
import { movementOptions } from '../tactical/movement-options';
import { assignHitsOptions } from '../combat/hits';
import { bombardmentOptions } from '../invasion/bombardment';
import { commitOptions } from '../invasion/commit';
import { productionOptions } from '../production/options';
import { transactionOptions } from '../transactions/options';
import { choiceOptions } from './choices';
import { apply } from './apply';
import { withQueryMemo } from '../kernel/query-memo';

export type { Option };

function candidates(state: GameState, decision: Decision, seat: Seat): Option[] {
  switch (decision.kind) {
    case 'choose-secret-objective':
      return secretObjectiveOptions(decision, seat);
    case 'choose-strategy-card':
      return strategyCardOptions(state);
    case 'action-turn':
      return actionTurnOptions(state, seat, decision, componentActionOptions(state, seat));
    case 'strategic-secondary':
      return secondaryOptions(state, decision, seat);
    case 'window':
      return windowOptions(state, decision, seat);
    case 'choice':
      return choiceOptions(state, decision, seat);
    case 'bombardment':
      return bombardmentOptions(state, decision, seat);
    case 'commit-ground-forces':
      return commitOptions(state, decision, seat);
    case 'production':
      return productionOptions(state, decision, seat);
    case 'assign-hits':
      return assignHitsOptions(state, decision, seat);
    case 'score-objectives':
      return statusScoringOptions(state, seat);
    case 'vote':
      return voteOptions(state, seat);
    case 'move-ships':
      return movementOptions(state, decision, seat);
  }
}

/** The decision on top of the stack that waits on this seat, if any. */
export function decisionFor(state: GameState, seat: Seat): Decision | undefined {
  const top = state.stack[state.stack.length - 1];
  return top?.frame === 'decision' && top.waitingOn.includes(seat) ? top : undefined;
}

export function options(state: GameState, seat: Seat): Option[] {
  // The stored state does not change while its options are listed: board queries are remembered meanwhile.
  return withQueryMemo(() => listOptions(state, seat));
}

function listOptions(state: GameState, seat: Seat): Option[] {
  if (state.phase === 'ended') return [];
  const decision = decisionFor(state, seat);
  // 94, 28: transaction proposals and answers sit beside the decision, or alone when nothing else waits on the seat;
  // so do "at any time" abilities (1.13).
  const beside = [...transactionOptions(state, seat, decision), ...anyTimeOptions(state, seat)];
  if (!decision) return beside.map(({ checked: _checked, ...o }) => o);
  // 61.5b–c: while a phase's objectives can be scored at any time, the seat is offered them beside its decision.
  const scoring = decision.kind === 'score-objectives' ? [] : anyTimeScoringOptions(state, seat);
  return [...candidates(state, decision, seat), ...scoring, ...beside]
    .filter((o) => o.checked || apply(state, seat, o.command, { at: 0 }).ok)
    .map(({ checked: _checked, ...o }) => o);
}
