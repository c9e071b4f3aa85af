// Infantry II and its faction versions (Spec Ops II, Letani Warrior II, Crimson Legionnaire I and II), with LRR 31
// destroyed and the FAQ on Infantry II without home planets: a destroyed infantry may wait on its upgrade card and
// come back, at the start of its owner's next turn, on a planet they control in their home system.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema, unitCountSchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { FACTIONS } from '../data/factions';
import { ask, COMMODITY_VALUE_BONUS } from '../effects';
import type { UnitId } from '../data/units';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { homeSystemKey } from '../objectives/board-queries';
import { unitDefOf } from '../combat/unit-stats';
import { addUnits, planetArea } from './stacks';
import { readOnly } from '../kernel/draft';

const seatArgs = z.object({ seat: seatSchema });
const commodityArgs = z.object({ seat: seatSchema, count: unitCountSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [RETURN_STEP]: z.infer<typeof seatArgs>;
    [COMMODITY_STEP]: z.infer<typeof commodityArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [RETURN_STEP]: z.infer<typeof seatArgs>;
    [COMMODITY_STEP]: z.infer<typeof commodityArgs>;
  }
}

/** What happens after one of a player's infantry is destroyed, by the infantry unit they use. */
interface AfterDestroyed {
  /** The technology card the unit waits on before it returns; null: it does not return. */
  readonly card: string | null;
  /** The die result it needs to go on the card; null: no roll. */
  readonly rollFor: number | null;
  /** Crimson Legionnaire: for each unit, gain 1 commodity or turn 1 commodity into a trade good. */
  readonly commodity: boolean;
}

export const INFANTRY_AFTER_DESTROYED = {
  infantry2: { card: 'inf2', rollFor: 6, commodity: false },
  arborec_infantry2: { card: 'lw2', rollFor: 6, commodity: false },
  sol_infantry2: { card: 'so2', rollFor: 5, commodity: false },
  mahact_infantry: { card: null, rollFor: null, commodity: true },
  mahact_infantry2: { card: 'cl2', rollFor: null, commodity: true },
} as const satisfies Partial<Record<UnitId, AfterDestroyed>>;

const RETURN_STEP = 'units/infantry-return' as const;
const COMMODITY_STEP = 'units/crimson-legionnaire' as const;

function afterDestroyedOf(state: GameState, seat: Seat): AfterDestroyed | undefined {
  const id = unitDefOf(state, seat, 'infantry')?.id;
  return id === undefined ? undefined : (INFANTRY_AFTER_DESTROYED as Record<string, AfterDestroyed>)[id];
}

/** Infantry of the seat waiting on unit upgrade cards. */
export const infantryOnCards = (state: GameState, seat: Seat): number =>
  Object.values(readOnly(state).players[seat]?.unitsOnCards ?? {}).reduce((n, k) => n + k, 0);

/** Called by destroyUnits (31) after `count` of the seat's infantry were destroyed. */
export function infantryDestroyed(ctx: FlowCtx, seat: Seat, count: number): void {
  const rule = afterDestroyedOf(ctx.state, seat);
  const player = ctx.state.players[seat];
  if (!rule || !player || count <= 0) return;
  if (rule.commodity) pushStep(ctx.state, COMMODITY_STEP, { seat, count });
  if (rule.card === null) return;
  let kept = count;
  if (rule.rollFor !== null) {
    kept = 0;
    for (let i = 0; i < count; i++) {
      const result = ctx.rng.d10();
      emit(ctx, { type: 'die-rolled', seat, purpose: rule.card, needed: rule.rollFor, result });
      if (result >= rule.rollFor) kept++;
    }
  }
  if (kept === 0) return;
  const cards = (player.unitsOnCards ??= {});
  cards[rule.card] = (cards[rule.card] ?? 0) + kept;
  emit(ctx, {
    type: 'note',
    text: `${player.name}: ${kept} destroyed infantry wait${kept === 1 ? 's' : ''} on the ${rule.card} card for the start of their next turn.`,
  });
}

/** Planets the seat controls in its home system. */
function homePlanets(state: GameState, seat: Seat): string[] {
  const key = homeSystemKey(state, seat);
  const sys = key === undefined ? undefined : state.board.systems[key];
  return Object.entries(sys?.planets ?? {})
    .filter(([, p]) => p.owner === seat)
    .map(([id]) => id);
}

/** Takes `n` infantry off the seat's cards. */
function takeFromCards(state: GameState, seat: Seat, n: number): void {
  const player = state.players[seat]!;
  let left = n;
  for (const [card, k] of Object.entries(player.unitsOnCards ?? {})) {
    const take = Math.min(k, left);
    left -= take;
    if (k - take > 0) player.unitsOnCards![card] = k - take;
    else delete player.unitsOnCards![card];
  }
  if (Object.keys(player.unitsOnCards ?? {}).length === 0) delete player.unitsOnCards;
}

function placeFromCards(ctx: FlowCtx, seat: Seat, planet: string, n: number): void {
  const key = homeSystemKey(ctx.state, seat)!;
  takeFromCards(ctx.state, seat, n);
  // Infantry tokens stand in where plastic runs short (46.3), so the card's units always fit.
  addUnits(ctx.state, planetArea(key, planet), seat, 'infantry', n);
  emit(ctx, { type: 'units-placed', seat, system: key, planet, unit: 'infantry', count: n, cause: 'infantry-return' });
}

export const INFANTRY_RETURN_STEPS = [
  /**
   * At the start of the seat's turn: the infantry on its cards go to planets it controls in its home system; with no
   * such planet, they go back to the reinforcements instead (FAQ).
   */
  defineStep(RETURN_STEP, seatArgs, (ctx, args) => {
    const n = infantryOnCards(ctx.state, args.seat);
    if (n === 0) return;
    const planets = homePlanets(ctx.state, args.seat);
    if (planets.length === 0) {
      takeFromCards(ctx.state, args.seat, n);
      emit(ctx, {
        type: 'note',
        text: `${ctx.state.players[args.seat]!.name} controls no planet in their home system: ${n} infantry return to their reinforcements.`,
      });
    } else if (planets.length === 1) {
      placeFromCards(ctx, args.seat, planets[0]!, n);
    } else {
      pushChoice(ctx, RETURN_STEP, { args: { seat: args.seat }, waitingOn: [args.seat] });
    }
  }),
  /** Crimson Legionnaire: each destroyed unit gains 1 commodity or converts 1 into a trade good. */
  defineStep(COMMODITY_STEP, commodityArgs, (ctx, args) => {
    const outcomes = commodityOutcomes(ctx.state, args.seat, args.count);
    if (outcomes.length === 1) applyOutcome(ctx, args.seat, outcomes[0]!);
    else if (outcomes.length > 1) pushChoice(ctx, COMMODITY_STEP, { args: { ...args }, waitingOn: [args.seat] });
  }),
];

export const RETURN_CHOICE = defineChoice(RETURN_STEP, seatArgs, {
  rule: '1.3',
  options(state, decision) {
    const seat = decision.args.seat;
    const n = infantryOnCards(state, seat);
    return homePlanets(state, seat).flatMap((p) => [
      {
        option: `all:${p}`,
        label: `Place ${n === 1 ? 'the returning infantry' : `all ${n} returning infantry`} on ${planetLabel(p)}`,
      },
      ...(n > 1
        ? [
            {
              option: `one:${p}`,
              label: `Place 1 returning infantry on ${planetLabel(p)} (and choose again for the rest)`,
            },
          ]
        : []),
    ]);
  },
  resolve(ctx, decision, option) {
    const seat = decision.args.seat;
    popDecision(ctx.state, decision);
    const [how, planet] = option.split(':') as [string, string];
    placeFromCards(ctx, seat, planet, how === 'all' ? infantryOnCards(ctx.state, seat) : 1);
    pushStep(ctx.state, RETURN_STEP, { seat });
    return ok(undefined);
  },
  default: (state, decision) => {
    const first = homePlanets(state, decision.args.seat)[0];
    return first === undefined ? undefined : `all:${first}`;
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/** The commodities and trade goods a player can end with, each unit gaining 1 commodity (up to the faction's
 *  value, 21) or converting 1 into a trade good, in any order; most trade goods first, then most commodities. */
export function commodityOutcomes(
  state: GameState,
  seat: Seat,
  count: number,
): { commodities: number; tradeGoods: number }[] {
  const player = state.players[seat];
  if (!player) return [];
  const max =
    ((FACTIONS as Record<string, { commodities: number } | undefined>)[player.faction]?.commodities ?? 0) +
    ask(COMMODITY_VALUE_BONUS, { state, seat }); // Dynamis Core
  let reach = new Map([[`${player.commodities}|0`, { commodities: player.commodities, tradeGoods: 0 }]]);
  for (let i = 0; i < count; i++) {
    const next = new Map<string, { commodities: number; tradeGoods: number }>();
    for (const o of reach.values()) {
      const options = [{ commodities: Math.min(max, o.commodities + 1), tradeGoods: o.tradeGoods }];
      if (o.commodities > 0) options.push({ commodities: o.commodities - 1, tradeGoods: o.tradeGoods + 1 });
      for (const n of options) next.set(`${n.commodities}|${n.tradeGoods}`, n);
    }
    reach = next;
  }
  return [...reach.values()].sort((a, b) => b.tradeGoods - a.tradeGoods || b.commodities - a.commodities);
}

function applyOutcome(ctx: FlowCtx, seat: Seat, o: { commodities: number; tradeGoods: number }): void {
  const player = ctx.state.players[seat]!;
  const delta = o.commodities - player.commodities;
  player.commodities = o.commodities;
  player.tradeGoods += o.tradeGoods;
  if (delta !== 0) emit(ctx, { type: 'commodities-changed', seat, delta });
  if (o.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: o.tradeGoods, from: 'commodities' });
}

const outcomeOption = (o: { commodities: number; tradeGoods: number }) => `c${o.commodities}-tg${o.tradeGoods}`;

export const COMMODITY_CHOICE = defineChoice(COMMODITY_STEP, commodityArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, count } = decision.args;
    const now = state.players[seat]?.commodities ?? 0;
    return commodityOutcomes(state, seat, count).map((o) => ({
      option: outcomeOption(o),
      label: `Crimson Legionnaire: end with ${o.commodities} commodit${o.commodities === 1 ? 'y' : 'ies'} (now ${now}) and ${o.tradeGoods} more trade good${o.tradeGoods === 1 ? '' : 's'}`,
    }));
  },
  resolve(ctx, decision, option) {
    const { seat, count } = decision.args;
    popDecision(ctx.state, decision);
    const o = commodityOutcomes(ctx.state, seat, count).find((x) => outcomeOption(x) === option);
    if (o) applyOutcome(ctx, seat, o);
    return ok(undefined);
  },
  default: (state, decision) => {
    const first = commodityOutcomes(state, decision.args.seat, decision.args.count)[0];
    return first ? outcomeOption(first) : undefined;
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const INFANTRY_RETURN_CHOICES = [RETURN_CHOICE, COMMODITY_CHOICE];
