// Transit Diodes (LRR 90 technology, 43 ground forces, 25 control): at the start of its owner's turn in the action
// phase, exhaust it to lift up to 4 of their ground forces off the board and set them down on planets they control.
// Either all at once (`targets.moves`, one command) or one unit at a time through two choices a phone can show.
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema, countSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES, type UnitType } from '../data/types';
import { PLANETS, isPlanetId } from '../data/planets';
import { SYSTEMS } from '../data/systems';
import { controlledPlanets } from '../economy/planets';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { areasOf, countAt, moveUnits, planetArea, sameArea, type Area } from '../units/stacks';
import type { AbilityDef } from '../kernel/abilities';

const pickArgs = z.object({
  seat: seatSchema,
  /** Ground forces already relocated by this use. */
  moved: countSchema,
});
const placeArgs = pickArgs.extend({
  from: z.object({ system: hexKeySchema, planet: idSchema.optional() }),
  unit: z.enum(GROUND_FORCE_TYPES),
});

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [PICK]: z.infer<typeof pickArgs>;
    [PLACE]: z.infer<typeof placeArgs>;
  }
}

export const TRANSIT_DIODES_TECH = 'td';
/** Ground forces one use may relocate. */
export const TRANSIT_DIODES_LIMIT = 4;

type GroundForce = (typeof GROUND_FORCE_TYPES)[number];

/** One group of ground forces: where they are taken from (a planet, or a space area), the planet they go to. */
const moveSchema = z.object({
  system: z.string().max(16),
  planet: z.string().max(64).optional(),
  unit: z.enum(GROUND_FORCE_TYPES),
  count: z.number().int().min(1).max(TRANSIT_DIODES_LIMIT),
  to: z.string().max(64),
});
const movesSchema = z.object({ moves: z.array(moveSchema).min(1).max(TRANSIT_DIODES_LIMIT) });
export type TransitMove = z.infer<typeof moveSchema>;

const areaOf = (m: Pick<TransitMove, 'system' | 'planet'>): Area =>
  m.planet === undefined ? { system: m.system } : planetArea(m.system, m.planet);

function areaName(state: GameState, area: Area): string {
  if (area.planet !== undefined) return isPlanetId(area.planet) ? PLANETS[area.planet].name : area.planet;
  const tile = state.board.systems[area.system]?.tile;
  const sys = tile === undefined ? undefined : (SYSTEMS as Record<string, { name: string } | undefined>)[tile];
  return `the space area of ${sys?.name ?? area.system}`;
}

/** Every area (planet or space) holding ground forces of the seat, with how many of each kind. */
function groundForceSources(state: GameState, seat: Seat): { area: Area; unit: GroundForce; count: number }[] {
  const out: { area: Area; unit: GroundForce; count: number }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    for (const area of areasOf(sys, key)) {
      for (const unit of GROUND_FORCE_TYPES) {
        const count = countAt(state, area, seat, unit);
        if (count > 0) out.push({ area, unit, count });
      }
    }
  }
  return out;
}

/** Planets the seat controls, as areas (25: a planet is controlled whether or not units are on it). */
const ownPlanets = (state: GameState, seat: Seat): Area[] =>
  controlledPlanets(state, seat).map((c) => planetArea(c.system, c.id));

/** Whether some ground force could go somewhere else: a source and a controlled planet that are not the same place. */
function anyRelocation(state: GameState, seat: Seat): boolean {
  const planets = ownPlanets(state, seat);
  return groundForceSources(state, seat).some((s) => planets.some((p) => !sameArea(p, s.area)));
}

/** Every rule a set of moves must satisfy (taken off the board together, so counts are checked per area). */
export function checkTransitMoves(state: GameState, seat: Seat, moves: readonly TransitMove[]): Result<void> {
  const total = moves.reduce((n, m) => n + m.count, 0);
  if (total > TRANSIT_DIODES_LIMIT)
    return fail(
      'ability/too-many-units',
      '90',
      `Transit Diodes moves at most ${TRANSIT_DIODES_LIMIT} ground forces; you chose ${total}.`,
    );
  const taken = new Map<string, number>();
  for (const m of moves) {
    const from = areaOf(m);
    const sys = state.board.systems[m.system];
    if (!sys || (m.planet !== undefined && !sys.planets[m.planet]))
      return fail('ability/no-such-area', 'input', `There is no ${m.planet ?? `system ${m.system}`} there.`);
    const key = `${m.system}|${m.planet ?? ''}|${m.unit}`;
    const want = (taken.get(key) ?? 0) + m.count;
    taken.set(key, want);
    if (countAt(state, from, seat, m.unit) < want) {
      return fail('ability/units-missing', '90', `You do not have ${want} ${m.unit} in ${areaName(state, from)}.`);
    }
    const to = controlledPlanets(state, seat).find((c) => c.id === m.to);
    if (!to)
      return fail(
        'ability/not-your-planet',
        '25',
        `Ground forces can be placed only on planets you control, and you do not control ${m.to}.`,
      );
  }
  return ok(undefined);
}

function relocate(ctx: FlowCtx, seat: Seat, from: Area, to: Area, unit: UnitType, count: number): void {
  moveUnits(ctx.state, from, to, seat, unit, count);
  emit(ctx, {
    type: 'units-removed',
    seat,
    system: from.system,
    planet: from.planet ?? null,
    unit,
    count,
    reason: 'ability',
  });
  emit(ctx, {
    type: 'units-placed',
    seat,
    system: to.system,
    planet: to.planet ?? null,
    unit,
    count,
    cause: 'transit-diodes',
  });
}

const PICK = 'transit-diodes/pick' as const;
const PLACE = 'transit-diodes/place' as const;

type PickArgs = z.infer<typeof pickArgs>;
type PlaceArgs = z.infer<typeof placeArgs>;

const sourceOption = (s: { area: Area; unit: GroundForce }) => `take:${s.area.system}:${s.area.planet ?? ''}:${s.unit}`;
const planetOption = (a: Area) => `to:${a.system}:${a.planet ?? ''}`;

function askPick(ctx: FlowCtx, args: PickArgs): void {
  if (args.moved >= TRANSIT_DIODES_LIMIT) return;
  pushChoice(ctx, PICK, { args: { ...args }, waitingOn: [args.seat] });
}

export const PICK_CHOICE = defineChoice(PICK, pickArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, moved } = decision.args;
    const planets = ownPlanets(state, seat);
    const picks = groundForceSources(state, seat)
      .filter((s) => planets.some((p) => !sameArea(p, s.area)))
      .map((s) => ({
        option: sourceOption(s),
        label: `Move 1 ${s.unit} from ${areaName(state, s.area)} (${s.count} there)`,
      }));
    return [
      ...picks,
      {
        option: 'done',
        label: moved === 0 ? 'Move no ground forces' : `Stop (${moved} of ${TRANSIT_DIODES_LIMIT} moved)`,
      },
    ];
  },
  resolve(ctx, decision, option) {
    const args = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'done') return ok(undefined);
    const source = groundForceSources(ctx.state, args.seat).find((s) => sourceOption(s) === option)!;
    const place: PlaceArgs = { ...args, from: source.area, unit: source.unit };
    pushChoice(ctx, PLACE, { args: { ...place }, waitingOn: [args.seat] });
    return ok(undefined);
  },
  default: () => 'done',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const PLACE_CHOICE = defineChoice(PLACE, placeArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, from, unit } = decision.args;
    if (countAt(state, from, seat, unit) === 0) return [];
    const to = ownPlanets(state, seat).filter((p) => !sameArea(p, from));
    return [
      ...to.map((p) => ({ option: planetOption(p), label: `Place the ${unit} on ${areaName(state, p)}` })),
      { option: 'back', label: 'Choose another ground force' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, moved, from, unit } = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'back') {
      askPick(ctx, { seat, moved });
      return ok(undefined);
    }
    const to = ownPlanets(ctx.state, seat).find((p) => planetOption(p) === option)!;
    relocate(ctx, seat, from, to, unit, 1);
    askPick(ctx, { seat, moved: moved + 1 });
    return ok(undefined);
  },
  default: () => 'back',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

const ownTurn = (state: GameState, seat: Seat, subject: Readonly<Record<string, unknown>>) =>
  state.phase === 'action' && subject.seat === seat && state.activeSeat === seat;

export const TRANSIT_DIODES: AbilityDef = {
  id: 'transit-diodes',
  name: 'Transit Diodes',
  source: { kind: 'technology', technology: TRANSIT_DIODES_TECH },
  window: 'start-of-turn',
  costs: [{ kind: 'exhaust-source' }],
  // Public facts only: the card is ready and some ground force of theirs could go to another planet they control.
  eligible: (state, seat, subject) =>
    ownTurn(state, seat, subject) &&
    !state.players[seat]!.exhaustedTechnologies.includes(TRANSIT_DIODES_TECH) &&
    anyRelocation(state, seat),
  // The buttons take the step-by-step way; a client may send every move at once in `targets.moves`.
  targetOptions: () => [{ label: `move up to ${TRANSIT_DIODES_LIMIT} ground forces to your planets`, targets: {} }],
  check: (state, seat, targets) => {
    if (targets.moves === undefined) return ok(undefined);
    const parsed = movesSchema.safeParse(targets);
    if (!parsed.success)
      return fail(
        'ability/bad-target',
        'input',
        'Each move names a system, an optional planet, infantry or mech, a count and the planet it goes to.',
      );
    return checkTransitMoves(state, seat, parsed.data.moves);
  },
  resolve: (ctx, seat, targets) => {
    const parsed = movesSchema.safeParse(targets);
    if (!parsed.success) {
      askPick(ctx, { seat, moved: 0 });
      return;
    }
    // 1.9: resolve what still can be (nothing changes between the check and here in practice).
    if (!checkTransitMoves(ctx.state, seat, parsed.data.moves).ok) return;
    for (const m of parsed.data.moves) {
      const to = controlledPlanets(ctx.state, seat).find((c) => c.id === m.to)!;
      relocate(ctx, seat, areaOf(m), planetArea(to.system, to.id), m.unit, m.count);
    }
  },
};

export const TRANSIT_DIODES_CONTENT = defineContent({
  abilities: [TRANSIT_DIODES],
  choices: [PICK_CHOICE, PLACE_CHOICE],
});
