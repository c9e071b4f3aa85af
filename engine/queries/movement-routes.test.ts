import { expect, test } from 'vitest';
import { planMovement } from '../tactical/movement';
import {
  activate,
  key,
  placeUnits,
  tacticalGame,
  withCommandToken,
  withTechnologies,
} from '../testing/tactical-scenario';
import { movementPlans as movementSources } from './movement';

/**
 * Seat 0 activates Wellon (1,0) with a Carrier II (move 2) and a dreadnought (move 1) in the empty system at 0,0.
 * Vefut II (1,-1) and Thibah (0,1) each touch both; Tarmann (0,-1) is two systems away from the active one.
 * Infantry wait on Vefut II (and fighters in its space), on Thibah (which holds seat 0's command token), on Tarmann
 * and on Wellon itself.
 */
function pickUpScenario() {
  let s = tacticalGame({ tiles: { '0,0': '47', '1,0': '19', '1,-1': '20', '0,1': '21', '0,-1': '22' } });
  s = withTechnologies(s, 0, ['cv2']);
  s = placeUnits(s, key(0), 0, { carrier: 1, dreadnought: 1, infantry: 1 });
  s = placeUnits(s, '1,-1', 0, { infantry: 2 }, 'vefutii');
  s = placeUnits(s, '1,-1', 0, { fighter: 1 });
  s = placeUnits(s, '0,1', 0, { infantry: 3 }, 'thibah');
  s = placeUnits(s, '0,-1', 0, { infantry: 1 }, 'tarmann');
  s = placeUnits(s, key(1), 0, { infantry: 1 }, 'wellon');
  s = withCommandToken(s, '0,1', 0);
  return activate(s, key(1));
}

test('95.1, 95.3 the routes offer pick-ups in the active system and on a detour the carrier can make, not past own tokens or out of range', () => {
  const state = pickUpScenario();
  const [source] = movementSources(state, 0);
  expect(source?.from).toBe(key(0));
  expect(source?.cargo).toEqual([{ planet: null, type: 'infantry', count: 1 }]);
  expect(source?.routes).toEqual([
    // The engine's own path (the dreadnought's): straight in, where only Wellon's infantry can be picked up.
    {
      path: [key(1)],
      ships: ['dreadnought', 'carrier'],
      stops: [{ system: key(1), active: true, cargo: [{ planet: 'wellon', type: 'infantry', count: 1 }] }],
    },
    // Through Vefut II: only the carrier has the move; Thibah (own command token, 95.3) and Tarmann (too far) are not offered.
    {
      path: ['1,-1', key(1)],
      ships: ['carrier'],
      stops: [
        {
          system: '1,-1',
          active: false,
          cargo: [
            { planet: null, type: 'fighter', count: 1 },
            { planet: 'vefutii', type: 'infantry', count: 2 },
          ],
        },
        { system: key(1), active: true, cargo: [{ planet: 'wellon', type: 'infantry', count: 1 }] },
      ],
    },
  ]);
});

test('95.1 a move built from a detour route with its pick-ups is one the engine accepts', () => {
  const state = pickUpScenario();
  const plan = planMovement(state, 0, [
    {
      from: key(0),
      ships: { carrier: 1 },
      path: ['1,-1', key(1)],
      transport: [
        { system: key(0), units: { infantry: 1 } },
        { system: '1,-1', planet: 'vefutii', units: { infantry: 2 } },
        { system: '1,-1', units: { fighter: 1 } },
        { system: key(1), planet: 'wellon', units: { infantry: 1 } },
      ],
    },
  ]);
  expect(plan.ok).toBe(true);
});

test('a source without ships that have capacity offers its direct route with no stops', () => {
  let s = tacticalGame({ tiles: { '0,0': '47', '1,0': '19', '1,-1': '20' } });
  s = placeUnits(s, key(0), 0, { dreadnought: 1 });
  s = placeUnits(s, '1,-1', 0, { infantry: 2 }, 'vefutii');
  s = activate(s, key(1));
  expect(movementSources(s, 0)[0]?.routes).toEqual([{ path: [key(1)], ships: ['dreadnought'], stops: [] }]);
});

/** Seat 0's Carrier II in the empty system at 0,0 (beside the active Wellon at 1,0); infantry wait at 2,0 on `tile`. */
function wormholeScenario(source: '39' | '40', tile: '25' | '26', faction = 'hacan') {
  let s = tacticalGame({ tiles: { '0,0': source, '1,0': '19', '2,0': tile }, factions: [faction, 'jolnar', 'letnev'] });
  s = withTechnologies(s, 0, ['cv2']);
  s = placeUnits(s, key(0), 0, { carrier: 1 });
  s = placeUnits(s, key(2), 0, { infantry: 2 }, tile === '25' ? 'quann' : 'lodor');
  return activate(s, key(1));
}

test('6.1, 101.1 a detour through matching wormholes: from an alpha wormhole to Lodor (alpha) and on to the active system', () => {
  const [source] = movementSources(wormholeScenario('39', '26'), 0);
  expect(source?.routes.map((r) => r.path)).toEqual([[key(1)], [key(2), key(1)]]);
  expect(source?.routes[1]?.stops[0]).toEqual({
    system: key(2),
    active: false,
    cargo: [{ planet: 'lodor', type: 'infantry', count: 2 }],
  });
});

test('6.1 an alpha and a beta wormhole are not adjacent: no detour to Quann, except for the Creuss (Quantum Entanglement)', () => {
  const [hacan] = movementSources(wormholeScenario('39', '25'), 0);
  expect(hacan?.routes.map((r) => r.path)).toEqual([[key(1)]]);
  const [creuss] = movementSources(wormholeScenario('39', '25', 'ghost'), 0);
  expect(creuss?.routes.map((r) => r.path)).toEqual([[key(1)], [key(2), key(1)]]);
});

test("58.4b a detour through a system with another player's ships is offered only with Light/Wave Deflector", () => {
  const scenario = (technologies: string[]) => {
    let s = tacticalGame({ tiles: { '0,0': '47', '1,0': '19', '1,-1': '20', '0,-1': '22' } });
    s = withTechnologies(s, 0, ['cv2', 'gd', ...technologies]);
    s = placeUnits(s, key(0), 0, { carrier: 1 });
    s = placeUnits(s, '0,-1', 0, { infantry: 1 }, 'tarmann');
    s = placeUnits(s, '1,-1', 1, { destroyer: 1 });
    return activate(s, key(1));
  };
  // Tar'mann (0,-1) is next to the start; the way on to Wellon is through Vefut II (1,-1), where seat 1's destroyer is
  // (three systems: the Carrier II's move of 2 and Gravity Drive's +1).
  expect(movementSources(scenario([]), 0)[0]?.routes.map((r) => r.path)).toEqual([[key(1)]]);
  expect(movementSources(scenario(['lwd']), 0)[0]?.routes.map((r) => r.path)).toEqual([
    [key(1)],
    ['0,-1', '1,-1', key(1)],
  ]);
});
