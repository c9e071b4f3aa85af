import { expect, test } from 'vitest';
import { checkPayment, findPayment } from '../../economy/spending';
import { influenceOf, planetValues, resourcesOf } from '../../economy/planets';
import { heroGame, scoreThree } from './hero-kit';

const REN = { resources: ['archonren'], influence: [], tradeGoods: 0 };
const FIVE_RESOURCES = { resources: 5, influence: 0, tradeGoods: 0 };

test('51.10 Xxcha hero Xxekir Grom Ω: locked, a planet spends only its own value; 3 scored objectives unlock it', () => {
  const s = heroGame('xxcha');
  expect(planetValues(s, 'archonren')).toEqual({ resources: 2, influence: 3 });
  expect(checkPayment(s, 0, REN, FIVE_RESOURCES)).toMatchObject({ ok: false, error: { rule: '75.3' } });
  expect(resourcesOf(s, ['archonren'])).toBe(2);
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10 Xxcha hero Xxekir Grom Ω: each planet its owner exhausts counts resources plus influence as both; never purged', () => {
  const s = scoreThree(heroGame('xxcha'));
  expect(resourcesOf(s, ['archonren'])).toBe(5);
  expect(influenceOf(s, ['archonren', 'archontau'])).toBe(7);
  expect(checkPayment(s, 0, REN, FIVE_RESOURCES)).toEqual({ ok: true, value: undefined });
  expect(findPayment(s, 0, FIVE_RESOURCES)).toEqual(REN);
  // The printed values themselves do not change (objectives count them), nor do other players' planets.
  expect(planetValues(s, 'archonren')).toEqual({ resources: 2, influence: 3 });
  const solPlanet = Object.keys(s.board.systems).flatMap((k) =>
    Object.entries(s.board.systems[k]!.planets)
      .filter(([, p]) => p.owner === 1)
      .map(([id]) => id),
  )[0]!;
  expect(resourcesOf(s, [solPlanet])).toBe(planetValues(s, solPlanet).resources);
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
