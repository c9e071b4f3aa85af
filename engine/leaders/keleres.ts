// The Council Keleres' commander, Suffi An (LRR 51.6 commanders, 22 component actions, 3 action phase): once its user
// has performed a component action, they may perform 1 more action that turn. Unlocked (51.6) by spending 1 trade
// good just after playing an action card whose ability is a component action. Both answer the "after a component
// action" window, opened once the action has resolved (engine/abilities/component-actions.ts).
//
// What we decided, and why:
// - The additional action is Master Plan's (engine/phases/action.ts extraActionFrames): an action-turn decision
//   marked `extra`, in which ending the turn declines it ("may"); passing is not an action.
// - It comes after the first action's own "after an action" window, and its own window follows it, so every
//   "after you perform an action" ability sees each action once.
// - The card sets no limit: each component action performed, the additional one included, may grant one more.
// - An Alliance holder (51.8) uses it after their own component actions: the subject's seat is the one who acted.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { leaderSlots } from '../kernel/leader-sheet';
import { spendableTradeGoods } from '../economy/trade-goods';
import { AFTER_ACTION, extraActionFrames } from '../phases/action';
import { unlockCommanderOnEvent } from './event-unlocks.effects';

export const SUFFI_AN = 'kelerescommander';
const UNLOCK_COST = 1;

/** The seat just performed this component action, on its own turn of the action phase. */
const ownComponentAction = (state: GameState, seat: Seat, subject: Subject): boolean =>
  subject.seat === seat && state.phase === 'action' && state.activeSeat === seat && !state.players[seat]?.passed;

/**
 * Slips one more action under the current action's "after an action" step: that window resolves first, then the
 * seat is asked for the additional action (which it may decline by ending the turn), then that action's own window.
 */
export function grantAdditionalAction(ctx: FlowCtx, seat: Seat): void {
  const stack = ctx.state.stack;
  const at = stack.findLastIndex((f) => f.frame === 'step' && f.step === AFTER_ACTION && f.args?.seat === seat);
  if (at < 0) return;
  stack.splice(at, 0, ...extraActionFrames(seat));
  emit(ctx, { type: 'note', text: `Suffi An: ${ctx.state.players[seat]!.name} may perform 1 more action this turn.` });
}

/** Suffi An — after you perform a component action: you may perform 1 more action. */
export const SUFFI_AN_ABILITY: AbilityDef = {
  id: SUFFI_AN,
  name: 'Suffi An',
  source: { kind: 'leader', leader: SUFFI_AN, role: 'commander' },
  window: 'after-component-action',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: ownComponentAction,
  targetOptions: (state, seat, subject) =>
    ownComponentAction(state, seat, subject) ? [{ label: 'perform 1 more action this turn', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    ownComponentAction(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Suffi An answers a component action you just performed on your turn.'),
  resolve: (ctx, seat) => grantAdditionalAction(ctx, seat),
};

/** The seat's own commander is Suffi An, still locked, and the action just performed was an action card's. */
const mayUnlock = (state: GameState, seat: Seat, subject: Subject): boolean =>
  subject.seat === seat &&
  typeof subject.card === 'string' &&
  leaderSlots(state, seat)?.commander === SUFFI_AN &&
  state.players[seat]?.leaders.commander === 'locked' &&
  // Trade goods are public: a seat that cannot pay is not asked.
  spendableTradeGoods(state, seat) >= UNLOCK_COST;

/** Suffi An's unlock (51.6): just after playing an action card with a component action, spend 1 trade good. */
export const SUFFI_AN_UNLOCK: AbilityDef = {
  id: 'kelerescommander_unlock',
  name: 'Unlock Suffi An',
  source: { kind: 'faction', faction: 'keleres' },
  window: 'after-component-action',
  costs: [{ kind: 'trade-goods', amount: UNLOCK_COST }],
  limit: { per: 'window', times: 1 },
  eligible: mayUnlock,
  targetOptions: (state, seat, subject) =>
    mayUnlock(state, seat, subject) ? [{ label: 'spend 1 trade good to unlock your commander', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    mayUnlock(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Suffi An unlocks just after you play an action card for a component action.'),
  resolve: (ctx, seat) => unlockCommanderOnEvent(ctx, seat, SUFFI_AN),
};

export const KELERES_LEADERS = defineContent({ abilities: [SUFFI_AN_UNLOCK, SUFFI_AN_ABILITY] });
