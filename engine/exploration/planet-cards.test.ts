import { expect, test } from 'vitest';
import { checkCanExhaust, exhaustPlanets, planetFacts, planetValues } from '../economy/planets';
import { ACTIVE, invasionGame, own } from '../testing/invasion-scenario';

// Tile 27 in ACTIVE: Starpoint (3 resources, 1 influence, hazardous) and New Albion (1/1, industrial, green specialty).
const game = () => {
  const s = invasionGame();
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion', true);
  return s;
};

test("64.1 64.2 a planet's resources and influence are the values printed on its card", () => {
  expect(planetValues(game(), 'starpoint')).toEqual({ resources: 3, influence: 1 });
  expect(planetValues(game(), 'newalbion')).toEqual({ resources: 1, influence: 1 });
});

test('64.4 a planet with a technology specialty shows it (research skips read it through planetFacts)', () => {
  expect(planetFacts(game(), 'newalbion').specialties).toEqual(['green']);
  expect(planetFacts(game(), 'starpoint').specialties).toEqual([]);
});

test('64.7 64.8 a readied planet can be spent, and spending exhausts its card', () => {
  const s = game();
  expect(checkCanExhaust(s, 0, ['starpoint']).ok).toBe(true);
  exhaustPlanets(s, 0, ['starpoint']);
  expect(s.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(true);
});

test("64.9 an exhausted planet's resources or influence cannot be spent; the refusal changes nothing", () => {
  const s = game();
  expect(checkCanExhaust(s, 0, ['newalbion'])).toMatchObject({ ok: false, error: { rule: '34.1' } });
  expect(s.board.systems[ACTIVE]!.planets.newalbion!.exhausted).toBe(true);
  expect(s.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(false);
});
