// What agenda outcomes do to units on the board (31 destroyed, 30 placed from reinforcements): destroying every
// unit somewhere, or a number of a player's own units that the player picks (Arms Reduction, Ixthian Artifact...).
import { z } from 'zod';
import { hexKeySchema, unitTypeSchema, countSchema } from '../../core/schemas';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { UNIT_TYPES, type UnitType } from '../../data/types';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { popDecision } from '../../kernel/stack';
import { type FlowCtx } from '../../kernel/context';
import { destroyUnits } from '../../units/destroy';
import { areaUnits, areasOf, countAt, describeArea, type Area } from '../../units/stacks';

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/destroy-unit': z.infer<typeof destroySpec>;
  }
}

/** Which of a player's units an effect makes them destroy, and how many are left to pick. */
const destroySpec = z.object({
  left: countSchema,
  types: z.array(unitTypeSchema).readonly(),
  /** Only in these systems; null = anywhere on the board. */
  systems: z.array(hexKeySchema).readonly().nullable(),
  reason: z.string(),
});
export type DestroySpec = z.infer<typeof destroySpec>;

export interface UnitsAt {
  readonly area: Area;
  readonly type: UnitType;
  readonly count: number;
}

/** The seat's units of the spec's types, by area and type, in board order. */
export function unitsMatching(
  state: GameState,
  seat: Seat,
  types: readonly UnitType[],
  systems: readonly string[] | null,
): UnitsAt[] {
  const out: UnitsAt[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (systems !== null && !systems.includes(key)) continue;
    for (const area of areasOf(sys, key)) {
      for (const type of types) {
        const count = countAt(state, area, seat, type);
        if (count > 0) out.push({ area, type, count });
      }
    }
  }
  return out;
}

/** Destroys every unit of every player in an area (of the given types); returns how many each seat lost. */
export function destroyEverything(
  ctx: FlowCtx,
  area: Area,
  types: readonly UnitType[] = UNIT_TYPES,
): Map<Seat, number> {
  const lost = new Map<Seat, number>();
  const units = areaUnits(ctx.state, area) ?? {};
  for (const seatKey of Object.keys(units).sort()) {
    const seat = Number(seatKey);
    for (const type of types) {
      const n = countAt(ctx.state, area, seat, type);
      if (n === 0) continue;
      destroyUnits(ctx, area, seat, type, n, { cause: 'ability' });
      lost.set(seat, (lost.get(seat) ?? 0) + n);
    }
  }
  return lost;
}

const optionOf = (u: { area: Area; type: UnitType }): string => `${u.area.system}|${u.area.planet ?? ''}|${u.type}`;

/**
 * The seat destroys `spec.left` of its own matching units. When there is nothing to pick (no more units than must
 * go, or all of one kind in one place) it happens at once; otherwise the player picks one unit at a time.
 */
export function destroyOwnUnits(ctx: FlowCtx, seat: Seat, spec: DestroySpec): void {
  if (spec.left <= 0) return;
  const found = unitsMatching(ctx.state, seat, spec.types, spec.systems);
  const total = found.reduce((n, u) => n + u.count, 0);
  if (total === 0) return;
  if (total <= spec.left || found.length === 1) {
    let left = spec.left;
    for (const u of found) {
      const n = Math.min(left, u.count);
      destroyUnits(ctx, u.area, seat, u.type, n, { cause: 'ability' });
      left -= n;
    }
    return;
  }
  pushChoice(ctx, 'agenda/destroy-unit', { args: { ...spec }, waitingOn: [seat] });
}

export const DESTROY_UNIT_CHOICE = defineChoice('agenda/destroy-unit', destroySpec, {
  rule: '8.18',
  options: (state, d, seat) => {
    const spec = d.args;
    return unitsMatching(state, seat, spec.types, spec.systems).map((u) => ({
      option: optionOf(u),
      label: `Destroy 1 ${u.type} (${describeArea(u.area)}) — ${spec.reason}, ${spec.left} to go`,
    }));
  },
  resolve: (ctx, decision, option) => {
    const [system, planet, type] = option.split('|');
    if (!system || type === undefined) return fail('input/not-an-option', 'input', 'Pick one of the offered units.');
    const area: Area = planet ? { system, planet } : { system };
    const spec = decision.args;
    popDecision(ctx.state, decision);
    destroyUnits(ctx, area, ctx.seat, type as UnitType, 1, { cause: 'ability' });
    destroyOwnUnits(ctx, ctx.seat, { ...spec, left: spec.left - 1 });
    return ok(undefined);
  },
  default: (state, d, seat) => {
    const spec = d.args;
    const first = unitsMatching(state, seat, spec.types, spec.systems)[0];
    return first ? optionOf(first) : undefined;
  },
  // resolve refuses only an option that does not name a system and a unit type: every listed one does (optionOf).
  offersOnlyLegal: true,
});

export const UNIT_EFFECT_CHOICES = [DESTROY_UNIT_CHOICE];
