import { expect, test } from 'vitest';
import { control, planetState, primary, turnWith } from '../phases/cards/cards.fixture';
import { edit, play, refuse } from '../testing/scenario';
import { answer, combatGame, decisionOf, give, loaded, put, runFrom } from '../testing/combat-scenario';
import { optionLabels } from '../testing/scenario';
import type { GameState } from '../core/state';

// Seat 0 (Sol) performs Technology; seat 1, the Hacan (Arretze 2/0, Hercant 1/1, Kamdorn 0/1), may follow it by
// spending a strategy token and 4 resources (91.3). The Hacan are given Wellon (1 resource, 2 influence) too.
const following = (change?: (d: GameState) => void): GameState =>
  primary(
    turnWith('technology', 6, (d) => {
      control(d, 1, ['wellon']);
      change?.(d);
    }),
    'technology',
    { research: { technology: 'gd', specialties: [] } },
  );
const follow = (planets: string[]) =>
  ({
    type: 'follow-secondary',
    choices: {
      technology: 'gd',
      specialties: [],
      payment: { resources: planets, influence: [], tradeGoods: 0 },
    },
  }) as const;

test("75.1 a planet's resources are its resource value: Wellon gives 1 (not its influence 2), so 2 + 1 + 1 pays 4", () => {
  // Without Wellon the Hacan have 3 resources; Kamdorn's 0 adds nothing.
  expect(refuse(following(), 1, follow(['arretze', 'hercant', 'kamdorn']))).toMatchObject({
    code: 'economy/cannot-pay',
  });
  const s = play(following(), 1, follow(['arretze', 'hercant', 'wellon']));
  expect(s.players[1]!.technologies).toContain('gd');
});

test('71.2 spending resources exhausts each readied planet card spent; the others stay readied', () => {
  const s = play(following(), 1, follow(['arretze', 'hercant', 'wellon']));
  expect(['arretze', 'hercant', 'wellon', 'kamdorn'].map((p) => planetState(s, p).exhausted)).toEqual([
    true,
    true,
    true,
    false,
  ]);
});

test('71.4 an exhausted planet cannot be spent until readied; the refusal changes nothing', () => {
  const s = following((d) => void (planetState(d, 'wellon').exhausted = true));
  const before = structuredClone(s);
  expect(refuse(s, 1, follow(['arretze', 'hercant', 'wellon']))).toMatchObject({ rule: '34.1' });
  expect(s).toEqual(before);
  const readied = edit(s, (d) => void (planetState(d, 'wellon').exhausted = false));
  expect(play(readied, 1, follow(['arretze', 'hercant', 'wellon'])).players[1]!.technologies).toContain('gd');
});

/** Seat 1's PDS on Wellon faces seat 0's cruiser and fighter in the active system; seat 1 owns Graviton Laser System. */
function gravitonGame(exhausted: boolean): GameState {
  const s = combatGame({ active: '19' });
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  s.board.systems['0,0']!.planets.wellon!.owner = 1;
  put(s, 0, { cruiser: 1, fighter: 1 });
  give(s, 1, 'gls');
  if (exhausted) s.players[1]!.exhaustedTechnologies.push('gls');
  return loaded(s, 1, 'space-cannon', true);
}

test('71.3 a technology whose ability says to exhaust it is exhausted to resolve it (Graviton Laser System)', () => {
  const r = answer(runFrom(gravitonGame(false), 'tactical/space-cannon-offense'), 1, {
    type: 'choose',
    option: 'fire:0:gls',
  });
  expect(r.state.players[1]!.exhaustedTechnologies).toEqual(['gls']);
});

test('71.4 an exhausted technology cannot be used until readied: Graviton Laser System is not offered', () => {
  const r = runFrom(gravitonGame(true), 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [1] });
  expect(optionLabels(r.state, 1).some((l) => l.includes('Graviton'))).toBe(false);
  expect(() => answer(r, 1, { type: 'choose', option: 'fire:0:gls' })).toThrow();
});

test("93.3 trade goods can be spent whenever something is paid, even in another player's turn: 4 pay the Technology secondary", () => {
  const s = following((d) => void (d.players[1]!.tradeGoods = 4));
  const paid = play(s, 1, {
    type: 'follow-secondary',
    choices: { technology: 'gd', specialties: [], payment: { resources: [], influence: [], tradeGoods: 4 } },
  });
  expect(paid.players[1]!.tradeGoods).toBe(0);
  expect(paid.players[1]!.technologies).toContain('gd');
  expect(planetState(paid, 'arretze').exhausted).toBe(false);
});

// 71.1 (readied cards lie faceup, exhausted ones facedown) is the definition behind the `exhausted` flags read above.
