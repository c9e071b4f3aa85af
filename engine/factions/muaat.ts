// The Embers of Muaat — LRR 22 component actions, 96 faction units, 37 fleet pool, 16 capacity: their flagship (The
// Inferno), ACTION: spend 1 token from the strategy pool to place 1 cruiser in its system; Star Forge, ACTION: spend 1
// strategy pool token to place 2 fighters or 1 destroyer in a system with their war sun; their mech (Ember Colossus):
// a Star Forge used in or next to its system may also place 1 infantry with it; 69 promissory notes: Fires of the
// Gashlai (ACTION: the Muaat return 1 fleet pool token to reinforcements, its holder gains War Sun, the note returns).
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { Area } from '../units/stacks';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { pushStep } from '../kernel/steps';
import { gainTechnology } from '../economy/research';
import { playableCopies, returnNote } from '../transactions/notes';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { planetLabel, systemLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { checkReinforcements, type Placement } from '../units/reinforcements';
import { areasWith, spaceOf } from '../units/stacks';
import { str, unitIs } from './deploy';

/** The system the Inferno is in, if it is on the board. */
function infernoSystem(state: GameState, seat: Seat): string | null {
  if (!unitIs(state, seat, 'flagship', 'muaat_flagship')) return null;
  return areasWith(state, seat, 'flagship').find((a) => a.planet === undefined)?.system ?? null;
}

function infernoPossible(state: GameState, seat: Seat): Result<string> {
  const system = infernoSystem(state, seat);
  if (system === null) return fail('ability/not-eligible', '22', 'Your flagship is not on the board.');
  const supply = checkReinforcements(state, seat, [{ area: spaceOf(system), type: 'cruiser', count: 1 }]);
  return supply.ok ? ok(system) : supply;
}

/** The Inferno (Muaat flagship), ACTION: spend 1 token from the strategy pool to place 1 cruiser in its system. */
export const INFERNO: AbilityDef = {
  id: 'muaat-flagship',
  name: 'The Inferno',
  source: { kind: 'faction', faction: 'muaat' },
  window: 'action',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat, subject) => subject.turn === seat && infernoPossible(state, seat).ok,
  targetOptions: (state, seat) => {
    const system = infernoPossible(state, seat);
    return system.ok ? [{ label: `place 1 cruiser in ${systemLabel(state, system.value)}`, targets: {} }] : [];
  },
  check: (state, seat) => {
    const possible = infernoPossible(state, seat);
    return possible.ok ? ok(undefined) : possible;
  },
  resolve: (ctx, seat) => {
    const system = infernoPossible(ctx.state, seat);
    if (!system.ok) return;
    placeUnits(ctx, spaceOf(system.value), seat, 'cruiser', 1, 'muaat-flagship');
    // 37: a ship placed may exceed the fleet pool; the player removes the excess.
    pushStep(ctx.state, 'fleet-pool/check', { seat, system: system.value });
  },
};

// ---- Star Forge and the Ember Colossus ------------------------------------------------------------------------------

const FORGED = { fighter: 2, destroyer: 1 } as const;
type Forged = keyof typeof FORGED;
const isForged = (v: unknown): v is Forged => v === 'fighter' || v === 'destroyer';

/** Systems where the seat has a war sun in space (war suns are ships: they are never on planets). */
const warSunSystems = (state: GameState, seat: Seat): string[] =>
  areasWith(state, seat, 'war-sun')
    .filter((a) => a.planet === undefined)
    .map((a) => a.system);

/** Ember Colossus: the areas of the seat's mechs in or next to the system, when it is their mech and it has its ability. */
function colossusAreas(state: GameState, seat: Seat, system: string): Area[] {
  if (!unitIs(state, seat, 'mech', 'muaat_mech') || ask(MECH_ABILITIES_SUPPRESSED, { state })) return [];
  const near = [system, ...adjacentSystems(state.board, system, adjacencyInPlay(state, seat))];
  return areasWith(state, seat, 'mech').filter((a) => near.includes(a.system));
}

const sameArea = (a: Area, system: unknown, planet: unknown): boolean =>
  a.system === system && (a.planet ?? null) === (planet ?? null);

interface Forging {
  readonly system: string;
  readonly unit: Forged;
  readonly infantry: Area | null;
}

/** Whether the seat may forge this (22: a component action it can resolve completely, 72 reinforcements). */
function checkForging(state: GameState, seat: Seat, targets: Targets): Result<Forging> {
  const system = str(targets.system);
  if (system === null || !warSunSystems(state, seat).includes(system))
    return fail('ability/bad-target', '22', 'Star Forge places units in a system that holds one of your war suns.');
  if (!isForged(targets.unit))
    return fail('ability/bad-target', '22', 'Star Forge places either 2 fighters or 1 destroyer.');
  let infantry: Area | null = null;
  if (targets.mechSystem !== undefined) {
    const at = colossusAreas(state, seat, system).find((a) => sameArea(a, targets.mechSystem, targets.mechPlanet));
    if (!at)
      return fail('ability/bad-target', '22', 'Only an Ember Colossus in or next to that system places an infantry.');
    infantry = at;
  }
  const placements: Placement[] = [{ area: spaceOf(system), type: targets.unit, count: FORGED[targets.unit] }];
  if (infantry) placements.push({ area: infantry, type: 'infantry', count: 1 });
  const supply = checkReinforcements(state, seat, placements);
  return supply.ok ? ok({ system, unit: targets.unit, infantry }) : supply;
}

const forgeLabel = (state: GameState, system: string, unit: Forged, infantry: Area | null): string =>
  `place ${unit === 'fighter' ? '2 fighters' : '1 destroyer'} in ${systemLabel(state, system)}` +
  (infantry
    ? `, and 1 infantry with your Ember Colossus ${infantry.planet ? `on ${planetLabel(infantry.planet)}` : `in ${systemLabel(state, infantry.system)}`}`
    : '');

/** Star Forge, ACTION: spend 1 strategy pool token to place 2 fighters or 1 destroyer with one of your war suns. */
export const STAR_FORGE: AbilityDef = {
  id: 'star-forge',
  name: 'Star Forge',
  source: { kind: 'faction', faction: 'muaat' },
  window: 'action',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat, subject) => subject.turn === seat && warSunSystems(state, seat).length > 0,
  targetOptions: (state, seat) =>
    warSunSystems(state, seat).flatMap((system) =>
      (['fighter', 'destroyer'] as const).flatMap((unit) =>
        [null, ...colossusAreas(state, seat, system)].flatMap((infantry) => {
          const targets: Targets = infantry
            ? { system, unit, mechSystem: infantry.system, ...(infantry.planet ? { mechPlanet: infantry.planet } : {}) }
            : { system, unit };
          return checkForging(state, seat, targets).ok
            ? [{ label: forgeLabel(state, system, unit, infantry), targets }]
            : [];
        }),
      ),
    ),
  check: (state, seat, targets) => {
    const forging = checkForging(state, seat, targets);
    return forging.ok ? ok(undefined) : forging;
  },
  resolve: (ctx, seat, targets) => {
    const forging = checkForging(ctx.state, seat, targets);
    if (!forging.ok) return;
    const { system, unit, infantry } = forging.value;
    placeUnits(ctx, spaceOf(system), seat, unit, FORGED[unit], 'star-forge');
    if (infantry) placeUnits(ctx, infantry, seat, 'infantry', 1, 'muaat_mech');
    // 37: a destroyer may exceed the fleet pool; 16.3: fighters (and an infantry in space) beyond capacity go.
    pushStep(ctx.state, 'fleet-pool/check', { seat, system });
    pushStep(ctx.state, 'transport/capacity', { seat, system });
    if (infantry && infantry.planet === undefined && infantry.system !== system)
      pushStep(ctx.state, 'transport/capacity', { seat, system: infantry.system });
  },
};

// ---- Fires of the Gashlai ------------------------------------------------------------------------------------------

const FIRES = 'fires';
const WAR_SUN = 'ws';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The note's owner named in the targets, checked: another player's Fires of the Gashlai that can resolve fully. */
function checkFires(state: GameState, seat: Seat, targets: Targets): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Fires of the Gashlai.');
  if (!playableCopies(state, seat, FIRES).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Fires of the Gashlai.');
  if ((state.players[owner]?.pools.fleet ?? 0) < 1)
    return fail('ability/cannot-resolve', '2.6a', 'The Muaat have no token in their fleet pool to give up.');
  if (state.players[seat]?.technologies.includes(WAR_SUN))
    return fail('ability/cannot-resolve', '2.6a', 'You already own the War Sun technology.');
  return ok(owner);
}

/** Fires of the Gashlai, ACTION: the Muaat lose 1 fleet pool token; the holder gains War Sun; the note goes back. */
export const FIRES_OF_THE_GASHLAI: AbilityDef = {
  id: 'fires-of-the-gashlai',
  name: 'Fires of the Gashlai',
  source: { kind: 'promissory-note', note: FIRES },
  window: 'action',
  costs: [],
  eligible: (state, seat, subject) => subject.turn === seat && playableCopies(state, seat, FIRES).length > 0,
  targetOptions: (state, seat) =>
    playableCopies(state, seat, FIRES)
      .filter((r) => checkFires(state, seat, { owner: r.owner }).ok)
      .map((r) => ({
        label: `${seatName(state, r.owner)}'s note: they return 1 fleet pool token; you gain War Sun`,
        targets: { owner: r.owner },
      })),
  check: (state, seat, targets) => {
    const checked = checkFires(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkFires(ctx.state, seat, targets);
    if (!checked.ok) return;
    const owner = ctx.state.players[checked.value]!;
    owner.pools.fleet -= 1;
    emit(ctx, {
      type: 'tokens-changed',
      seat: owner.seat,
      tactic: owner.pools.tactic,
      fleet: owner.pools.fleet,
      strategy: owner.pools.strategy,
    });
    gainTechnology(ctx, seat, WAR_SUN);
    returnNote(ctx, seat, { note: FIRES, owner: owner.seat });
  },
};

export const MUAAT = defineContent({ abilities: [INFERNO, STAR_FORGE, FIRES_OF_THE_GASHLAI] });
