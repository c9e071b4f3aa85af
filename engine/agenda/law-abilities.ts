// Laws a player owns that act outside the agenda phase (7.4): Minister of Peace and Minister of War are abilities
// in timing windows; Imperial Arbiter (end of the strategy phase) and Checks and Balances (each strategy card
// chosen) are steps the strategy phase pushes while the law is in play.
import { systemLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema, idSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS, isStrategyCardId } from '../data/strategy-cards';
import type { AbilityDef } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { discardLaw, lawInEffect, lawOwner, lawsBlank } from './laws';

const cardArgs = z.object({ card: idSchema });
const givenArgs = z.object({ seat: seatSchema, card: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'agenda/imperial-arbiter': NoArgs;
    'agenda/checks-and-balances': z.infer<typeof givenArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'agenda/imperial-arbiter': NoArgs;
    'agenda/checks-and-balances': z.infer<typeof cardArgs>;
  }
}

const cardName = (id: string): string => (isStrategyCardId(id) ? STRATEGY_CARDS[id].name : id);

/** The tactical steps Minister of Peace cuts short; 'tactical/end' still runs to close the action (5.4). */
const TACTICAL_STEPS_CUT = [
  'tactical/movement',
  'tactical/space-cannon-offense',
  'tactical/space-combat',
  'tactical/invasion',
  'tactical/production',
];

function unitsOfOthersIn(state: GameState, system: string, active: Seat): boolean {
  const sys = state.board.systems[system];
  if (!sys) return false;
  const areas = [sys.space, ...Object.values(sys.planets).map((p) => p.units)];
  return areas.some((units) =>
    Object.entries(units).some(
      ([seat, stack]) => Number(seat) !== active && Object.values(stack.counts).some((n) => (n ?? 0) > 0),
    ),
  );
}

/** After a player activates a system with another player's units: discard it to end that player's turn at once. */
export const MINISTER_OF_PEACE: AbilityDef = {
  id: 'minister-of-peace',
  name: 'Minister of Peace',
  source: { kind: 'law', agenda: 'minister-of-peace' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, _seat, subject) =>
    typeof subject.system === 'string' &&
    typeof subject.seat === 'number' &&
    unitsOfOthersIn(state, subject.system, subject.seat),
  targetOptions: () => [{ label: "discard it to end the active player's turn", targets: {} }],
  check: (state) =>
    lawInEffect(state, 'minister-of-peace')
      ? ok(undefined)
      : fail('ability/not-held', '7.4', 'Minister of Peace is not in play.'),
  resolve: (ctx) => {
    discardLaw(ctx, 'minister-of-peace');
    ctx.state.stack = ctx.state.stack.filter((f) => !(f.frame === 'step' && TACTICAL_STEPS_CUT.includes(f.step)));
    emit(ctx, { type: 'note', text: "Minister of Peace ends the active player's turn." });
  },
};

/** After its owner performs an action: discard it, take 1 own command token off the board, perform 1 more action. */
export const MINISTER_OF_WAR: AbilityDef = {
  id: 'minister-of-war',
  name: 'Minister of War',
  source: { kind: 'law', agenda: 'minister-of-war' },
  window: 'after-action',
  costs: [],
  eligible: (state, seat) => state.activeSeat === seat,
  targetOptions: (state, seat) =>
    Object.entries(state.board.systems)
      .filter(([, sys]) => sys.commandTokens.includes(seat))
      .map(([key]) => ({
        label: `take your token back from ${systemLabel(state, key)}, then take another action`,
        targets: { system: key },
      })),
  check: (state, seat, targets) =>
    typeof targets.system === 'string' && state.board.systems[targets.system]?.commandTokens.includes(seat)
      ? ok(undefined)
      : fail('ability/bad-target', '1.9', 'Choose a system that holds one of your command tokens.'),
  resolve: (ctx, seat, targets) => {
    const sys = ctx.state.board.systems[String(targets.system)];
    if (!sys) return;
    discardLaw(ctx, 'minister-of-war');
    sys.commandTokens = sys.commandTokens.filter((s) => s !== seat);
    pushStep(ctx.state, 'action/after-action', { seat }); // the extra action is an action too (engine/phases/action.ts)
    pushDecision(ctx, { kind: 'action-turn', waitingOn: [seat] });
  },
};

export const LAW_ABILITIES: readonly AbilityDef[] = [MINISTER_OF_PEACE, MINISTER_OF_WAR];

// ---- Imperial Arbiter -------------------------------------------------------------------------------------------

function arbiterSwaps(state: GameState, owner: Seat): { mine: string; theirs: string; other: Seat }[] {
  const me = state.players[owner];
  if (!me) return [];
  return state.players
    .filter((p) => p.seat !== owner && !p.eliminated)
    .flatMap((p) =>
      me.strategyCards.flatMap((mine) => p.strategyCards.map((theirs) => ({ mine, theirs, other: p.seat }))),
    );
}

function giveCard(state: GameState, card: string, from: Seat, to: Seat): void {
  const a = state.players[from]!;
  const b = state.players[to]!;
  a.strategyCards = a.strategyCards.filter((c) => c !== card);
  b.strategyCards.push(card);
  const sc = state.strategyCards[card];
  if (sc) sc.holder = to;
}

export const IMPERIAL_ARBITER_CHOICE = defineChoice('agenda/imperial-arbiter', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) => [
    { option: 'keep', label: 'Keep Imperial Arbiter' },
    ...arbiterSwaps(state, seat).map((s) => ({
      option: `${s.mine}>${s.theirs}`,
      label: `Discard Imperial Arbiter: swap your ${cardName(s.mine)} for ${state.players[s.other]!.name}'s ${cardName(s.theirs)}`,
    })),
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'keep') return ok(undefined);
    const swap = arbiterSwaps(ctx.state, ctx.seat).find((s) => `${s.mine}>${s.theirs}` === option)!;
    discardLaw(ctx, 'imperial-arbiter');
    giveCard(ctx.state, swap.mine, ctx.seat, swap.other);
    giveCard(ctx.state, swap.theirs, swap.other, ctx.seat);
    return ok(undefined);
  },
  default: () => 'keep',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

// ---- Checks and Balances ----------------------------------------------------------------------------------------

/** Players who may receive the card: without one (without two in three- and four-player games). */
function receivers(state: GameState, giver: Seat): Seat[] {
  const living = state.players.filter((p) => !p.eliminated);
  const max = living.length <= 4 ? 2 : 1;
  return living.filter((p) => p.seat !== giver && p.strategyCards.length < max).map((p) => p.seat);
}

export const CHECKS_AND_BALANCES_CHOICE = defineChoice('agenda/checks-and-balances', cardArgs, {
  rule: '1.3',
  options: (state, d, seat) =>
    receivers(state, seat).map((s) => ({
      option: String(s),
      label: `Give ${cardName(d.args.card)} to ${state.players[s]!.name}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    giveCard(ctx.state, decision.args.card, ctx.seat, Number(option));
    return ok(undefined);
  },
  default: (state, _d, seat) => receivers(state, seat).map(String)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const LAW_STEPS = [
  /** Imperial Arbiter: pushed by the strategy phase's end (84) while the law is in play. */
  defineStep('agenda/imperial-arbiter', noArgs, (ctx) => {
    const owner = lawsBlank(ctx.state) ? null : lawOwner(ctx.state, 'imperial-arbiter');
    if (owner === null || arbiterSwaps(ctx.state, owner).length === 0) return;
    pushChoice(ctx, 'agenda/imperial-arbiter', { args: {}, waitingOn: [owner] });
  }),
  /** Checks and Balances: pushed after each strategy card is chosen while the law is in play. */
  defineStep('agenda/checks-and-balances', givenArgs, (ctx, args) => {
    if (!lawInEffect(ctx.state, 'checks-and-balances')) return;
    const to = receivers(ctx.state, args.seat);
    if (to.length === 0) return; // "if able": the chooser keeps it
    if (to.length === 1) giveCard(ctx.state, args.card, args.seat, to[0]!);
    else pushChoice(ctx, 'agenda/checks-and-balances', { args: { card: args.card }, waitingOn: [args.seat] });
  }),
];

export const LAW_CHOICES = [IMPERIAL_ARBITER_CHOICE, CHECKS_AND_BALANCES_CHOICE];
