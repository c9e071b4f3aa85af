import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { PLANETS } from '../data/planets';
import { options } from '../flow/options';
import { control, freePlanets, planetState } from '../phases/cards/cards.fixture';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

// Six players; seat 0 (Sol, home Jord with no specialty) takes the first turn of the action phase.
// Gral (blue specialty) and Ang (red specialty) are on this board; a third planet without a printed specialty
// carries a Biotic Research Facility (12: its green specialty counts as the planet's).
const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const PLAIN = freePlanets(
  newGame({ players: 6 }),
  (p) => !('specialty' in p && p.specialty) && p.name !== 'Mecatol Rex',
)[0]!;

function game(change?: (d: GameState) => void): GameState {
  return edit(pickStrategyCards(newGame({ players: 6 }), CARDS), (d) => {
    d.players[0]!.technologies.push('pa');
    control(d, 0, ['gral', 'ang', PLAIN]);
    planetState(d, PLAIN).attachments = ['biotic'];
    change?.(d);
  });
}

const exhaust = (planet: string): Command => ({
  type: 'component-action',
  ability: 'psychoarchaeology',
  targets: { planet },
});

test('90 Psychoarchaeology exhausts a planet with a technology specialty for 1 trade good, without using the action (22.1, 34.1)', () => {
  const s = game();
  const labels = optionLabels(s, 0)
    .filter((l) => l.startsWith('Psychoarchaeology'))
    .sort();
  expect(labels).toEqual(
    ['Gral', 'Ang', PLANETS[PLAIN as keyof typeof PLANETS].name]
      .map((n) => `Psychoarchaeology: exhaust ${n} for 1 trade good`)
      .sort(),
  );
  const after = play(s, 0, exhaust('gral'));
  expect(planetState(after, 'gral').exhausted).toBe(true);
  expect(after.players[0]!.tradeGoods).toBe(s.players[0]!.tradeGoods + 1);
  // Not an action: the same player's turn still waits for its action.
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  expect(options(after, 0).some((o) => o.command.type === 'strategic-action')).toBe(true);
  // Each planet is its own use; the attached facility's specialty counts too (12).
  const again = play(play(after, 0, exhaust('ang')), 0, exhaust(PLAIN));
  expect(again.players[0]!.tradeGoods).toBe(s.players[0]!.tradeGoods + 3);
  expect(optionLabels(again, 0).filter((l) => l.startsWith('Psychoarchaeology'))).toEqual([]);
});

test('90 Psychoarchaeology refuses an exhausted planet and one without a specialty, changing nothing (34.1)', () => {
  const s = game((d) => {
    planetState(d, 'gral').exhausted = true;
  });
  const before = structuredClone(s);
  expect(refuse(s, 0, exhaust('gral'))).toMatchObject({ code: 'economy/planet-unavailable', rule: '34.1' });
  expect(refuse(s, 0, exhaust('jord'))).toMatchObject({ code: 'ability/bad-target', rule: '90' });
  expect(s).toEqual(before);
});

test('1.3 Psychoarchaeology is not offered to, and refused from, a player who does not own it', () => {
  const s = game((d) => {
    d.players[0]!.technologies = d.players[0]!.technologies.filter((t) => t !== 'pa');
  });
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Psychoarchaeology'))).toEqual([]);
  expect(refuse(s, 0, exhaust('gral'))).toMatchObject({ code: 'ability/not-held', rule: '1.3' });
});
