// The Federation of Sol — LRR 22 component actions, 20 command tokens: Orbital Drop (their faction ability: 1
// strategy pool token puts 2 infantry from their reinforcements onto a planet they control); 30 deploy: their mech
// (ZS Thunderbolt M2) may follow an Orbital Drop onto that planet for 3 resources; 69 promissory notes: Military
// Support (at the start of the Sol player's turn its holder takes 1 token from the Sol strategy pool and may place 2
// infantry on a planet they control).
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { describePayment, paymentVariants, pay, resourcesCost } from '../economy/spending';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { playableCopies, returnNote } from '../transactions/notes';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import { inSupply, unitIs } from './deploy';

/** Each planet the seat controls, with its system. */
function controlledPlanets(state: GameState, seat: Seat): { system: string; planet: string }[] {
  return Object.entries(state.board.systems).flatMap(([system, sys]) =>
    Object.entries(sys.planets).flatMap(([planet, p]) => (p.owner === seat ? [{ system, planet }] : [])),
  );
}

const tokensChanged = (ctx: FlowCtx, seat: Seat): void => {
  const p = ctx.state.players[seat]!;
  emit(ctx, { type: 'tokens-changed', seat, tactic: p.pools.tactic, fleet: p.pools.fleet, strategy: p.pools.strategy });
};

/** 22.3: the action must resolve completely, so both infantry must be in reinforcements. */
function checkDrop(state: GameState, seat: Seat, targets: Targets): Result<{ system: string; planet: string }> {
  const at = controlledPlanets(state, seat).find((c) => c.planet === targets.planet);
  if (!at) return fail('ability/bad-target', '1.9', 'Orbital Drop puts infantry onto a planet you control.');
  if (inReinforcements(state, seat, 'infantry') < 2)
    return fail('ability/no-reinforcements', '22.3', 'Orbital Drop needs 2 infantry in your reinforcements.');
  return ok(at);
}

/** Orbital Drop: a component action; 1 strategy token, 2 infantry onto a controlled planet. */
export const ORBITAL_DROP: AbilityDef = {
  id: 'orbital-drop',
  name: 'Orbital Drop',
  source: { kind: 'faction', faction: 'sol' },
  window: 'action',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    inReinforcements(state, seat, 'infantry') < 2
      ? []
      : controlledPlanets(state, seat).map((c) => ({
          label: `put 2 infantry onto ${planetLabel(c.planet)}`,
          targets: { planet: c.planet },
        })),
  check: (state, seat, targets) => {
    const checked = checkDrop(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkDrop(ctx.state, seat, targets);
    if (!checked.ok) return;
    tokensChanged(ctx, seat);
    placeUnits(ctx, planetArea(checked.value.system, checked.value.planet), seat, 'infantry', 2, 'orbital-drop');
    // ZS Thunderbolt M2: "after you use Orbital Drop" — offered at once, on the same planet.
    if (thunderboltPayments(ctx.state, seat).length > 0)
      pushChoice(ctx, THUNDERBOLT, { args: { seat, ...checked.value }, waitingOn: [seat] });
  },
};

// ---- ZS Thunderbolt M2 (Sol mech) --------------------------------------------------------------------------------

const THUNDERBOLT = 'sol/thunderbolt-deploy' as const;
/** 30.1a: this deploy states its cost. */
const THUNDERBOLT_COST = resourcesCost(3);
const thunderboltArgs = z.object({ seat: z.number().int(), system: z.string(), planet: z.string() });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [THUNDERBOLT]: z.infer<typeof thunderboltArgs>;
  }
}

/** The ways the Sol may pay to deploy their mech now; none when the deploy is not possible (30.2, Articles of War). */
function thunderboltPayments(state: GameState, seat: Seat) {
  if (!unitIs(state, seat, 'mech', 'sol_mech') || ask(MECH_ABILITIES_SUPPRESSED, { state })) return [];
  if (!inSupply(state, seat, 'mech')) return [];
  return paymentVariants(state, seat, THUNDERBOLT_COST);
}

export const THUNDERBOLT_CHOICE = defineChoice(THUNDERBOLT, thunderboltArgs, {
  rule: '1.3',
  options: (state, decision) => [
    ...thunderboltPayments(state, decision.args.seat).map((p, i) => ({
      option: `pay:${i}`,
      label: `ZS Thunderbolt M2: place 1 mech on ${planetLabel(decision.args.planet)}, ${describePayment(p)}`,
    })),
    { option: 'decline', label: 'ZS Thunderbolt M2: deploy no mech' },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'decline') return ok(undefined);
    const { seat, system, planet } = decision.args;
    const payment = thunderboltPayments(ctx.state, seat)[Number(option.slice('pay:'.length))];
    if (!payment) return fail('ability/bad-target', '30.1', 'Choose one of the payments offered.');
    pay(ctx.state, seat, payment);
    if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
    placeUnits(ctx, planetArea(system, planet), seat, 'mech', 1, 'deploy');
    return ok(undefined);
  },
  // Spending is the player's call.
  default: () => 'decline',
  // resolve refuses only an index thunderboltPayments does not give, and it works out the same payments the options
  // list.
  offersOnlyLegal: true,
});

// ---- Military Support (Sol promissory note) ----------------------------------------------------------------------

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** The Sol player whose turn starts, when the seat is another player. */
function solTurn(state: GameState, seat: Seat, subject: Subject): Seat | null {
  const sol = subject.seat;
  if (typeof sol !== 'number' || sol === seat || state.activeSeat !== sol) return null;
  return state.players[sol]?.faction === 'sol' ? sol : null;
}

function checkSupport(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const sol = solTurn(state, seat, subject);
  if (sol === null)
    return fail('ability/not-eligible', '69.1', "Military Support is played as the Sol player's turn begins.");
  if (!playableCopies(state, seat, 'ms').some((r) => r.owner === sol))
    return fail(
      'ability/not-held',
      '69.1',
      'You do not hold the Military Support of the Sol player whose turn begins.',
    );
  if (targets.planet !== undefined && !controlledPlanets(state, seat).some((c) => c.planet === targets.planet))
    return fail('ability/bad-target', '1.9', 'Military Support places infantry on a planet you control.');
  return ok(sol);
}

export const MILITARY_SUPPORT: AbilityDef = {
  id: 'military-support',
  name: 'Military Support',
  source: { kind: 'promissory-note', note: 'ms' },
  window: 'start-of-turn',
  costs: [],
  eligible: (state, seat, subject) => mayHaveBeenGivenNotes(state, seat) && solTurn(state, seat, subject) !== null,
  targetOptions: (state, seat) => [
    ...(inReinforcements(state, seat, 'infantry') > 0
      ? controlledPlanets(state, seat).map((c) => ({
          label: `take 1 strategy token from the Sol; place 2 infantry on ${planetLabel(c.planet)}`,
          targets: { planet: c.planet },
        }))
      : []),
    { label: 'take 1 strategy token from the Sol; place no infantry', targets: {} },
  ],
  check: (state, seat, targets, subject) => {
    const checked = checkSupport(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkSupport(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const sol = checked.value;
    // "If able": an empty strategy pool loses nothing.
    if (ctx.state.players[sol]!.pools.strategy > 0) {
      ctx.state.players[sol]!.pools.strategy -= 1;
      tokensChanged(ctx, sol);
    }
    const at = controlledPlanets(ctx.state, seat).find((c) => c.planet === targets.planet);
    const count = Math.min(2, inReinforcements(ctx.state, seat, 'infantry'));
    if (at && count > 0) placeUnits(ctx, planetArea(at.system, at.planet), seat, 'infantry', count, 'military-support');
    returnNote(ctx, seat, { note: 'ms', owner: sol });
  },
};

export const SOL = defineContent({
  abilities: [ORBITAL_DROP, MILITARY_SUPPORT],
  choices: [THUNDERBOLT_CHOICE],
});
