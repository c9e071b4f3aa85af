// LRR 77 space cannon: offense after movement (77.2–77.5, 77.3c PDS II / deep space range), defense during an
// invasion (77.6–77.8); with Plasma Scoring, Antimass Deflectors and Graviton Laser System.
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema, unitTypeSchema } from '../core/schemas';
import { clockwiseFrom } from '../core/order';
import { invariant, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, UNIT_TYPES, type UnitType } from '../data/types';
import { defineChoice, pushChoice, type ChoiceOf } from '../kernel/choices';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { adjacentSystems } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { groundCombatantCount, groundHitTypes, otherShipOwners, shipCount } from './combat-record';
import {
  antimassModifier,
  hitsOf,
  plasmaScoringChoices,
  registeredModifier,
  rollModifiers,
  rollDice,
  withPlasmaScoring,
  type Die,
  type DiceGroup,
} from './dice';
import { pushAssignHits } from './hits';
import {
  ask,
  CANNOT_SPACE_CANNON_AGAINST,
  CANNOT_SPACE_CANNON_DEFENSE_AGAINST,
  PDS_DISABLED,
  PLANET_SPACE_CANNON,
} from '../effects';
import { statsOf } from '../units/stats';
import { attachmentToken } from '../data/tokens';

const fireArgs = z.object({
  seat: seatSchema,
  target: seatSchema,
  system: hexKeySchema,
  planet: idSchema.nullable(),
  graviton: z.boolean(),
  /** Plasma Scoring: the unit type chosen for the extra die (null: the engine's pick; absent: not asked yet). */
  plasma: unitTypeSchema.nullable().optional(),
  /** The 'when-unit-ability-rolled' window was opened before this roll (Strike Wing Ambuscade). */
  asked: z.literal(true).optional(),
});
type FireArgs = z.infer<typeof fireArgs>;
const cannonChoiceArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema.nullable() });
const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });
const planetArgs = z.object({ system: hexKeySchema, planet: idSchema });
const defenseSeatArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/space-cannon-offense': NoArgs;
    'combat/space-cannon-offense/seat': z.infer<typeof seatSystemArgs>;
    [SPACE_CANNON_DEFENSE_STEP]: z.infer<typeof planetArgs>;
    'combat/space-cannon-defense/seat': z.infer<typeof defenseSeatArgs>;
    'combat/space-cannon/fire': z.infer<typeof fireArgs>;
    'combat/space-cannon/hits': z.infer<typeof fireArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'combat/plasma-scoring': z.infer<typeof fireArgs>;
    'combat/space-cannon': z.infer<typeof cannonChoiceArgs>;
  }
}

export const SPACE_CANNON_DEFENSE_STEP = 'combat/space-cannon-defense' as const;

/** A unit type's space cannon, as the laws leave it (Articles of War takes it from mechs: engine/units/stats). */
export const cannonOf = (state: GameState, seat: Seat, t: UnitType) => statsOf(state, seat, t)?.spaceCannon ?? null;

/** Units able to fire: how many of each type, from where. */
export type CannonUnits = Partial<Record<UnitType, number>>;

function addCounts(
  into: CannonUnits,
  counts: Partial<Record<UnitType, number>> | undefined,
  keep: (t: UnitType) => boolean,
): void {
  for (const t of UNIT_TYPES) {
    const n = counts?.[t] ?? 0;
    if (n > 0 && keep(t)) into[t] = (into[t] ?? 0) + n;
  }
}

/**
 * 77.2/77.3c: a seat's units that can use space cannon against the active system — in it (space area and planets),
 * and with deep space range (PDS II) in adjacent systems.
 */
export function offenseUnits(state: GameState, seat: Seat, system: string): CannonUnits {
  const hasCannon = (t: UnitType) => cannonOf(state, seat, t) !== null;
  const deepSpace = (t: UnitType) => cannonOf(state, seat, t)?.deepSpace === true;
  const out: CannonUnits = {};
  const key = String(seat);
  const sys = state.board.systems[system];
  addCounts(out, sys?.space[key]?.counts, hasCannon);
  for (const p of Object.values(sys?.planets ?? {})) addCounts(out, p.units[key]?.counts, hasCannon);
  for (const adj of adjacentSystems(state.board, system, adjacencyInPlay(state, seat))) {
    const a = state.board.systems[adj];
    addCounts(out, a?.space[key]?.counts, deepSpace);
    for (const p of Object.values(a?.planets ?? {})) addCounts(out, p.units[key]?.counts, deepSpace);
  }
  return out;
}

/** 77.7, 77.7d: only the units on the invaded planet itself fire during space cannon defense. */
export function defenseUnits(state: GameState, seat: Seat, system: string, planet: string): CannonUnits {
  const out: CannonUnits = {};
  addCounts(
    out,
    state.board.systems[system]?.planets[planet]?.units[String(seat)]?.counts,
    // Disable: the seat's PDS here have no Space Cannon during this invasion.
    (t) => cannonOf(state, seat, t) !== null && !(t === 'pds' && ask(PDS_DISABLED, { state, seat, system })),
  );
  return out;
}

/**
 * 12, 77: space cannon a card attached to a planet gives it as if it were a unit (the Titans hero on Elysium), fired by
 * the planet's controller from the planet itself — in the active system for offense, the invaded planet for defense
 * (`planet`); it has no deep space range.
 */
export function attachedCannons(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string | null,
): { readonly hitsOn: number; readonly dice: number }[] {
  const out: { hitsOn: number; dice: number }[] = [];
  for (const [id, p] of Object.entries(state.board.systems[system]?.planets ?? {})) {
    if (p.owner !== seat || (planet !== null && id !== planet)) continue;
    for (const a of p.attachments) {
      const cannon = attachmentToken(a)?.spaceCannon;
      if (cannon) out.push({ hitsOn: cannon.hitsOn, dice: cannon.dice });
    }
    // A planet's own Space Cannon from an ability (Custodia Vigilia on Mecatol Rex), fired the same way.
    out.push(...ask(PLANET_SPACE_CANNON, { state, seat, system, planet: id }));
  }
  return out;
}

/** 77.2 / 77.6: whether the seat has anything able to fire space cannon here (units or an attached card). */
export const hasCannon = (state: GameState, seat: Seat, system: string, planet: string | null): boolean =>
  hasAny(planet === null ? offenseUnits(state, seat, system) : defenseUnits(state, seat, system, planet)) ||
  attachedCannons(state, seat, system, planet).length > 0;

/** 77.5a–b: whom this seat may fire at during space cannon offense (never at ships the Argent flagship shields). */
export function offenseTargets(state: GameState, seat: Seat, system: string): Seat[] {
  const active = state.activeSeat;
  if (active === null) return [];
  const targets =
    seat === active ? otherShipOwners(state, system, active) : shipCount(state, system, active) > 0 ? [active] : [];
  return targets.filter((t) => !ask(CANNOT_SPACE_CANNON_AGAINST, { state, system, firer: seat, target: t }));
}

const hasAny = (u: CannonUnits): boolean => Object.values(u).some((n) => (n ?? 0) > 0);

const canUseGraviton = (state: GameState, seat: Seat): boolean => {
  const p = state.players[seat];
  return !!p && p.technologies.includes('gls') && !p.exhaustedTechnologies.includes('gls');
};

export const COMBAT_SPACE_CANNON_STEPS = [
  /** 77.2: beginning with the active player and going clockwise, each player may use space cannon. */
  defineStep('tactical/space-cannon-offense', noArgs, (ctx) => {
    const system = ctx.state.tactical?.system;
    const active = ctx.state.activeSeat;
    if (!system || active === null) return;
    for (const seat of clockwiseFrom(ctx.read, active).reverse())
      pushStep(ctx.state, 'combat/space-cannon-offense/seat', { seat, system });
  }),
  defineStep('combat/space-cannon-offense/seat', seatSystemArgs, (ctx, args) => {
    if (!hasCannon(ctx.state, args.seat, args.system, null)) return;
    if (offenseTargets(ctx.state, args.seat, args.system).length === 0) return;
    pushChoice(ctx, 'combat/space-cannon', {
      args: { seat: args.seat, system: args.system, planet: null },
      waitingOn: [args.seat],
    });
  }),
  /** 77.6: after ground forces are committed to a planet, other players may fire the space cannon on it. */
  defineStep(SPACE_CANNON_DEFENSE_STEP, planetArgs, (ctx, args) => {
    const active = ctx.state.activeSeat;
    if (active === null) return;
    const seats = clockwiseFrom(ctx.read, active).filter((s) => s !== active);
    for (const seat of seats.reverse()) pushStep(ctx.state, 'combat/space-cannon-defense/seat', { seat, ...args });
  }),
  defineStep('combat/space-cannon-defense/seat', defenseSeatArgs, (ctx, args) => {
    const active = ctx.state.activeSeat;
    if (active === null || !hasCannon(ctx.state, args.seat, args.system, args.planet)) return;
    if (groundCombatantCount(ctx.state, args.system, args.planet, active) === 0) return;
    const barred = { state: ctx.state, system: args.system, planet: args.planet, firer: args.seat, target: active };
    if (ask(CANNOT_SPACE_CANNON_DEFENSE_AGAINST, barred)) return;
    pushChoice(ctx, 'combat/space-cannon', {
      args: { seat: args.seat, system: args.system, planet: args.planet },
      waitingOn: [args.seat],
    });
  }),
  /** 77.3 / 77.7: roll; then windows for rerolls and for effects before hits are assigned; then 77.5 / 77.8. */
  defineStep('combat/space-cannon/fire', fireArgs, (ctx, args) => {
    const { seat, target, system, planet } = args;
    const player = ctx.state.players[seat];
    invariant(player, 'unknown seat');
    // "When your units roll for a unit ability" (Strike Wing Ambuscade): asked once, before anything else.
    if (!args.asked) {
      pushStep(ctx.state, 'combat/space-cannon/fire', { ...args, asked: true });
      pushStep(ctx.state, 'window/open', {
        window: 'when-unit-ability-rolled',
        subject: { seat, target, system, planet, roll: 'space-cannon' },
      });
      return;
    }
    const groups = cannonGroups(ctx.state, args);
    // FAQ: the unit that rolls Plasma Scoring's extra die is chosen before rolling.
    if (args.plasma === undefined && plasmaScoringChoices(ctx.state, seat, groups).length > 1) {
      pushChoice(ctx, 'combat/plasma-scoring', { args: { ...args }, waitingOn: [seat] });
      return;
    }
    if (args.graviton) player.exhaustedTechnologies.push('gls');
    const dice = rollDice(
      ctx,
      { seat, roll: 'space-cannon', system, planet },
      withPlasmaScoring(ctx.state, seat, groups, args.plasma ?? undefined),
    );
    ctx.state.tactical!.notes['space-cannon-roll'] = dice;
    pushStep(ctx.state, 'combat/space-cannon/hits', { ...args });
    pushStep(ctx.state, 'window/open', {
      window: 'before-space-cannon-hits-assigned',
      subject: { seat, target, system, planet },
    });
    pushStep(ctx.state, 'window/open', {
      window: 'after-unit-ability-rolled',
      subject: { seat, target, system, planet, roll: 'space-cannon' },
    });
  }),
  defineStep('combat/space-cannon/hits', fireArgs, (ctx, args) => {
    const count = spaceCannonHitsLeft(ctx.state);
    delete ctx.state.tactical?.notes['space-cannon-roll'];
    delete ctx.state.tactical?.notes[CANCELLED_NOTE];
    if (count === 0) return;
    const eligible =
      args.planet === null ? SHIP_TYPES : groundHitTypes(ctx.state, args.system, args.planet, args.target); // Matriarch fighters too
    pushAssignHits(ctx, {
      cause: 'space-cannon',
      system: args.system,
      planet: args.planet,
      order: [args.target],
      hits: {
        [String(args.target)]: { count, restricted: args.graviton ? count : 0, eligible, sustain: true, by: args.seat },
      },
    });
  }),
];

const CANCELLED_NOTE = 'space-cannon-cancelled';

/** The dice of the space cannon roll being resolved, while rerolls may still change them (74). */
export const spaceCannonDice = (state: GameState): Die[] =>
  (state.tactical?.notes['space-cannon-roll'] as Die[] | undefined) ?? [];

/** Hits of the space cannon roll being resolved that are still to be assigned (abilities may cancel some). */
export function spaceCannonHitsLeft(state: GameState): number {
  const dice = (state.tactical?.notes['space-cannon-roll'] as Die[] | undefined) ?? [];
  return Math.max(0, hitsOf(dice) - ((state.tactical?.notes[CANCELLED_NOTE] as number | undefined) ?? 0));
}

/** For abilities in the 'before-space-cannon-hits-assigned' window: cancels hits of the roll (Maneuvering Jets). */
export function cancelSpaceCannonHits(state: GameState, n: number): void {
  if (!state.tactical) return;
  state.tactical.notes[CANCELLED_NOTE] = ((state.tactical.notes[CANCELLED_NOTE] as number | undefined) ?? 0) + n;
}

/** Who fires space cannon at whom, where: offense into the active system (`planet` null), defense on a planet. */
export interface CannonFire {
  readonly seat: Seat;
  readonly target: Seat;
  readonly system: string;
  readonly planet: string | null;
}

/**
 * 77.3 / 77.7: the dice of a seat's units able to fire, with Antimass Deflectors and registered modifiers, and the
 * cannons planets give (attached cards, Custodia Vigilia) — before Plasma Scoring's die; the odds roll the same.
 */
export function cannonGroups(state: GameState, args: CannonFire): DiceGroup[] {
  const { seat, target, system, planet } = args;
  const units = planet === null ? offenseUnits(state, seat, system) : defenseUnits(state, seat, system, planet);
  const groups: DiceGroup[] = [];
  for (const [t, n] of Object.entries(units) as [UnitType, number][]) {
    const cannon = cannonOf(state, seat, t);
    if (!cannon || n <= 0) continue;
    groups.push({
      unit: t,
      hitsOn: cannon.hitsOn,
      dice: cannon.dice * n,
      modifier: antimassModifier(state, target) + registeredModifier(state, seat, 'space-cannon', t),
    });
  }
  // An attached card's cannon rolls as a PDS would (the die needs a unit type), with the modifiers that apply to all
  // of the seat's space cannon rolls but none that applies to one unit type only.
  const general = rollModifiers(state)
    .filter((m) => m.seat === seat && m.roll === 'space-cannon' && m.unit === undefined)
    .reduce((n, m) => n + m.amount, 0);
  for (const c of attachedCannons(state, seat, system, planet))
    groups.push({ unit: 'pds', hitsOn: c.hitsOn, dice: c.dice, modifier: antimassModifier(state, target) + general });
  return groups;
}

export const PLASMA_SCORING_CHOICE = defineChoice('combat/plasma-scoring', fireArgs, {
  rule: '1.3',
  options(state, decision) {
    const args = decision.args;
    const groups = cannonGroups(state, args);
    return plasmaScoringChoices(state, args.seat, groups).map((t) => {
      const g = groups.find((x) => x.unit === t)!;
      return {
        option: t,
        label: `Plasma Scoring: the extra space cannon die for a ${t} (hits on ${g.hitsOn - g.modifier})`,
      };
    });
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    pushStep(ctx.state, 'combat/space-cannon/fire', { ...decision.args, plasma: option as UnitType });
    return ok(undefined);
  },
  // The best unit (the lowest value needed) is the engine's pick.
  default: (state, decision) => plasmaScoringChoices(state, decision.args.seat, cannonGroups(state, decision.args))[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

function cannonOptions(state: GameState, d: ChoiceOf<'combat/space-cannon'>): { option: string; label: string }[] {
  const { seat, system, planet } = d.args;
  const active = state.activeSeat;
  const targets = planet === null ? offenseTargets(state, seat, system) : active === null ? [] : [active];
  const name = (s: Seat) => state.players[s]?.name ?? `seat ${s}`;
  const out: { option: string; label: string }[] = [];
  for (const t of targets) {
    out.push({
      option: `fire:${t}`,
      label: `Fire space cannon at ${name(t)}'s ${planet === null ? 'ships' : 'ground forces'}`,
    });
    if (planet === null && canUseGraviton(state, seat))
      out.push({
        option: `fire:${t}:gls`,
        label: `Exhaust Graviton Laser System and fire at ${name(t)}'s non-fighter ships`,
      });
  }
  out.push({ option: 'hold', label: 'Do not use space cannon' });
  return out;
}

export const SPACE_CANNON_CHOICE = defineChoice('combat/space-cannon', cannonChoiceArgs, {
  rule: '77.5a',
  options: (state, decision) => cannonOptions(state, decision),
  resolve(ctx, decision, option) {
    const { seat, system, planet } = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'hold') {
      emit(ctx, { type: 'space-cannon-declined', seat, system, planet });
      return ok(undefined);
    }
    const [, target, gls] = option.split(':');
    const fire: FireArgs = { seat, target: Number(target), system, planet, graviton: gls === 'gls' };
    pushStep(ctx.state, 'combat/space-cannon/fire', { ...fire });
    return ok(undefined);
  },
  // A player who does not answer fires at the first target without exhausting anything.
  default: (state, decision) => cannonOptions(state, decision)[0]?.option,
  // resolve refuses nothing: it fires at the listed target or holds fire.
  offersOnlyLegal: true,
});

export const SPACE_CANNON_CHOICES = [PLASMA_SCORING_CHOICE, SPACE_CANNON_CHOICE];
