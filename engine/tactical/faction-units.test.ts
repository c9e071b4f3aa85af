import { expect, test } from 'vitest';
import { options } from '../flow/options';
import {
  activate,
  edit,
  key,
  line,
  move,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  unitsIn,
} from '../testing/tactical-scenario';
import { capacityCheck } from './transport';

/** A row of systems with seat `seat` playing `faction` (set after setup, so setup asks nothing of it). */
const withFaction = (tiles: Parameters<typeof line>, seat: number, faction: string) =>
  edit(tacticalGame({ tiles: line(...tiles) }), (s) => {
    s.players[seat]!.faction = faction;
  });

test("58.4b Yssaril flagship may move through systems that contain other players' ships", () => {
  let s = tacticalGame({ tiles: line('47', '48', '46'), factions: ['yssaril', 'hacan', 'letnev'] });
  s = placeUnits(placeUnits(s, key(0), 0, { flagship: 1, cruiser: 1, fighter: 2 }), key(1), 1, { destroyer: 1 });
  s = activate(s, key(2));
  // The cruiser alone, or with the flagship, is stopped by the destroyer (58.4b).
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 } }] })).toMatchObject({
    rule: '58.4f',
  });
  expect(
    refuse(s, 0, {
      type: 'move-ships',
      moves: [{ from: key(0), ships: { flagship: 1, cruiser: 1 }, path: [key(1), key(2)] }],
    }),
  ).toMatchObject({ code: 'movement/enemy-ships', rule: '58.4b' });
  // The flagship passes, carrying its fighters.
  const r = move(s, [{ from: key(0), ships: { flagship: 1 }, transport: [{ system: key(0), units: { fighter: 2 } }] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ flagship: 1, fighter: 2 });
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ path: [key(1), key(2)] });
});

test('95 Argent mech: does not count against capacity while transported', () => {
  let s = withFaction(['47', '48'], 0, 'argent');
  s = activate(placeUnits(s, key(0), 0, { carrier: 1, infantry: 4, mech: 2 }), key(1));
  const r = move(s, [
    { from: key(0), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 4, mech: 2 } }] },
  ]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ carrier: 1, infantry: 4, mech: 2 });
  // Another faction's mechs do count (95, 16.1).
  const other = activate(
    placeUnits(tacticalGame({ tiles: line('47', '48') }), key(0), 0, { carrier: 1, infantry: 4, mech: 1 }),
    key(1),
  );
  expect(
    refuse(other, 0, {
      type: 'move-ships',
      moves: [
        { from: key(0), ships: { carrier: 1 }, transport: [{ system: key(0), units: { infantry: 4, mech: 1 } }] },
      ],
    }),
  ).toMatchObject({ code: 'movement/over-capacity', rule: '95' });
  // A ship without capacity still transports nothing, not even the Argent mech.
  let cruiser = withFaction(['47', '48'], 0, 'argent');
  cruiser = activate(placeUnits(cruiser, key(0), 0, { cruiser: 1, mech: 1 }), key(1));
  expect(
    refuse(cruiser, 0, {
      type: 'move-ships',
      moves: [{ from: key(0), ships: { cruiser: 1 }, transport: [{ system: key(0), units: { mech: 1 } }] }],
    }),
  ).toMatchObject({ rule: '95' });
});

test("16.3 Argent mech: in a space area with the Argent's ships that have capacity it counts against nothing", () => {
  let s = withFaction(['47'], 0, 'argent');
  s = placeUnits(s, key(0), 0, { carrier: 1, infantry: 4, mech: 3 });
  expect(capacityCheck(s, 0, key(0))).toMatchObject({ capacity: 4, groundForces: 4, excess: 0 });
  // With only ships without capacity, the mechs count (and must go).
  let bare = withFaction(['47'], 0, 'argent');
  bare = placeUnits(bare, key(0), 0, { cruiser: 1, mech: 1 });
  expect(capacityCheck(bare, 0, key(0))).toMatchObject({ capacity: 0, excess: 1, removable: ['mech'] });
  // Articles of War takes the mech's ability away.
  const articles = edit(s, (d) => {
    d.laws.push({ id: 'articles-of-war', electedTarget: null });
  });
  expect(capacityCheck(articles, 0, key(0))).toMatchObject({ excess: 3 });
});

test('5 Keleres flagship: another player activating its system pays 2 influence', () => {
  let s = withFaction(['19', '47'], 1, 'keleres');
  s = placeUnits(s, key(1), 1, { flagship: 1 });
  s = edit(s, (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 0;
  });
  expect(options(s, 0).map((o) => o.label)).toContain(
    'Activate Empty System (47) (pay 2 influence to the Artemiris, paying with Wellon)',
  );
  const r = play(s, 0, { type: 'tactical-action', system: key(1) });
  expect(r.board.systems[key(0)]!.planets.wellon!.exhausted).toBe(true);
  expect(r.board.systems[key(1)]!.commandTokens).toEqual([0]);
  // Trade goods pay too, when given.
  const rich = edit(s, (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  const paid = play(rich, 0, {
    type: 'tactical-action',
    system: key(1),
    payment: { resources: [], influence: [], tradeGoods: 2 },
  });
  expect(paid.players[0]!.tradeGoods).toBe(1);
  expect(paid.board.systems[key(0)]!.planets.wellon!.exhausted).toBe(false);
});

test('5 Keleres flagship: a player who cannot pay 2 influence cannot activate its system; the Keleres player pays nothing', () => {
  let s = withFaction(['19', '47'], 1, 'keleres');
  s = placeUnits(s, key(1), 1, { flagship: 1 });
  expect(refuse(s, 0, { type: 'tactical-action', system: key(1) })).toMatchObject({
    code: 'tactical/keleres-toll',
    rule: '5',
  });
  expect(options(s, 0).some((o) => o.label.startsWith('Activate Empty System (1,0)'))).toBe(false);
  // A short payment is refused as such (47.3).
  const poor = edit(s, (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  expect(
    refuse(poor, 0, {
      type: 'tactical-action',
      system: key(1),
      payment: { resources: [], influence: [], tradeGoods: 1 },
    }),
  ).toMatchObject({ rule: '47.3' });
  // Systems without it cost nothing.
  expect(play(s, 0, { type: 'tactical-action', system: key(0) }).players[0]!.tradeGoods).toBe(0);
});
