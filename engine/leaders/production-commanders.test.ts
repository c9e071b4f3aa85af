import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import {
  answer,
  eventsOf,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';
import { flowCtx } from '../kernel/context';
import { checkLeaderUnlocks } from './unlock';

type Units = Extract<Command, { type: 'produce' }>['units'];

/** Seat 0 (the faction) has a space dock on Starpoint (3 resources: production 5), a carrier and 10 trade goods. */
function dockGame(faction: string, commander: 'locked' | 'unlocked'): GameState {
  const s = invasionGame({ factions: [faction, 'sol', 'xxcha'] });
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  put(s, 0, { carrier: 1 });
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  s.players[0]!.leaders.commander = commander;
  return tradeGoods(s, 0, 10);
}

const order = (units: Units, tradeGoods = 0): Command => ({
  type: 'produce',
  units,
  payment: { ...NO_PAYMENT, tradeGoods },
});
const at = (s: GameState) => passWindows(runProduction(s));

test('51.6 Cabal commander That Which Molds Flesh: 2 fighters or infantry beyond the production limit (68.1)', () => {
  const s = dockGame('cabal', 'unlocked');
  const r = answer(at(s), 0, order([{ unit: 'fighter', count: 7 }], 4));
  expect(spaceOf(r.state, 0)!.counts).toMatchObject({ carrier: 1, fighter: 7 });
  expect(eventsOf(r, 'units-produced')[0]?.units).toEqual({ fighter: 7 });
  // The engine offers the 7 as one of its orders.
  expect(options(at(s).state, 0).some((o) => o.label.startsWith('Produce 7 fighter (cost 4'))).toBe(true);
  // Ships do not count among the 2: 6 cruisers stay over the limit of 5.
  const ships = apply(at(s).state, 0, order([{ unit: 'cruiser', count: 6 }], 10), { at: 0 });
  expect(ships.ok ? null : ships.error).toMatchObject({ code: 'production/over-capacity', rule: '68.1' });
});

test('51.6 Cabal commander That Which Molds Flesh: never more than 2 beyond; locked, none', () => {
  const over = apply(at(dockGame('cabal', 'unlocked')).state, 0, order([{ unit: 'fighter', count: 8 }], 4), {
    at: 0,
  });
  expect(over.ok ? null : over.error).toMatchObject({ code: 'production/over-capacity', rule: '68.1' });
  const locked = at(dockGame('cabal', 'locked')).state;
  const r = apply(locked, 0, order([{ unit: 'fighter', count: 6 }], 3), { at: 0 });
  expect(r.ok ? null : r.error).toMatchObject({ code: 'production/over-capacity', rule: '68.1' });
  expect(spaceOf(locked, 0)!.counts).toEqual({ carrier: 1 });
});

test('51.6 Cabal commander That Which Molds Flesh unlocks with units in 3 gravity rifts', () => {
  // The Cabal space dock makes the active system a gravity rift already (Dimensional Tear): 1 of 3.
  const s = dockGame('cabal', 'locked');
  const rifts = ['0,-1', '1,-1', '1,0'];
  rifts.forEach((key) => (s.board.systems[key] = { ...s.board.systems[key]!, tile: '67' }));
  for (const [n, status] of [
    [1, 'locked'],
    [2, 'unlocked'],
  ] as const) {
    const d = structuredClone(s);
    for (const key of rifts.slice(0, n)) put(d, 0, { destroyer: 1 }, { system: key });
    const ctx = flowCtx(d, { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[0]!.leaders.commander).toBe(status);
  }
});

test('51.6 Nomad commander Navarch Feng: the flagship is produced without spending resources', () => {
  const s = dockGame('nomad', 'unlocked');
  const r = answer(at(s), 0, order([{ unit: 'flagship', count: 1 }], 0));
  expect(spaceOf(r.state, 0)!.counts).toMatchObject({ flagship: 1 });
  expect(r.state.players[0]!.tradeGoods).toBe(10);
  // Other units still cost: a flagship and a cruiser cost the cruiser's 2.
  const both = answer(
    at(s),
    0,
    order(
      [
        { unit: 'flagship', count: 1 },
        { unit: 'cruiser', count: 1 },
      ],
      2,
    ),
  );
  expect(both.state.players[0]!.tradeGoods).toBe(8);
});

test('51.6 Nomad commander Navarch Feng: locked, the flagship costs its 8; unlocks with 1 scored secret objective', () => {
  const s = dockGame('nomad', 'locked');
  const r = apply(at(s).state, 0, order([{ unit: 'flagship', count: 1 }], 0), { at: 0 });
  expect(r.ok).toBe(false);
  const d = structuredClone(s);
  d.players[0]!.secretObjectives = [{ id: 'become-a-martyr', scored: false }];
  let ctx = flowCtx(d, { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.commander).toBe('locked');
  d.players[0]!.secretObjectives[0]!.scored = true;
  ctx = flowCtx(d, { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.commander).toBe('unlocked');
});
