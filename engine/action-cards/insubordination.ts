// Insubordination (LRR 2 action cards, 22 component actions): ACTION — return one token from another player's tactic
// pool to their reinforcements.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

/** Action: return one token from another player's tactic pool to their reinforcements. */
export const INSUBORDINATION: AbilityDef = {
  id: 'insubordination',
  name: 'Insubordination',
  source: { kind: 'action-card', card: 'insubordination' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    state.players
      .filter((p) => p.seat !== seat && !p.eliminated && p.pools.tactic > 0)
      .map((p) => ({ label: `${p.name}'s tactic pool`, targets: { player: p.seat } })),
  check: (state, seat, targets) => {
    const target = state.players[Number(targets.player)];
    if (!target || target.seat === seat || target.eliminated)
      return fail('ability/bad-target', '2.6a', 'Choose another player.');
    if (target.pools.tactic < 1)
      return fail('ability/bad-target', '2.6a', `${target.name} has no token in their tactic pool.`);
    return ok(undefined);
  },
  resolve: (ctx, _seat, targets) => {
    const target = ctx.state.players[Number(targets.player)];
    if (!target || target.pools.tactic < 1) return;
    target.pools.tactic -= 1;
    emit(ctx, { type: 'tokens-changed', seat: target.seat, ...target.pools });
  },
};

export const INSUBORDINATION_CARD = defineContent({ abilities: [INSUBORDINATION] });
