import { expect, test } from 'vitest';
import {
  buildMoves,
  cargoId,
  cargoMax,
  everything,
  NO_PICKS,
  placesOf,
  setCargo,
  setRoute,
  setShips,
  type Picks,
  type Source,
} from './movement-picks';

/** Two carriers and a dreadnought at home; Wellon (1,-1) is active; a detour passes Vefut II (1,-2), where units wait. */
const home: Source = {
  from: '0,-1',
  ships: [
    { type: 'carrier', count: 2, damaged: 0, capacity: 4, reaches: true, path: ['1,-1'] },
    { type: 'dreadnought', count: 1, damaged: 0, capacity: 1, reaches: true, path: ['1,-1'] },
  ],
  cargo: [
    { planet: null, type: 'fighter', count: 3 },
    { planet: 'jord', type: 'infantry', count: 7 },
  ],
  routes: [
    {
      path: ['1,-1'],
      ships: ['carrier', 'dreadnought'],
      stops: [{ system: '1,-1', active: true, cargo: [{ planet: 'wellon', type: 'infantry', count: 2 }] }],
    },
    {
      path: ['1,-2', '1,-1'],
      ships: ['carrier'],
      stops: [
        {
          system: '1,-2',
          active: false,
          cargo: [
            { planet: 'vefutii', type: 'mech', count: 1 },
            { planet: null, type: 'fighter', count: 2 },
          ],
        },
        { system: '1,-1', active: true, cargo: [{ planet: 'wellon', type: 'infantry', count: 2 }] },
      ],
    },
  ],
};

/** A carrier elsewhere whose only route also passes Vefut II. */
const other: Source = {
  from: '2,-3',
  ships: [{ type: 'carrier', count: 1, damaged: 0, capacity: 4, reaches: true, path: ['1,-2', '1,-1'] }],
  cargo: [],
  routes: [
    {
      path: ['1,-2', '1,-1'],
      ships: ['carrier'],
      stops: [{ system: '1,-2', active: false, cargo: [{ planet: 'vefutii', type: 'mech', count: 1 }] }],
    },
  ],
};

const picks = (p: Partial<Picks>): Picks => ({ ...NO_PICKS, ...p });

test('58.4, 95.1 the picks become one group per starting system, its pick-ups grouped by place; no path when the engine may choose', () => {
  const moves = buildMoves(
    [home],
    picks({
      ships: { '0,-1': { carrier: 1, dreadnought: 0 } },
      cargo: { '0,-1': { '0,-1||fighter': 1, '0,-1|jord|infantry': 2 } },
    }),
  );
  expect(moves).toEqual([
    {
      from: '0,-1',
      ships: { carrier: 1 },
      transport: [
        { system: '0,-1', units: { fighter: 1 } },
        { system: '0,-1', planet: 'jord', units: { infantry: 2 } },
      ],
    },
  ]);
  expect(buildMoves([home], picks({ cargo: { '0,-1': { '0,-1||fighter': 2 } } }))).toEqual([]);
});

test("95.1 picking up in the active system keeps the engine's path; a detour pins its path and picks up on the way", () => {
  let p = setShips([home], NO_PICKS, '0,-1', 'carrier', 1);
  p = setCargo(p, '0,-1', cargoId('1,-1', 'wellon', 'infantry'), 2);
  expect(buildMoves([home], p)).toEqual([
    { from: '0,-1', ships: { carrier: 1 }, transport: [{ system: '1,-1', planet: 'wellon', units: { infantry: 2 } }] },
  ]);

  p = setRoute([home], p, '0,-1', 1);
  p = setCargo(p, '0,-1', cargoId('1,-2', 'vefutii', 'mech'), 1);
  p = setCargo(p, '0,-1', cargoId('1,-2', null, 'fighter'), 1);
  expect(buildMoves([home], p)).toEqual([
    {
      from: '0,-1',
      ships: { carrier: 1 },
      path: ['1,-2', '1,-1'],
      transport: [
        { system: '1,-2', planet: 'vefutii', units: { mech: 1 } },
        { system: '1,-2', units: { fighter: 1 } },
        { system: '1,-1', planet: 'wellon', units: { infantry: 2 } },
      ],
    },
  ]);
  expect(placesOf(home, p).map((pl) => [pl.system, pl.kind])).toEqual([
    ['0,-1', 'start'],
    ['1,-2', 'on-the-way'],
    ['1,-1', 'active'],
  ]);
});

test('58.4f, 95.1 switching routes leaves behind ships that cannot take it and drops pick-ups no longer on the way', () => {
  let p = setShips([home], NO_PICKS, '0,-1', 'dreadnought', 1);
  p = setShips([home], p, '0,-1', 'carrier', 1);
  p = setRoute([home], p, '0,-1', 1);
  p = setCargo(p, '0,-1', cargoId('1,-2', 'vefutii', 'mech'), 1);
  p = setCargo(p, '0,-1', cargoId('0,-1', 'jord', 'infantry'), 2);
  expect(p.ships['0,-1']).toEqual({ carrier: 1 });
  p = setRoute([home], p, '0,-1', 0);
  expect(p.cargo['0,-1']).toEqual({ '0,-1|jord|infantry': 2 });
  expect(buildMoves([home], p)[0]?.path).toBeUndefined();
});

test('16.1 fewer ships drop cargo beyond their capacity, the last places first', () => {
  let p = setShips([home], NO_PICKS, '0,-1', 'carrier', 2);
  p = setCargo(p, '0,-1', cargoId('0,-1', 'jord', 'infantry'), 5);
  p = setCargo(p, '0,-1', cargoId('1,-1', 'wellon', 'infantry'), 2);
  p = setShips([home], p, '0,-1', 'carrier', 1);
  expect(p.cargo['0,-1']).toEqual({ '0,-1|jord|infantry': 4 });
});

test('95.1 a unit picked up by one group is not offered to another; fighters moving by themselves are not cargo', () => {
  let p = setShips([home, other], NO_PICKS, '2,-3', 'carrier', 1);
  p = setCargo(p, '2,-3', cargoId('1,-2', 'vefutii', 'mech'), 1);
  const mech = { planet: 'vefutii', type: 'mech', count: 1 } as const;
  expect(cargoMax([home, other], p, '0,-1', '1,-2', mech)).toBe(0);
  expect(cargoMax([home, other], p, '2,-3', '1,-2', mech)).toBe(1);
  const fighters = { planet: null, type: 'fighter', count: 3 } as const;
  expect(cargoMax([home], picks({ ships: { '0,-1': { fighter: 2 } } }), '0,-1', '0,-1', fighters)).toBe(1);
});

test('16.1, 58.4f "everything that can reach" takes every reaching ship by the engine\'s path, loaded where it starts, space first', () => {
  const p = everything([home]);
  expect(p.ships).toEqual({ '0,-1': { carrier: 2, dreadnought: 1 } });
  expect(p.cargo).toEqual({ '0,-1': { '0,-1||fighter': 3, '0,-1|jord|infantry': 6 } });
  expect(buildMoves([home], p)[0]?.path).toBeUndefined();
});
