// FAQ answers on the Mentak Coalition: Salvage Operations (LRR 78.10 the combat's winner, 67.5 producing needs the
// unit's technology or sheet) and Pillage (60 neighbours, 1.19 "after" abilities, each time its moment happens).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { optionLabels, play } from '../testing/scenario';
import { answer, combatGame, decisionOf, give, loaded, put, runFrom, type Run } from '../testing/combat-scenario';
import { invasionGame, passWindows, runInvasion } from '../testing/invasion-scenario';

/** Fights a space combat out: every window passed, every other decision its default, until production or the end. */
function fightOut(s: GameState): Run {
  let r = runFrom(s, 'tactical/space-combat');
  for (let d = decisionOf(r.state); d && d.kind !== 'production'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  return r;
}

/** The Mentak (seat 0, active, Salvage Operations; every die hits) against `defender` (seat 1; every die misses). */
function salvageGame(defender: string, units: Record<string, number>): GameState {
  const s = give(withStrategyCards(combatGame({ factions: ['mentak', defender, 'letnev'] })), 0, 'so');
  put(s, 0, { cruiser: 2 });
  put(s, 1, units);
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  s.players[0]!.tradeGoods = 0;
  return s;
}

test('FAQ: Salvage Operations cannot produce a destroyed war sun without war sun technology (67.5)', () => {
  const r = fightOut(salvageGame('sol', { 'war-sun': 1 }));
  expect(r.state.board.systems['0,0']!.space['1']).toBeUndefined();
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(decisionOf(r.state)).toBeUndefined();
  // With War Sun researched, the same win offers the war sun.
  const researched = fightOut(give(salvageGame('sol', { 'war-sun': 1 }), 0, 'ws'));
  expect(decisionOf(researched.state)).toMatchObject({ kind: 'production', seat: 0, shipTypes: ['war-sun'] });
});

test("FAQ: Salvage Operations produces the Mentak's own flagship after destroying another player's flagship", () => {
  const r = fightOut(salvageGame('sol', { flagship: 1 }));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', seat: 0, shipLimit: 1, shipTypes: ['flagship'] });
});
