// The Council Keleres — LRR 1.25 faction abilities and Complete Setup step 5: The Tribuni (at setup the Keleres
// choose which free home system of the Mentak, Xxcha or Argent Flight they take, and with it their hero) and Council
// Patronage (as the strategy phase starts, commodities replenished, then 1 trade good) and Law's Order (1 influence as
// their turn starts: every law blank until it ends).
// Setup builds the board with the first free option (engine/setup/board-setup.ts); the choice here swaps the tile
// before anyone has played, so nothing else on the board has to follow it.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { FACTIONS, type FactionId } from '../data/factions';
import { LEADERS, isLeaderId } from '../data/leaders';
import type { HomeSystemOption } from '../data/types';
import { isTileId } from '../data/systems';
import { newSystem } from '../galaxy/board';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, noArgs, stepFrame, type NoArgs } from '../kernel/steps';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { lawsBlank, lawsBlankMark } from '../agenda/laws';
import { checkInfluence, paymentLabel, spendInfluence, suggestInfluence } from '../action-cards/influence-cost';
import { END_OF_TURN } from '../phases/action';
import { ownTurnStarts } from '../transactions/notes';
import { homeSystemKey } from '../objectives/board-queries';
import { placeHome } from '../setup/board-setup';
import { planetsLabel } from '../tactical/labels';
import { gainTradeGoods, replenishCommodities } from '../phases/cards/common';

const TRIBUNI = 'keleres/tribuni' as const;
const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'keleres/tribuni': NoArgs;
    'keleres/council-patronage': z.infer<typeof seatArgs>;
    'keleres/laws-order-end': z.infer<typeof seatArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [TRIBUNI]: z.infer<typeof seatArgs>;
  }
}

const optionsOf = (state: GameState, seat: Seat): readonly HomeSystemOption[] => {
  const def = FACTIONS[state.players[seat]?.faction as FactionId] as { homeSystemOptions?: HomeSystemOption[] };
  return def?.homeSystemOptions ?? [];
};

/** The Tribuni: the home systems the seat may take — those whose faction nobody at the table plays. */
export function tribuniOptions(state: GameState, seat: Seat): HomeSystemOption[] {
  const inGame = state.players.map((p) => p.faction);
  return optionsOf(state, seat).filter((o) => !inGame.includes(o.copies));
}

const factionName = (id: string): string => FACTIONS[id as FactionId]?.name ?? id;
const heroName = (id: string): string => (isLeaderId(id) ? LEADERS[id].name : id);

const label = (o: HomeSystemOption): string =>
  `The Tribuni: take the home system of ${factionName(o.copies)} (${planetsLabel(o.homePlanets)}) and ${heroName(o.hero)} as your hero`;

/** The option the seat's home system holds now (the board's Keleres tile). */
function currentOption(state: GameState, seat: Seat): HomeSystemOption | undefined {
  const key = homeSystemKey(state, seat);
  const tile = key !== undefined ? state.board.systems[key]?.tile : undefined;
  return optionsOf(state, seat).find((o) => o.homeSystem === tile);
}

export const TRIBUNI_CHOICE = defineChoice(TRIBUNI, seatArgs, {
  rule: '1.25',
  options: (state, decision) =>
    tribuniOptions(state, decision.args.seat).map((o) => ({ option: o.copies, label: label(o) })),
  resolve: (ctx, decision, option) => {
    const seat = decision.args.seat;
    const chosen = tribuniOptions(ctx.state, seat).find((o) => o.copies === option);
    if (!chosen)
      return fail('setup/not-offered', '1.25', 'The Tribuni take the home of a faction nobody at the table plays.');
    popDecision(ctx.state, decision);
    const key = homeSystemKey(ctx.state, seat);
    const sys = key !== undefined ? ctx.state.board.systems[key] : undefined;
    if (key !== undefined && sys && sys.tile !== chosen.homeSystem && isTileId(chosen.homeSystem)) {
      ctx.state.board.systems[key] = newSystem(chosen.homeSystem, sys.rotation);
      placeHome(ctx.state, seat, key, chosen);
    }
    emit(ctx, {
      type: 'note',
      text: `The Tribuni: ${ctx.state.players[seat]!.name} takes the home system of ${factionName(chosen.copies)}, with ${heroName(chosen.hero)}.`,
    });
    return ok(undefined);
  },
  // A silent player keeps the home setup built for them (the first free one).
  default: (state, decision) => currentOption(state, decision.args.seat)?.copies,
  // resolve refuses only a home tribuniOptions does not give, and it works out the same homes the options list.
  offersOnlyLegal: true,
});

const TRIBUNI_STEPS = [
  /** Setup: each Keleres player with more than one free home system is asked which one they take. */
  defineStep(TRIBUNI, noArgs, (ctx) => {
    const seats = ctx.state.players.filter((p) => tribuniOptions(ctx.state, p.seat).length > 1).map((p) => p.seat);
    for (const seat of [...seats].reverse()) pushChoice(ctx, TRIBUNI, { args: { seat }, waitingOn: [seat] });
  }),
];

// ---- Council Patronage ------------------------------------------------------------------------------------------

const PATRONAGE_STEPS = [
  /** As the strategy phase starts (keleres.effects.ts asks for it): commodities to their value, then 1 trade good. */
  defineStep('keleres/council-patronage', seatArgs, (ctx, { seat }) => {
    emit(ctx, {
      type: 'note',
      text: `Council Patronage: ${ctx.state.players[seat]!.name} replenishes commodities and gains 1 trade good.`,
    });
    replenishCommodities(ctx, seat);
    gainTradeGoods(ctx, seat, 1);
  }),
];

// ---- Law's Order ------------------------------------------------------------------------------------------------

const LAWS_ORDER_COST = 1;

const lawsOrderEligible = (state: GameState, seat: Seat, subject: Subject): boolean =>
  ownTurnStarts(state, seat, subject) && state.laws.length > 0 && !lawsBlank(state);

/**
 * Law's Order — at the start of your turn: spend 1 influence; every law counts as blank until your turn ends. The
 * mark (engine/agenda/laws.ts lawsBlank) is taken off by a step slipped in under the end of this turn, so the
 * end-of-turn window still sees the laws blank.
 */
export const LAWS_ORDER: AbilityDef = {
  id: 'laws_order',
  name: "Law's Order",
  source: { kind: 'faction', faction: 'keleres' },
  window: 'start-of-turn',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: lawsOrderEligible,
  targetOptions: (state, seat, subject) => {
    if (!lawsOrderEligible(state, seat, subject)) return [];
    const payment = suggestInfluence(state, seat, LAWS_ORDER_COST);
    return payment
      ? [{ label: `every law is blank until your turn ends, ${paymentLabel(payment)}`, targets: { payment } }]
      : [];
  },
  check: (state, seat, targets, subject) => {
    if (!lawsOrderEligible(state, seat, subject))
      return fail('ability/not-now', '1.25', "Law's Order is used as your own turn starts, while a law is in play.");
    const paid = checkInfluence(state, seat, targets, LAWS_ORDER_COST);
    return paid.ok ? ok(undefined) : paid;
  },
  resolve: (ctx, seat, targets) => {
    const paid = checkInfluence(ctx.state, seat, targets, LAWS_ORDER_COST);
    if (!paid.ok) return;
    spendInfluence(ctx, seat, paid.value);
    ctx.state.abilityUses.push(lawsBlankMark(seat));
    // Under this turn's end-of-turn step, so the mark goes once that window has closed.
    const end = ctx.state.stack.findLastIndex(
      (f) => f.frame === 'step' && f.step === END_OF_TURN && (f.args as { seat?: number } | undefined)?.seat === seat,
    );
    const frame = stepFrame('keleres/laws-order-end', { seat });
    if (end >= 0) ctx.state.stack.splice(end, 0, frame);
    else ctx.state.stack.unshift(frame);
    emit(ctx, {
      type: 'note',
      text: `Law's Order: every law is blank until ${ctx.state.players[seat]!.name}'s turn ends.`,
    });
  },
};

const LAWS_ORDER_STEPS = [
  defineStep('keleres/laws-order-end', seatArgs, (ctx, { seat }) => {
    ctx.state.abilityUses = ctx.state.abilityUses.filter((k) => k !== lawsBlankMark(seat));
  }),
];

export const KELERES = defineContent({
  abilities: [LAWS_ORDER],
  steps: [...TRIBUNI_STEPS, ...PATRONAGE_STEPS, ...LAWS_ORDER_STEPS],
  choices: [TRIBUNI_CHOICE],
});
