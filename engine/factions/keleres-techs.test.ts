// The Council Keleres faction technologies (LRR 90): Agency Supply Network (engine/factions/keleres-asn.ts).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { newSystem } from '../galaxy/board';
import { optionLabels } from '../testing/scenario';
import { AROUND } from '../testing/combat-scenario';
import {
  answer,
  choose,
  decisionOf,
  give,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';
import { apply } from '../flow/apply';

const LODOR = AROUND[0]!;

/** The Keleres (seat 0) have space docks on Starpoint (the active system) and on Lodor, next to it. */
function networkGame(withAsn = true): GameState {
  const s = invasionGame({ factions: ['keleres', 'jolnar', 'xxcha'] });
  s.board.systems[LODOR] = newSystem('26');
  put(s, 0, { 'space-dock': 1 }, { planet: 'starpoint' });
  put(s, 0, { 'space-dock': 1 }, { planet: 'lodor', system: LODOR });
  own(s, 0, 'starpoint');
  own(s, 0, 'lodor', false, LODOR);
  tradeGoods(s, 0, 10);
  return withAsn ? give(s, 0, 'asn') : s;
}

const fighters = (n: number, tg: number): Command => ({
  type: 'produce',
  units: [{ unit: 'fighter', count: n }],
  payment: { ...NO_PAYMENT, tradeGoods: tg },
});

test('90 Agency Supply Network: after their Production, the Keleres produce with their units in one more system', () => {
  let r = answer(passWindows(runProduction(networkGame())), 0, fighters(2, 1));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'keleres/agency-supply-network' });
  expect(optionLabels(r.state, 0)).toEqual([
    'Agency Supply Network: produce with your units in Lodor (26)',
    'Agency Supply Network: produce nowhere else',
  ]);
  r = passWindows(choose(r, LODOR));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', system: LODOR, source: 'asn' });
  r = answer(r, 0, fighters(2, 1));
  expect(spaceOf(r.state, 0, LODOR)!.counts.fighter).toBe(2);
  // The production it gave does not offer it again.
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'keleres/agency-supply-network' });
});

test('90 Agency Supply Network: without the technology it is not offered; a system without Production is refused', () => {
  const without = answer(passWindows(runProduction(networkGame(false))), 0, fighters(2, 1));
  expect(decisionOf(without.state)).not.toMatchObject({ choice: 'keleres/agency-supply-network' });
  const r = answer(passWindows(runProduction(networkGame())), 0, fighters(2, 1));
  const before = structuredClone(r.state);
  // The active system itself (its Production was just resolved) is not another system.
  const again = apply(r.state, 0, { type: 'choose', option: '0,0' }, { at: 0 });
  expect(again.ok).toBe(false);
  expect(r.state).toEqual(before);
});
