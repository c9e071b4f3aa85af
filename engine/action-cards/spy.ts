// Spy (LRR 2 action cards, 22 component actions, 2.3 hand of action cards): take a random card from another's hand.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { otherPlayer } from './card-kit';

/**
 * Action: another player who holds action cards gives you one at random. Which card moved stays hidden: the hands
 * are private state, and the events say only that a card changed hands (no card name).
 */
export const SPY: AbilityDef = {
  id: 'spy',
  name: 'Spy',
  source: { kind: 'action-card', card: 'spy' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    state.players
      .filter((p) => p.seat !== seat && !p.eliminated && p.actionCards.length > 0)
      .map((p) => ({ label: `a random card from ${p.name}`, targets: { player: p.seat } })),
  check: (state, seat, targets) => {
    const target = otherPlayer(state, seat, targets.player);
    if (!target.ok) return target;
    return state.players[target.value]!.actionCards.length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'That player holds no action card.');
  },
  resolve: (ctx, seat, targets) => {
    const from = ctx.state.players[Number(targets.player)];
    if (!from || from.actionCards.length === 0) return;
    const [card] = from.actionCards.splice(ctx.rng.int(from.actionCards.length), 1);
    ctx.state.players[seat]!.actionCards.push(card!);
  },
};

export const SPY_CARD = defineContent({ abilities: [SPY] });
