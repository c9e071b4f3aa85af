// Keleres Rider, the Council Keleres' promissory note (seat 1's is named "Player 2's note") (LRR 69, 8.22 predictions, 8.16): engine/factions/keleres-rider.ts.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, resolvedOutcome, vote } from '../agenda/scenario';
import { table, toWindow } from '../action-cards/agenda-cards-testkit';
import { transactionsState } from '../transactions/notes';
import { optionLabels, refuse } from '../testing/scenario';

const RIDER = (outcome: string, owner = 1) =>
  ({ type: 'use-ability', ability: 'keleres-rider', targets: { owner, outcome } }) as const;

/**
 * Regulated Conscription (For/Against) revealed; seat 1 plays the Council Keleres and seat 2 (Letnev) holds their
 * Keleres Rider, given in a transaction. Seats: 0 Sol, 1 Keleres, 2 Letnev, 3 Jol-Nar (5 votes For decide it).
 */
function riderWindow(held = true): GameState {
  const s = table({
    cards: {},
    setup: (d) => {
      d.players[1]!.faction = 'keleres';
      d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'rider@1');
      if (held) d.players[2]!.promissoryNotes.push('rider@1');
      transactionsState(d).received.push(2);
      for (const p of d.players) p.tradeGoods = 0;
    },
  });
  return toWindow(s, 'after-agenda-revealed');
}

test('69, 8.22 Keleres Rider: its holder predicts, may not vote, the note goes back; right, 2 trade goods and 1 action card', () => {
  const s = riderWindow();
  expect(optionLabels(s, 2)).toContain("Keleres Rider: Player 2's note: predict For; you do not vote on this agenda");
  const hand = s.players[2]!.actionCards.length;
  const played = act(s, 2, RIDER('for')).state;
  expect(played.players[2]!.promissoryNotes).not.toContain('rider@1');
  expect(played.players[1]!.promissoryNotes).toContain('rider@1');
  expect(played.agenda!.current!.cannotVote).toContain(2);
  const r = vote(played, { 3: { outcome: 'for' } });
  expect(r.order).not.toContain(2);
  expect(resolvedOutcome(r.events)).toBe('for');
  expect(r.state.players[2]!.tradeGoods).toBe(2);
  expect(r.state.players[2]!.actionCards.length).toBe(hand + 1);
});

test('8.22 Keleres Rider: a wrong prediction gains nothing; the note is back with the Keleres all the same', () => {
  const played = act(riderWindow(), 2, RIDER('against')).state;
  const r = vote(played, { 3: { outcome: 'for' } });
  expect(r.state.players[2]!.tradeGoods).toBe(0);
  expect(r.state.players[1]!.promissoryNotes).toContain('rider@1');
});

test('69.1 Keleres Rider: without the note, or naming an outcome that is none, it is refused and changes nothing', () => {
  const none = riderWindow(false);
  const before = structuredClone(none);
  expect(refuse(none, 2, RIDER('for'))).toMatchObject({ code: 'ability/not-held' });
  expect(none).toEqual(before);
  const s = riderWindow();
  const kept = structuredClone(s);
  expect(refuse(s, 2, RIDER('maybe'))).toMatchObject({ rule: '8.22a' });
  expect(s).toEqual(kept);
});
