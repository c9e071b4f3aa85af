// Reverse Engineer (LRR 2 action cards, 2.4 hand limit): after another player discards an action card that has a
// component action, take that card from the discard pile into your hand. A card played is not discarded in this
// sense (engine/phases/discards.ts opens the window only for discards from a hand).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { actionCardOf, type AbilityDef, type Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { pushStep } from '../kernel/steps';

const discardedSchema = z.object({ seat: z.number().int().min(0), cards: z.array(z.string()) });

/** The discarded cards (by card id) the seat may take: another player's, still on the discard pile. */
function takeable(state: GameState, seat: Seat, subject: Subject): string[] {
  const s = discardedSchema.safeParse(subject);
  if (!s.success || s.data.seat === seat) return [];
  return s.data.cards.filter((c) => state.decks.action.discard.some((d) => actionCardOf(d) === c));
}

export const REVERSE_ENGINEER: AbilityDef = {
  id: 'reverse-engineer',
  name: 'Reverse Engineer',
  source: { kind: 'action-card', card: 'reverse-engineer' },
  window: 'after-action-card-discarded',
  costs: [],
  eligible: (state, seat, subject) => takeable(state, seat, subject).length > 0,
  targetOptions: (state, seat, subject) =>
    takeable(state, seat, subject).map((card) => ({ label: `take ${card}`, targets: { card } })),
  check: (state, seat, targets, subject) =>
    typeof targets.card === 'string' && takeable(state, seat, subject).includes(targets.card)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Choose a card with a component action another player just discarded.'),
  resolve: (ctx, seat, targets, subject) => {
    const card = targets.card;
    // 1.9: another Reverse Engineer may have taken it first.
    if (typeof card !== 'string' || !takeable(ctx.state, seat, subject).includes(card)) return;
    // The copy discarded last: the one just discarded (copies of a card are alike).
    const discard = ctx.state.decks.action.discard;
    const copy = discard.findLast((d) => actionCardOf(d) === card)!;
    discard.splice(discard.lastIndexOf(copy), 1);
    ctx.state.players[seat]!.actionCards.push(copy);
    emit(ctx, { type: 'note', text: `Reverse Engineer: ${card} is taken from the discard pile.` });
    pushStep(ctx.state, 'hand-limit/discard', { seat }); // 2.4: never more than the limit
  },
};

export const REVERSE_ENGINEER_CARD = defineContent({ abilities: [REVERSE_ENGINEER] });
