// The Yssaril Tribes — LRR 2 action cards: Scheming (their faction ability: whenever they draw action cards they draw
// 1 more, then discard 1 action card of their choice from their hand) and Crafty (no hand limit, which no effect can
// take away: engine/phases/hand-limit.ts asks NO_ACTION_CARD_HAND_LIMIT before the limit itself).
//
// What we decided, and why:
// - The discard comes right after the draw that caused it, before any hand-limit check (Crafty makes that moot).
// - The choice names the cards of the Yssaril's own hand and waits only on them; that Scheming is under way is public
//   (every draw of theirs triggers it), so asking shows the other players nothing.
// - The timeout discards the card drawn last.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import { parseActionCardCopy, actionCard } from '../data/action-cards';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { afterActionCardsDiscarded } from '../phases/discards';

const schemingArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'yssaril/scheming': z.infer<typeof schemingArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'yssaril/scheming': z.infer<typeof schemingArgs>;
  }
}

const cardName = (copy: string): string => {
  const id = parseActionCardCopy(copy);
  return id ? actionCard(id).name : 'an action card';
};

const SCHEMING_STEP = defineStep('yssaril/scheming', schemingArgs, (ctx, args) => {
  if ((ctx.state.players[args.seat]?.actionCards.length ?? 0) > 0)
    pushChoice(ctx, 'yssaril/scheming', { args, waitingOn: [args.seat] });
});

const SCHEMING_CHOICE = defineChoice('yssaril/scheming', schemingArgs, {
  rule: '2',
  offersOnlyLegal: true,
  options: (state, decision) =>
    [...new Set(state.players[decision.args.seat]?.actionCards ?? [])].map((c) => ({
      option: c,
      label: `Scheming: discard ${cardName(c)}`,
    })),
  resolve: (ctx, decision, option) => {
    const p = ctx.state.players[decision.args.seat];
    if (!p || !p.actionCards.includes(option)) return fail('ability/not-held', '2', 'That card is not in your hand.');
    popDecision(ctx.state, decision);
    p.actionCards.splice(p.actionCards.indexOf(option), 1);
    ctx.state.decks.action.discard.push(option);
    emit(ctx, { type: 'ability-used', seat: p.seat, ability: 'scheming', window: 'when-drawing-action-cards' });
    emit(ctx, { type: 'action-cards-discarded', seat: p.seat, count: 1 });
    afterActionCardsDiscarded(ctx, p.seat, [option]);
    return ok(undefined);
  },
  default: (state, decision) => state.players[decision.args.seat]?.actionCards.at(-1),
});

export const YSSARIL = defineContent({ steps: [SCHEMING_STEP], choices: [SCHEMING_CHOICE] });
