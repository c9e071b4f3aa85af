import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { newSystem } from '../galaxy/board';
import { fulfils } from '../objectives/requirements';
import { ACTIVE, AROUND, combatGame, decisionOf, give, put, runFrom } from '../testing/combat-scenario';
import { offenseUnits } from '../combat/space-cannon';
import { retreatDestinations } from '../combat/retreat';
import { adjacencyInPlay, neighboursInPlay } from './adjacency-in-play';
import { adjacentSystems } from '../galaxy/adjacency';
import { draftState, markStored } from '../kernel/draft';
import { lawsBlankMark } from '../agenda/laws';

/** A system three rings out: adjacent to ACTIVE only through a wormhole. */
const FAR = '3,-3';
const FAR_BETA = '-3,3';

function withFar(s: GameState, tile: '17' | '25' | '39' | '51'): GameState {
  s.board.systems[FAR] = newSystem(tile);
  return s;
}

const reconstruction = (s: GameState): GameState => {
  s.laws.push({ id: 'wormhole-reconstruction', electedTarget: null });
  return s;
};

test('6.1 Wormhole Reconstruction lets PDS II fire across alpha/beta wormholes (77.3c)', () => {
  const s = withFar(combatGame({ active: '26' }), '25'); // Lodor (alpha) is active; Quann (beta) is far away
  put(s, 0, { cruiser: 1 });
  give(put(s, 1, { pds: 1 }, { system: FAR, planet: 'quann' }), 1, 'pds2');
  expect(offenseUnits(s, 1, ACTIVE)).toEqual({});
  reconstruction(s);
  expect(offenseUnits(s, 1, ACTIVE)).toEqual({ pds: 1 });
  expect(decisionOf(runFrom(s, 'tactical/space-cannon-offense').state)).toMatchObject({
    choice: 'combat/space-cannon',
    waitingOn: [1],
  });
});

test("77.3c a Creuss PDS II fires across alpha/beta wormholes (Quantum Entanglement); other players' do not", () => {
  const s = withFar(combatGame({ active: '26', factions: ['letnev', 'ghost', 'sol'] }), '25');
  put(s, 0, { cruiser: 1 });
  give(put(s, 1, { pds: 1 }, { system: FAR, planet: 'quann' }), 1, 'pds2');
  give(put(s, 2, { pds: 1 }, { system: FAR, planet: 'quann' }), 2, 'pds2');
  expect([offenseUnits(s, 1, ACTIVE), offenseUnits(s, 2, ACTIVE)]).toEqual([{ pds: 1 }, {}]);
});

test('78.7 a retreat may go through adjacency from the Hil Colish delta wormhole', () => {
  const s = withFar(combatGame({ factions: ['letnev', 'ghost', 'sol'] }), '17'); // the Creuss Gate (delta)
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  put(s, 1, { destroyer: 1 }, { system: FAR });
  expect(retreatDestinations(s, 1, ACTIVE)).toEqual([]);
  put(s, 1, { flagship: 1 }); // the Hil Colish puts a delta wormhole in the active system
  expect(retreatDestinations(s, 1, ACTIVE)).toEqual([FAR]);
});

test("78.7 a retreat is a move: under Enforced Travel Ban it cannot go through alpha/beta wormholes, save the Creuss'", () => {
  const s = withFar(combatGame({ active: '26', factions: ['letnev', 'ghost', 'sol'] }), '39'); // alpha, like Lodor
  s.board.systems[FAR_BETA] = newSystem('40');
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: FAR });
  put(s, 1, { destroyer: 1 }, { system: FAR_BETA });
  expect([retreatDestinations(s, 0, ACTIVE), retreatDestinations(s, 1, ACTIVE)]).toEqual([[FAR], [FAR_BETA]]);
  // Quantum Entanglement links alpha with beta for the Creuss, and no effect can stop it.
  s.laws.push({ id: 'enforced-travel-ban', electedTarget: null });
  expect([retreatDestinations(s, 0, ACTIVE), retreatDestinations(s, 1, ACTIVE)]).toEqual([[], [FAR_BETA]]);
});

test('6.1 the Hil Colish delta wormhole makes its system adjacent to the Creuss home for Threaten Enemies (61)', () => {
  const s = withFar(combatGame({ factions: ['letnev', 'ghost', 'sol'] }), '51'); // Creuss home (delta), far away
  put(s, 0, { destroyer: 1 });
  expect(fulfils(s, 0, 'te')).toBe('unmet');
  put(s, 1, { flagship: 1 });
  expect(adjacentSystems(s.board, ACTIVE, adjacencyInPlay(s))).toContain(FAR);
  expect(fulfils(s, 0, 'te')).toBe('met');
});

test('60.2 Wormhole Reconstruction makes players in alpha and beta systems neighbours (Foster Cohesion, 61)', () => {
  const s = withFar(combatGame({ active: '26' }), '25');
  put(s, 0, { destroyer: 1 });
  put(s, 1, { destroyer: 1 }, { system: FAR });
  put(s, 2, { destroyer: 1 }, { system: AROUND[0] });
  expect([neighboursInPlay(s, 0, 1), fulfils(s, 0, 'fc')]).toEqual([false, 'unmet']);
  reconstruction(s);
  expect([neighboursInPlay(s, 0, 1), fulfils(s, 0, 'fc')]).toEqual([true, 'met']);
});

test('60.3 players are neighbours with the Creuss when Quantum Entanglement makes their systems adjacent', () => {
  const s = withFar(combatGame({ active: '26', factions: ['letnev', 'ghost', 'sol'] }), '25');
  put(s, 0, { destroyer: 1 });
  put(s, 1, { destroyer: 1 }, { system: FAR });
  put(s, 2, { destroyer: 1 }, { system: FAR });
  expect([neighboursInPlay(s, 0, 1), neighboursInPlay(s, 1, 0), neighboursInPlay(s, 0, 2)]).toEqual([
    true,
    true,
    false,
  ]);
});

test('6.1 under Wormhole Reconstruction a retreat (a move) may go from an alpha to a beta wormhole system', () => {
  const s = withFar(combatGame({ active: '26' }), '25'); // Lodor (alpha) is active; Quann (beta) is far away
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: FAR });
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([]);
  reconstruction(s);
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([FAR]);
});

test("100 Nexus Sovereignty: the nexus's alpha and beta wormholes give no adjacency during movement, its gamma still does", () => {
  const s = withFar(combatGame({ active: '26' }), '39'); // Lodor (alpha) is active; another alpha far away
  const nexus = '9,9';
  s.board.systems[nexus] = newSystem('82B');
  s.board.nexus = { placed: true, active: true, at: nexus };
  put(s, 0, { cruiser: 1 });
  put(s, 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: nexus });
  expect(retreatDestinations(s, 0, ACTIVE)).toContain(nexus);
  s.laws.push({ id: 'nexus-sovereignty', electedTarget: null });
  expect(retreatDestinations(s, 0, ACTIVE)).not.toContain(nexus);
  // Still in play for every purpose but movement (space cannon range, neighbours).
  expect(adjacentSystems(s.board, ACTIVE, adjacencyInPlay(s))).toContain(nexus);
});

test("6.1 a command that records Law's Order sees Wormhole Reconstruction blanked, not the adjacency remembered for the state it started from", () => {
  const s = reconstruction(withFar(combatGame({ active: '26' }), '25')); // Lodor (alpha) is active, Quann (beta) far
  markStored(s); // as if apply had returned it: its answers are remembered for good
  expect(adjacentSystems(s.board, ACTIVE, adjacencyInPlay(s))).toContain(FAR);
  const { draft } = draftState(s);
  draft.abilityUses.push(lawsBlankMark(0)); // the Keleres' Law's Order, during seat 0's turn
  expect(adjacentSystems(draft.board, ACTIVE, adjacencyInPlay(draft))).not.toContain(FAR);
});
