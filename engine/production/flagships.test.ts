import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { edit, placeUnits, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { line, passWindows, tacticalGame, unitsIn, withPools, withTechnologies } from '../testing/tactical-scenario';
import { labelsIn, tradeGoodsPayment } from '../testing/unit-ability-scenario';

const HERE = '0,0';

/** Seat 0 (first faction) holds Starpoint in tile 27 with its flagship in the space area and 10 trade goods. */
function flagshipTurn(faction: string, flagship = true) {
  const s = edit(tacticalGame({ factions: [faction, 'hacan', 'jolnar'], tiles: line('27', '18') }), (d) => {
    d.board.systems[HERE]!.planets.starpoint!.owner = 0;
    d.players[0]!.tradeGoods = 10;
  });
  return flagship ? placeUnits(s, HERE, 0, { flagship: 1 }) : s;
}

const produce = (units: Extract<Command, { type: 'produce' }>['units'], tradeGoods: number): Command => ({
  type: 'produce',
  units,
  payment: tradeGoodsPayment(tradeGoods),
});

test('67.1 Arborec flagship: after activating its system, produce up to 5 units there, paying their full cost', () => {
  let s = play(flagshipTurn('arborec'), 0, { type: 'tactical-action', system: HERE });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [0] });
  expect(labelsIn(s, 0, 'Respond')[0]).toBe('Duha Menaimon: produce up to 5 units in its system');
  s = passWindows(play(s, 0, { type: 'use-ability', ability: 'arborec-flagship', targets: {} }));
  expect(topDecision(s)).toMatchObject({ kind: 'production', seat: 0, system: HERE, source: 'arborec-flagship' });
  expect(refuse(s, 0, produce([{ unit: 'fighter', count: 6 }], 3))).toMatchObject({
    code: 'production/over-capacity',
    rule: '68.1',
  });
  expect(refuse(s, 0, produce([{ unit: 'infantry', count: 1, planet: 'newalbion' }], 1))).toMatchObject({
    code: 'production/wrong-planet',
  });
  const r = playEvents(
    s,
    0,
    produce(
      [
        { unit: 'fighter', count: 3 },
        { unit: 'infantry', count: 2, planet: 'starpoint' },
      ],
      3,
    ),
  );
  expect(r.events.filter((e) => e.type === 'units-produced')).toEqual([
    { type: 'units-produced', seat: 0, system: HERE, units: { fighter: 3, infantry: 2 } },
  ]);
  expect(unitsIn(r.state, HERE, 0)).toEqual({ flagship: 1, fighter: 3 });
  expect(unitsIn(r.state, HERE, 0, 'starpoint')).toEqual({ infantry: 2 });
  expect(r.state.players[0]!.tradeGoods).toBe(7);
});

test("67.1 FAQ: the Arborec flagship's production is not a Production ability — Sarween Tools does not lower it", () => {
  const s = passWindows(
    play(play(withTechnologies(flagshipTurn('arborec'), 0, ['st']), 0, { type: 'tactical-action', system: HERE }), 0, {
      type: 'use-ability',
      ability: 'arborec-flagship',
      targets: {},
    }),
  );
  expect(refuse(s, 0, produce([{ unit: 'cruiser', count: 1 }], 1))).toMatchObject({ code: 'economy/cannot-pay' });
  expect(play(s, 0, produce([{ unit: 'cruiser', count: 1 }], 2)).players[0]!.tradeGoods).toBe(8);
});

test('67.1 FAQ: the Arborec flagship must be in the system when it is activated', () => {
  const elsewhere = placeUnits(flagshipTurn('arborec', false), '1,0', 0, { flagship: 1 });
  expect(topDecision(play(elsewhere, 0, { type: 'tactical-action', system: HERE }))?.kind).not.toBe('window');
  expect(
    refuse(play(flagshipTurn('xxcha'), 0, { type: 'tactical-action', system: HERE }), 0, {
      type: 'use-ability',
      ability: 'arborec-flagship',
      targets: {},
    }),
  ).toMatchObject({ code: 'flow/not-your-turn' });
});

test('22.1 Muaat flagship: ACTION — spend 1 strategy token to place 1 cruiser in its system', () => {
  const s = flagshipTurn('muaat');
  expect(labelsIn(s, 0, 'Component action')).toContain('The Inferno: place 1 cruiser in Starpoint/New Albion (27)');
  const r = playEvents(s, 0, { type: 'component-action', ability: 'muaat-flagship', targets: {} });
  expect(unitsIn(r.state, HERE, 0)).toEqual({ flagship: 1, cruiser: 1 });
  expect(r.state.players[0]!.pools.strategy).toBe(s.players[0]!.pools.strategy - 1);
  expect(r.events.filter((e) => e.type === 'units-placed')).toEqual([
    { type: 'units-placed', seat: 0, system: HERE, planet: null, unit: 'cruiser', count: 1, cause: 'muaat-flagship' },
  ]);
});

test("22.1 / 1.11 the Muaat flagship's action needs a strategy token and the flagship on the board — refusals change nothing", () => {
  const cmd: Command = { type: 'component-action', ability: 'muaat-flagship', targets: {} };
  expect(refuse(withPools(flagshipTurn('muaat'), 0, { strategy: 0 }), 0, cmd)).toMatchObject({
    code: 'ability/cost',
    rule: '1.11',
  });
  expect(refuse(flagshipTurn('muaat', false), 0, cmd)).toMatchObject({ code: 'ability/not-eligible' });
  expect(labelsIn(flagshipTurn('muaat', false), 0, 'Component action')).toEqual([]);
});
