// Rule coverage of LRR 6.3 (a planet is adjacent to its own system) and 6.4 (hyperlanes make adjacency for all
// purposes), shown through what adjacency decides: who is a neighbour (60).
import { expect, test } from 'vitest';
import { adjacentSystems, neighbours } from './adjacency';
import { REAL_MAP_STRINGS } from './map-strings.fixture';
import { addShips, at, boardFrom, controlPlanet } from './scenario.fixture';

// Ring 1 full around Mecatol Rex; Vefutii (tile 20) at position 2, Tarmann (tile 22) at position 4.
const board = () => boardFrom('19 20 21 22 23 24 26').board;

test('6.3 a planet is adjacent to its own system: controlling it makes a neighbour of a player with ships there', () => {
  // Seat 1 controls Vefutii with no unit on it; seat 0's carrier is in Vefutii's system.
  const same = controlPlanet(addShips(board(), at(2), 0, { carrier: 1 }), at(2), 'vefutii', 1);
  expect(neighbours({ board: same }, 0, 1)).toBe(true);
  // 6.2: the planet is also adjacent to the systems next to its own, but not to systems further away.
  const next = controlPlanet(addShips(board(), at(1), 0, { carrier: 1 }), at(2), 'vefutii', 1);
  expect(neighbours({ board: next }, 0, 1)).toBe(true);
  const far = controlPlanet(addShips(board(), at(5), 0, { carrier: 1 }), at(2), 'vefutii', 1);
  expect(neighbours({ board: far }, 0, 1)).toBe(false);
});

test('6.4 systems linked by a hyperlane are adjacent for all purposes: their occupants are neighbours', () => {
  const map = REAL_MAP_STRINGS.find((m) => m.name === 'Learn to Play [5p PoK]')!.mapString;
  // Positions 3 and 5 do not touch; the lane across the 85A tile at position 4 joins them.
  const b = addShips(addShips(boardFrom(map).board, at(3), 0, { cruiser: 1 }), at(5), 1, { cruiser: 1 });
  expect(adjacentSystems(b, at(3))).toContain(at(5));
  expect(neighbours({ board: b }, 0, 1)).toBe(true);
  const apart = addShips(addShips(boardFrom(map).board, at(3), 0, { cruiser: 1 }), at(9), 1, { cruiser: 1 });
  expect(neighbours({ board: apart }, 0, 1)).toBe(false);
});
