// Rule coverage of LRR 43.1–43.3 (where ground forces can be, and how many) and 55.1–55.4 (mechs).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { checkResearchable } from '../economy/research';
import { answer, eventsOf, loaded, planetUnits, put, runFrom } from '../testing/combat-scenario';
import {
  NO_PAYMENT,
  invasionGame,
  own,
  passWindows,
  runInvasion,
  runProduction,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';
import { activate, key, line, move, placeUnits, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { groundCombatGame, tradeGoodsPayment, useAbility, WELLON } from '../testing/unit-ability-scenario';

/** Wellon – empty – Vefut II, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20') });

test('43.1 ground forces left in a space area without a ship with capacity are removed; on a planet they stay', () => {
  let s = placeUnits(row(), key(0), 0, { carrier: 1, infantry: 2 });
  s = activate(placeUnits(s, key(0), 0, { infantry: 3 }, 'wellon'), key(1));
  const r = move(s, [{ from: key(0), ships: { carrier: 1 } }]);
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
  expect(unitsIn(r.state, key(0), 0, 'wellon')).toEqual({ infantry: 3 });
});

test('43.2 transported ground forces arrive in the space area with their ship, not on a planet', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, infantry: 2, mech: 1 }), key(2));
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 2, mech: 1 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 2, mech: 1 });
  expect(unitsIn(r.state, key(2), 0, 'vefutii')).toEqual({});
});

test('43.3 there is no limit to the ground forces on a planet: two more land beside fifteen', () => {
  const s = put(put(invasionGame(), 0, { infantry: 15 }, { planet: 'starpoint' }), 0, { carrier: 1, infantry: 2 });
  own(s, 0, 'starpoint');
  const land = { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] } as Command;
  const r = passWindows(answer(passWindows(runInvasion(s)), 0, land));
  expect(planetUnits(r.state, 'starpoint', 0)!.counts.infantry).toBe(17);
});

test('55.1 a mech is a ground force: it rolls in ground combat beside infantry', () => {
  const s = groundCombatGame(['letnev', 'sol', 'l1z1x'], { infantry: 1, mech: 1 }, { infantry: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, GROUND_COMBAT_STEP, WELLON);
  const dice = eventsOf(r, 'dice-rolled').find((e) => e.seat === 0)!.dice;
  expect(dice.map((d) => d.hitsOn).sort()).toEqual([6, 8]); // Letnev mech 6, infantry 8
});

test('55.2 every player can produce mechs from the start, at the cost on their mech card', () => {
  const s: GameState = invasionGame();
  put(s, 0, { 'space-dock': 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  tradeGoods(s, 0, 2);
  expect(s.players[0]!.technologies).toEqual([]);
  const produce = (tg: number): Command => ({
    type: 'produce',
    units: [{ unit: 'mech', count: 1, planet: 'starpoint' }],
    payment: { ...NO_PAYMENT, tradeGoods: tg },
  });
  const short = produce(1);
  const paid = produce(2);
  const run = passWindows(runProduction(s));
  expect(() => answer(run, 0, short)).toThrow();
  const r = answer(run, 0, paid);
  expect(planetUnits(r.state, 'starpoint', 0)!.counts.mech).toBe(1);
  expect(spaceOf(r.state, 0)).toBeUndefined();
  expect(r.state.players[0]!.tradeGoods).toBe(0);
});

test('55.3 a mech with a Deploy ability is placed without producing: the Letnev mech mid-combat', () => {
  const s = groundCombatGame(['letnev', 'sol', 'l1z1x'], { infantry: 2 }, { infantry: 1 });
  tradeGoods(s, 0, 2);
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = useAbility(runFrom(s, GROUND_COMBAT_STEP, WELLON), 0, 'letnev-mech-deploy', {
    payment: tradeGoodsPayment(2),
  });
  expect(eventsOf(r, 'units-placed')).toMatchObject([{ unit: 'mech', count: 1, cause: 'deploy' }]);
  expect(eventsOf(r, 'units-produced')).toEqual([]);
  expect(planetUnits(r.state, 'wellon', 0)!.counts).toEqual({ infantry: 1, mech: 1 });
});

test('55.4 a mech unit card is not a technology: it cannot be researched', () => {
  const s = invasionGame();
  expect(checkResearchable(s, 0, 'hacan_mech')).toMatchObject({ ok: false, error: { rule: '90.3' } });
});
