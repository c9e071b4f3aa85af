// LRR 84 strategy phase (and 83 strategy cards, 40 game round): picks in speaker order, two each with three or
// four players, one trade good on every card nobody chose.
import { AFTER_STRATEGY_CARD_CHOSEN, ask, END_OF_STRATEGY_PHASE } from '../effects';
import type { CommandOf } from '../core/commands';
import type { ChooseStrategyCardDecision } from '../core/frames';
import { speakerOrder } from '../core/order';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { defineStep, noArgs, pushStep, pushStepCall, type NoArgs } from '../kernel/steps';
import type { Option } from '../kernel/options';

export const STRATEGY_CARD_IDS = Object.keys(STRATEGY_CARDS) as (keyof typeof STRATEGY_CARDS)[];

/** 84.1c: three- and four-player games choose two strategy cards each. */
/** 33.9: a game that started with five or more players keeps choosing one card after eliminations. */
export const cardsPerPlayer = (state: GameState): number => (state.players.length <= 4 ? 2 : 1);

const nextPickArgs = z.object({ picks: z.array(seatSchema), index: z.number().int().min(0) });

declare module '../kernel/steps' {
  interface StepArgs {
    'strategy/begin': NoArgs;
    'strategy/next-pick': z.infer<typeof nextPickArgs>;
    'strategy/end': NoArgs;
  }
}

export const STRATEGY_STEPS = [
  defineStep('strategy/begin', noArgs, (ctx: FlowCtx) => {
    const { state } = ctx;
    state.phase = 'strategy';
    for (const p of state.players) {
      p.strategyCards = [];
      p.exhaustedStrategyCards = [];
      p.passed = false;
    }
    for (const card of Object.values(state.strategyCards)) card.holder = null;
    emit(ctx, { type: 'phase-started', phase: 'strategy', round: state.round });
    const order = speakerOrder(state);
    const picks: Seat[] = [];
    for (let r = 0; r < cardsPerPlayer(state); r++) picks.push(...order);
    pushStep(state, 'strategy/end');
    pushStep(state, 'strategy/next-pick', { picks, index: 0 });
    // Start-of-strategy-phase abilities (e.g. Summit) resolve before the first card is chosen.
    pushStep(state, 'window/open', { window: 'start-of-strategy-phase' });
  }),
  defineStep('strategy/next-pick', nextPickArgs, (ctx, args) => {
    const seat = args.picks[args.index];
    if (seat === undefined) return;
    pushStep(ctx.state, 'strategy/next-pick', { picks: args.picks, index: args.index + 1 });
    pushDecision(ctx, { kind: 'choose-strategy-card', waitingOn: [seat] });
  }),
  defineStep('strategy/end', noArgs, (ctx: FlowCtx) => {
    const { state } = ctx;
    // 84.2: one trade good on each card that was not chosen (none are left over with four or eight players).
    for (const card of Object.values(state.strategyCards)) if (card.holder === null) card.tradeGoods += 1;
    pushStep(state, 'action/begin');
    // Effects at the end of the strategy phase (Imperial Arbiter: its owner may swap strategy cards).
    for (const call of ask(END_OF_STRATEGY_PHASE, { state })) pushStepCall(state, call);
  }),
];

export function chooseStrategyCard(
  ctx: CommandCtx,
  decision: ChooseStrategyCardDecision,
  cmd: CommandOf<'choose-strategy-card'>,
): Result<void> {
  const { state, seat } = ctx;
  const card = state.strategyCards[cmd.card];
  if (!card) return fail('strategy/unknown-card', '83.5', `There is no strategy card "${cmd.card}".`);
  if (card.holder !== null)
    return fail('strategy/card-taken', '84.1b', 'Another player has already chosen that strategy card.');
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  const tradeGoods = card.tradeGoods;
  card.holder = seat;
  card.tradeGoods = 0;
  player.strategyCards.push(cmd.card);
  player.tradeGoods += tradeGoods; // 84.1a
  popDecision(state, decision);
  emit(ctx, { type: 'strategy-card-chosen', seat, card: cmd.card, tradeGoods });
  // Effects that follow the choice (Checks and Balances: the card goes to another player).
  for (const call of ask(AFTER_STRATEGY_CARD_CHOSEN, { state, seat, card: cmd.card })) pushStepCall(state, call);
  return ok(undefined);
}

export function strategyCardOptions(state: GameState): Option[] {
  return STRATEGY_CARD_IDS.filter((id) => state.strategyCards[id]?.holder === null).map((id) => {
    const tg = state.strategyCards[id]?.tradeGoods ?? 0;
    const def = STRATEGY_CARDS[id];
    return {
      command: { type: 'choose-strategy-card', card: id },
      label: `${def.initiative} ${def.name}${tg > 0 ? ` (+${tg} trade good${tg > 1 ? 's' : ''})` : ''}`,
      group: 'Choose a strategy card',
      checked: true,
    };
  });
}
