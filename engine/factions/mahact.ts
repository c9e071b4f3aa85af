// The Mahact Gene-Sorcerers — LRR 20 command tokens, 37 fleet pool, 18/42/78 combat: Edict (after winning a combat,
// a command token from the opponent's reinforcements goes into the Mahact's fleet pool unless one of theirs is there
// already; 20.3b: with none in reinforcements, the opponent gives one from a pool of their sheet); 96 faction units,
// 89 tactical action: Starlancer (their mech: after a player with a token in the Mahact's fleet pool activates the
// mech's system, the Mahact may spend that token to end that player's turn; the player gains the token back).
// The fleet limit Edict raises and Arvicon Rex's +2 are in mahact.effects.ts; the tokens' reads in mahact-tokens.ts.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { ask } from '../effects';
import { tokenReinforcements } from '../economy/command-tokens';
import { gainCommandTokens } from '../exploration/command-tokens';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { systemLabel } from '../tactical/labels';
import { TACTICAL_STEPS_IN_ORDER } from '../tactical/activation';
import { tokenInFleetPoolOf } from './mahact-tokens';
import { mechAbilityOf, mechInSystem } from './units';

const edictArgs = z.object({ seat: seatSchema, opponent: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'mahact/edict': z.infer<typeof edictArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'mahact/edict-pool': z.infer<typeof edictArgs>;
  }
}

const POOLS = ['tactic', 'fleet', 'strategy'] as const;
type Pool = (typeof POOLS)[number];

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `Seat ${seat}`;

const tokensChanged = (ctx: FlowCtx, seat: Seat): void => {
  const p = ctx.state.players[seat]!;
  emit(ctx, { type: 'tokens-changed', seat, tactic: p.pools.tactic, fleet: p.pools.fleet, strategy: p.pools.strategy });
};

/** Whether Edict takes a token now: the winner is the Mahact and no token of the opponent is in their pool yet. */
export function edictApplies(state: GameState, seat: Seat, opponent: Seat): boolean {
  const p = state.players[seat];
  const o = state.players[opponent];
  return (
    !!p &&
    !!o &&
    seat !== opponent &&
    p.faction === 'mahact' &&
    !p.eliminated &&
    !o.eliminated &&
    !tokenInFleetPoolOf(state, seat, opponent)
  );
}

/** The opponent's token joins the Mahact's fleet pool (it left their reinforcements or their sheet already). */
function placeEdictToken(ctx: FlowCtx, seat: Seat, opponent: Seat): void {
  const p = ctx.state.players[seat]!;
  p.fleetPoolTokens = [...(p.fleetPoolTokens ?? []), opponent];
  emit(ctx, {
    type: 'note',
    text: `Edict: one of ${nameOf(ctx.state, opponent)}'s command tokens goes into ${p.name}'s fleet pool.`,
  });
}

/** 20.3b: the pools of the opponent's sheet that could give the token. */
const poolsWithTokens = (state: GameState, seat: Seat): Pool[] =>
  POOLS.filter((pool) => (state.players[seat]?.pools[pool] ?? 0) > 0);

/** After a fleet pool shrank: every system where the player has ships is checked (37.3). */
export function checkFleetPools(ctx: FlowCtx, seat: Seat): void {
  for (const [key, sys] of Object.entries(ctx.state.board.systems))
    if (sys.space[String(seat)]) pushStep(ctx.state, 'fleet-pool/check', { seat, system: key });
}

export const EDICT_STEPS = [
  /** Edict: the Mahact won a combat against `opponent`. */
  defineStep('mahact/edict', edictArgs, (ctx, { seat, opponent }) => {
    if (!edictApplies(ctx.state, seat, opponent)) return;
    if (tokenReinforcements(ctx.state, opponent) > 0) return placeEdictToken(ctx, seat, opponent);
    // 20.3b: a token placed from reinforcements that hold none comes from a pool on the owner's sheet instead.
    const pools = poolsWithTokens(ctx.state, opponent);
    if (pools.length === 1) return edictFromPool(ctx, seat, opponent, pools[0]!);
    if (pools.length > 1) pushChoice(ctx, 'mahact/edict-pool', { args: { seat, opponent }, waitingOn: [opponent] });
  }),
];

function edictFromPool(ctx: FlowCtx, seat: Seat, opponent: Seat, pool: Pool): void {
  const o = ctx.state.players[opponent]!;
  o.pools[pool] -= 1;
  tokensChanged(ctx, opponent);
  placeEdictToken(ctx, seat, opponent);
  if (pool === 'fleet') checkFleetPools(ctx, opponent);
}

export const EDICT_POOL_CHOICE = defineChoice('mahact/edict-pool', edictArgs, {
  rule: '20.3b',
  options: (state, d) =>
    poolsWithTokens(state, d.args.opponent).map((pool) => ({
      option: pool,
      label: `Edict: give ${nameOf(state, d.args.seat)} a command token from your ${pool} pool (your reinforcements have none)`,
    })),
  resolve: (ctx, decision, option) => {
    const { seat, opponent } = decision.args;
    popDecision(ctx.state, decision);
    if (edictApplies(ctx.state, seat, opponent)) edictFromPool(ctx, seat, opponent, option as Pool);
    return ok(undefined);
  },
  default: (state, d) => poolsWithTokens(state, d.args.opponent)[0],
  offersOnlyLegal: true,
});

// ---- Starlancer (Mahact mech) ---------------------------------------------------------------------------------------

/** The steps of a tactical action an ended turn no longer reaches (its end still comes, 5.4). */
const SKIPPED: readonly string[] = TACTICAL_STEPS_IN_ORDER.filter((s) => s !== 'tactical/end');

/** Why the Mahact cannot end this activation's turn with Starlancer, or null when they can. */
function starlancerRefusal(state: GameState, seat: Seat, subject: Subject): Result<{ active: Seat; system: string }> {
  const active = subject.seat;
  const system = subject.system;
  if (typeof active !== 'number' || typeof system !== 'string' || active === seat || state.tactical?.system !== system)
    return fail('ability/not-eligible', '89', "Starlancer answers another player's activation of a system.");
  if (!mechAbilityOf(state, seat, 'mahact_mech', ask))
    return fail('ability/not-held', '96', 'Only the Starlancer, with its ability in force, ends a turn this way.');
  if (!mechInSystem(state, system, seat))
    return fail('ability/not-eligible', '96', 'You have no mech in the activated system.');
  if (!tokenInFleetPoolOf(state, seat, active))
    return fail(
      'ability/not-eligible',
      '20',
      `None of ${nameOf(state, active)}'s command tokens is in your fleet pool.`,
    );
  return ok({ active, system });
}

export const STARLANCER: AbilityDef = {
  id: 'mahact-starlancer',
  name: 'Starlancer',
  source: { kind: 'faction', faction: 'mahact' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => starlancerRefusal(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const r = starlancerRefusal(state, seat, subject);
    if (!r.ok) return [];
    const who = nameOf(state, r.value.active);
    return [
      {
        label: `give up ${who}'s Edict token and stop their turn at ${systemLabel(state, r.value.system)}`,
        targets: {},
      },
    ];
  },
  check: (state, seat, _targets, subject) => {
    const r = starlancerRefusal(state, seat, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const r = starlancerRefusal(ctx.state, seat, subject);
    if (!r.ok) return;
    const { active } = r.value;
    const p = ctx.state.players[seat]!;
    p.fleetPoolTokens = (p.fleetPoolTokens ?? []).filter((s) => s !== active);
    if (p.fleetPoolTokens.length === 0) delete p.fleetPoolTokens;
    emit(ctx, {
      type: 'note',
      text: `Starlancer: ${p.name} spends ${nameOf(ctx.state, active)}'s token from their fleet pool; ${nameOf(ctx.state, active)}'s turn ends.`,
    });
    // The turn ends: movement, combat, invasion and production are not reached; the system stays activated.
    ctx.state.stack = ctx.state.stack.filter((f) => !(f.frame === 'step' && SKIPPED.includes(f.step)));
    // The player gains the spent token (20.2: in the pool they choose).
    gainCommandTokens(ctx, active, 1);
  },
};

export const MAHACT = defineContent({
  abilities: [STARLANCER],
  steps: EDICT_STEPS,
  choices: [EDICT_POOL_CHOICE],
});
