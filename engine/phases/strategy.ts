// LRR 84 strategy phase (and 83 strategy cards, 40 game round): picks in speaker order, two each with three or
// four players, one trade good on every card nobody chose.
import { AFTER_STRATEGY_CARD_CHOSEN, ask, END_OF_STRATEGY_PHASE, START_OF_STRATEGY_PHASE } from '../effects';
import type { CommandOf } from '../core/commands';
import type { ChooseStrategyCardDecision } from '../core/frames';
import { speakerOrder } from '../core/order';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { z } from 'zod';
import { idSchema, seatSchema } from '../core/schemas';
import { defineStep, noArgs, pushStep, pushStepCall, type NoArgs } from '../kernel/steps';
import type { Option } from '../kernel/options';

export const STRATEGY_CARD_IDS = Object.keys(STRATEGY_CARDS) as (keyof typeof STRATEGY_CARDS)[];

/** 84.1c: three- and four-player games choose two strategy cards each. */
/** 33.9: a game that started with five or more players keeps choosing one card after eliminations. */
export const cardsPerPlayer = (state: GameState): number => (state.players.length <= 4 ? 2 : 1);

const nextPickArgs = z.object({ picks: z.array(seatSchema), index: z.number().int().min(0) });
const chosenArgs = z.object({ seat: seatSchema, card: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'strategy/begin': NoArgs;
    'strategy/next-pick': z.infer<typeof nextPickArgs>;
    'strategy/end': NoArgs;
    'strategy/chosen': z.infer<typeof chosenArgs>;
  }
}

export const STRATEGY_STEPS = [
  defineStep('strategy/begin', noArgs, (ctx: FlowCtx) => {
    const { state } = ctx;
    state.phase = 'strategy';
    // Political Stability: those who kept their cards keep them and do not choose this phase.
    const keeping = state.players.filter((p) => p.keepsStrategyCards).map((p) => p.seat);
    for (const p of state.players) {
      if (!p.keepsStrategyCards) p.strategyCards = [];
      delete p.keepsStrategyCards;
      p.exhaustedStrategyCards = [];
      p.passed = false;
    }
    for (const card of Object.values(state.strategyCards))
      if (card.holder === null || !keeping.includes(card.holder)) card.holder = null;
    emit(ctx, { type: 'phase-started', phase: 'strategy', round: state.round });
    const order = speakerOrder(state).filter((s) => !keeping.includes(s));
    const picks: Seat[] = [];
    for (let r = 0; r < cardsPerPlayer(state); r++) picks.push(...order);
    pushStep(state, 'strategy/end');
    pushStep(state, 'strategy/next-pick', { picks, index: 0 });
    // Start-of-strategy-phase abilities (e.g. Summit) resolve before the first card is chosen.
    pushStep(state, 'window/open', { window: 'start-of-strategy-phase' });
    // Effects that simply happen as the phase starts (Council Patronage) resolve before its window.
    for (const call of ask(START_OF_STRATEGY_PHASE, { state }).reverse()) pushStepCall(state, call);
  }),
  defineStep('strategy/next-pick', nextPickArgs, (ctx, args) => {
    const seat = args.picks[args.index];
    if (seat === undefined) return;
    pushStep(ctx.state, 'strategy/next-pick', { picks: args.picks, index: args.index + 1 });
    pushDecision(ctx, { kind: 'choose-strategy-card', waitingOn: [seat] });
  }),
  /** Effects that follow a choice that stood (its "when" window did not send the card back: Public Disgrace). */
  defineStep('strategy/chosen', chosenArgs, (ctx, args) => {
    if (ctx.state.strategyCards[args.card]?.holder !== args.seat) return;
    // Checks and Balances: the card goes to another player.
    for (const call of ask(AFTER_STRATEGY_CARD_CHOSEN, { state: ctx.state, seat: args.seat, card: args.card }))
      pushStepCall(ctx.state, call);
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
  if (decision.excluded?.includes(cmd.card))
    return fail('strategy/card-refused', '84.1', 'Public Disgrace sent that card back: choose a different one.');
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  const tradeGoods = card.tradeGoods;
  card.holder = seat;
  card.tradeGoods = 0;
  player.strategyCards.push(cmd.card);
  player.tradeGoods += tradeGoods; // 84.1a
  popDecision(state, decision);
  emit(ctx, { type: 'strategy-card-chosen', seat, card: cmd.card, tradeGoods });
  pushStep(state, 'strategy/chosen', { seat, card: cmd.card });
  // "When another player chooses a strategy card" (Public Disgrace) resolves before what follows the choice.
  pushStep(state, 'window/open', {
    window: 'when-strategy-card-chosen',
    subject: { seat, card: cmd.card, tradeGoods },
    quiet: true,
  });
  return ok(undefined);
}

export function strategyCardOptions(state: GameState): Option[] {
  const top = state.stack[state.stack.length - 1];
  const excluded = top?.frame === 'decision' && top.kind === 'choose-strategy-card' ? (top.excluded ?? []) : [];
  return STRATEGY_CARD_IDS.filter((id) => state.strategyCards[id]?.holder === null && !excluded.includes(id)).map(
    (id) => {
      const tg = state.strategyCards[id]?.tradeGoods ?? 0;
      const def = STRATEGY_CARDS[id];
      return {
        command: { type: 'choose-strategy-card', card: id },
        label: `${def.initiative} ${def.name}${tg > 0 ? ` (+${tg} trade good${tg > 1 ? 's' : ''})` : ''}`,
        group: 'Choose a strategy card',
        checked: true,
      };
    },
  );
}
