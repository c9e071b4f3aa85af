import { expect, test } from 'vitest';
import { agendaGame } from './scenario';
import { putLaw } from './testkit';
import { declineRest, primary, turnWith } from '../phases/cards/cards.fixture';
import { play, topDecision } from '../testing/scenario';

test('FAQ: Neural Motivator adds a card to the status phase draw only, not to the Minister of Policy draw', () => {
  // Seat 0 (Sol) owns Neural Motivator and the Minister of Policy; the game has just left the status phase.
  const s = agendaGame({ agendas: ['mutiny'], setup: (d) => putLaw(d, 'minister-of-policy', '0') });
  expect(s.players[0]!.technologies).toContain('nm');
  expect(s.players.map((p) => p.actionCards.length)).toEqual([1, 0, 0, 0]);
});

test('FAQ: Minister of War is triggered by performing any action — a strategic action (Trade) too', () => {
  const s0 = turnWith('trade', 6, (d) => {
    d.activeSeat = 0;
    putLaw(d, 'minister-of-war', '0');
    d.board.systems['0,0']!.commandTokens.push(0);
  });
  const s = declineRest(primary(s0, 'trade', { players: [] }));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  const used = play(s, 0, { type: 'use-ability', ability: 'minister-of-war', targets: { system: '0,0' } });
  expect(used.board.systems['0,0']!.commandTokens).toEqual([]);
  expect(topDecision(used)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});
