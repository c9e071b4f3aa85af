// LRR 89.4 / 49 invasion: 49.1 bombardment, 49.2 commit ground forces (27 custodians), 49.3 space cannon defense
// (77.6, done by engine/combat), 49.4 ground combat (42, engine/combat), 49.5 establish control; Dacxive Animators.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema } from '../core/schemas';
import { ok } from '../core/result';
import type { Seat } from '../core/state';
import { SPACE_CANNON_DEFENSE_STEP, hasCannon } from '../combat/space-cannon';
import {
  groundCombatantCount,
  groundCombatResult,
  groundForceCount,
  othersWithGroundForces,
} from '../combat/combat-record';
import { GROUND_COMBAT_STEP, returnCommittedFighters } from '../combat/ground-combat';
import { defineChoice, pushChoice } from '../kernel/choices';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { type FlowCtx } from '../kernel/context';
import { activePlayer } from '../tactical/activation';
import { destroyBlockadedFloatingFactories, releaseOnBlockade } from '../units/capture';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import { AFTER_ACTION_CHOICES, AFTER_ACTION_STEPS } from './after-action';
import { BOMBARDMENT_CHOICES, BOMBARDMENT_STEPS } from './bombardment';
import { groundForcesInSpace } from './commit';
import { CONTROL_CHOICES, CONTROL_STEPS, gainControl } from './control';
import { invasionNotes } from './notes';
import { ask, BEFORE_COMMIT_GROUND_FORCES } from '../effects';
import { ELIMINATION_CHECK } from '../phases/elimination';

/** Steps resolved planet by planet in the order the active player chooses (49.3a, 49.4a). */
const PLANET_STEPS = ['combat/space-cannon-defense', 'invasion/ground-combat'] as const;
type PlanetStep = (typeof PLANET_STEPS)[number];
const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });
const planetArgs = z.object({ system: hexKeySchema, planet: idSchema });
const gainArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });
const nextPlanetArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  planets: z.array(idSchema),
  step: z.enum(PLANET_STEPS),
  what: z.string(),
});

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/invasion': NoArgs;
    'invasion/in-order': z.infer<typeof nextPlanetArgs>;
    'invasion/commit': z.infer<typeof seatSystemArgs>;
    'invasion/space-cannon-defense': z.infer<typeof seatSystemArgs>;
    'invasion/ground-combats': z.infer<typeof seatSystemArgs>;
    'invasion/ground-combat': z.infer<typeof planetArgs>;
    'invasion/after-ground-combat': z.infer<typeof planetArgs>;
    'invasion/establish-control': z.infer<typeof seatSystemArgs>;
    'invasion/gain-control': z.infer<typeof gainArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'invasion/next-planet': z.infer<typeof nextPlanetArgs>;
    'invasion/dacxive': z.infer<typeof gainArgs>;
  }
}

/** 49.3a / 49.4a: when several planets need the same step, the active player chooses the order. */
function inPlayerOrder(
  ctx: FlowCtx,
  seat: Seat,
  system: string,
  planets: readonly string[],
  step: PlanetStep,
  what: string,
): void {
  if (planets.length === 0) return;
  if (planets.length === 1) {
    pushStep(ctx.state, step, { system, planet: planets[0]! });
    return;
  }
  pushChoice(ctx, 'invasion/next-planet', {
    args: { seat, system, planets: [...planets], step, what },
    waitingOn: [seat],
  });
}

export const NEXT_PLANET_CHOICE = defineChoice('invasion/next-planet', nextPlanetArgs, {
  rule: '49.3',
  options(_state, decision) {
    const a = decision.args;
    return a.planets.map((p) => ({ option: p, label: `${a.what} on ${planetLabel(p)} first` }));
  },
  resolve(ctx, decision, option) {
    const a = decision.args;
    popDecision(ctx.state, decision);
    const rest = a.planets.filter((p) => p !== option);
    pushStep(ctx.state, 'invasion/in-order', { ...a, planets: rest });
    pushStep(ctx.state, a.step, { system: a.system, planet: option });
    return ok(undefined);
  },
  default: (_state, decision) => decision.args.planets[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/**
 * Planets of the system where the seat's ground forces face another player's (49.4): the Matriarch's fighters count
 * as the seat's ground forces, a Hel-Titan as the other player's.
 */
function contestedPlanets(state: FlowCtx['state'], seat: Seat, system: string): string[] {
  return Object.keys(state.board.systems[system]?.planets ?? {}).filter(
    (p) =>
      groundCombatantCount(state, system, p, seat) > 0 && othersWithGroundForces(state, system, p, seat).length > 0,
  );
}

export const INVASION_STEPS = [
  ...BOMBARDMENT_STEPS,
  ...CONTROL_STEPS,
  ...AFTER_ACTION_STEPS,
  /** 89.4: the invasion step, as its five sub-steps. */
  defineStep('tactical/invasion', noArgs, (ctx) => {
    const seat = activePlayer(ctx.state);
    const system = ctx.state.tactical?.system;
    if (seat === null || !system) return;
    // Ships have settled after movement and combat: 14.2 a blockaded space dock's owner returns what they captured;
    // 79.4a a blockaded Floating Factory is destroyed.
    releaseOnBlockade(ctx, system);
    destroyBlockadedFloatingFactories(ctx, system);
    const args = { seat, system };
    pushStep(ctx.state, ELIMINATION_CHECK); // 33.1: after this action's combats, bombardment and control
    for (const step of [
      'invasion/establish-control',
      'invasion/ground-combats',
      'invasion/space-cannon-defense',
      'invasion/commit',
      'invasion/bombardment',
    ] as const) {
      pushStep(ctx.state, step, args);
    }
    pushStep(ctx.state, 'window/open', { window: 'start-of-invasion', subject: args });
  }),
  defineStep('invasion/in-order', nextPlanetArgs, (ctx, args) =>
    inPlayerOrder(ctx, args.seat, args.system, args.planets, args.step, args.what),
  ),
  /** 49.2: only when the active player has ground forces in the active system's space area. */
  defineStep('invasion/commit', seatSystemArgs, (ctx, args) => {
    if (Object.keys(groundForcesInSpace(ctx.state, args.seat, args.system)).length > 0)
      pushDecision(ctx, { kind: 'commit-ground-forces', system: args.system, waitingOn: [args.seat] });
    // Commitments from elsewhere than the space area (the Sardakk commander) come first.
    const before = ask(BEFORE_COMMIT_GROUND_FORCES, { state: ctx.state, seat: args.seat, system: args.system });
    for (const call of [...before].reverse()) pushStepCall(ctx.state, call);
  }),
  /** 49.3 / 77.6: other players' space cannon on each planet ground forces (or Matriarch fighters) were committed to. */
  defineStep('invasion/space-cannon-defense', seatSystemArgs, (ctx, args) => {
    const planets = invasionNotes(ctx.state).committed.filter(
      (planet) =>
        groundCombatantCount(ctx.state, args.system, planet, args.seat) > 0 &&
        ctx.state.players.some((p) => p.seat !== args.seat && hasCannon(ctx.state, p.seat, args.system, planet)),
    );
    inPlayerOrder(ctx, args.seat, args.system, planets, SPACE_CANNON_DEFENSE_STEP, 'Resolve space cannon defense');
  }),
  /** 49.4 (49.2c: only when ground forces were committed): a ground combat on each contested planet. */
  defineStep('invasion/ground-combats', seatSystemArgs, (ctx, args) => {
    const { committed, coalesced = [] } = invasionNotes(ctx.state);
    if (committed.length === 0 && coalesced.length === 0) return;
    inPlayerOrder(
      ctx,
      args.seat,
      args.system,
      contestedPlanets(ctx.state, args.seat, args.system).filter((p) => committed.length > 0 || coalesced.includes(p)),
      'invasion/ground-combat',
      'Resolve ground combat',
    );
  }),
  defineStep('invasion/ground-combat', planetArgs, (ctx, args) => {
    pushStep(ctx.state, 'invasion/after-ground-combat', args);
    pushStep(ctx.state, GROUND_COMBAT_STEP, args);
  }),
  /** Dacxive Animators: the winner of a ground combat may place 1 infantry on that planet. */
  defineStep('invasion/after-ground-combat', planetArgs, (ctx, args) => {
    const winner = groundCombatResult(ctx.state, args.planet)?.winner ?? null;
    if (winner === null || !dacxivePossible(ctx.state, winner, args.system, args.planet)) return;
    pushChoice(ctx, 'invasion/dacxive', {
      args: { seat: winner, system: args.system, planet: args.planet },
      waitingOn: [winner],
    });
  }),
  /**
   * 49.5: control of each planet committed to that still holds the active player's ground forces. Matriarch fighters
   * where no ground combat happened return to space first: fighters alone never take a planet (FAQ).
   */
  defineStep('invasion/establish-control', seatSystemArgs, (ctx, args) => {
    for (const planet of invasionNotes(ctx.state).committed)
      returnCommittedFighters(ctx, args.system, planet, args.seat);
    const { committed, coalesced = [] } = invasionNotes(ctx.state);
    for (const planet of [...committed, ...coalesced.filter((p) => !committed.includes(p))].reverse()) {
      if (groundForceCount(ctx.state, args.system, planet, args.seat) > 0)
        pushStep(ctx.state, 'invasion/gain-control', { ...args, planet });
    }
  }),
  defineStep('invasion/gain-control', gainArgs, (ctx, args) => gainControl(ctx, args.seat, args.system, args.planet)),
];

function dacxivePossible(state: FlowCtx['state'], seat: Seat, system: string, planet: string): boolean {
  const p = state.players[seat];
  return (
    !!p &&
    p.technologies.includes('dxa') &&
    checkReinforcements(state, seat, [{ area: planetArea(system, planet), type: 'infantry', count: 1 }]).ok
  );
}

export const DACXIVE_CHOICE = defineChoice('invasion/dacxive', gainArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, system, planet } = decision.args;
    return [
      ...(dacxivePossible(state, seat, system, planet)
        ? [{ option: 'place', label: `Dacxive Animators: place 1 infantry on ${planetLabel(planet)}` }]
        : []),
      { option: 'decline', label: 'Do not use Dacxive Animators' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system, planet } = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'place') placeUnits(ctx, planetArea(system, planet), seat, 'infantry', 1, 'dacxive-animators');
    return ok(undefined);
  },
  default: () => 'place',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const INVASION_CHOICES = [
  NEXT_PLANET_CHOICE,
  DACXIVE_CHOICE,
  ...BOMBARDMENT_CHOICES,
  ...CONTROL_CHOICES,
  ...AFTER_ACTION_CHOICES,
];
