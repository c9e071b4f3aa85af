// The agenda outcomes that need a decision of their own: Colonial Redistribution (who gets the planet), Galactic
// Crisis Pact (each player may use the elected card's secondary for free) and Rearmament Agreement (where the mech goes).
import { z } from 'zod';
import { idSchema, hexKeySchema } from '../../core/schemas';
import { noArgs, type NoArgs } from '../../kernel/steps';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { STRATEGY_CARDS, isStrategyCardId } from '../../data/strategy-cards';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { deepCopy, emit, type FlowCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { homeSystemKey } from '../../objectives/board-queries';
import { STRATEGY_CARD_EFFECTS } from '../../phases/strategy-card-effects';
import { victoryPoints } from '../../phases/victory';
import { placeUnits } from '../../units/destroy';
import { checkReinforcements } from '../../units/reinforcements';
import { planetArea } from '../../units/stacks';
import { planetName } from '../outcomes';
import { gainControl } from '../../invasion/control';

const planetArgs = z.object({ system: hexKeySchema, planet: idSchema });
const cardArgs = z.object({ card: idSchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/colonial-recipient': z.infer<typeof planetArgs>;
    'agenda/colonial-infantry': z.infer<typeof planetArgs>;
    'agenda/crisis-pact': z.infer<typeof cardArgs>;
    'agenda/place-mech': NoArgs;
  }
}

// ---- Colonial Redistribution ------------------------------------------------------------------------------------

/** The players with the fewest victory points (any of them may receive the planet). */
export function fewestPoints(state: GameState): Seat[] {
  const living = state.players.filter((p) => !p.eliminated);
  const least = Math.min(...living.map(victoryPoints));
  return living.filter((p) => victoryPoints(p) === least).map((p) => p.seat);
}

export function chooseColonialRecipient(ctx: FlowCtx, controller: Seat, system: string, planet: string): void {
  const candidates = fewestPoints(ctx.state);
  if (candidates.length === 1) offerColonialInfantry(ctx, candidates[0]!, system, planet);
  else pushChoice(ctx, 'agenda/colonial-recipient', { args: { system, planet }, waitingOn: [controller] });
}

function offerColonialInfantry(ctx: FlowCtx, seat: Seat, system: string, planet: string): void {
  if (!checkReinforcements(ctx.state, seat, [{ area: planetArea(system, planet), type: 'infantry', count: 1 }]).ok)
    return;
  pushChoice(ctx, 'agenda/colonial-infantry', { args: { system, planet }, waitingOn: [seat] });
}

export const COLONIAL_RECIPIENT_CHOICE = defineChoice('agenda/colonial-recipient', planetArgs, {
  rule: '8.18',
  options: (state, d) =>
    fewestPoints(state).map((s) => ({
      option: String(s),
      label: `${state.players[s]!.name} may put 1 infantry on ${planetName(d.args.planet)}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    offerColonialInfantry(ctx, Number(option), decision.args.system, decision.args.planet);
    return ok(undefined);
  },
  default: (state) => fewestPoints(state).map(String)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const COLONIAL_INFANTRY_CHOICE = defineChoice('agenda/colonial-infantry', planetArgs, {
  rule: '8.18',
  options: (_state, d) => [
    { option: 'place', label: `Put 1 infantry on ${planetName(d.args.planet)} and take control of it` },
    { option: 'decline', label: 'Put nothing there' },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'decline') return ok(undefined);
    const system = decision.args.system;
    const planet = decision.args.planet;
    placeUnits(ctx, planetArea(system, planet), ctx.seat, 'infantry', 1, 'colonial-redistribution');
    // 25: gained as by any other means (Scavenge, Integrated Economy, Become a Martyr, the elimination check...).
    gainControl(ctx, ctx.seat, system, planet);
    return ok(undefined);
  },
  default: () => 'decline',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

// ---- Galactic Crisis Pact ---------------------------------------------------------------------------------------

/** The secondary costs no token: the check and the resolution see one extra token that the ability spends. */
const costsToken = (card: string): boolean =>
  isStrategyCardId(card) && STRATEGY_CARDS[card].secondaryCostsStrategyToken;

function withFreeToken(state: GameState, seat: Seat, card: string): GameState {
  if (!costsToken(card)) return state;
  const copy = deepCopy(state);
  copy.players[seat]!.pools.strategy += 1;
  return copy;
}

const freeSecondaryChoices = (state: GameState, seat: Seat, card: string) =>
  STRATEGY_CARD_EFFECTS[card]?.secondaryChoices(withFreeToken(state, seat, card), seat) ?? [];

export function offerFreeSecondary(ctx: FlowCtx, seat: Seat, card: string): void {
  if (freeSecondaryChoices(ctx.state, seat, card).length === 0) return;
  pushChoice(ctx, 'agenda/crisis-pact', { args: { card }, waitingOn: [seat] });
}

export const CRISIS_PACT_CHOICE = defineChoice('agenda/crisis-pact', cardArgs, {
  rule: '8.18',
  options: (state, d, seat) => {
    const card = d.args.card;
    const name = isStrategyCardId(card) ? STRATEGY_CARDS[card].name : card;
    return [
      ...freeSecondaryChoices(state, seat, card).map((c, i) => ({
        option: String(i),
        label: `${name} secondary, free: ${c.label}`,
      })),
      { option: 'decline', label: `Do not use the ${name} secondary` },
    ];
  },
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'decline') return ok(undefined);
    const card = decision.args.card;
    const choice = freeSecondaryChoices(ctx.state, ctx.seat, card)[Number(option)];
    const effect = STRATEGY_CARD_EFFECTS[card];
    if (!choice || !effect) return fail('input/not-an-option', 'input', 'Pick one of the offered options.');
    const pools = ctx.state.players[ctx.seat]!.pools;
    const before = pools.strategy;
    if (costsToken(card)) pools.strategy += 1;
    if (!effect.checkSecondary(ctx.state, ctx.seat, choice.choices).ok) {
      pools.strategy = before;
      return fail('agenda/secondary-not-possible', '8.18', 'That secondary ability cannot be resolved now.');
    }
    effect.resolveSecondary(ctx, choice.choices);
    // Tokens the ability places come from reinforcements: the extra token, if the ability did not spend it, goes back.
    if (costsToken(card) && pools.strategy > before) pools.strategy = before;
    emit(ctx, { type: 'secondary', seat: ctx.seat, card, followed: true });
    return ok(undefined);
  },
  default: () => 'decline',
});

// ---- Rearmament Agreement ---------------------------------------------------------------------------------------

/** The seat's controlled planets in its home system where a mech from reinforcements can go. */
export function homePlanetsForMech(state: GameState, seat: Seat): { system: string; planet: string }[] {
  const key = homeSystemKey(state, seat);
  const sys = key === undefined ? undefined : state.board.systems[key];
  if (!sys || key === undefined) return [];
  return Object.entries(sys.planets)
    .filter(
      ([id, p]) =>
        p.owner === seat &&
        checkReinforcements(state, seat, [{ area: planetArea(key, id), type: 'mech', count: 1 }]).ok,
    )
    .map(([id]) => ({ system: key, planet: id }));
}

export function placeHomeMech(ctx: FlowCtx, seat: Seat): void {
  const spots = homePlanetsForMech(ctx.state, seat);
  if (spots.length === 1)
    placeUnits(ctx, planetArea(spots[0]!.system, spots[0]!.planet), seat, 'mech', 1, 'rearmament-agreement');
  else if (spots.length > 1) pushChoice(ctx, 'agenda/place-mech', { args: {}, waitingOn: [seat] });
}

export const PLACE_MECH_CHOICE = defineChoice('agenda/place-mech', noArgs, {
  rule: '8.18',
  options: (state, _d, seat) =>
    homePlanetsForMech(state, seat).map((s) => ({ option: s.planet, label: `Put 1 mech on ${planetName(s.planet)}` })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const spot = homePlanetsForMech(ctx.state, ctx.seat).find((s) => s.planet === option)!;
    placeUnits(ctx, planetArea(spot.system, spot.planet), ctx.seat, 'mech', 1, 'rearmament-agreement');
    return ok(undefined);
  },
  default: (state, _d, seat) => homePlanetsForMech(state, seat)[0]?.planet,
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const SPECIAL_EFFECT_CHOICES = [
  COLONIAL_RECIPIENT_CHOICE,
  COLONIAL_INFANTRY_CHOICE,
  CRISIS_PACT_CHOICE,
  PLACE_MECH_CHOICE,
];
