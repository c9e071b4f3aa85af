import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { countAt, spaceOf, planetArea } from '../units/stacks';
import { ACTIVE, answer, decisionOf, invasionGame, own, type Run } from '../testing/invasion-scenario';
import { runFrom } from '../testing/combat-scenario';

// Seat 0 (Hacan) explores New Albion (1/1) in ACTIVE and draws Freelancers; it also controls Starpoint (3/1) there.
function explored(change?: (s: GameState) => void): Run {
  const s = invasionGame();
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  s.decks.cultural.draw = ['freelancers#1'];
  change?.(s);
  return runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet: 'newalbion', deck: 'cultural' });
}
const byInfluence = { resources: [], influence: ['newalbion', 'starpoint'], tradeGoods: 0 };

test('35.7 Freelancers: the explorer may produce 1 unit in the system, spending influence as if it were resources', () => {
  const r = explored();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', seat: 0, system: ACTIVE, source: 'freelancers' });
  expect(r.state.decks.cultural.discard).toEqual(['freelancers#1']);
  const cruisers = countAt(r.state, spaceOf(ACTIVE), 0, 'cruiser');
  const done = answer(r, 0, { type: 'produce', units: [{ unit: 'cruiser', count: 1 }], payment: byInfluence });
  expect(countAt(done.state, spaceOf(ACTIVE), 0, 'cruiser')).toBe(cruisers + 1);
  const planets = done.state.board.systems[ACTIVE]!.planets;
  expect([planets.newalbion!.exhausted, planets.starpoint!.exhausted]).toEqual([true, true]);
});

test('35.7 Freelancers: a ground force goes on a planet the explorer controls in the system; producing nothing is offered', () => {
  const r = explored();
  expect(options(r.state, 0).map((o) => o.label)).toContain('Produce nothing');
  const done = answer(r, 0, {
    type: 'produce',
    units: [{ unit: 'infantry', count: 1, planet: 'newalbion' }],
    payment: { resources: [], influence: ['newalbion'], tradeGoods: 0 },
  });
  expect(countAt(done.state, planetArea(ACTIVE, 'newalbion'), 0, 'infantry')).toBe(1);
});

test('68.1 Freelancers produces 1 unit only, and a payment short of the cost is refused (75.3); nothing changes', () => {
  const r = explored();
  const tooMany = apply(
    r.state,
    0,
    { type: 'produce', units: [{ unit: 'cruiser', count: 2 }], payment: { ...byInfluence, tradeGoods: 2 } },
    { at: 0 },
  );
  expect(tooMany).toMatchObject({ ok: false, error: { rule: '68.1' } });
  const short = apply(
    r.state,
    0,
    {
      type: 'produce',
      units: [{ unit: 'cruiser', count: 1 }],
      payment: { resources: [], influence: ['newalbion'], tradeGoods: 0 },
    },
    { at: 0 },
  );
  expect(short).toMatchObject({ ok: false, error: { rule: '75.3' } });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', source: 'freelancers' });
});
