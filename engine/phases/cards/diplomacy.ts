// LRR 32 Diplomacy (2.0 wording): choose a system other than Mecatol Rex's that contains a planet you control; every
// other player places a command token from reinforcements there (32.2a: from their command sheet if none are left;
// 32.2b: none if they already have one there); then ready up to two of your exhausted planets. Secondary (32.3):
// spend a strategy token to ready up to two exhausted planets.
import { planetsLabel, systemLabel } from '../../tactical/labels';
import { z } from 'zod';
import { hexKeySchema } from '../../core/schemas';
import { leftOf } from '../../core/order';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { placeTokensFromReinforcements } from '../../economy/command-tokens';
import { controlledPlanets } from '../../economy/planets';
import { defineChoice } from '../../kernel/choices';
import { emit, type CommandCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { MECATOL_REX_TILE } from '../../objectives/board-queries';
import type { StrategyCardEffect } from './common';
import {
  checkReady,
  checkStrategyToken,
  exhaustedByValue,
  parseChoices,
  placeCommandToken,
  pushFollowUpChoice,
  pushFollowUpStep,
  readyPlanets,
  spendStrategyToken,
  type CardChoice,
  type Choices,
} from './common';

const sheetArgs = z.object({ system: hexKeySchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'diplomacy/token-from-sheet': z.infer<typeof sheetArgs>;
  }
}

const planets = z.array(z.string().min(1).max(64)).max(2).default([]);
const primarySchema = z.object({ system: z.string().min(1).max(16).nullable(), ready: planets });
const secondarySchema = z.object({ ready: planets });

const POOLS = ['tactic', 'fleet', 'strategy'] as const;
type Pool = (typeof POOLS)[number];

/** Systems the primary can choose: they contain a planet the seat controls and are not the Mecatol Rex system. */
export function diplomacySystems(state: GameState, seat: Seat): string[] {
  return [...new Set(controlledPlanets(state, seat).map((p) => p.system))]
    .filter((k) => state.board.systems[k]?.tile !== MECATOL_REX_TILE)
    .sort();
}

function checkPrimary(state: GameState, seat: Seat, choices: Choices): Result<z.infer<typeof primarySchema>> {
  const parsed = parseChoices(primarySchema, choices, 'which system to choose and which exhausted planets to ready');
  if (!parsed.ok) return parsed;
  const { system, ready } = parsed.value;
  // 1.9: with no system to choose, the rest of the ability still resolves.
  if (system === null) {
    if (diplomacySystems(state, seat).length > 0)
      return fail('diplomacy/choose-system', '32.2', 'Choose a system with a planet you control.');
  } else {
    if (state.board.systems[system]?.tile === MECATOL_REX_TILE)
      return fail('diplomacy/mecatol-rex', '32.2', 'Diplomacy cannot choose the Mecatol Rex system.');
    if (!diplomacySystems(state, seat).includes(system))
      return fail('diplomacy/no-planet', '32.2', 'Choose a system with a planet you control.');
  }
  const r = checkReady(state, seat, ready, 2, '32.2');
  return r.ok ? parsed : r;
}

/**
 * "After you resolve Diplomacy's primary or secondary ability" (Peace Accords): once the ability and what follows it
 * are done (pushed first, so the tokens taken from command sheets come before it). Quiet: rarely anyone answers.
 */
function afterResolved(ctx: CommandCtx, part: 'primary' | 'secondary'): void {
  pushFollowUpStep(ctx.state, 'window/open', {
    window: 'after-strategy-card-ability-resolved',
    subject: { seat: ctx.seat, card: 'diplomacy', part },
    quiet: true,
  });
}

export const DIPLOMACY: StrategyCardEffect = {
  checkPrimary: (state, seat, choices) => {
    const r = checkPrimary(state, seat, choices);
    return r.ok ? ok(undefined) : r;
  },
  resolvePrimary: (ctx: CommandCtx, choices) => {
    const { system, ready } = primarySchema.parse(choices);
    afterResolved(ctx, 'primary');
    // 32.2b: none where a token of theirs is already; 32.2a: from a pool when reinforcements hold none.
    if (system !== null) placeTokensFromReinforcements(ctx, leftOf(ctx.state, ctx.seat), system, pushFollowUpChoice);
    readyPlanets(ctx, ctx.seat, ready);
  },
  primaryChoices: (state, seat) => {
    const ready = exhaustedByValue(state, seat, 'both').slice(0, 2);
    const readyLabel = ready.length ? `, readying ${planetsLabel(ready)}` : '';
    const systems = diplomacySystems(state, seat);
    if (systems.length === 0) return [{ label: `no system to choose${readyLabel}`, choices: { system: null, ready } }];
    return systems.map((system): CardChoice => ({
      label: `choose ${systemLabel(state, system)}${readyLabel}`,
      choices: { system, ready },
    }));
  },
  checkSecondary: (state, seat, choices) => {
    const token = checkStrategyToken(state, seat);
    if (!token.ok) return token;
    const parsed = parseChoices(secondarySchema, choices, 'which exhausted planets to ready');
    if (!parsed.ok) return parsed;
    return checkReady(state, seat, parsed.value.ready, 2, '32.3');
  },
  resolveSecondary: (ctx, choices) => {
    spendStrategyToken(ctx, ctx.seat);
    readyPlanets(ctx, ctx.seat, secondarySchema.parse(choices).ready);
    afterResolved(ctx, 'secondary');
  },
  // The two most valuable exhausted planets, or the best two for resources or for influence when those differ.
  secondaryChoices: (state, seat) => {
    const sets = (['both', 'resources', 'influence'] as const).map((v) =>
      exhaustedByValue(state, seat, v).slice(0, 2).sort(),
    );
    const unique = sets.filter((s, i) => s.length > 0 && sets.findIndex((t) => t.join() === s.join()) === i);
    return unique.map((ready) => ({ label: `ready ${planetsLabel(ready)}`, choices: { ready } }));
  },
};

/**
 * 20.3b (32.2a for Diplomacy): a token to be placed from reinforcements that hold none comes from a pool of the
 * player's sheet, their pick. Asked by every effect that places another player's token (Diplomacy, Scepter of
 * Dominion, Diplomacy Rider, Signal Jamming, Stymie, Wormhole Reconstruction: engine/economy/command-tokens.ts).
 */
export const TOKEN_FROM_SHEET_CHOICE = defineChoice('diplomacy/token-from-sheet', sheetArgs, {
  rule: '20.3b',
  options: (state, _d, seat) => {
    const pools = state.players[seat]!.pools;
    return POOLS.filter((p) => pools[p] > 0).map((p) => ({ option: p, label: `Place a token from your ${p} pool` }));
  },
  resolve: (ctx, decision, option) => {
    const system = decision.args.system;
    const player = ctx.state.players[ctx.seat]!;
    player.pools[option as Pool] -= 1;
    emit(ctx, { type: 'tokens-changed', seat: ctx.seat, ...player.pools });
    placeCommandToken(ctx, ctx.seat, system);
    decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
    if (decision.waitingOn.length === 0) popDecision(ctx.state, decision);
    return ok(undefined);
  },
  // Without an answer, the token comes from the pool that holds the most (ties: tactic, then strategy, then fleet).
  default: (state, _d, seat) => {
    const pools = state.players[seat]!.pools;
    return (['tactic', 'strategy', 'fleet'] as const).reduce(
      (best, p) => (pools[p] > pools[best] ? p : best),
      'tactic' as Pool,
    );
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const DIPLOMACY_CHOICES = [TOKEN_FROM_SHEET_CHOICE];
