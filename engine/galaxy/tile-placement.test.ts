import { expect, test } from 'vitest';
import { GALAXY_LAYOUTS } from '../core/state';
import { Rng, seedRng } from '../core/rng';
import { SYSTEMS, type TileId } from '../data/systems';
import { hexToPosition, neighbourHexes, positionToHex, ringOfPosition } from './hex';
import { LAYOUTS, systemPositions, type LayoutDef } from './layouts';
import { cellAt, homePositions, toMapString } from './map-string';
import { conflicts, legalPlacements, placeTiles, snakeOrder, systemPool, type TilePlacement } from './tile-placement';

const POK = systemPool(['base', 'pok']);
const rng = (seed: string) => new Rng({ rng: seedRng(seed) });

function place(id: keyof typeof LAYOUTS, seed = 'galaxy', speaker = 0): TilePlacement {
  const l = LAYOUTS[id] as LayoutDef;
  const r = placeTiles({ layout: id, players: l.players, speaker, pool: POK }, rng(seed));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

test('setup 6 the deal pool holds the blue and red tiles of the expansions in play, without the Nova Seed', () => {
  expect(systemPool(['base'])).toHaveLength(32); // 20 blue (19–38) + 12 red (39–50)
  expect(POK).toHaveLength(36 + 18); // PoK adds 16 blue (59–66, 69–76) and 6 red (67, 68, 77–80)
  expect(POK).not.toContain('81');
  expect(POK).not.toContain('18');
});

test.each(GALAXY_LAYOUTS.map((id) => [id]))(
  'setup 6 layout %s: every open position gets one dealt tile, homes and hyperlanes as laid out',
  (id) => {
    const l = LAYOUTS[id] as LayoutDef;
    const { map, hands, steps } = place(id);
    expect(homePositions(map)).toEqual([...l.homes].sort((a, b) => a - b));
    for (const h of l.hyperlanes)
      expect(cellAt(map, h.position)).toEqual({ kind: 'tile', tile: h.tile, rotation: h.rotation });
    for (const p of l.empty) expect(cellAt(map, p)).toEqual({ kind: 'empty' });
    for (const p of systemPositions(l)) expect(cellAt(map, p).kind).toBe('tile');
    expect(steps).toHaveLength(systemPositions(l).length);
    for (const hand of hands) {
      expect(hand.filter((t) => SYSTEMS[t].back === 'blue')).toHaveLength(l.deal.blue);
      expect(hand.filter((t) => SYSTEMS[t].back === 'red')).toHaveLength(l.deal.red);
    }
    expect(new Set(steps.map((s) => s.tile)).size).toBe(steps.length);
    const { tiles } = place(id);
    expect(Object.keys(tiles)).toHaveLength(1 + l.hyperlanes.length + systemPositions(l).length);
    expect(tiles['0,0']).toEqual({ tile: '18', rotation: 0 });
  },
);

test('setup 6 each player places exactly the tiles dealt to them', () => {
  const { hands, steps } = place('6p', 'hands', 2);
  hands.forEach((hand, seat) => {
    expect(
      steps
        .filter((s) => s.seat === seat && !s.extra)
        .map((s) => s.tile)
        .sort(),
    ).toEqual([...hand].sort());
  });
});

test('setup 6 placement runs in snake order from the speaker: the last player and the speaker place twice in a row', () => {
  expect(snakeOrder(3, 1, 9)).toEqual([1, 2, 0, 0, 2, 1, 1, 2, 0]);
  const { steps } = place('4p', 'snake', 3);
  expect(steps.map((s) => s.seat)).toEqual(snakeOrder(4, 3, 32));
});

test('setup 6 each ring is fully built before any tile goes in the next ring', () => {
  for (const id of ['6p', '8p', '7p-alternate'] as const) {
    const rings = place(id, 'rings')
      .steps.filter((s) => !s.extra)
      .map((s) => ringOfPosition(s.position));
    expect(rings).toEqual([...rings].sort((a, b) => a - b));
  }
});

test('setup 6 seven players: the speaker first places two red and three blue extra tiles next to Mecatol Rex', () => {
  const { steps, hands } = place('7p', 'extras', 4);
  const extras = steps.filter((s) => s.extra);
  expect(extras).toHaveLength(5);
  expect(steps.slice(0, 5)).toEqual(extras);
  expect(extras.every((s) => s.seat === 4 && ringOfPosition(s.position) === 1)).toBe(true);
  expect(extras.filter((s) => SYSTEMS[s.tile].back === 'red')).toHaveLength(2);
  for (const e of extras) expect(hands.flat()).not.toContain(e.tile); // drawn after the deal, not from a hand
});

test('setup 6 anomalies and matching wormholes are not placed next to each other unless there is no other option', () => {
  for (let i = 0; i < 20; i++) {
    const { map, steps } = place(i % 2 ? '6p' : '8p', `constraints-${i}`);
    const order = new Map(steps.map((s, n) => [s.position, n]));
    for (const s of steps) {
      for (const h of neighbourHexes(positionToHex(s.position))) {
        const p = hexToPosition(h);
        const other = cellAt(map, p);
        if (other.kind !== 'tile' || !order.has(p) || (order.get(p) as number) > (order.get(s.position) as number))
          continue;
        // `s` was placed after its neighbour: a conflict is allowed only if that placement was forced.
        if (conflicts(s.tile, other.tile)) expect(s.forced).toBe(true);
      }
    }
  }
});

test('setup 6 legal placements: a tile that would touch an anomaly or the same wormhole is avoided when possible', () => {
  const placed = new Map<number, TileId>([
    [0, '18'],
    [1, '42'],
    [2, '26'],
  ]); // nebula at 1, Lodor (alpha) at 2
  // Open ring-1 positions 3 and 6: 3 touches Lodor (2), 6 touches the nebula (1).
  expect(legalPlacements(placed, [3, 6, 7], ['41', '39', '19'])).toEqual([
    { tile: '41', position: 3, forced: false },
    { tile: '39', position: 6, forced: false },
    { tile: '19', position: 3, forced: false },
    { tile: '19', position: 6, forced: false },
  ]);
  // Holding only 79 (asteroid field with an alpha wormhole) and only position 6 (next to the nebula): no other option.
  expect(legalPlacements(placed, [6], ['79'])).toEqual([{ tile: '79', position: 6, forced: true }]);
});

test('setup 6 the seeded generator gives the same galaxy for the same seed', () => {
  expect(toMapString(place('6p', 'same').map)).toBe(toMapString(place('6p', 'same').map));
  expect(toMapString(place('6p', 'same').map)).not.toBe(toMapString(place('6p', 'other').map));
});

test('setup 6 rejects a pool too small for the layout, a wrong player count and a speaker off the table', () => {
  const small = placeTiles({ layout: '6p-large', players: 6, speaker: 0, pool: systemPool(['base']) }, rng('x'));
  expect(!small.ok && small.error.code).toBe('galaxy/not-enough-tiles');
  const wrong = placeTiles({ layout: '6p', players: 5, speaker: 0, pool: POK }, rng('x'));
  expect(!wrong.ok && wrong.error.code).toBe('galaxy/layout-players');
  const speaker = placeTiles({ layout: '6p', players: 6, speaker: 6, pool: POK }, rng('x'));
  expect(!speaker.ok && speaker.error.code).toBe('galaxy/bad-speaker');
});
