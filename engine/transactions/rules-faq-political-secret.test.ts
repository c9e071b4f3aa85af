import { expect, test } from 'vitest';
import { table, toWindow } from '../action-cards/agenda-cards-testkit';
import { play, topDecision } from '../testing/scenario';
import { silencedByPoliticalSecret } from './note-effects';

test('FAQ: Political Secret ends with its agenda — after Veto discards it, the owner votes on the next one', () => {
  // Seat 1 holds Sol's (seat 0) Political Secret; seat 2 holds Veto.
  const s0 = table({
    cards: { 2: ['veto'] },
    agendas: ['mutiny', 'seed-of-an-empire'],
    setup: (d) => {
      d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'ps@0');
      d.players[1]!.promissoryNotes.push('ps@0');
      d.transactions = {
        proposals: [],
        doneScope: null,
        done: [],
        deals: [],
        received: [1],
        silenced: [],
        removed: [],
      };
    },
  });
  let s = toWindow(s0, 'when-agenda-revealed');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-agenda-revealed' });
  s = play(s, 1, { type: 'use-ability', ability: 'political-secret', targets: { owner: 0 } });
  let silenced = false;
  for (let i = 0; i < 10 && s.agenda?.current?.agenda === 'mutiny'; i++) {
    silenced ||= s.agenda?.current?.cannotVote.includes(0) ?? false;
    const d = topDecision(s)!;
    const seat = d.waitingOn[0]!;
    s =
      seat === 2 && s.players[2]!.actionCards.length > 0
        ? play(s, 2, { type: 'use-ability', ability: 'veto', targets: {} })
        : play(s, seat, { type: 'pass-window' });
  }
  expect(silenced).toBe(true);
  expect(s.agenda?.current?.agenda).toBe('seed-of-an-empire');
  expect(s.agenda?.current?.cannotVote).toEqual([]);
  expect(silencedByPoliticalSecret(s, 0)).toBe(false);
});
