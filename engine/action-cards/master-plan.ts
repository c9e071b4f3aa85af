// Master Plan (LRR 2 action cards, 3.1 one action a turn, 1.14 "after"): after you perform an action, you may take
// one more action this turn. The extra action sits right under the window it was played in, so other players'
// "after an action" abilities on the first action resolve before it.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { extraActionFrames } from '../phases/action';

export const MASTER_PLAN: AbilityDef = {
  id: 'master-plan',
  name: 'Master Plan',
  source: { kind: 'action-card', card: 'master-plan' },
  window: 'after-action',
  costs: [],
  // "After you perform an action": the window's subject is the player who acted.
  eligible: (_state, seat, subject) => subject.seat === seat,
  targetOptions: () => [{ label: 'take one more action this turn', targets: {} }],
  check: (state, seat) =>
    state.phase === 'action' && state.activeSeat === seat && !state.players[seat]?.passed
      ? ok(undefined)
      : fail('ability/wrong-window', '1.22', 'Master Plan is played after you perform an action on your turn.'),
  resolve: (ctx, seat, _targets, subject) => {
    const stack = ctx.state.stack;
    const at = stack.findIndex((f) => f.frame === 'decision' && f.kind === 'window' && f.instance === subject.instance);
    // Below the window: first the extra action (a decision that may end the turn instead), then its own "after".
    const frames = extraActionFrames(seat);
    if (at < 0) stack.push(...frames);
    else stack.splice(at, 0, ...frames);
    emit(ctx, {
      type: 'note',
      text: `${ctx.state.players[seat]?.name ?? 'A player'} takes one more action this turn.`,
    });
  },
};

export const MASTER_PLAN_CARD = defineContent({ abilities: [MASTER_PLAN] });
