import { expect, test } from 'vitest';
import { SYSTEMS, type TileId } from '../data/systems';
import { positionKey, ringOfPosition } from '../galaxy/hex';
import { layout, systemPositions } from '../galaxy/layouts';
import { cellAt, parseMapString } from '../galaxy/map-string';
import { createGame } from '../setup/create-game';
import { PLAYER_COLORS } from '../core/state';
import {
  newTileDraft,
  placeSystemTile,
  tileDraftFinished,
  tileDraftMap,
  tileOptions,
  tileTurn,
  type TileDraft,
} from './tile-draft';

function draft(l: TileDraft['layout'] = '3p', speaker?: number): TileDraft {
  const d = newTileDraft({ seed: 'table', layout: l, ...(speaker === undefined ? {} : { speaker }) });
  if (!d.ok) throw new Error(d.error.message);
  return d.value;
}

/** The seat on the turn places its first legal option. */
function next(d: TileDraft): TileDraft {
  const turn = tileTurn(d);
  const o = turn ? tileOptions(d, turn.seat)[0] : undefined;
  if (!turn || !o) throw new Error('no placement');
  const r = placeSystemTile(d, turn.seat, o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const backs = (tiles: readonly TileId[]) => tiles.map((t) => SYSTEMS[t].back).join(' ');

test('setup 6 ii tile placement deals each player the layout’s blue and red tiles (3 players: 6 blue, 2 red)', () => {
  const d = draft();
  expect(d.hands.map(backs)).toEqual(Array.from({ length: 3 }, () => 'blue blue blue blue blue blue red red'));
  expect(new Set(d.hands.flat()).size).toBe(24);
  expect(d.extras).toEqual([]);
  const six = draft('6p-large', 4);
  expect(six.speaker).toBe(4);
  expect(six.hands.map((h) => h.length)).toEqual([9, 9, 9, 9, 9, 9]);
  // The same seed deals the same tiles and draws the same speaker (setup 1).
  expect(draft()).toEqual(draft());
});

test('setup 6 iii tile placement: the speaker first, clockwise, the last player twice, then back to the speaker', () => {
  let d = draft('4p', 1);
  const seats: number[] = [];
  for (let i = 0; i < 10; i++) {
    seats.push(tileTurn(d)?.seat ?? -1);
    d = next(d);
  }
  expect(seats).toEqual([1, 2, 3, 0, 0, 3, 2, 1, 1, 2]);
});

test('setup 6 iii tile placement: out of turn, a tile not held, a second ring before the first is full are refused', () => {
  const d = draft('3p', 0);
  const mine = d.hands[0]?.[0] as TileId;
  const other = placeSystemTile(d, 1, { tile: d.hands[1]?.[0] ?? '', position: 1 });
  expect(other.ok ? null : [other.error.code, other.error.rule]).toEqual(['draft/not-your-turn', 'setup 6']);
  const notMine = placeSystemTile(d, 0, { tile: d.hands[1]?.[0] ?? '', position: 1 });
  expect(notMine.ok ? null : notMine.error.code).toBe('draft/not-dealt');
  const ring2 = systemPositions(layout('3p')).find((p) => ringOfPosition(p) === 2) ?? -1;
  const early = placeSystemTile(d, 0, { tile: mine, position: ring2 });
  expect(early.ok ? null : [early.error.code, early.error.message]).toEqual([
    'draft/ring-not-full',
    'Each ring around Mecatol Rex is completed before the next one is started',
  ]);
  const home = layout('3p').homes[0] ?? -1;
  const onHome = placeSystemTile(d, 0, { tile: mine, position: home });
  expect(onHome.ok ? null : onHome.error.code).toBe('draft/unknown-pick');
  expect(d.placements).toEqual([]);
});

test('setup 6 iii tile placement: no anomaly next to an anomaly while another option exists; allowed when forced', () => {
  const base = draft('3p', 0);
  // Seat 0 put a gravity rift at position 1; seat 1 holds a nebula and a planet system.
  const d: TileDraft = {
    ...base,
    hands: [
      ['41', '19'],
      ['42', '20'],
      ['43', '44'],
    ],
    placements: [{ seat: 0, tile: '41', position: 1, extra: false }],
  };
  const beside = placeSystemTile(d, 1, { tile: '42', position: 2 });
  expect(beside.ok ? null : [beside.error.code, beside.error.rule]).toEqual(['draft/adjacent', 'setup 6']);
  expect(placeSystemTile(d, 1, { tile: '42', position: 3 }).ok).toBe(true);
  expect(placeSystemTile(d, 1, { tile: '20', position: 2 }).ok).toBe(true);
  // Ring 1 with only positions 2 and 6 open, both next to anomalies: seat 2 holds only anomalies, so it may.
  const forced: TileDraft = {
    ...d,
    placements: [
      { seat: 0, tile: '41', position: 1, extra: false },
      { seat: 1, tile: '42', position: 3, extra: false },
    ],
  };
  const cramped: TileDraft = {
    ...forced,
    hands: [
      ['41', '19', '21'],
      ['42', '20', '22'],
      ['43', '44', '45'],
    ],
    placements: [
      ...forced.placements,
      { seat: 2, tile: '45', position: 5, extra: false },
      { seat: 2, tile: '44', position: 4, extra: false },
    ],
  };
  // Seat 1 is next (snake back): its planet system may go anywhere, its anomaly nowhere while the planet fits.
  expect(tileTurn(cramped)?.seat).toBe(1);
  expect([...new Set(tileOptions(cramped, 1).map((o) => o.tile))]).toEqual(['20', '22']);
  const stuck: TileDraft = {
    ...cramped,
    hands: [
      ['41', '19', '21'],
      ['42', '43', '67'],
      ['43', '44', '45'],
    ],
  };
  expect(tileOptions(stuck, 1).every((o) => o.forced)).toBe(true);
  expect(placeSystemTile(stuck, 1, { tile: '43', position: 2 }).ok).toBe(true);
});

test('setup 6 note tile placement: with 5 players the speaker first places the extra red tile next to Mecatol Rex', () => {
  const d = draft('5p', 2);
  expect(d.extras.map((t) => SYSTEMS[t].back)).toEqual(['red']);
  expect(tileTurn(d)).toEqual({ seat: 2, extra: true, tiles: d.extras });
  const extra = d.extras[0] as TileId;
  const far = systemPositions(layout('5p')).find((p) => ringOfPosition(p) === 2) ?? -1;
  const refused = placeSystemTile(d, 2, { tile: extra, position: far });
  expect(refused.ok ? null : refused.error.message).toBe('The extra tiles go in an open space next to Mecatol Rex');
  const after = next(d);
  expect(after.placements[0]).toMatchObject({ seat: 2, extra: true });
  // Then the dealt tiles, the speaker first.
  expect(tileTurn(after)).toMatchObject({ seat: 2, extra: false, tiles: d.hands[2] });
});

test('setup 6 tile placement ends when every tile is placed: the map is full and starts a game with that speaker', () => {
  let d = draft('3p');
  const speaker = d.speaker;
  while (!tileDraftFinished(d)) d = next(d);
  expect(d.placements).toHaveLength(24);
  // Each player placed exactly the tiles dealt to them.
  d.hands.forEach((hand, seat) =>
    expect(
      d.placements
        .filter((p) => p.seat === seat)
        .map((p) => p.tile)
        .sort(),
    ).toEqual([...hand].sort()),
  );
  const map = parseMapString(tileDraftMap(d));
  if (!map.ok) throw new Error(map.error.message);
  for (const p of systemPositions(layout('3p'))) expect(cellAt(map.value, p).kind).toBe('tile');
  const done = placeSystemTile(d, speaker, { tile: '19', position: 1 });
  expect(done.ok ? null : done.error.code).toBe('draft/finished');
  const game = createGame({
    seed: 'placed',
    victoryPoints: 10,
    layout: '3p',
    mapString: tileDraftMap(d),
    speaker,
    seats: ['hacan', 'sol', 'letnev'].map((faction, i) => ({
      name: `P${i}`,
      faction,
      color: PLAYER_COLORS[i] ?? 'red',
    })),
  });
  if (!game.ok) throw new Error(game.error.message);
  expect(game.value.state.speaker).toBe(speaker);
  // Every placement is where it was made on the game's board.
  for (const p of d.placements) expect(game.value.state.board.systems[positionKey(p.position)]?.tile).toBe(p.tile);
});

test('setup 6 note tile placement on the five-player board: the seats at a disadvantage still get their trade goods', () => {
  let d = draft('5p', 0);
  while (!tileDraftFinished(d)) d = next(d);
  const start = (placedOnLayout: boolean) => {
    const game = createGame({
      seed: 'five',
      victoryPoints: 10,
      layout: '5p',
      mapString: tileDraftMap(d),
      ...(placedOnLayout ? { placedOnLayout } : {}),
      speaker: 0,
      seats: ['sol', 'letnev', 'jolnar', 'xxcha', 'yssaril'].map((faction, i) => ({
        name: `P${i}`,
        faction,
        color: PLAYER_COLORS[i] ?? 'red',
      })),
    });
    if (!game.ok) throw new Error(game.error.message);
    return game.value.state.players.map((p) => p.tradeGoods);
  };
  const placed = start(true);
  const community = start(false);
  expect(placed.map((tg, i) => tg - (community[i] ?? 0))).toEqual([2, 4, 2, 0, 0]);
});
