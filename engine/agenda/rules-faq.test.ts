import { expect, test } from 'vitest';
import { agendaGame } from './scenario';
import { putLaw } from './testkit';

test('FAQ: Neural Motivator adds a card to the status phase draw only, not to the Minister of Policy draw', () => {
  // Seat 0 (Sol) owns Neural Motivator and the Minister of Policy; the game has just left the status phase.
  const s = agendaGame({ agendas: ['mutiny'], setup: (d) => putLaw(d, 'minister-of-policy', '0') });
  expect(s.players[0]!.technologies).toContain('nm');
  expect(s.players.map((p) => p.actionCards.length)).toEqual([1, 0, 0, 0]);
});
