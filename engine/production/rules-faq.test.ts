import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import type { Command } from '../core/commands';
import { ACTIVE } from '../testing/combat-scenario';
import {
  answer,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  planetUnits,
  put,
  runFromRun,
  runProduction,
  tradeGoods,
} from '../testing/invasion-scenario';

type Units = Extract<Command, { type: 'produce' }>['units'];
const order = (units: Units, tg: number): Command => ({
  type: 'produce',
  units,
  payment: { ...NO_PAYMENT, tradeGoods: tg },
});

/** The Arborec (seat 0) have a space dock and 2 Letani Warriors (Production 1 each) on Starpoint, 5 trade goods. */
function arborecDock() {
  const s = invasionGame({ factions: ['arborec', 'jolnar', 'xxcha'] });
  put(s, 0, { 'space-dock': 1, infantry: 2 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  return tradeGoods(s, 0, 5);
}

test("FAQ: the Warfare secondary uses a space dock's Production only, so the Arborec's Letani Warriors produce nothing (99.3)", () => {
  const infantry = order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], 1);
  // In their own tactical action the Letani Warriors produce infantry (68.1d: the Arborec docks cannot).
  const tactical = answer(passWindows(runProduction(arborecDock())), 0, infantry);
  expect(planetUnits(tactical.state, 'starpoint', 0)!.counts.infantry).toBe(4);
  const warfare = passWindows(
    runFromRun({ state: arborecDock(), events: [] }, 'production/offer', {
      seat: 0,
      system: ACTIVE,
      source: 'warfare',
    }),
  );
  const r = apply(warfare.state, 0, infantry, { at: 0 });
  expect(r).toMatchObject({ ok: false, error: { rule: '68.1d' } });
});

test('FAQ: the Production of several Letani Warriors in a system adds up — 2 infantry for 1 resource (68.1)', () => {
  // No space dock: only the 2 Letani Warriors (Production 1 each) produce, 2 in all.
  const s = invasionGame({ factions: ['arborec', 'jolnar', 'xxcha'] });
  put(s, 0, { infantry: 2 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  const offer = passWindows(runProduction(tradeGoods(s, 0, 5)));
  const two = answer(offer, 0, order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], 1));
  expect(planetUnits(two.state, 'starpoint', 0)!.counts.infantry).toBe(4);
  expect(two.state.players[0]!.tradeGoods).toBe(4);
  // A third infantry is beyond their combined Production: refused, nothing changes.
  const before = structuredClone(offer.state);
  const three = apply(offer.state, 0, order([{ unit: 'infantry', count: 3, planet: 'starpoint' }], 2), { at: 0 });
  expect(three).toMatchObject({ ok: false, error: { rule: '68.1' } });
  expect(offer.state).toEqual(before);
});
