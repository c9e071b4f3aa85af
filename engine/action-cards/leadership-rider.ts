// Leadership Rider (LRR 8.22 predictions, 20.2 gaining command tokens, 20.3a limited by reinforcements): a correct
// prediction gains its player 3 command tokens, placed in the pools of their choice.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { tokensChanged } from '../agenda/effects/economy';
import {
  checkGainTokens,
  describePlacement,
  gainTokens,
  placements,
  tokenReinforcements,
} from '../economy/command-tokens';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { noArgs, type NoArgs } from '../kernel/steps';
import { defineRider } from './rider';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leadership-rider/place-tokens': NoArgs;
  }
}

const GAINED = 3;

/** Every legal split of the tokens gained (fewer when reinforcements run short; Fleet Regulations applies). */
const splits = (state: GameState, seat: Seat) =>
  placements(Math.min(GAINED, tokenReinforcements(state, seat))).filter(
    (p) => checkGainTokens(state, seat, GAINED, p).ok,
  );

const optionOf = (p: { tactic: number; fleet: number; strategy: number }) => `${p.tactic}/${p.fleet}/${p.strategy}`;

export const LEADERSHIP_RIDER = defineRider('leadership-rider', 'Leadership Rider', (ctx, seat) => {
  if (tokenReinforcements(ctx.state, seat) > 0)
    pushChoice(ctx, 'leadership-rider/place-tokens', { args: {}, waitingOn: [seat] });
});

export const PLACE_TOKENS_CHOICE = defineChoice('leadership-rider/place-tokens', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) => splits(state, seat).map((p) => ({ option: optionOf(p), label: describePlacement(p) })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const split = splits(ctx.state, ctx.seat).find((p) => optionOf(p) === option);
    if (!split) return ok(undefined);
    gainTokens(ctx.state.players[ctx.seat]!.pools, split);
    tokensChanged(ctx, ctx.seat);
    return ok(undefined);
  },
  default: (state, _d, seat) => {
    const first = splits(state, seat)[0];
    return first ? optionOf(first) : undefined;
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const LEADERSHIP_RIDER_CARD = defineContent({
  abilities: [LEADERSHIP_RIDER],
  choices: [PLACE_TOKENS_CHOICE],
});
