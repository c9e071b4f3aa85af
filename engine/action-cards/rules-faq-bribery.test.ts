// FAQ answers on Bribery and Distinguished Councilor, resting on LRR 8.15 (additional votes) and 1.22 (card timing).
import { expect, test } from 'vitest';

import { refuse, topDecision } from '../testing/scenario';
import { held, playCard, table, voteUntil } from './agenda-cards-testkit';

test('FAQ: votes added by Bribery open no window for Distinguished Councilor — it follows only the Vote step', () => {
  // Seat 1 holds both cards and 2 trade goods; it votes Against and lets its after-vote window go by.
  const s = table({
    cards: { 1: ['bribery', 'distinguished-councilor'] },
    setup: (d) => (d.players[1]!.tradeGoods = 2),
  });
  const w = voteUntil(s, { 1: { outcome: 'against' }, 3: { outcome: 'for' } }, 'after-speaker-votes');
  const bribed = playCard(w, 1, 'bribery', { tradeGoods: 2 });
  expect(bribed.events).toContainEqual({ type: 'votes-cast', seat: 1, outcome: 'against', votes: 2 });
  // Seat 1 is asked again only in the window after the speaker's vote, where Distinguished Councilor is refused.
  expect(topDecision(bribed.state)).toMatchObject({ kind: 'window', window: 'after-speaker-votes', waitingOn: [1] });
  const before = structuredClone(bribed.state);
  expect(
    refuse(bribed.state, 1, { type: 'use-ability', ability: 'distinguished-councilor', targets: {} }),
  ).toMatchObject({
    code: 'ability/wrong-window',
  });
  expect(bribed.state).toEqual(before);
  expect(held(bribed.state, 1)).toEqual(['distinguished-councilor']);
});
