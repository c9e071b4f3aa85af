// What the strategy cards share (82–83): parsing a card's choices, the strategy-pool token that secondaries cost
// (20.5), readying planets (71), replenishing commodities (21.3) and placing command tokens (20.6).
import {
  ask,
  COMMODITY_VALUE_BONUS,
  STRATEGY_TOKEN_FROM_REINFORCEMENTS,
  STRATEGY_TOKEN_SPENT,
  TRADE_GOODS_AFTER_REPLENISHING,
} from '../../effects';
import { tokenReinforcements } from '../../economy/command-tokens';
import type { z } from 'zod';
import type { Frame } from '../../core/frames';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { FACTIONS } from '../../data/factions';
import { planetCardsHeld, planetValues } from '../../economy/planets';

import { emit, type CommandCtx, type FlowCtx } from '../../kernel/context';
import { pushDecision } from '../../kernel/stack';
import { pushStep, stepFrame, type ArgsParam, type StepName } from '../../kernel/steps';
import { pushChoice, type ChoiceArgs, type ChoiceName } from '../../kernel/choices';
import { neighboursInPlay } from '../../tactical/adjacency-in-play';

export type Choices = Readonly<Record<string, unknown>>;

/** One button in the decision panel: a complete set of choices for a primary or secondary ability. */
export interface CardChoice {
  readonly label: string;
  readonly choices: Choices;
}

export function parseChoices<S extends z.ZodType>(schema: S, choices: Choices, what: string): Result<z.infer<S>> {
  const parsed = schema.safeParse(choices);
  if (!parsed.success) return fail('input/bad-choices', 'input', `Say ${what}.`);
  return ok(parsed.data);
}

/**
 * A secondary whose token is waived for the seat (the Winnu's Acquiescence: engine/factions/winnu-acquiescence.ts),
 * kept among the ability uses while that one secondary resolves.
 */
export const tokenWaiverKey = (seat: Seat): string => `secondary-token-waived|${seat}`;

/**
 * A secondary whose token the seat pays from elsewhere than its strategy pool — one of the active player's command
 * tokens on the board (the Mahact agent Jae Mir Kan: engine/leaders/mahact-agent.ts, which takes that token) — kept
 * among the ability uses while that one secondary resolves. Spending the token uses the mark up.
 */
export const boardTokenKey = (seat: Seat): string => `secondary-token-from-board|${seat}`;

/** 20.5: a secondary ability costs one token from the strategy pool. */
export function checkStrategyToken(state: GameState, seat: Seat): Result<void> {
  const p = state.players[seat];
  if (!p) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (state.abilityUses.includes(tokenWaiverKey(seat))) return ok(undefined);
  if (state.abilityUses.includes(boardTokenKey(seat))) return ok(undefined);
  // Hesh and Prit: the token comes from reinforcements (it goes back there when spent: only 1 must be there).
  if (ask(STRATEGY_TOKEN_FROM_REINFORCEMENTS, { state, seat }))
    return tokenReinforcements(state, seat) >= 1
      ? ok(undefined)
      : fail('strategy/no-strategy-token', '20.5', 'You have no command token in your reinforcements to spend.');
  if (p.pools.strategy < 1)
    return fail(
      'strategy/no-strategy-token',
      '20.5',
      'Following a secondary ability costs a command token from your strategy pool.',
    );
  return ok(undefined);
}

/** Spends the token a secondary costs; false when it was waived (Acquiescence) and nothing was spent. */
export function spendStrategyToken(ctx: FlowCtx, seat: Seat): boolean {
  const waived = ctx.state.abilityUses.indexOf(tokenWaiverKey(seat));
  if (waived >= 0) {
    ctx.state.abilityUses.splice(waived, 1);
    return false;
  }
  const fromBoard = ctx.state.abilityUses.indexOf(boardTokenKey(seat));
  if (fromBoard >= 0) {
    ctx.state.abilityUses.splice(fromBoard, 1);
    return true;
  }
  // Hesh and Prit: a token is spent, from and back to reinforcements (Construction still places one).
  if (ask(STRATEGY_TOKEN_FROM_REINFORCEMENTS, { state: ctx.state, seat })) return true;
  const p = ctx.state.players[seat]!;
  p.pools.strategy -= 1;
  emit(ctx, { type: 'tokens-changed', seat, ...p.pools });
  ask(STRATEGY_TOKEN_SPENT, { ctx, seat });
  return true;
}

/** 21.3: commodities up to the faction sheet's value; then the Minister of Commerce's trade goods (agenda). */
export function replenishCommodities(ctx: FlowCtx, seat: Seat): void {
  const p = ctx.state.players[seat]!;
  const value =
    ((FACTIONS as Record<string, { commodities: number } | undefined>)[p.faction]?.commodities ?? 0) +
    ask(COMMODITY_VALUE_BONUS, { state: ctx.state, seat }); // Dynamis Core
  p.commodities = Math.max(p.commodities, value);
  emit(ctx, { type: 'commodities-replenished', seat, commodities: p.commodities });
  const others = ctx.state.players.filter(
    (o) => !o.eliminated && o.seat !== seat && neighboursInPlay(ctx.state, seat, o.seat),
  );
  const bonus = ask(TRADE_GOODS_AFTER_REPLENISHING, { state: ctx.state, seat, neighbours: others.length });
  if (bonus > 0) gainTradeGoods(ctx, seat, bonus);
  // Trade Agreement and similar abilities answer "after a player replenishes commodities".
  pushStep(ctx.state, 'window/open', { window: 'after-commodities-replenished', subject: { seat } });
}

export function gainTradeGoods(ctx: FlowCtx, seat: Seat, n: number): void {
  ctx.state.players[seat]!.tradeGoods += n;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: n });
}

/** Checks a list of the seat's exhausted planets to ready (Diplomacy: up to two). */
export function checkReady(
  state: GameState,
  seat: Seat,
  planets: readonly string[],
  max: number,
  rule: string,
): Result<void> {
  if (planets.length > max) return fail('strategy/too-many-planets', rule, `Ready at most ${max} planets.`);
  if (new Set(planets).size !== planets.length)
    return fail('strategy/duplicate-planet', rule, 'Name each planet once.');
  const exhausted = planetCardsHeld(state, seat)
    .filter((p) => p.planet.exhausted)
    .map((p) => p.id);
  const wrong = planets.find((p) => !exhausted.includes(p));
  if (wrong !== undefined)
    return fail('strategy/planet-not-exhausted', rule, `${wrong} is not an exhausted planet you control.`);
  return ok(undefined);
}

export function readyPlanets(ctx: FlowCtx, seat: Seat, planets: readonly string[]): void {
  if (planets.length === 0) return;
  for (const p of planetCardsHeld(ctx.state, seat)) if (planets.includes(p.id)) p.planet.exhausted = false;
  emit(ctx, { type: 'planets-readied', seat, planets: [...planets] });
}

/** The seat's exhausted planets, most valuable first: the sensible ones to ready. */
export function exhaustedByValue(state: GameState, seat: Seat, value: 'resources' | 'influence' | 'both'): string[] {
  const worth = (id: string) => {
    const v = planetValues(state, id);
    return value === 'both' ? v.resources + v.influence : v[value];
  };
  return planetCardsHeld(state, seat)
    .filter((p) => p.planet.exhausted)
    .map((p) => p.id)
    .sort((a, b) => worth(b) - worth(a) || a.localeCompare(b));
}

/** 20.6: a token placed where the seat already has one goes to reinforcements instead. Returns whether it was placed. */
export function placeCommandToken(ctx: FlowCtx, seat: Seat, system: string): boolean {
  const sys = ctx.state.board.systems[system];
  if (!sys || sys.commandTokens.includes(seat)) return false;
  // 20.3: a token placed comes from reinforcements. A token just spent from a pool is there; one spent from elsewhere
  // (Jae Mir Kan spends the active player's, Hesh and Prit's stays put) may find none left: then none is placed.
  if (tokenReinforcements(ctx.state, seat) < 1) return false;
  sys.commandTokens.push(seat);
  emit(ctx, { type: 'command-token-placed', seat, system });
  return true;
}

/**
 * Places a follow-up frame (a decision or a step) for an ability being resolved. During a secondary ability the
 * "strategic-secondary" decision is still on top and is popped by its own handler when the last player answers, so
 * the follow-up goes beneath it, after earlier follow-ups of the same secondary (clockwise order, 82.1): it is
 * resolved once everyone has answered, and nothing another player answers meanwhile can change it.
 */
function placeFollowUp(state: GameState, frame: Frame): void {
  const stack = state.stack;
  const top = stack[stack.length - 1];
  if (top?.frame !== 'decision' || top.kind !== 'strategic-secondary') {
    stack.push(frame);
    return;
  }
  const tag = top.id;
  let at = stack.length - 1;
  while (at > 0 && followUpOf(stack[at - 1]!) === tag) at -= 1;
  const tagged: Frame =
    frame.frame === 'step'
      ? { ...frame, args: { ...frame.args, followUpOf: tag } }
      : frame.kind === 'choice'
        ? { ...frame, args: { ...frame.args, followUpOf: tag } }
        : frame;
  stack.splice(at, 0, tagged);
}

const followUpOf = (f: Frame): unknown =>
  f.frame === 'step' ? f.args?.followUpOf : f.kind === 'choice' ? f.args.followUpOf : undefined;

export function pushFollowUp(ctx: FlowCtx, decision: Parameters<typeof pushDecision>[1]): void {
  const pushed = pushDecision(ctx, decision);
  ctx.state.stack.pop();
  placeFollowUp(ctx.state, pushed);
}

/** A choice that follows the primary or secondary ability (pushChoice, placed as above). */
export function pushFollowUpChoice<N extends ChoiceName>(
  ctx: FlowCtx,
  choice: N,
  open: { readonly args: ChoiceArgs[N]; readonly waitingOn: readonly Seat[] },
): void {
  const pushed = pushChoice(ctx, choice, open);
  ctx.state.stack.pop();
  placeFollowUp(ctx.state, pushed);
}

export function pushFollowUpStep<N extends StepName>(state: GameState, step: N, ...args: ArgsParam<N>): void {
  placeFollowUp(state, stepFrame(step, ...args));
}

export const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** LRR 82–83: what one strategy card does (the list is engine/phases/strategy-card-effects.ts). */
export interface StrategyCardEffect {
  checkPrimary(state: GameState, seat: Seat, choices: Choices): Result<void>;
  resolvePrimary(ctx: CommandCtx, choices: Choices): void;
  /** Legal choice sets for options(); each becomes one button. */
  primaryChoices(state: GameState, seat: Seat): { label: string; choices: Choices }[];
  /** Includes the strategy-pool token the secondary costs (20.5), except for Leadership (20.5a). */
  checkSecondary(state: GameState, seat: Seat, choices: Choices): Result<void>;
  resolveSecondary(ctx: CommandCtx, choices: Choices): void;
  secondaryChoices(state: GameState, seat: Seat): { label: string; choices: Choices }[];
  /** Players the secondary decision need not ask because the primary settled it for them (92.4: Trade's chosen). */
  skipsSecondary?(state: GameState, seat: Seat): boolean;
  /** 92.4a: the secondary those players must resolve for free once the primary is done (Trade's chosen). */
  resolveFreeSecondary?(ctx: FlowCtx, seat: Seat): void;
}
