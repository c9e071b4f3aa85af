// LRR 20 command tokens and 19 command sheet: gaining tokens into pools, limited by reinforcements (16 in all).
import { ask, FLEET_POOL_LIMIT } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { CommandPools, GameState, Seat } from '../core/state';
import { readOnly } from '../kernel/draft';
import { pushChoice, type ChoiceOpener } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { tokensHeldByOthers } from '../factions/mahact-tokens';

export const COMMAND_TOKENS_PER_PLAYER = 16;

export function tokensOnBoard(state: GameState, seat: Seat): number {
  let n = 0;
  for (const sys of Object.values(readOnly(state).board.systems))
    n += sys.commandTokens.filter((s) => s === seat).length;
  return n;
}

/** 20.3: tokens not on the command sheet, not on the board and not in the Mahact's fleet pool are in reinforcements. */
export function tokenReinforcements(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  if (!p) return 0;
  const out = p.pools.tactic + p.pools.fleet + p.pools.strategy + tokensOnBoard(state, seat);
  return COMMAND_TOKENS_PER_PLAYER - out - tokensHeldByOthers(state, seat);
}

export interface TokenPlacement {
  readonly tactic: number;
  readonly fleet: number;
  readonly strategy: number;
}

/** 20.2/52.4: the player places each gained token in the pool of their choice; 20.3a caps it at reinforcements. */
export function checkGainTokens(state: GameState, seat: Seat, gained: number, placement: TokenPlacement): Result<void> {
  const placed = placement.tactic + placement.fleet + placement.strategy;
  const canGain = Math.min(gained, tokenReinforcements(state, seat));
  if ([placement.tactic, placement.fleet, placement.strategy].some((n) => !Number.isInteger(n) || n < 0)) {
    return fail('tokens/bad-placement', '20.2', 'Place a whole, non-negative number of tokens in each pool.');
  }
  if (placed !== canGain) {
    return fail(
      'tokens/wrong-count',
      canGain < gained ? '20.3a' : '20.2',
      `Place exactly ${canGain} command token${canGain === 1 ? '' : 's'} (you placed ${placed}).`,
    );
  }
  const fleet = (state.players[seat]?.pools.fleet ?? 0) + placement.fleet;
  if (placement.fleet > 0 && fleet > ask(FLEET_POOL_LIMIT, { state })) {
    return fail(
      'tokens/fleet-regulations',
      '7.2',
      `Fleet Regulations is in play: your fleet pool can hold at most ${ask(FLEET_POOL_LIMIT, { state })} tokens.`,
    );
  }
  return ok(undefined);
}

export function gainTokens(pools: CommandPools, placement: TokenPlacement): void {
  pools.tactic += placement.tactic;
  pools.fleet += placement.fleet;
  pools.strategy += placement.strategy;
}

/** Every way to split `n` tokens among the three pools, for options(). */
export function placements(n: number): TokenPlacement[] {
  const out: TokenPlacement[] = [];
  for (let t = n; t >= 0; t--) for (let f = n - t; f >= 0; f--) out.push({ tactic: t, fleet: f, strategy: n - t - f });
  return out;
}

export const describePlacement = (p: TokenPlacement): string =>
  `${p.tactic} tactic / ${p.fleet} fleet / ${p.strategy} strategy`;

/**
 * Places a token from reinforcements in a system where the seat has none yet, when one is left there: for effects
 * that say "if able" (Shared Research). Others must take it from their sheet: `placeTokensFromReinforcements`.
 */
export function placeTokenFromReinforcements(ctx: FlowCtx, seat: Seat, system: string): boolean {
  const sys = ctx.state.board.systems[system];
  if (!sys || sys.commandTokens.includes(seat) || tokenReinforcements(ctx.state, seat) < 1) return false;
  sys.commandTokens.push(seat);
  emit(ctx, { type: 'command-token-placed', seat, system });
  return true;
}

/**
 * 20.3b: whether the seat has a token to place from reinforcements — one there, or, with none left there, one on a
 * pool of its command sheet (which it then takes instead).
 */
export function hasTokenToPlace(state: GameState, seat: Seat): boolean {
  const p = state.players[seat];
  return !!p && (tokenReinforcements(state, seat) > 0 || p.pools.tactic + p.pools.fleet + p.pools.strategy > 0);
}

/**
 * 20.3b: each seat places a token from its reinforcements in the system; a seat with none left there takes one from
 * a pool of its command sheet, asked which (the choice Diplomacy asks, engine/phases/cards/diplomacy.ts), opened
 * with `open` (a strategy card's follow-up during its primary). None for a seat that has a token there already (20.6),
 * nor for one whose sheet is empty too.
 */
export function placeTokensFromReinforcements(
  ctx: FlowCtx,
  seats: readonly Seat[],
  system: string,
  open: ChoiceOpener = (c, name, args) => void pushChoice(c, name, args),
): void {
  const fromSheet: Seat[] = [];
  for (const seat of seats) {
    if (placeTokenFromReinforcements(ctx, seat, system)) continue;
    const there = ctx.state.board.systems[system]?.commandTokens.includes(seat) ?? true;
    if (!there && hasTokenToPlace(ctx.state, seat)) fromSheet.push(seat);
  }
  if (fromSheet.length > 0) open(ctx, 'diplomacy/token-from-sheet', { args: { system }, waitingOn: fromSheet });
}
