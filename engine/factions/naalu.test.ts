// The Naalu Collective, whole sheet: Telepathic, Foresight, Gift of Prescience, Neuroglaive, Hybrid Crystal Fighter
// II, the Matriarch and Iconoclast (the units are tested in naalu-nomad-cabal.test.ts and
// engine/combat/naalu-flagship.test.ts).
import { expect, test } from 'vitest';
import { initiativeOf, initiativeOrder } from '../core/order';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { edit, newGame, pickStrategyCards, play, refuse, runStep, topDecision } from '../testing/scenario';
import { NAALU_TOKEN } from './naalu';

/** Sol (seat 0, speaker), the Naalu (seat 1) and the Hacan (seat 2); the Naalu pick Warfare and Imperial. */
const CARDS = ['leadership', 'warfare', 'diplomacy', 'politics', 'imperial', 'construction'];
const naaluGame = (): GameState => newGame({ players: 3, factions: ['sol', 'naalu', 'hacan'] });

/** Seat 0 holds the Naalu's Gift of Prescience, received in a transaction (public: transactions.received). */
const withGift = (s: GameState): GameState =>
  edit(s, (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'gift@1');
    d.players[0]!.promissoryNotes.push('gift@1');
    d.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  });

const tokenHolders = (s: GameState): number[] =>
  s.players.filter((p) => p.otherTokens.includes(NAALU_TOKEN)).map((p) => p.seat);

test('Telepathic (Naalu) 48.3 at the end of the strategy phase the Naalu take the "0" token and act first', () => {
  const s = pickStrategyCards(naaluGame(), CARDS);
  expect(s.phase).toBe('action');
  expect(tokenHolders(s)).toEqual([1]);
  expect(initiativeOf(s.players[1]!)).toBe(0);
  expect(initiativeOrder(s)).toEqual([1, 0, 2]);
  expect(s.activeSeat).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('Telepathic (Naalu) 48.3 without the Naalu nobody gets the "0" token', () => {
  const s = pickStrategyCards(newGame({ players: 3, factions: ['sol', 'hacan', 'letnev'] }), CARDS);
  expect(tokenHolders(s)).toEqual([]);
  expect(initiativeOrder(s)).toEqual([0, 2, 1]);
});

test('Gift of Prescience (Naalu) 69 its holder takes the "0" token and the Naalu cannot use Telepathic', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  const d = topDecision(s);
  expect(d).toMatchObject({ kind: 'window', window: 'end-of-strategy-phase', waitingOn: [0] });
  const use = options(s, 0).find((o) => o.command.type === 'use-ability')!;
  expect(use.label).toContain('Gift of Prescience');
  s = play(s, 0, use.command);
  expect(tokenHolders(s)).toEqual([0]);
  expect(s.players[0]!.promissoryInPlay).toEqual(['gift@1']);
  expect(s.players[0]!.promissoryNotes).not.toContain('gift@1');
  expect(initiativeOrder(s)).toEqual([0, 2, 1]);
  // 1.19: the window asks again once the note has resolved; the holder passes.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-strategy-phase' });
  s = play(s, 0, { type: 'pass-window' });
  expect(tokenHolders(s)).toEqual([0]);
  expect(s.phase).toBe('action');
  expect(s.activeSeat).toBe(0);
});

test('Gift of Prescience (Naalu) 69 its holder may pass: Telepathic then gives the token to the Naalu', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'pass-window' });
  expect(tokenHolders(s)).toEqual([1]);
  expect(s.players[0]!.promissoryNotes).toContain('gift@1');
});

test('Gift of Prescience (Naalu) 69.2 the Naalu cannot play their own note, and others cannot without it', () => {
  const s = pickStrategyCards(withGift(naaluGame()), CARDS);
  const own = edit(s, (d) => {
    d.players[0]!.promissoryNotes = d.players[0]!.promissoryNotes.filter((n) => n !== 'gift@1');
    d.players[1]!.promissoryNotes.push('gift@1');
  });
  expect(refuse(own, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } })).toMatchObject({
    rule: '1.3',
  });
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 2 } })).toMatchObject({
    rule: '69.1',
  });
  expect(s).toEqual(before);
});

test('Gift of Prescience (Naalu) 69.3 it returns to the Naalu when the status phase ends', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } });
  s = runStep(s, 'status/end');
  expect(s.players[0]!.promissoryInPlay).toEqual([]);
  expect(s.players[1]!.promissoryNotes).toContain('gift@1');
});

test('Telepathic (Naalu) 48.3 the token of an earlier round goes back to the Naalu once the Gift returned', () => {
  let s = pickStrategyCards(withGift(naaluGame()), CARDS);
  s = play(s, 0, { type: 'use-ability', ability: 'gift-of-prescience', targets: { owner: 1 } });
  s = runStep(s, 'status/end');
  s = edit(s, (d) => {
    for (const p of d.players) p.strategyCards = ['leadership'];
  });
  s = runStep(s, 'naalu/telepathic');
  expect(tokenHolders(s)).toEqual([1]);
});
