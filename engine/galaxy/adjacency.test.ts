import { expect, test } from 'vitest';
import { activateNexus } from './board';
import { adjacencies, adjacentSystems, areAdjacent, isSystem, neighbours, wormholesIn } from './adjacency';
import { ringOf, parseHexKey } from './hex';
import { deadEndSides, isHyperlane } from './hyperlanes';
import { REAL_MAP_STRINGS } from './map-strings.fixture';
import { addShips, addToken, at, boardFrom, controlPlanet } from './scenario.fixture';

// Ring 1 full; ring 2 holds Lodor (alpha) at 7, Quann (beta) at 10, the alpha wormhole at 13, the beta wormhole at 16.
const WORMHOLE_BOARD = '19 20 21 22 23 24 26 -1 -1 25 -1 -1 39 -1 -1 40';
const board = () => boardFrom(WORMHOLE_BOARD).board;
const realBoard = (name: string) => boardFrom(REAL_MAP_STRINGS.find((m) => m.name === name)?.mapString ?? '').board;

test('6 systems whose sides touch are adjacent', () => {
  expect(adjacencies(board(), at(1))).toEqual([
    { key: at(0), via: ['physical'] },
    { key: at(2), via: ['physical'] },
    { key: at(6), via: ['physical'] },
    { key: at(7), via: ['physical'] },
  ]);
  expect(adjacentSystems(board(), at(0))).toEqual([1, 2, 3, 4, 5, 6].map(at));
});

test('6.1 systems with matching wormholes are adjacent', () => {
  expect(adjacencies(board(), at(7))).toEqual([
    { key: at(1), via: ['physical'] },
    { key: at(13), via: ['alpha'] },
  ]);
  expect(areAdjacent(board(), at(10), at(16))).toBe(true);
  expect(areAdjacent(board(), at(7), at(16))).toBe(false); // alpha does not match beta
});

test('6.2a a system is not adjacent to itself, even through its own wormhole', () => {
  const b = addToken(board(), at(7), 'wormhole-alpha');
  expect(adjacentSystems(b, at(7))).not.toContain(at(7));
});

test('44.1 systems joined by a lane across one hyperlane tile are adjacent (5p board, 85A below Mecatol Rex)', () => {
  const b = realBoard('Learn to Play [5p PoK]');
  // 85A at position 4, lanes on sides 1 and 5: positions 3 and 5 (which do not touch) become adjacent.
  expect(adjacencies(b, at(3)).find((a) => a.key === at(5))).toEqual({ key: at(5), via: ['hyperlane'] });
  // Mecatol Rex touches the hyperlane tile but no lane reaches it from that side.
  expect(adjacentSystems(b, at(0))).toEqual([1, 2, 3, 5, 6].map(at));
});

test('44.1 lanes chain across several hyperlane tiles (83A, 86A, 84A on the 5p board link positions 26 and 30)', () => {
  const b = realBoard('Learn to Play [5p PoK]');
  expect(adjacencies(b, at(26)).find((a) => a.key === at(30))).toEqual({ key: at(30), via: ['hyperlane'] });
  expect(areAdjacent(b, at(30), at(26))).toBe(true);
});

test('44.1 a hyperlane at the centre joins the systems its lane reaches; Mecatol Rex elsewhere is an ordinary system', () => {
  // {83A0}: the centre lane joins sides 1 and 4, i.e. positions 2 and 5, which do not touch each other.
  const { board } = boardFrom('{83A0} 18 20 21 22 23 24');
  expect(adjacencies(board, at(2)).find((a) => a.key === at(5))).toEqual({ key: at(5), via: ['hyperlane'] });
  expect(isSystem(board, at(0))).toBe(false);
  expect(board.systems[at(1)]?.tile).toBe('18');
  // Position 1 touches the centre on a side without a lane: the centre gives it nothing.
  expect(adjacentSystems(board, at(1))).toEqual([2, 6].map(at));
});

test('44.1 a lane that leads off the board is a dead end: it makes nothing adjacent', () => {
  // 83A0 at position 4 joins sides 1 (position 3) and 4 (position 16, no tile).
  const { board } = boardFrom('19 20 21 83A0 22 23');
  expect(adjacencies(board, at(3)).filter((a) => a.via.includes('hyperlane'))).toEqual([]);
  expect(deadEndSides(board, at(4))).toEqual([4]);
  expect(deadEndSides(board, at(3))).toEqual([]);
});

test('44.2 hyperlane tiles are not systems: they have no adjacency and are never adjacent', () => {
  const b = realBoard('Learn to Play [8p PoK]');
  const hyperlaneKeys = Object.entries(b.systems)
    .filter(([, s]) => isHyperlane(s.tile))
    .map(([k]) => k);
  expect(hyperlaneKeys).toHaveLength(6);
  for (const k of hyperlaneKeys) {
    expect(isSystem(b, k)).toBe(false);
    expect(adjacentSystems(b, k)).toEqual([]);
  }
  for (const k of Object.keys(b.systems)) for (const a of adjacentSystems(b, k)) expect(hyperlaneKeys).not.toContain(a);
});

test('44.1 adjacency through hyperlanes is symmetric on the real 7- and 8-player boards', () => {
  for (const name of ['Learn to Play [7p PoK]', 'Learn to Play [8p PoK]', 'The Birnam Wood [4p Base]']) {
    const b = realBoard(name);
    for (const k of Object.keys(b.systems))
      for (const a of adjacentSystems(b, k)) expect(adjacentSystems(b, a)).toContain(k);
  }
});

test('101 wormhole tokens in a system count as wormholes (Creuss tokens, Ion Storm)', () => {
  const b = addToken(board(), at(4), 'wormhole-beta');
  expect(wormholesIn(b, at(4))).toEqual(['beta']);
  expect(
    adjacencies(b, at(4))
      .filter((a) => a.via.includes('beta'))
      .map((a) => a.key),
  ).toEqual([at(10), at(16)]);
  const storm = addToken(board(), at(5), 'ion-storm-alpha');
  expect(areAdjacent(storm, at(5), at(13))).toBe(true);
  expect(adjacencies(storm, at(5)).find((a) => a.key === at(13))?.via).toEqual(['alpha']);
});

test('101.4 / 101.4a delta wormholes: the Creuss Gate and the Creuss home system beside the board are adjacent', () => {
  const { board: b, homeKeys } = boardFrom('19 20 21 22 23 24 0 -1 -1 -1 -1 -1', ['51']);
  const gate = at(7);
  expect(b.systems[gate]?.tile).toBe('17');
  const home = homeKeys[0] as string;
  expect(b.systems[home]?.tile).toBe('51');
  expect(adjacencies(b, home)).toEqual([{ key: gate, via: ['delta'] }]);
  expect(adjacencies(b, gate)).toContainEqual({ key: home, via: ['delta'] });
});

test('100.1 the inactive wormhole nexus has only a gamma wormhole and touches no system', () => {
  const b = boardFrom(WORMHOLE_BOARD, [], { nexus: true }).board;
  const nexus = b.nexus.at as string;
  expect(b.nexus).toEqual({ placed: true, active: false, at: nexus });
  expect(ringOf(parseHexKey(nexus) ?? { q: 0, r: 0 })).toBeGreaterThan(2);
  expect(adjacentSystems(b, nexus)).toEqual([]);
  addToken(b, at(3), 'wormhole-gamma');
  expect(adjacencies(b, nexus)).toEqual([{ key: at(3), via: ['gamma'] }]);
  expect(adjacencies(b, at(3))).toContainEqual({ key: nexus, via: ['gamma'] });
});

test('100.2 the active wormhole nexus has alpha, beta and gamma wormholes', () => {
  const b = activateNexus(addToken(boardFrom(WORMHOLE_BOARD, [], { nexus: true }).board, at(3), 'wormhole-gamma'));
  const nexus = b.nexus.at as string;
  expect(b.nexus.active).toBe(true);
  expect(b.systems[nexus]?.tile).toBe('82B');
  expect(wormholesIn(b, nexus)).toEqual(['alpha', 'beta', 'gamma']);
  expect(adjacencies(b, nexus)).toEqual([
    { key: at(3), via: ['gamma'] },
    { key: at(7), via: ['alpha'] },
    { key: at(10), via: ['beta'] },
    { key: at(13), via: ['alpha'] },
    { key: at(16), via: ['beta'] },
  ]);
});

test('100.1 a nexus that is not placed is not a system', () => {
  const b = boardFrom(WORMHOLE_BOARD, [], { nexus: true }).board;
  const hidden = { ...b, nexus: { ...b.nexus, placed: false } };
  const nexus = b.nexus.at as string;
  addToken(hidden, at(3), 'wormhole-gamma');
  expect(isSystem(hidden, nexus)).toBe(false);
  expect(adjacentSystems(hidden, at(3))).not.toContain(nexus);
});

test('6.1 options: a law can shut wormholes, and linked types (Quantum Entanglement) match each other', () => {
  expect(areAdjacent(board(), at(7), at(13), { ignoreWormholes: ['alpha'] })).toBe(false);
  expect(areAdjacent(board(), at(10), at(16), { ignoreWormholes: ['alpha'] })).toBe(true);
  const linked = { linkedWormholes: [['alpha', 'beta']] as const };
  expect(adjacencies(board(), at(7), linked)).toEqual([
    { key: at(1), via: ['physical'] },
    { key: at(10), via: ['beta'] },
    { key: at(13), via: ['alpha'] },
    { key: at(16), via: ['beta'] },
  ]);
});

test('101.4 options: an effect can give a system a delta wormhole or make it adjacent to every wormhole system', () => {
  const { board: b, homeKeys } = boardFrom('19 20 21 22 23 24 0 -1 -1 25 -1 -1', ['51']);
  expect(areAdjacent(b, at(4), homeKeys[0] as string, { extraWormholes: { [at(4)]: ['delta'] } })).toBe(true);
  const all = adjacentSystems(b, at(4), { adjacentToAllWormholes: [at(4)] });
  expect(all).toEqual(expect.arrayContaining([at(7), at(10), homeKeys[0] as string]));
  expect(areAdjacent(b, at(10), at(4), { adjacentToAllWormholes: [at(4)] })).toBe(true);
});

test('60 players with units in the same system are neighbours', () => {
  const b = addShips(addShips(board(), at(2), 0, { cruiser: 1 }), at(2), 1, { fighter: 2 });
  expect(neighbours({ board: b }, 0, 1)).toBe(true);
});

test('60 players with units or planets in adjacent systems are neighbours; far apart they are not', () => {
  const b = addShips(board(), at(1), 0, { carrier: 1 });
  controlPlanet(b, at(2), 'vefutii', 1);
  expect(neighbours({ board: b }, 0, 1)).toBe(true);
  const far = addShips(board(), at(1), 0, { carrier: 1 });
  controlPlanet(far, at(4), 'tarmann', 1);
  expect(neighbours({ board: far }, 0, 1)).toBe(false);
  expect(neighbours({ board: far }, 1, 0)).toBe(false);
});

test('60.2 players are neighbours when a wormhole makes their systems adjacent', () => {
  const b = addShips(board(), at(7), 0, { destroyer: 1 });
  controlPlanet(b, at(7), 'lodor', 0);
  addShips(b, at(13), 2, { dreadnought: 1 });
  expect(neighbours({ board: b }, 0, 2)).toBe(true);
  expect(neighbours({ board: b }, 0, 2, { ignoreWormholes: ['alpha'] })).toBe(false);
});

test('60 a player with no units and no planets has no neighbours', () => {
  const b = addShips(board(), at(1), 0, { carrier: 1 });
  expect(neighbours({ board: b }, 0, 1)).toBe(false);
  expect(neighbours({ board: b }, 0, 0)).toBe(false);
});
