// The Arborec — LRR 81 status phase: Mitosis (when the status phase starts, 1 infantry from their reinforcements goes
// onto a planet they control; 68.1d, their space docks producing no infantry, is in engine/production/producers.ts);
// 30 deploy, 55.3 mechs: the Letani Behemoth (using Mitosis, they may swap 1 of their infantry for 1 mech instead);
// Bioplasmosis (when the status phase ends, their infantry may move between planets they control in the same or
// adjacent systems).
import { z } from 'zod';
import { ok, fail } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { adjacentSystems } from '../galaxy/adjacency';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { planetLabel } from '../tactical/labels';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { placeUnits, removeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { countAt, moveUnits, planetArea } from '../units/stacks';
import { inSupply, unitIs } from './deploy';

const MITOSIS = 'arborec/mitosis' as const;
const BIOPLASMOSIS = 'arborec/bioplasmosis' as const;
const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [MITOSIS]: z.infer<typeof seatArgs>;
    [BIOPLASMOSIS]: z.infer<typeof seatArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [MITOSIS]: z.infer<typeof seatArgs>;
    [BIOPLASMOSIS]: z.infer<typeof seatArgs>;
  }
}

/** Each planet the seat controls, with its system, in board order. */
function controlled(state: GameState, seat: Seat): { system: string; planet: string }[] {
  return Object.entries(state.board.systems).flatMap(([system, sys]) =>
    Object.entries(sys.planets).flatMap(([planet, p]) => (p.owner === seat ? [{ system, planet }] : [])),
  );
}

// ---- Mitosis and the Letani Behemoth -------------------------------------------------------------------------------

/** The Letani Behemoth's deploy is open: their mech, abilities not suppressed, one in reinforcements. */
const behemothReady = (state: GameState, seat: Seat): boolean =>
  unitIs(state, seat, 'mech', 'arborec_mech') &&
  !ask(MECH_ABILITIES_SUPPRESSED, { state }) &&
  inSupply(state, seat, 'mech');

/** Options: 'place:<planet>' puts 1 infantry there; 'mech:<planet>' swaps 1 infantry there for a mech. */
function mitosisOptions(state: GameState, seat: Seat): { option: string; label: string }[] {
  const planets = controlled(state, seat);
  const place =
    inReinforcements(state, seat, 'infantry') > 0
      ? planets.map((c) => ({
          option: `place:${c.planet}`,
          label: `Mitosis: place 1 infantry on ${planetLabel(c.planet)}`,
        }))
      : [];
  // The deploy swaps one of their infantry on the board: any planet holding it, controlled or not.
  const withInfantry = behemothReady(state, seat)
    ? Object.entries(state.board.systems).flatMap(([system, sys]) =>
        Object.keys(sys.planets).flatMap((planet) =>
          countAt(state, planetArea(system, planet), seat, 'infantry') > 0 ? [planet] : [],
        ),
      )
    : [];
  const swap = withInfantry.map((planet) => ({
    option: `mech:${planet}`,
    label: `Letani Behemoth: replace 1 infantry on ${planetLabel(planet)} with 1 mech`,
  }));
  return [...place, ...swap];
}

function systemOfPlanet(state: GameState, planet: string): string | null {
  for (const [key, sys] of Object.entries(state.board.systems)) if (sys.planets[planet]) return key;
  return null;
}

export const MITOSIS_CHOICE = defineChoice(MITOSIS, seatArgs, {
  rule: '81',
  options: (state, decision) => mitosisOptions(state, decision.args.seat),
  resolve: (ctx, decision, option) => {
    const { seat } = decision.args;
    if (!mitosisOptions(ctx.state, seat).some((o) => o.option === option))
      return fail('ability/bad-target', '1.9', 'Mitosis places infantry on a planet you control.');
    popDecision(ctx.state, decision);
    const [kind, planet = ''] = option.split(':');
    const system = systemOfPlanet(ctx.state, planet);
    if (system === null) return ok(undefined);
    const area = planetArea(system, planet);
    if (kind === 'place') placeUnits(ctx, area, seat, 'infantry', 1, 'mitosis');
    else {
      removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
      placeUnits(ctx, area, seat, 'mech', 1, 'deploy');
    }
    return ok(undefined);
  },
  // Mitosis is not optional: without an answer the infantry goes to the first planet offered.
  default: (state, decision) => mitosisOptions(state, decision.args.seat)[0]?.option,
  offersOnlyLegal: true,
});

// ---- Bioplasmosis -------------------------------------------------------------------------------------------------

const DONE = 'done';

/** Options: 'from>to' moves 1 infantry between planets the seat controls in the same or adjacent systems. */
function bioplasmosisMoves(state: GameState, seat: Seat): { option: string; label: string }[] {
  const planets = controlled(state, seat);
  const adjacency = adjacencyInPlay(state, seat);
  const out: { option: string; label: string }[] = [];
  for (const from of planets) {
    if (countAt(state, planetArea(from.system, from.planet), seat, 'infantry') === 0) continue;
    const near = new Set([from.system, ...adjacentSystems(state.board, from.system, adjacency)]);
    for (const to of planets)
      if (to.planet !== from.planet && near.has(to.system))
        out.push({
          option: `${from.planet}>${to.planet}`,
          label: `Bioplasmosis: move 1 infantry from ${planetLabel(from.planet)} to ${planetLabel(to.planet)}`,
        });
  }
  return out;
}

export const BIOPLASMOSIS_CHOICE = defineChoice(BIOPLASMOSIS, seatArgs, {
  rule: '81',
  options: (state, decision) => [
    { option: DONE, label: 'Bioplasmosis: move no more infantry' },
    ...bioplasmosisMoves(state, decision.args.seat),
  ],
  resolve: (ctx, decision, option) => {
    const { seat } = decision.args;
    if (option === DONE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    if (!bioplasmosisMoves(ctx.state, seat).some((o) => o.option === option))
      return fail(
        'ability/bad-target',
        '1.9',
        'Bioplasmosis only shifts infantry between your own planets that share a system or lie next to each other.',
      );
    popDecision(ctx.state, decision);
    const [from = '', to = ''] = option.split('>');
    const a = systemOfPlanet(ctx.state, from);
    const b = systemOfPlanet(ctx.state, to);
    if (a === null || b === null) return ok(undefined);
    moveUnits(ctx.state, planetArea(a, from), planetArea(b, to), seat, 'infantry', 1);
    // One infantry at a time, as many as the player likes: asked again until they are done.
    if (bioplasmosisMoves(ctx.state, seat).length > 0)
      pushChoice(ctx, BIOPLASMOSIS, { args: { seat }, waitingOn: [seat] });
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const ARBOREC_STATUS_STEPS = [
  /** Mitosis, when the status phase starts (engine/factions/arborec.effects.ts asks it for each Arborec). */
  defineStep(MITOSIS, seatArgs, (ctx, args) => {
    if (mitosisOptions(ctx.state, args.seat).length > 0) pushChoice(ctx, MITOSIS, { args, waitingOn: [args.seat] });
  }),
  /** Bioplasmosis, when the status phase ends, for its owner. */
  defineStep(BIOPLASMOSIS, seatArgs, (ctx, args) => {
    if (!ctx.state.players[args.seat]?.technologies.includes('bio')) return;
    if (bioplasmosisMoves(ctx.state, args.seat).length > 0)
      pushChoice(ctx, BIOPLASMOSIS, { args, waitingOn: [args.seat] });
  }),
];

export const ARBOREC_MITOSIS = defineContent({
  steps: ARBOREC_STATUS_STEPS,
  choices: [MITOSIS_CHOICE, BIOPLASMOSIS_CHOICE],
});
