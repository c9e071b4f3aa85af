// What a seat is asked, in a few words, and whom the game visibly waits on (LRR 1.19–1.20: who answers now) — cheap
// queries for notifications and lists of games, which must not compute every option of every waiting seat.
import type { DecisionKind } from './core/frames';
import type { GameState, Seat } from './core/state';
import { STRATEGY_CARDS } from './data/strategy-cards';
import { proposalReceivers } from './transactions/proposals';

/** The decision panel's headings (the options' groups) by decision kind. */
const HEADINGS = {
  'choose-secret-objective': 'Keep one secret objective',
  'choose-strategy-card': 'Choose a strategy card',
  'action-turn': 'Take an action',
  'strategic-secondary': 'Secondary ability',
  window: 'Respond',
  choice: 'Choose',
  bombardment: 'Bombardment',
  'commit-ground-forces': 'Invasion',
  production: 'Production',
  'assign-hits': 'Assign hits',
  'score-objectives': 'Score objectives',
  vote: 'Vote',
  'move-ships': 'Tactical action: move ships',
} as const satisfies Record<DecisionKind, string>;

export interface DecisionSummary {
  /** The kind of decision waiting on the seat, or 'transaction' for a proposal it may answer (94). */
  readonly kind: DecisionKind | 'transaction';
  /** The decision's id (what apply's `decision` names); null for a proposal, which is answered beside the stack. */
  readonly id: number | null;
  /** What the seat is asked, from public facts only (the same words whatever the seat holds). */
  readonly label: string;
}

/** What waits on `seat` now, or null when nothing does. Reads the stack's top; never lists options. */
export function decisionSummary(state: GameState, seat: Seat): DecisionSummary | null {
  if (state.phase === 'ended') return null;
  const top = state.stack[state.stack.length - 1];
  if (top?.frame === 'decision' && top.waitingOn.includes(seat)) {
    if (top.kind === 'strategic-secondary') {
      const name = STRATEGY_CARDS[top.card as keyof typeof STRATEGY_CARDS]?.name ?? top.card;
      return { kind: top.kind, id: top.id, label: `${HEADINGS[top.kind]}: ${name}` };
    }
    const label = top.kind === 'action-turn' && top.extra ? 'Fleet Logistics: a second action' : HEADINGS[top.kind];
    return { kind: top.kind, id: top.id, label };
  }
  if (proposalReceivers(state).includes(seat)) {
    return { kind: 'transaction', id: null, label: 'Answer a transaction proposal' };
  }
  return null;
}

/**
 * The seats everyone may see the game waiting on: those the decision on top waits on, except in a timing window,
 * where who has answered is private until the window resolves (so no one is named), and without transaction
 * proposals, which only their two players see.
 */
export function publicWaitingOn(state: GameState): Seat[] {
  if (state.phase === 'ended') return [];
  const top = state.stack[state.stack.length - 1];
  if (top?.frame !== 'decision' || top.kind === 'window') return [];
  return [...top.waitingOn];
}
