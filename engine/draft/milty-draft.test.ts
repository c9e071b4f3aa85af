import { expect, test } from 'vitest';
import { parseMapString, cellAt } from '../galaxy/map-string';
import { adjacentSystems } from '../galaxy/adjacency';
import { positionKey } from '../galaxy/hex';
import { TEST_POOL, gameFromSeating, must } from './draft-testing';
import {
  miltyMapSoFar,
  miltyResult,
  newMiltyDraft,
  onTheClock,
  pickMilty,
  type MiltyDraft,
  type MiltyPick,
} from './milty-draft';
import { MILTY_PLAYERS, miltyBoard, slicePositions } from './milty-boards';

const POOL = TEST_POOL;

function draft(players = 3, slices = 4, factions = 5): MiltyDraft {
  const d = newMiltyDraft({ seed: 'table', players, slices, factions, factionPool: POOL });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

test('milty draft: picks run in snake order over three rounds (1-2-3, 3-2-1, 1-2-3)', () => {
  let d = draft();
  const [a, b, c] = d.order as [number, number, number];
  const seen: (number | null)[] = [];
  const kinds: MiltyPick[][] = [
    [
      { kind: 'faction', faction: d.factions[0] ?? '' },
      { kind: 'slice', slice: 0 },
      { kind: 'position', position: 0 },
    ],
    [
      { kind: 'slice', slice: 1 },
      { kind: 'faction', faction: d.factions[1] ?? '' },
      { kind: 'position', position: 1 },
    ],
    [
      { kind: 'position', position: 2 },
      { kind: 'slice', slice: 2 },
      { kind: 'faction', faction: d.factions[2] ?? '' },
    ],
  ];
  const next = new Map<number, number>();
  for (let t = 0; t < 9; t++) {
    const seat = onTheClock(d);
    seen.push(seat);
    if (seat === null) break;
    const i = next.get(seat) ?? 0;
    next.set(seat, i + 1);
    d = must(d, seat, kinds[d.order.indexOf(seat)]?.[i] as MiltyPick);
  }
  expect(seen).toEqual([a, b, c, c, b, a, a, b, c]);
  expect(onTheClock(d)).toBeNull();
});

test('milty draft: an out-of-turn pick is refused with the reason and changes nothing', () => {
  const d = draft();
  const waiting = d.order[1] ?? -1;
  const r = pickMilty(d, waiting, { kind: 'slice', slice: 0 });
  expect(r.ok ? null : [r.error.code, r.error.message]).toEqual([
    'draft/not-your-turn',
    'It is not your pick: another player is on the clock',
  ]);
  expect(d.picks).toEqual([]);
});

test('milty draft: a taken faction, slice or position cannot be taken again', () => {
  const [a, b] = draft().order as [number, number];
  let d = must(draft(), a, { kind: 'slice', slice: 2 });
  const r = pickMilty(d, b, { kind: 'slice', slice: 2 });
  expect(r.ok ? null : [r.error.code, r.error.message]).toEqual([
    'draft/taken',
    'Another player already took that slice',
  ]);
  d = must(d, b, { kind: 'position', position: 0 });
  const c = onTheClock(d) ?? -1;
  const p = pickMilty(d, c, { kind: 'position', position: 0 });
  expect(p.ok ? null : p.error.code).toBe('draft/taken');
});

test('milty draft: a player takes one pick of each kind, and only what the draft offers', () => {
  let d = draft();
  const [a, b, c] = d.order as [number, number, number];
  d = must(d, a, { kind: 'faction', faction: d.factions[0] ?? '' });
  d = must(d, b, { kind: 'faction', faction: d.factions[1] ?? '' });
  d = must(d, c, { kind: 'slice', slice: 0 });
  const again = pickMilty(d, c, { kind: 'slice', slice: 1 });
  expect(again.ok ? null : [again.error.code, again.error.message]).toEqual([
    'draft/already-picked',
    'You already hold a slice: take a pick of another kind',
  ]);
  const offered = new Set(d.factions);
  const notOffered = POOL.find((f) => !offered.has(f)) ?? '';
  for (const pick of [
    { kind: 'faction', faction: notOffered },
    { kind: 'slice', slice: 4 },
    { kind: 'position', position: 3 },
    { kind: 'position', position: -1 },
  ] as MiltyPick[]) {
    const r = pickMilty(d, c, pick);
    expect(r.ok ? null : r.error.code).toBe('draft/unknown-pick');
  }
});

test('milty draft: the same seed deals the same offers and pick order', () => {
  expect(draft()).toEqual(draft());
  const other = newMiltyDraft({ seed: 'elsewhere', players: 3, slices: 4, factions: 5, factionPool: POOL });
  expect(other.ok && other.value.slices).not.toEqual(draft().slices);
});

test('milty draft: too few or too many factions offered, or an unsupported table, are refused', () => {
  const few = newMiltyDraft({ seed: 's', players: 3, slices: 3, factions: 2, factionPool: POOL });
  expect(few.ok ? null : few.error.message).toBe('Offer between 3 and 10 factions');
  const nine = newMiltyDraft({ seed: 's', players: 9, slices: 9, factions: 9, factionPool: POOL });
  expect(nine.ok ? null : [nine.error.code, nine.error.message]).toEqual([
    'draft/players',
    'The Milty draft is built for 3 to 8 players',
  ]);
});

/** Every seat takes faction i, slice i and position (i + 1) mod n in turn (seat i's picks follow its place). */
function finish(d: MiltyDraft): MiltyDraft {
  const n = d.players;
  const step = new Map<number, number>();
  while (onTheClock(d) !== null) {
    const seat = onTheClock(d) ?? -1;
    const k = step.get(seat) ?? 0;
    step.set(seat, k + 1);
    const pick: MiltyPick =
      k === 0
        ? { kind: 'faction', faction: d.factions[seat] ?? '' }
        : k === 1
          ? { kind: 'slice', slice: seat }
          : { kind: 'position', position: (seat + 1) % n };
    d = must(d, seat, pick);
  }
  return d;
}

test('milty draft: the galaxy puts each chosen slice at the home of its speaker position, clockwise from the speaker (3 to 8 players)', () => {
  for (const players of MILTY_PLAYERS) {
    const d = finish(draft(players, players + 1, players + 2));
    const r = miltyResult(d);
    if (!r.ok) throw new Error(r.error.message);
    // Seat i took position (i + 1) mod n: the speaker (position 0) is the last seat.
    expect(r.value.seatOrder).toEqual(Array.from({ length: players }, (_, p) => (p + players - 1) % players));
    const map = parseMapString(r.value.mapString);
    if (!map.ok) throw new Error(map.error.message);
    const { board } = miltyBoard(players);
    r.value.seatOrder.forEach((seat, position) => {
      const tiles = slicePositions(players, position).map((p) => {
        const c = cellAt(map.value, p);
        return c.kind === 'tile' ? c.tile : c.kind;
      });
      expect(tiles).toEqual(d.slices[seat]);
    });
    expect(board.homes.map((h) => cellAt(map.value, h).kind)).toEqual(board.homes.map(() => 'home'));
    // The board's hyperlanes are fixed in place, turned as the board says; its empty positions stay empty.
    for (const h of board.hyperlanes)
      expect(cellAt(map.value, h.position)).toEqual({ kind: 'tile', tile: h.tile, rotation: h.rotation });
    for (const e of board.empty) expect(cellAt(map.value, e).kind).toBe('empty');
    expect(r.value.factions).toEqual(d.factions.slice(0, players));
  }
});

test('milty draft: the assembled galaxy starts a game for every count, each drafted faction at its speaker position’s home (setup 6)', () => {
  for (const players of MILTY_PLAYERS) {
    const { board, layout } = miltyBoard(players);
    const d = finish(draft(players, players + 1, players + 2));
    const r = miltyResult(d);
    if (!r.ok) throw new Error(r.error.message);
    const game = gameFromSeating(r.value, layout, 'milty');
    expect(game.state.speaker).toBe(0);
    const systems = game.state.board.systems;
    // Every position of the board holds its system, home or hyperlane, and nothing else is on the board (the
    // Wormhole Nexus waits off it).
    const filled = Array.from({ length: board.rings === 3 ? 37 : 61 }, (_, p) => p).filter(
      (p) => systems[positionKey(p)] !== undefined,
    );
    const expected = Array.from({ length: board.rings === 3 ? 37 : 61 }, (_, p) => p).filter(
      (p) => !board.empty.includes(p),
    );
    expect(filled).toEqual(expected);
    // Game seat i (speaker position i) has its faction's home at the i-th home, and its slice beside it.
    r.value.seatOrder.forEach((seat, i) => {
      const home = systems[positionKey(board.homes[i] ?? -1)];
      expect(game.state.players[i]?.faction).toBe(d.factions[seat]);
      expect(Object.values(home?.space ?? {}).length, `${players}p seat ${i} starts at its home`).toBe(1);
      expect(home?.space[String(i)]).toBeDefined();
      expect(systems[positionKey(slicePositions(players, i)[0] ?? -1)]?.tile).toBe(d.slices[seat]?.[0]);
    });
    // 6, 44: through the hyperlanes, every home is three systems from Mecatol Rex, as on the six-player board, and
    // every system of the galaxy can be reached.
    const steps = new Map([[positionKey(0), 0]]);
    for (const [key, n] of steps)
      for (const next of adjacentSystems(game.state.board, key)) if (!steps.has(next)) steps.set(next, n + 1);
    expect(board.homes.map((h) => steps.get(positionKey(h)))).toEqual(board.homes.map(() => 3));
    expect(steps.size).toBe(expected.length - board.hyperlanes.length);
  }
});

test('milty draft: the result is refused while picks are missing', () => {
  const r = miltyResult(draft());
  expect(r.ok ? null : r.error.message).toBe('The draft is not finished yet');
});

test('milty draft: the galaxy so far shows a slice once its player also holds a speaker position', () => {
  let d = draft();
  const [a, b] = d.order as [number, number];
  d = must(d, a, { kind: 'slice', slice: 1 });
  d = must(d, b, { kind: 'position', position: 2 });
  const empty = parseMapString(miltyMapSoFar(d));
  if (!empty.ok) throw new Error(empty.error.message);
  expect(empty.value.cells.filter((c) => c.kind === 'tile')).toEqual([]);
  const c = onTheClock(d) ?? -1;
  d = must(d, c, { kind: 'faction', faction: d.factions[0] ?? '' });
  d = must(d, c, { kind: 'position', position: 1 });
  d = must(d, b, { kind: 'faction', faction: d.factions[1] ?? '' });
  d = must(d, a, { kind: 'position', position: 0 });
  const placed = parseMapString(miltyMapSoFar(d));
  if (!placed.ok) throw new Error(placed.error.message);
  expect(slicePositions(3, 0).map((p) => cellAt(placed.value, p))).toEqual(
    (d.slices[1] ?? []).map((tile) => ({ kind: 'tile', tile, rotation: 0 })),
  );
  expect(placed.value.cells.filter((x) => x.kind === 'tile')).toHaveLength(8);
});
