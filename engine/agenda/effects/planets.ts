// Agenda effects on planets: exhausting planets a player picks (34), readying only some of them at the end of the
// agenda phase (8.4 with Checks and Balances), and gaining control of a planet (25.1).
import { z } from 'zod';
import { countSchema } from '../../core/schemas';
import { ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { planetCardsHeld, planetValues, readyPlanets } from '../../economy/planets';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { emit, type FlowCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';

import { planetName } from '../outcomes';

const leftArgs = z.object({ left: countSchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/exhaust-planet': z.infer<typeof leftArgs>;
    'agenda/ready-planet': z.infer<typeof leftArgs>;
  }
}

const exhaustedPlanets = (state: GameState, seat: Seat) =>
  planetCardsHeld(state, seat).filter((p) => p.planet.exhausted);
const worth = (state: GameState, id: string) => planetValues(state, id).resources + planetValues(state, id).influence;

function setExhausted(ctx: FlowCtx, seat: Seat, planet: string, exhausted: boolean): void {
  const found = planetCardsHeld(ctx.state, seat).find((p) => p.id === planet);
  if (!found || found.planet.exhausted === exhausted) return;
  found.planet.exhausted = exhausted;
  emit(
    ctx,
    exhausted
      ? { type: 'planets-exhausted', seat, planets: [planet] }
      : { type: 'planets-readied', seat, planets: [planet] },
  );
}

/** The seat exhausts `count` of its ready planets of its choice (all of them when it has no more than that). */
export function exhaustPlanetsOfChoice(ctx: FlowCtx, seat: Seat, count: number): void {
  if (count <= 0) return;
  const ready = readyPlanets(ctx.state, seat);
  if (ready.length === 0) return;
  if (ready.length <= count) {
    for (const p of ready) setExhausted(ctx, seat, p.id, true);
    return;
  }
  pushChoice(ctx, 'agenda/exhaust-planet', { args: { left: count }, waitingOn: [seat] });
}

export const EXHAUST_PLANET_CHOICE = defineChoice('agenda/exhaust-planet', leftArgs, {
  rule: '8.18',
  options: (state, d, seat) =>
    readyPlanets(state, seat).map((p) => ({
      option: p.id,
      label: `Exhaust ${planetName(p.id)} (${d.args.left} to go)`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    setExhausted(ctx, ctx.seat, option, true);
    exhaustPlanetsOfChoice(ctx, ctx.seat, decision.args.left - 1);
    return ok(undefined);
  },
  // Without an answer the least valuable planet goes first.
  default: (state, _d, seat) =>
    [...readyPlanets(state, seat)].sort((a, b) => worth(state, a.id) - worth(state, b.id))[0]?.id,
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/** Checks and Balances (Against): the seat readies only `count` of its exhausted planets, of its choice. */
export function readyPlanetsOfChoice(ctx: FlowCtx, seat: Seat, count: number): void {
  if (count <= 0) return;
  const exhausted = exhaustedPlanets(ctx.state, seat);
  if (exhausted.length === 0) return;
  if (exhausted.length <= count) {
    for (const p of exhausted) setExhausted(ctx, seat, p.id, false);
    return;
  }
  pushChoice(ctx, 'agenda/ready-planet', { args: { left: count }, waitingOn: [seat] });
}

export const READY_PLANET_CHOICE = defineChoice('agenda/ready-planet', leftArgs, {
  rule: '8.18',
  options: (state, d, seat) =>
    exhaustedPlanets(state, seat).map((p) => ({
      option: p.id,
      label: `Ready ${planetName(p.id)} (${d.args.left} to go)`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    setExhausted(ctx, ctx.seat, option, false);
    readyPlanetsOfChoice(ctx, ctx.seat, decision.args.left - 1);
    return ok(undefined);
  },
  default: (state, _d, seat) =>
    [...exhaustedPlanets(state, seat)].sort((a, b) => worth(state, b.id) - worth(state, a.id))[0]?.id,
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const PLANET_EFFECT_CHOICES = [EXHAUST_PLANET_CHOICE, READY_PLANET_CHOICE];
