// LRR 99 Warfare: remove one of your command tokens from the board and put it in a pool of your choice (99.1), then
// redistribute your command tokens (99.2) — one command gives the resulting pools. Secondary (99.3): spend a
// strategy token (not placed in the home system, 99.3a) to use the production of a space dock in your home system;
// the production itself is engine/production's decision, opened once every player has answered the secondary.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { describePlacement, placements, tokensOnBoard } from '../../economy/command-tokens';
import { ask, FLEET_POOL_LIMIT } from '../../effects';
import { systemLabel as systemName } from '../../tactical/labels';
import { defineChoice } from '../../kernel/choices';
import { noArgs, type NoArgs } from '../../kernel/steps';
import { popDecision } from '../../kernel/stack';
import { emit, type CommandCtx } from '../../kernel/context';
import type { StrategyCardEffect } from './common';
import { homeSystemKey, unitsInSystem } from '../../objectives/board-queries';
import {
  checkStrategyToken,
  parseChoices,
  pushFollowUpChoice,
  pushFollowUpStep,
  spendStrategyToken,
  type CardChoice,
  type Choices,
} from './common';

const pool = z.number().int().min(0).max(16);
const primarySchema = z.object({
  system: z.string().min(1).max(16).nullable(),
  tactic: pool,
  fleet: pool,
  strategy: pool,
});
type Primary = z.infer<typeof primarySchema>;

const POOLS = ['tactic', 'fleet', 'strategy'] as const;

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'warfare/redistribute': NoArgs;
  }
}

const onSheet = (state: GameState, seat: Seat): number => {
  const p = state.players[seat]!.pools;
  return p.tactic + p.fleet + p.strategy;
};

/**
 * 99.2: after taking the token back, the player redistributes the tokens on their command sheet among the three
 * pools (as in the status phase, 81.5; Fleet Regulations caps the fleet pool). Keeping them as they are is one of
 * the options, and the default when the player does not answer.
 */
export const WARFARE_REDISTRIBUTE = defineChoice('warfare/redistribute', noArgs, {
  rule: '99.2',
  options: (state, _d, seat) =>
    placements(onSheet(state, seat))
      .filter((p) => p.fleet <= ask(FLEET_POOL_LIMIT, { state }))
      .map((p) => ({ option: `${p.tactic}/${p.fleet}/${p.strategy}`, label: describePlacement(p) })),
  resolve: (ctx, decision, option) => {
    const [tactic, fleet, strategy] = option.split('/').map(Number) as [number, number, number];
    const player = ctx.state.players[ctx.seat]!;
    player.pools = { tactic, fleet, strategy };
    emit(ctx, { type: 'tokens-changed', seat: ctx.seat, ...player.pools });
    popDecision(ctx.state, decision);
    return ok(undefined);
  },
  default: (state, _d, seat) => {
    const p = state.players[seat]!.pools;
    return `${p.tactic}/${p.fleet}/${p.strategy}`;
  },
  // Every split listed is one the player may make.
  offersOnlyLegal: true,
});

export const WARFARE_CHOICES = [WARFARE_REDISTRIBUTE];

/** 99.3: the home system, when the seat has a space dock there. */
function homeDockSystem(state: GameState, seat: Seat): string | undefined {
  const key = homeSystemKey(state, seat);
  return key !== undefined && unitsInSystem(state.board.systems[key]!, seat, ['space-dock']) > 0 ? key : undefined;
}

const systemsWithToken = (state: GameState, seat: Seat): string[] =>
  Object.keys(state.board.systems)
    .filter((k) => state.board.systems[k]!.commandTokens.includes(seat))
    .sort();

function checkPrimary(state: GameState, seat: Seat, choices: Choices): Result<Primary> {
  const parsed = parseChoices(primarySchema, choices, 'which command token to take back and how your pools end up');
  if (!parsed.ok) return parsed;
  const c = parsed.value;
  const player = state.players[seat]!;
  if (c.system === null) {
    if (tokensOnBoard(state, seat) > 0)
      return fail('warfare/choose-token', '99.1', 'Choose which of your command tokens to remove from the board.');
  } else if (!state.board.systems[c.system]?.commandTokens.includes(seat)) {
    return fail('warfare/no-token-there', '99.1', 'You have no command token in that system.');
  }
  const onSheet = player.pools.tactic + player.pools.fleet + player.pools.strategy + (c.system === null ? 0 : 1);
  if (c.tactic + c.fleet + c.strategy !== onSheet) {
    return fail('warfare/redistribution', '99.2', `Your pools must hold the ${onSheet} tokens on your command sheet.`);
  }
  return parsed;
}

export const WARFARE: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const r = checkPrimary(state, seat, choices);
    return r.ok ? ok(undefined) : r;
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const c = primarySchema.parse(choices);
    const player = ctx.state.players[ctx.seat]!;
    if (c.system !== null) {
      const sys = ctx.state.board.systems[c.system]!;
      sys.commandTokens = sys.commandTokens.filter((s) => s !== ctx.seat);
    }
    player.pools = { tactic: c.tactic, fleet: c.fleet, strategy: c.strategy };
    emit(ctx, { type: 'tokens-changed', seat: ctx.seat, ...player.pools });
    // 99.2: then the player may move their tokens between pools (a form of three steppers on the page).
    pushFollowUpChoice(ctx, 'warfare/redistribute', { args: {}, waitingOn: [ctx.seat] });
  },
  // The token goes to one pool; the redistribution that follows (99.2) is its own choice, so the action turn does
  // not list every split for every token.
  primaryChoices: (state, seat) => {
    const pools = state.players[seat]!.pools;
    const systems = systemsWithToken(state, seat);
    if (systems.length === 0)
      return [{ label: 'no token to take back; keep your pools', choices: { system: null, ...pools } }];
    const out: CardChoice[] = [];
    for (const system of systems) {
      for (const to of POOLS) {
        out.push({
          label: `take back the token in ${systemName(state, system)} into your ${to} pool`,
          choices: { system, ...pools, [to]: pools[to] + 1 },
        });
      }
    }
    return out;
  },
  checkSecondary: (state, seat) => {
    const token = checkStrategyToken(state, seat);
    if (!token.ok) return token;
    return homeDockSystem(state, seat) === undefined
      ? fail('warfare/no-home-dock', '99.3', 'You have no space dock in your home system.')
      : ok(undefined);
  },
  resolveSecondary: (ctx) => {
    spendStrategyToken(ctx, ctx.seat);
    const system = homeDockSystem(ctx.state, ctx.seat)!;
    pushFollowUpStep(ctx.state, 'production/offer', { seat: ctx.seat, system, source: 'warfare' });
  },
  secondaryChoices: () => [{ label: 'produce at your home space dock', choices: {} }],
};
