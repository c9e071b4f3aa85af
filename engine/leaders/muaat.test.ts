import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { edit, placeUnits, playEvents, refuse } from '../testing/scenario';
import { line, tacticalGame, withPools } from '../testing/tactical-scenario';
import {
  answer,
  eventsOf,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
} from '../testing/invasion-scenario';

const HERE = '0,0';
const INFERNO: Command = { type: 'component-action', ability: 'muaat-flagship', targets: {} };

/** Muaat (seat 0) on its turn with the Inferno on the board (its ACTION spends a strategy token). */
function infernoTurn(commander: 'locked' | 'unlocked') {
  const s = edit(tacticalGame({ factions: ['muaat', 'hacan', 'jolnar'], tiles: line('27', '18') }), (d) => {
    d.players[0]!.tradeGoods = 0;
    d.players[0]!.leaders.commander = commander;
  });
  return placeUnits(s, HERE, 0, { flagship: 1 });
}

test('51.6 Muaat commander Magmus: after spending a strategy pool token, gain 1 trade good', () => {
  const r = playEvents(infernoTurn('unlocked'), 0, INFERNO);
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(r.events).toContainEqual({ type: 'trade-goods-changed', seat: 0, delta: 1 });
  // Locked: the token is spent, nothing gained.
  const locked = playEvents(infernoTurn('locked'), 0, INFERNO);
  expect(locked.state.players[0]!.tradeGoods).toBe(0);
  // No token, no action and no trade good.
  const empty = withPools(infernoTurn('unlocked'), 0, { strategy: 0 });
  expect(refuse(empty, 0, INFERNO)).toMatchObject({ code: 'ability/cost', rule: '1.11' });
  expect(empty.players[0]!.tradeGoods).toBe(0);
});

test('51.6 Muaat commander Magmus unlocks when the Muaat produce a war sun, not by having one', () => {
  const s = invasionGame({ factions: ['muaat', 'sol', 'xxcha'] });
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  put(s, 0, { 'war-sun': 1 }); // the starting war sun
  own(s, 0, 'starpoint');
  s.players[0]!.tradeGoods = 12;
  const at = passWindows(runProduction(s));
  expect(at.state.players[0]!.leaders.commander).toBe('locked');
  const cruiser = answer(at, 0, {
    type: 'produce',
    units: [{ unit: 'cruiser', count: 1 }],
    payment: { ...NO_PAYMENT, tradeGoods: 2 },
  });
  expect(cruiser.state.players[0]!.leaders.commander).toBe('locked');
  const r = answer(at, 0, {
    type: 'produce',
    units: [{ unit: 'war-sun', count: 1 }],
    payment: { ...NO_PAYMENT, tradeGoods: 12 },
  });
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(eventsOf(r, 'leader-unlocked')).toEqual([
    { type: 'leader-unlocked', seat: 0, leader: 'muaatcommander', role: 'commander' },
  ]);
});
