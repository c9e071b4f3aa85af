// Yin Spinner Ω (Yin faction technology): engine/factions/yin-spinner.ts and yin.effects.ts.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { AROUND } from '../testing/combat-scenario';
import {
  answer,
  decisionOf,
  invasionGame,
  NO_PAYMENT,
  own,
  passWindows,
  put,
  runProduction,
  settle,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';
import { optionLabels } from '../testing/scenario';
import { systemLabel } from '../tactical/labels';
import { inReinforcements } from '../units/reinforcements';

/** The Yin (seat 0) produce at their dock on New Albion; they also control Starpoint and have a cruiser in AROUND[0]. */
function spinnerGame(spinner = true): GameState {
  const s = invasionGame({ factions: ['yin', 'sol', 'xxcha'] });
  own(own(s, 0, 'newalbion'), 0, 'starpoint');
  put(s, 0, { 'space-dock': 1 }, { planet: 'newalbion' });
  put(s, 0, { carrier: 1 });
  put(s, 0, { cruiser: 1 }, { system: AROUND[0] });
  if (spinner) s.players[0]!.technologies = ['yso'];
  return tradeGoods(s, 0, 10);
}

const ORDER: Command = {
  type: 'produce',
  units: [{ unit: 'fighter', count: 2 }],
  payment: { ...NO_PAYMENT, tradeGoods: 1 },
};
const produced = (s: GameState) => answer(passWindows(runProduction(s)), 0, ORDER);
const spinnerOptions = (s: GameState) => optionLabels(s, 0).filter((l) => l.startsWith('Yin Spinner'));

test('Yin Spinner Ω (Yin technology) 68 after producing: up to 2 infantry onto controlled planets or beside own ships', () => {
  let r = produced(spinnerGame());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'yin/spinner-place', waitingOn: [0] });
  expect(spinnerOptions(r.state)).toEqual([
    'Yin Spinner Ω: place no more infantry',
    'Yin Spinner Ω: place 1 infantry from your reinforcements on New Albion (2 left)',
    'Yin Spinner Ω: place 1 infantry from your reinforcements on Starpoint (2 left)',
    `Yin Spinner Ω: place 1 infantry from your reinforcements in space in ${systemLabel(r.state, '0,0')} (2 left)`,
    `Yin Spinner Ω: place 1 infantry from your reinforcements in space in ${systemLabel(r.state, AROUND[0])} (2 left)`,
  ]);
  const supply = inReinforcements(r.state, 0, 'infantry');
  r = answer(r, 0, { type: 'choose', option: 'planet:0,0:starpoint' });
  r = answer(r, 0, { type: 'choose', option: 'space:0,0' });
  // Two placed: nothing more is asked.
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'yin/spinner-place' });
  r = settle(r);
  expect(r.state.board.systems['0,0']!.planets.starpoint!.units['0']?.counts).toEqual({ infantry: 1 });
  expect(spaceOf(r.state, 0)?.counts).toMatchObject({ carrier: 1, fighter: 2, infantry: 1 });
  expect(inReinforcements(r.state, 0, 'infantry')).toBe(supply - 2);
});

test('Yin Spinner Ω 16.3 infantry beside a cruiser without capacity is removed by the capacity check; none may be placed', () => {
  let r = produced(spinnerGame());
  r = answer(r, 0, { type: 'choose', option: `space:${AROUND[0]}` });
  r = answer(r, 0, { type: 'choose', option: 'done' });
  r = settle(r);
  expect(spaceOf(r.state, 0, AROUND[0])?.counts).toEqual({ cruiser: 1 });
  // "Up to": declining at once places nothing.
  const none = settle(answer(produced(spinnerGame()), 0, { type: 'choose', option: 'done' }));
  expect(none.state.board.systems['0,0']!.planets.starpoint!.units['0']).toBeUndefined();
});

test('Yin Spinner Ω 68 not asked without the technology; a planet the Yin do not control, or space without their ships, is refused', () => {
  const without = produced(spinnerGame(false));
  expect(decisionOf(without.state)).not.toMatchObject({ choice: 'yin/spinner-place' });
  expect(spinnerOptions(without.state)).toEqual([]);
  const s = spinnerGame();
  own(s, 1, 'starpoint');
  const r = produced(s);
  const before = structuredClone(r.state);
  for (const option of ['planet:0,0:starpoint', `space:${AROUND[1]}`])
    expect(apply(r.state, 0, { type: 'choose', option }, { at: 0 }).ok).toBe(false);
  expect(r.state).toEqual(before);
});
