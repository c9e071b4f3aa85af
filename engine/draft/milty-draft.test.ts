import { expect, test } from 'vitest';
import { parseMapString, cellAt } from '../galaxy/map-string';
import { layout } from '../galaxy/layouts';
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
import { slicePositions } from './milty-slices';

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
  const four = newMiltyDraft({ seed: 's', players: 4, slices: 4, factions: 4, factionPool: POOL });
  expect(four.ok ? null : four.error.code).toBe('draft/players');
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

test('milty draft: the galaxy puts each chosen slice at the home of its speaker position, clockwise from the speaker', () => {
  for (const players of [3, 6] as const) {
    const d = finish(draft(players, players + 1, players + 2));
    const r = miltyResult(d);
    if (!r.ok) throw new Error(r.error.message);
    // Seat i took position (i + 1) mod n: the speaker (position 0) is the last seat.
    expect(r.value.seatOrder).toEqual(Array.from({ length: players }, (_, p) => (p + players - 1) % players));
    const map = parseMapString(r.value.mapString);
    if (!map.ok) throw new Error(map.error.message);
    const l = layout(players === 3 ? '3p' : '6p');
    r.value.seatOrder.forEach((seat, position) => {
      const tiles = slicePositions(l, position).map((p) => {
        const c = cellAt(map.value, p);
        return c.kind === 'tile' ? c.tile : c.kind;
      });
      expect(tiles).toEqual(d.slices[seat]);
    });
    expect(l.homes.map((h) => cellAt(map.value, h).kind)).toEqual(l.homes.map(() => 'home'));
    expect(r.value.factions).toEqual(d.factions.slice(0, players));
  }
});

test('milty draft: the assembled galaxy starts a game (setup 6 from the map string, the speaker as drafted)', () => {
  const d = finish(draft(6, 7, 8));
  const r = miltyResult(d);
  if (!r.ok) throw new Error(r.error.message);
  const game = gameFromSeating(r.value, '6p', 'milty');
  expect(game.state.speaker).toBe(0);
  // Every position of rings 0–3 holds a system (the Wormhole Nexus waits off the board besides).
  const systems = game.state.board.systems;
  expect(Array.from({ length: 37 }, (_, p) => systems[positionKey(p)] !== undefined)).not.toContain(false);
  expect(systems[positionKey(1)]?.tile).toBe(d.slices[r.value.seatOrder[0] ?? -1]?.[0]);
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
  const l = layout('3p');
  expect(slicePositions(l, 0).map((p) => cellAt(placed.value, p))).toEqual(
    (d.slices[1] ?? []).map((tile) => ({ kind: 'tile', tile, rotation: 0 })),
  );
  expect(placed.value.cells.filter((x) => x.kind === 'tile')).toHaveLength(8);
});
