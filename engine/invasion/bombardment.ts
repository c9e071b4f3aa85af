// LRR 49.1 / 15 bombardment, 65 planetary shield (65.3 war suns), X-89 Bacterial Weapon Ω, Conventions of War:
// the active player's units with Bombardment roll against planets of the active system; the defender assigns hits.
import { unitLabel } from '../tactical/labels';
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema, unitTypeSchema, unitCountSchema, countSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import type { BombardmentDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import {
  ask,
  BOMBARDMENT_MODIFIER_AGAINST,
  BOMBARDS_THROUGH_PLANETARY_SHIELD,
  CANNOT_BOMBARD,
  GRANTED_BOMBARDMENT,
  PDS_DISABLED,
} from '../effects';
import { registeredModifier, rollDice, hitsOf, withPlasmaScoring, type DiceGroup, type Die } from '../combat/dice';
import { pushAssignHits } from '../combat/hits';
import { hitsLeft } from '../combat/cancelled-hits';
import { groundForceTypes, othersWithGroundForces } from '../combat/combat-record';
import { defineChoice, pushChoice } from '../kernel/choices';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { type CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { destroyUnits } from '../units/destroy';
import { countAt, othersWith, planetArea, spaceOf } from '../units/stacks';
import { statsOf } from '../units/stats';
import { noteUnitsDestroyed } from '../objectives/record';

const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });
const hitsArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema, hits: countSchema });
const x89Args = z.object({ seat: seatSchema, defender: seatSchema, system: hexKeySchema, planet: idSchema });
const x89StepArgs = x89Args.extend({ infantryBefore: countSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'invasion/bombardment-roll': z.infer<typeof rollArgs>;
    'invasion/bombardment': z.infer<typeof seatSystemArgs>;
    'invasion/bombardment-hits': z.infer<typeof hitsArgs>;
    'invasion/x89': z.infer<typeof x89StepArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'invasion/plasma-scoring': z.infer<typeof rollArgs>;
    'invasion/x89': z.infer<typeof x89Args>;
  }
}

type BombardCommand = CommandOf<'bombard'>;

/** The Bombardment a unit type of the seat has in the system: its own, or one an effect gives it (Blitz). */
export const bombardmentOf = (state: GameState, seat: Seat, system: string, type: UnitType) =>
  statsOf(state, seat, type)?.bombardment ?? ask(GRANTED_BOMBARDMENT, { state, seat, system, type });

/** Units of the seat able to bombard: ships in the space area, and L1Z1X mechs on the system's planets (their card). */
export function bombarders(state: GameState, seat: Seat, system: string): Partial<Record<UnitType, number>> {
  const out: Partial<Record<UnitType, number>> = {};
  const sys = state.board.systems[system];
  for (const type of UNIT_TYPES) {
    if (!bombardmentOf(state, seat, system, type)) continue;
    let n = countAt(state, spaceOf(system), seat, type);
    if (type === 'mech')
      n += Object.keys(sys?.planets ?? {}).reduce((m, p) => m + countAt(state, planetArea(system, p), seat, 'mech'), 0);
    if (n > 0) out[type] = n;
  }
  return out;
}

/** 65.3 (war suns), the Letnev flagship and the L1Z1X commander (2RAM): the bombarding player ignores others' shields. */
function shieldsIgnored(state: GameState, seat: Seat, system: string): boolean {
  return (
    ask(BOMBARDS_THROUGH_PLANETARY_SHIELD, { state, seat }) ||
    countAt(state, spaceOf(system), seat, 'war-sun') > 0 ||
    (countAt(state, spaceOf(system), seat, 'flagship') > 0 &&
      statsOf(state, seat, 'flagship')?.unit === 'letnev_flagship')
  );
}

/** 15.1f / 65: whether another player's unit on the planet has Planetary Shield (that still works). */
export function shielded(state: GameState, seat: Seat, system: string, planet: string): boolean {
  if (shieldsIgnored(state, seat, system)) return false;
  const area = planetArea(system, planet);
  return othersWith(state, area, seat).some((other) =>
    UNIT_TYPES.some(
      (t) =>
        countAt(state, area, other, t) > 0 &&
        statsOf(state, other, t)?.planetaryShield &&
        !(t === 'pds' && ask(PDS_DISABLED, { state, seat: other, system })), // Disable
    ),
  );
}

/** Why a planet cannot be bombarded, or null. Only planets with another player's ground forces are worth a roll. */
export function bombardmentBlock(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string,
): { rule: string; message: string } | null {
  if (!state.board.systems[system]?.planets[planet])
    return { rule: '15.1', message: `${planetLabel(planet)} is not in the active system.` };
  if (othersWithGroundForces(state, system, planet, seat).length === 0)
    return { rule: '15.2', message: `${planetLabel(planet)} has no other player's ground forces to bombard.` };
  if (shielded(state, seat, system, planet))
    return {
      rule: '15.1f',
      message: `${planetLabel(planet)} has a unit with Planetary Shield: it cannot be bombarded.`,
    };
  return ask(CANNOT_BOMBARD, { state, seat, planet });
}

export const bombardablePlanets = (state: GameState, seat: Seat, system: string): string[] =>
  Object.keys(state.board.systems[system]?.planets ?? {}).filter(
    (p) => bombardmentBlock(state, seat, system, p) === null,
  );

/** 15.2: the player who controls the planet assigns the hits; otherwise whoever has ground forces there (a Hel-Titan too). */
function defenderOf(state: GameState, seat: Seat, system: string, planet: string): Seat | null {
  const owner = state.board.systems[system]?.planets[planet]?.owner ?? null;
  const withForces = othersWithGroundForces(state, system, planet, seat);
  return owner !== null && withForces.includes(owner) ? owner : (withForces[0] ?? null);
}

export function checkBombard(
  state: GameState,
  decision: BombardmentDecision,
  seat: Seat,
  cmd: BombardCommand,
): Result<void> {
  const available = bombarders(state, seat, decision.system);
  const used: Partial<Record<UnitType, number>> = {};
  for (const t of cmd.targets) {
    const block = bombardmentBlock(state, seat, decision.system, t.planet);
    if (block) return fail('invasion/cannot-bombard', block.rule, block.message);
    used[t.unit] = (used[t.unit] ?? 0) + t.count;
    if ((used[t.unit] ?? 0) > (available[t.unit] ?? 0)) {
      return fail(
        'invasion/no-bombardment',
        '15.1',
        `You have ${available[t.unit] ?? 0} ${t.unit} with Bombardment in the active system.`,
      );
    }
  }
  return ok(undefined);
}

/** 15.1: each declared unit rolls its bombardment dice (after Plasma Scoring's choice); then 15.2, planet by planet. */
export function bombard(ctx: CommandCtx, decision: BombardmentDecision, cmd: BombardCommand): Result<void> {
  const checked = checkBombard(ctx.state, decision, ctx.seat, cmd);
  if (!checked.ok) return checked;
  popDecision(ctx.state, decision);
  if (cmd.targets.length > 0)
    pushStep(ctx.state, 'invasion/bombardment-roll', { seat: ctx.seat, system: decision.system, targets: cmd.targets });
  return ok(undefined);
}

const rollArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  targets: z.array(z.object({ planet: idSchema, unit: unitTypeSchema, count: unitCountSchema })),
  /** Plasma Scoring: 'planet:unit' chosen for the extra die (null: the engine's pick; absent: not asked yet). */
  plasma: z.string().nullable().optional(),
  /** The 'when-unit-ability-rolled' window was opened before this roll (Strike Wing Ambuscade). */
  asked: z.literal(true).optional(),
});
type RollArgs = z.infer<typeof rollArgs>;

/** The dice each declared planet receives, in the order the planets were first declared. */
function bombardGroups(state: GameState, args: RollArgs): { planet: string; groups: DiceGroup[] }[] {
  const planets = [...new Set(args.targets.map((t) => t.planet))];
  return planets.map((planet) => ({
    planet,
    groups: args.targets
      .filter((t) => t.planet === planet)
      .map((t) => {
        const b = bombardmentOf(state, args.seat, args.system, t.unit)!;
        return {
          unit: t.unit,
          hitsOn: b.hitsOn,
          dice: b.dice * t.count,
          modifier:
            registeredModifier(state, args.seat, 'bombardment', t.unit) +
            ask(BOMBARDMENT_MODIFIER_AGAINST, { state, planet }), // Bunker
        };
      }),
  }));
}

/**
 * Plasma Scoring (FAQ: one extra die per use of Bombardment, its unit chosen before rolling): the 'planet:unit'
 * choices that differ in planet or value, best value first (then the order declared). Empty without the technology.
 */
function plasmaChoices(state: GameState, args: RollArgs): string[] {
  if (!state.players[args.seat]?.technologies.includes('ps')) return [];
  const all = bombardGroups(state, args).flatMap(({ planet, groups }) =>
    groups.map((g) => ({ planet, unit: g.unit, value: g.hitsOn - g.modifier })),
  );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of [...all].sort((a, b) => a.value - b.value)) {
    if (seen.has(`${c.planet}|${c.value}`)) continue;
    seen.add(`${c.planet}|${c.value}`);
    out.push(`${c.planet}:${c.unit}`);
  }
  return out;
}

export const PLASMA_SCORING_CHOICE = defineChoice('invasion/plasma-scoring', rollArgs, {
  rule: '1.3',
  options: (state, decision) =>
    plasmaChoices(state, decision.args).map((o) => {
      const [planet, unit] = o.split(':');
      return {
        option: o,
        label: `Plasma Scoring: the extra bombardment die for a ${unitLabel(unit ?? '')} bombarding ${planetLabel(planet ?? '')}`,
      };
    }),
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    pushStep(ctx.state, 'invasion/bombardment-roll', { ...decision.args, plasma: option });
    return ok(undefined);
  },
  default: (state, decision) => plasmaChoices(state, decision.args)[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

const ROLL_NOTE = 'bombardment-roll';

/** The bombardment dice just rolled, by planet, while rerolls may still change them (74). */
export const bombardmentDice = (state: GameState): Record<string, Die[]> =>
  (state.tactical?.notes[ROLL_NOTE] as Record<string, Die[]> | undefined) ?? {};

export const BOMBARDMENT_STEPS = [
  /** 15.1: the declared units roll, planet by planet; 15.2 the hits are then assigned in the order declared. */
  defineStep('invasion/bombardment-roll', rollArgs, (ctx, args) => {
    // "When your units roll for a unit ability" (Strike Wing Ambuscade): asked once, before anything else.
    if (!args.asked) {
      pushStep(ctx.state, 'invasion/bombardment-roll', { ...args, asked: true });
      pushStep(ctx.state, 'window/open', {
        window: 'when-unit-ability-rolled',
        subject: { seat: args.seat, system: args.system, planet: null, roll: 'bombardment' },
      });
      return;
    }
    const choices = plasmaChoices(ctx.state, args);
    if (args.plasma === undefined && choices.length > 1) {
      pushChoice(ctx, 'invasion/plasma-scoring', { args: { ...args }, waitingOn: [args.seat] });
      return;
    }
    const pick = args.plasma ?? choices[0] ?? null;
    const results: { planet: string; hits: number }[] = [];
    const rolled: Record<string, Die[]> = {};
    for (const { planet, groups } of bombardGroups(ctx.state, args)) {
      const unit = pick?.startsWith(`${planet}:`) ? (pick.slice(planet.length + 1) as UnitType) : undefined;
      const dice = rollDice(
        ctx,
        { seat: args.seat, roll: 'bombardment', system: args.system, planet },
        unit ? withPlasmaScoring(ctx.state, args.seat, groups, unit) : groups,
      );
      results.push({ planet, hits: hitsOf(dice) });
      rolled[planet] = dice;
    }
    for (const { planet, hits } of [...results].reverse()) {
      pushStep(ctx.state, 'invasion/bombardment-hits', { seat: args.seat, system: args.system, planet, hits });
      // Abilities that cancel hits before they are assigned (Tellurian), once rerolls are done.
      const target = defenderOf(ctx.state, args.seat, args.system, planet);
      if (target !== null)
        pushStep(ctx.state, 'window/open', {
          window: 'before-bombardment-hits-assigned',
          subject: { seat: args.seat, target, system: args.system, planet },
          quiet: true,
        });
    }
    // 74: the dice are kept until their hits are counted, so that abilities after the roll may reroll them.
    if (ctx.state.tactical) ctx.state.tactical.notes[ROLL_NOTE] = rolled;
    pushStep(ctx.state, 'window/open', {
      window: 'after-unit-ability-rolled',
      subject: { seat: args.seat, system: args.system, planet: null, roll: 'bombardment' },
    });
  }),
  /** 49.1: asks the active player where their units bombard, when any unit can and any planet may be bombarded. */
  defineStep('invasion/bombardment', seatSystemArgs, (ctx, args) => {
    const units = bombarders(ctx.state, args.seat, args.system);
    if (Object.keys(units).length === 0 || bombardablePlanets(ctx.state, args.seat, args.system).length === 0) return;
    pushDecision(ctx, { kind: 'bombardment', system: args.system, waitingOn: [args.seat] });
  }),
  /** 15.2: the defender destroys (or sustains with) their ground forces; X-89 may follow. */
  defineStep('invasion/bombardment-hits', hitsArgs, (ctx, args) => {
    const defender = defenderOf(ctx.state, args.seat, args.system, args.planet);
    const kept = bombardmentDice(ctx.state)[args.planet];
    if (kept) {
      const { [args.planet]: _counted, ...rest } = bombardmentDice(ctx.state);
      if (Object.keys(rest).length > 0) ctx.state.tactical!.notes[ROLL_NOTE] = rest;
      else delete ctx.state.tactical!.notes[ROLL_NOTE];
    }
    const rolled = kept ? hitsOf(kept) : args.hits; // rerolled dice count as they now show
    if (defender === null) return;
    const hits = hitsLeft(ctx.state, 'bombardment', defender, args.planet, rolled);
    if (hits === 0) return;
    const infantry = countAt(ctx.state, planetArea(args.system, args.planet), defender, 'infantry');
    pushStep(ctx.state, 'invasion/x89', {
      seat: args.seat,
      defender,
      system: args.system,
      planet: args.planet,
      infantryBefore: infantry,
    });
    pushAssignHits(ctx, {
      cause: 'bombardment',
      system: args.system,
      planet: args.planet,
      order: [defender],
      hits: {
        [String(defender)]: {
          count: hits,
          restricted: 0,
          eligible: groundForceTypes(ctx.state, defender),
          sustain: true,
          by: args.seat,
        },
      },
    });
  }),
  /** X-89 Bacterial Weapon Ω: after bombardment destroyed the opponent's infantry there, destroy all of them. */
  defineStep('invasion/x89', x89StepArgs, (ctx, args) => {
    const now = countAt(ctx.state, planetArea(args.system, args.planet), args.defender, 'infantry');
    if (now === 0 || now >= args.infantryBefore || !ctx.state.players[args.seat]?.technologies.includes('x89')) return;
    pushChoice(ctx, 'invasion/x89', {
      args: { seat: args.seat, defender: args.defender, system: args.system, planet: args.planet },
      waitingOn: [args.seat],
    });
  }),
];

export const X89_CHOICE = defineChoice('invasion/x89', x89Args, {
  rule: '1.3',
  options(state, decision) {
    const { defender, system, planet } = decision.args;
    const n = countAt(state, planetArea(system, planet), defender, 'infantry');
    return [
      {
        option: 'destroy',
        label: `X-89 Bacterial Weapon: destroy all ${n} of the opponent's infantry on ${planetLabel(planet)}`,
      },
      { option: 'decline', label: 'Do not use X-89 Bacterial Weapon' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, defender, system, planet } = decision.args;
    popDecision(ctx.state, decision);
    const area = planetArea(system, planet);
    if (option === 'destroy') {
      const infantry = countAt(ctx.state, area, defender, 'infantry');
      destroyUnits(ctx, area, defender, 'infantry', infantry, { cause: 'ability', by: seat });
      // Resolved within the bombardment step: it may destroy the last of the defender's ground forces (61.9).
      noteUnitsDestroyed(ctx.state, {
        system,
        planet,
        seat: defender,
        by: seat,
        cause: 'bombardment',
        units: { infantry },
      });
    }
    return ok(undefined);
  },
  default: () => 'destroy',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/** Sensible bombardments: none, or every bombarding unit against one planet. */
export function bombardmentOptions(state: GameState, decision: BombardmentDecision, seat: Seat): Option[] {
  const out: Option[] = [{ command: { type: 'bombard', targets: [] }, label: 'Do not bombard', group: 'Bombardment' }];
  const units = bombarders(state, seat, decision.system);
  for (const planet of bombardablePlanets(state, seat, decision.system)) {
    const targets = Object.entries(units).map(([unit, count]) => ({ planet, unit: unit as UnitType, count: count! }));
    const what = targets.map((t) => `${t.count} ${unitLabel(t.unit)}`).join(', ');
    out.push({
      command: { type: 'bombard', targets },
      label: `Bombard ${planetLabel(planet)} with ${what}`,
      group: 'Bombardment',
      checked: true,
    });
  }
  return out;
}

export const BOMBARDMENT_CHOICES = [PLASMA_SCORING_CHOICE, X89_CHOICE];
