// LRR 82.1, 52.2, 94.1: a strategic action's primary ability is chosen when the card is played but resolves after the
// windows that follow the play. Meanwhile its player may have traded away the trade goods they meant to spend (a
// transaction during their own turn, 94.1), or an objective may no longer be scorable. The engine then asks the
// player to choose again from what the card offers now, instead of resolving a choice the rules no longer allow.
import { z } from 'zod';
import { idSchema, seatSchema } from '../../core/schemas';
import { invariant, ok } from '../../core/result';
import { STRATEGY_CARDS } from '../../data/strategy-cards';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { emit, type FlowCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import type { GameState, Seat } from '../../core/state';
import type { Choices } from './common';
import { STRATEGY_CARD_EFFECTS } from '../strategy-card-effects';

const againArgs = z.object({ card: idSchema, seat: seatSchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'strategy/primary-again': z.infer<typeof againArgs>;
  }
}

const cardName = (card: string): string => (STRATEGY_CARDS as Record<string, { name: string }>)[card]?.name ?? card;

/**
 * Resolves the primary of `card` for `seat` with the choices made when it was played, or, when they are no longer
 * allowed, asks the player to choose again.
 */
export function resolvePrimaryOrAskAgain(ctx: FlowCtx, card: string, seat: Seat, choices: Choices): void {
  const effect = STRATEGY_CARD_EFFECTS[card];
  if (!effect) return;
  const still = effect.checkPrimary(ctx.state, seat, choices);
  if (!still.ok) {
    emit(ctx, { type: 'note', text: `${cardName(card)}: ${still.error.message} Choose again.` });
    pushChoice(ctx, 'strategy/primary-again', { args: { card, seat }, waitingOn: [seat] });
    return;
  }
  effect.resolvePrimary({ ...ctx, seat }, choices);
}

/** What the card offers now. */
const choicesNow = (card: string, seat: Seat, state: GameState) =>
  STRATEGY_CARD_EFFECTS[card]?.primaryChoices(state, seat) ?? [];

// Each option is named by its place in the card's list as it stands (a command's option is a short id; the choices
// themselves, a research with its payment, are too long for one), and the list is worked out again to resolve it.
const optionsNow = (card: string, seat: Seat, state: GameState) =>
  choicesNow(card, seat, state).map((c, i) => ({ option: String(i), label: `${cardName(card)}: ${c.label}` }));

const PRIMARY_AGAIN = defineChoice('strategy/primary-again', againArgs, {
  options: (state, decision) => optionsNow(decision.args.card, decision.args.seat, state),
  resolve(ctx, decision, option) {
    const { card, seat } = decision.args;
    // choose() accepted the option, so it names a choice the card offers now.
    const choices = choicesNow(card, seat, ctx.state)[Number(option)]?.choices;
    const effect = STRATEGY_CARD_EFFECTS[card];
    invariant(choices && effect, `primary again: ${card} does not offer option ${option}`);
    const checked = effect.checkPrimary(ctx.state, seat, choices);
    if (!checked.ok) return checked;
    popDecision(ctx.state, decision);
    effect.resolvePrimary({ ...ctx, seat }, choices);
    return ok(undefined);
  },
  // A timeout takes the first choice the card offers now (each card lists its plain choice first or alone).
  default: (state, decision) => optionsNow(decision.args.card, decision.args.seat, state)[0]?.option,
  rule: '82.1',
});

export const PRIMARY_AGAIN_CHOICES = [PRIMARY_AGAIN];
