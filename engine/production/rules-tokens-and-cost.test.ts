// Rule coverage of LRR 26.1 (a unit costs at least its cost in resources), 36.1 and 46.1 (producing fighters and
// infantry as tokens when the plastic pieces have run out).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { AROUND } from '../testing/combat-scenario';
import { inReinforcements } from '../units/reinforcements';
import {
  NO_PAYMENT,
  addSystem,
  answer,
  invasionGame,
  own,
  passWindows,
  planetUnits,
  put,
  runProduction,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';

type Units = Extract<Command, { type: 'produce' }>['units'];
const order = (units: Units, tg: number): Command => ({
  type: 'produce',
  units,
  payment: { ...NO_PAYMENT, tradeGoods: tg },
});

/** Seat 0 (Hacan) has a space dock and one infantry on Starpoint (ACTIVE), 10 trade goods, and three more systems. */
function dockGame(): GameState {
  const s = invasionGame();
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  for (const k of ['9,0', '10,0', '11,0']) addSystem(s, k, '46');
  return tradeGoods(s, 0, 10);
}
const others = [...AROUND, '9,0', '10,0', '11,0'];

const ready = (s: GameState) => passWindows(runProduction(s));
function refused(s: GameState, cmd: Command) {
  const run = ready(s);
  const r = apply(run.state, 0, cmd, { at: 0 });
  if (r.ok) throw new Error('expected the order to be refused');
  return r.error;
}

test('26.1 producing a unit needs resources at least equal to its cost', () => {
  const s = dockGame();
  // A cruiser costs 2: one trade good is not enough, two are.
  expect(refused(s, order([{ unit: 'cruiser', count: 1 }], 1))).toMatchObject({ rule: '75.3' });
  const r = answer(ready(s), 0, order([{ unit: 'cruiser', count: 1 }], 2));
  expect(spaceOf(r.state, 0)!.counts).toEqual({ cruiser: 1 });
  expect(r.state.players[0]!.tradeGoods).toBe(8);
});

test('36.1 with every plastic fighter on the board, fighters are still produced as tokens beside a plastic one', () => {
  const s = dockGame();
  put(s, 0, { fighter: 1 });
  for (const k of others) put(s, 0, { fighter: 1 }, { system: k });
  expect(inReinforcements(s, 0, 'fighter')).toBe(0);
  const r = answer(ready(s), 0, order([{ unit: 'fighter', count: 2 }], 1));
  expect(spaceOf(r.state, 0)!.counts.fighter).toBe(3);
  // Without a plastic fighter in the system, a token has no piece to stand in for (36.3).
  const none = dockGame();
  for (const k of [...others, '12,0']) {
    if (!none.board.systems[k]) addSystem(none, k, '46');
    put(none, 0, { fighter: 1 }, { system: k });
  }
  expect(refused(none, order([{ unit: 'fighter', count: 2 }], 1))).toMatchObject({ rule: '36.3' });
});

test('46.1 with every plastic infantry on the board, infantry are still produced as tokens beside a plastic one', () => {
  const s = dockGame();
  // Starpoint holds one; eleven other places hold one each: all twelve plastic infantry are out.
  put(s, 0, { infantry: 1 }, { planet: 'newalbion' });
  put(s, 0, { infantry: 1 });
  for (const k of others) put(s, 0, { infantry: 1 }, { system: k });
  expect(inReinforcements(s, 0, 'infantry')).toBe(0);
  const r = answer(ready(s), 0, order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], 1));
  expect(planetUnits(r.state, 'starpoint', 0)!.counts.infantry).toBe(3);
});
