// FAQ answers on the Mentak Coalition: Salvage Operations (LRR 78.10 the combat's winner, 67.5 producing needs the
// unit's technology or sheet) and Pillage (60 neighbours, 1.19 "after" abilities, each time its moment happens).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { optionLabels, play, topDecision } from '../testing/scenario';
import { newSystem } from '../galaxy/board';
import { advance, apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { gainTradeGoods } from '../phases/cards/common';
import {
  AROUND,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  put,
  runFrom,
  type Run,
} from '../testing/combat-scenario';
import { invasionGame, passWindows, planetUnits, runInvasion } from '../testing/invasion-scenario';

/**
 * Fights a space combat out: every window passed, every other decision its default (the Alastor's pick `alastor`),
 * until production or the end.
 */
function fightOut(s: GameState, alastor?: string): Run {
  let r = runFrom(s, 'tactical/space-combat');
  for (let d = decisionOf(r.state); d && d.kind !== 'production'; d = decisionOf(r.state)) {
    const command: Command =
      alastor && d.kind === 'choice' && d.choice === 'combat/alastor'
        ? { type: 'choose', option: alastor }
        : d.kind === 'window'
          ? { type: 'pass-window' }
          : { type: 'timeout' };
    r = answer(r, d.waitingOn[0]!, command);
  }
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

test('FAQ: Salvage Operations cannot produce infantry after a combat where the Alastor made Nekro infantry ships', () => {
  // The Nekro (seat 1) defend with the Alastor and 2 infantry fighting as ships; all of them are destroyed.
  const s = salvageGame('nekro', { flagship: 1, infantry: 2 });
  s.board.systems['0,0']!.space['1']!.damaged = { flagship: 1 };
  const r = fightOut(s, 'i:2,m:0');
  expect(
    eventsOf(r, 'units-destroyed')
      .filter((e) => e.seat === 1)
      .map((e) => e.unit),
  ).toContain('infantry');
  expect(r.state.board.systems['0,0']!.space['1']).toBeUndefined();
  // Only the flagship was a ship type: the infantry were ships only while the combat lasted.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', seat: 0, shipTypes: ['flagship'] });
  const infantry: Command = {
    type: 'produce',
    units: [{ unit: 'infantry', count: 1 }],
    payment: { resources: [], influence: [], tradeGoods: 1 },
  };
  const before = structuredClone(r.state);
  const refused = apply(r.state, 0, infantry, { at: 0 });
  expect(refused.ok ? null : refused.error.rule).toBe('67.4');
  expect(r.state).toEqual(before);
});

test('FAQ: the Mentak may Pillage the Creuss, neighbours only through Quantum Entanglement (60.3)', () => {
  // The Mentak in Lodor (alpha wormhole), the Creuss three rings away in Quann (beta): adjacent only for the Creuss.
  const s = withStrategyCards(combatGame({ active: '26', factions: ['mentak', 'ghost', 'sol'] }));
  s.board.systems['3,-3'] = newSystem('25');
  put(s, 0, { destroyer: 1 });
  put(s, 1, { destroyer: 1 }, { system: '3,-3' });
  put(s, 2, { destroyer: 1 }, { system: '3,-3' });
  for (const p of s.players) p.tradeGoods = 1;
  s.stack = [{ frame: 'decision', kind: 'action-turn', waitingOn: [0], id: 1, openedAt: 0 }]; // the Mentak's turn
  const ctx = flowCtx(s, { at: 0 });
  gainTradeGoods(ctx, 1, 2);
  gainTradeGoods(ctx, 2, 2); // Sol is no neighbour of the Mentak: nothing to take from them
  advance(ctx);
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-gaining-trade-goods', subject: { seat: 1 } });
  expect(optionLabels(s, 0)).toContain("Pillage: take 1 of Player 2's trade goods");
  const r = play(s, 0, { type: 'use-ability', ability: 'pillage', targets: { take: 'trade-good' } });
  expect(r.players.map((p) => p.tradeGoods)).toEqual([2, 2, 3]);
  // Sol, in the same system but seeing no wormhole link, is no neighbour: no window about them follows.
  expect(topDecision(r)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('FAQ: the Mentak may Pillage each time the Saar gain a trade good from Scavenge in one turn (1.19)', () => {
  // The Saar (seat 0, active, 2 trade goods) land on both planets of the active system; the Mentak are next door.
  const s = withStrategyCards(invasionGame({ factions: ['saar', 'mentak', 'xxcha'] }));
  put(s, 0, { carrier: 1, infantry: 2 });
  put(s, 1, { destroyer: 1 }, { system: AROUND[0] });
  s.players.forEach((p, i) => (p.tradeGoods = [2, 0, 0][i]!));
  let r = passWindows(runInvasion(s));
  const landings = [
    { planet: 'starpoint', units: { infantry: 1 } },
    { planet: 'newalbion', units: { infantry: 1 } },
  ];
  r = answer(r, 0, { type: 'commit-ground-forces', landings } as Command);
  const pillages: number[] = [];
  for (let d = decisionOf(r.state); d; d = decisionOf(r.state)) {
    if (d.kind === 'window' && d.window === 'after-gaining-trade-goods') {
      pillages.push(r.state.players[0]!.tradeGoods);
      r = answer(r, 1, { type: 'use-ability', ability: 'pillage', targets: { take: 'trade-good' } });
    } else r = answer(r, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  }
  // Scavenge: 2 → 3 (Pillage: 2), then 2 → 3 again (Pillage: 2).
  expect(pillages).toEqual([3, 3]);
  expect(r.state.players.map((p) => p.tradeGoods)).toEqual([2, 2, 0]);
  expect(planetUnits(r.state, 'starpoint', 0)?.counts.infantry).toBe(1);
  expect(planetUnits(r.state, 'newalbion', 0)?.counts.infantry).toBe(1);
});
