// LRR 89.4 / 49 invasion: 49.1 bombardment, 49.2 commit ground forces (27 custodians), 49.3 space cannon defense
// (77.6, done by engine/combat), 49.4 ground combat (42, engine/combat), 49.5 establish control; Dacxive Animators.
import { ok } from '../core/result';
import type { Seat } from '../core/state';
import { SPACE_CANNON_DEFENSE_STEP, defenseUnits } from '../combat/space-cannon';
import {
  groundCombatantCount,
  groundCombatResult,
  groundForceCount,
  othersWithGroundForces,
} from '../combat/combat-record';
import { GROUND_COMBAT_STEP, returnCommittedFighters } from '../combat/ground-combat';
import { registerChoice } from '../kernel/choices';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep } from '../kernel/steps';
import { type FlowCtx } from '../kernel/context';
import { activePlayer } from '../tactical/activation';
import { destroyBlockadedFloatingFactories, releaseOnBlockade } from '../units/capture';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import { AFTER_ACTION_STEPS } from './after-action';
import { BOMBARDMENT_STEPS } from './bombardment';
import { groundForcesInSpace } from './commit';
import { CONTROL_STEPS, gainControl } from './control';
import { invasionNotes } from './notes';
import { ELIMINATION_CHECK } from '../phases/elimination';

/** 49.3a / 49.4a: when several planets need the same step, the active player chooses the order. */
function inPlayerOrder(
  ctx: FlowCtx,
  seat: Seat,
  system: string,
  planets: readonly string[],
  step: string,
  what: string,
): void {
  if (planets.length === 0) return;
  if (planets.length === 1) {
    pushStep(ctx.state, step, { system, planet: planets[0]! });
    return;
  }
  pushDecision(ctx, {
    kind: 'choice',
    choice: 'invasion/next-planet',
    args: { seat, system, planets: [...planets], step, what },
    waitingOn: [seat],
  });
}

interface NextPlanetArgs {
  readonly seat: Seat;
  readonly system: string;
  readonly planets: string[];
  readonly step: string;
  readonly what: string;
}

registerChoice('invasion/next-planet', {
  options(_state, decision) {
    const a = decision.args as unknown as NextPlanetArgs;
    return a.planets.map((p) => ({ option: p, label: `${a.what} on ${p} first` }));
  },
  resolve(ctx, decision, option) {
    const a = decision.args as unknown as NextPlanetArgs;
    popDecision(ctx.state, decision);
    const rest = a.planets.filter((p) => p !== option);
    pushStep(ctx.state, 'invasion/in-order', { ...a, planets: rest });
    pushStep(ctx.state, a.step, { system: a.system, planet: option });
    return ok(undefined);
  },
  defaultOption: (_state, decision) => (decision.args as unknown as NextPlanetArgs).planets[0],
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

export const INVASION_STEPS = {
  ...BOMBARDMENT_STEPS,
  ...CONTROL_STEPS,
  ...AFTER_ACTION_STEPS,
  /** 89.4: the invasion step, as its five sub-steps. */
  'tactical/invasion': (ctx: FlowCtx) => {
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
    ]) {
      pushStep(ctx.state, step, args);
    }
    pushStep(ctx.state, 'window/open', { window: 'start-of-invasion', subject: args });
  },
  'invasion/in-order': (ctx: FlowCtx, args: NextPlanetArgs) =>
    inPlayerOrder(ctx, args.seat, args.system, args.planets, args.step, args.what),
  /** 49.2: only when the active player has ground forces in the active system's space area. */
  'invasion/commit': (ctx: FlowCtx, args: { seat: Seat; system: string }) => {
    if (Object.keys(groundForcesInSpace(ctx.state, args.seat, args.system)).length === 0) return;
    pushDecision(ctx, { kind: 'commit-ground-forces', system: args.system, waitingOn: [args.seat] });
  },
  /** 49.3 / 77.6: other players' space cannon on each planet ground forces (or Matriarch fighters) were committed to. */
  'invasion/space-cannon-defense': (ctx: FlowCtx, args: { seat: Seat; system: string }) => {
    const planets = invasionNotes(ctx.state).committed.filter(
      (planet) =>
        groundCombatantCount(ctx.state, args.system, planet, args.seat) > 0 &&
        ctx.state.players.some(
          (p) => p.seat !== args.seat && Object.keys(defenseUnits(ctx.state, p.seat, args.system, planet)).length > 0,
        ),
    );
    inPlayerOrder(ctx, args.seat, args.system, planets, SPACE_CANNON_DEFENSE_STEP, 'Resolve space cannon defense');
  },
  /** 49.4 (49.2c: only when ground forces were committed): a ground combat on each contested planet. */
  'invasion/ground-combats': (ctx: FlowCtx, args: { seat: Seat; system: string }) => {
    if (invasionNotes(ctx.state).committed.length === 0) return;
    inPlayerOrder(
      ctx,
      args.seat,
      args.system,
      contestedPlanets(ctx.state, args.seat, args.system),
      'invasion/ground-combat',
      'Resolve ground combat',
    );
  },
  'invasion/ground-combat': (ctx: FlowCtx, args: { system: string; planet: string }) => {
    pushStep(ctx.state, 'invasion/after-ground-combat', args);
    pushStep(ctx.state, GROUND_COMBAT_STEP, args);
  },
  /** Dacxive Animators: the winner of a ground combat may place 1 infantry on that planet. */
  'invasion/after-ground-combat': (ctx: FlowCtx, args: { system: string; planet: string }) => {
    const winner = groundCombatResult(ctx.state, args.planet)?.winner ?? null;
    if (winner === null || !dacxivePossible(ctx.state, winner, args.system, args.planet)) return;
    pushDecision(ctx, {
      kind: 'choice',
      choice: 'invasion/dacxive',
      args: { seat: winner, system: args.system, planet: args.planet },
      waitingOn: [winner],
    });
  },
  /**
   * 49.5: control of each planet committed to that still holds the active player's ground forces. Matriarch fighters
   * where no ground combat happened return to space first: fighters alone never take a planet (FAQ).
   */
  'invasion/establish-control': (ctx: FlowCtx, args: { seat: Seat; system: string }) => {
    for (const planet of invasionNotes(ctx.state).committed)
      returnCommittedFighters(ctx, args.system, planet, args.seat);
    for (const planet of [...invasionNotes(ctx.state).committed].reverse()) {
      if (groundForceCount(ctx.state, args.system, planet, args.seat) > 0)
        pushStep(ctx.state, 'invasion/gain-control', { ...args, planet });
    }
  },
  'invasion/gain-control': (ctx: FlowCtx, args: { seat: Seat; system: string; planet: string }) =>
    gainControl(ctx, args.seat, args.system, args.planet),
} as const;

function dacxivePossible(state: FlowCtx['state'], seat: Seat, system: string, planet: string): boolean {
  const p = state.players[seat];
  return (
    !!p &&
    p.technologies.includes('dxa') &&
    checkReinforcements(state, seat, [{ area: planetArea(system, planet), type: 'infantry', count: 1 }]).ok
  );
}

registerChoice('invasion/dacxive', {
  options(state, decision) {
    const { seat, system, planet } = decision.args as { seat: Seat; system: string; planet: string };
    return [
      ...(dacxivePossible(state, seat, system, planet)
        ? [{ option: 'place', label: `Dacxive Animators: place 1 infantry on ${planet}` }]
        : []),
      { option: 'decline', label: 'Do not use Dacxive Animators' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system, planet } = decision.args as { seat: Seat; system: string; planet: string };
    popDecision(ctx.state, decision);
    if (option === 'place') placeUnits(ctx, planetArea(system, planet), seat, 'infantry', 1, 'dacxive-animators');
    return ok(undefined);
  },
  defaultOption: () => 'place',
});
