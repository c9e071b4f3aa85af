import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { ACTIVE, AROUND, answer, decisionOf } from '../testing/combat-scenario';
import {
  addSystem,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  tradeGoods,
} from '../testing/invasion-scenario';
import { optionLabels, refuse } from '../testing/scenario';
import { unitsIn } from '../testing/tactical-scenario';

const CARDS = ['leadership', 'diplomacy', 'politics'];
const TRILOSSA = { type: 'use-ability', ability: 'argentagent', targets: {} } as const;

/** Seat 0 (Hacan) produces at its space dock on Starpoint; it also controls Wellon next door; seat 1 are the Argent. */
function productionGame(): GameState {
  const s = invasionGame({ factions: ['hacan', 'argent', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  s.players[1]!.leaders.agent = 'unlocked';
  put(s, 0, { 'space-dock': 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  addSystem(s, AROUND[0]!, '19');
  own(s, 0, 'wellon', false, AROUND[0]!);
  return tradeGoods(s, 0, 4);
}

const INFANTRY_TO_WELLON: Command = {
  type: 'produce',
  units: [{ unit: 'infantry', count: 2, planet: 'wellon' }],
  payment: { ...NO_PAYMENT, tradeGoods: 1 },
};

test('51.4 Argent agent Trilossa Aun Mirik: the ground forces produced may go to planets the producer controls next door', () => {
  let r = runProduction(productionGame());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-producing-units', waitingOn: [1] });
  expect(optionLabels(r.state, 1)).toContain(
    'Trilossa Aun Mirik: Player 1 may place the ground forces produced on planets they control here and in adjacent systems',
  );
  r = passWindows(answer(r, 1, TRILOSSA));
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  r = answer(r, 0, INFANTRY_TO_WELLON);
  expect(unitsIn(r.state, AROUND[0]!, 0, 'wellon')).toMatchObject({ infantry: 2 });
  expect(unitsIn(r.state, ACTIVE, 0, 'starpoint')).not.toMatchObject({ infantry: 2 });
});

test('51.4, 68.3 Trilossa Aun Mirik: without it, ground forces cannot go next door; exhausted, it cannot be used (nothing changes)', () => {
  const r = passWindows(runProduction(productionGame()));
  const before = structuredClone(r.state);
  expect(refuse(r.state, 0, INFANTRY_TO_WELLON)).toMatchObject({ code: 'production/no-such-planet' });
  expect(r.state).toEqual(before);
  const tired = productionGame();
  tired.players[1]!.leaders.agent = 'exhausted';
  const t = runProduction(tired);
  expect(decisionOf(t.state)).not.toMatchObject({ window: 'when-producing-units', waitingOn: [1] });
});
