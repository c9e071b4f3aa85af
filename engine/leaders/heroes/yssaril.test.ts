import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { options } from '../../flow/options';
import { view } from '../../view';
import { edit, optionLabels, play, refuse, topDecision } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const KYVER = { type: 'component-action', ability: 'yssarilhero', targets: {} } as const;

/** The Yssaril (seat 0) with Kyver unlocked; seat 1 (Sol) holds Bunker and Sabotage, seat 2 (Hacan) 4 cards. */
const kyverGame = (): GameState =>
  edit(scoreThree(heroGame('yssaril')), (d) => {
    d.players[0]!.actionCards = [];
    d.players[1]!.actionCards = ['bunker#1', 'sabotage#1'];
    d.players[2]!.actionCards = ['upgrade#1', 'sabotage#2', 'direct-hit#1', 'skilled-retreat#1'];
  });

test('51.10 Yssaril hero Kyver, Blade and Key is locked until 3 scored objectives', () => {
  const s = heroGame('yssaril');
  expect(refuse(s, 0, KYVER)).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12, 2.2 Kyver, Blade and Key: each other player shows 1 card; take it or they discard 3 at random; purged', () => {
  const s = kyverGame();
  let r = play(s, 0, KYVER);
  expect(r.players[0]!.leaders.hero).toBe('purged');
  // Seat 1 (to the Yssaril's left) picks the card to show; only they see their hand's options.
  expect(topDecision(r)).toMatchObject({ choice: 'leaders/kyver-show', waitingOn: [1] });
  expect(optionLabels(r, 1)).toEqual([
    'Kyver, Blade and Key: show Player 1 Bunker',
    'Kyver, Blade and Key: show Player 1 Sabotage',
  ]);
  expect(options(r, 0).filter((o) => o.command.type === 'choose')).toEqual([]);
  r = play(r, 1, { type: 'choose', option: 'sabotage#1' });
  // The Yssaril see the shown card in their options; every seat's view of the decisions names no card.
  expect(optionLabels(r, 0)).toEqual([
    'Kyver, Blade and Key: take the Sabotage Player 2 showed',
    'Kyver, Blade and Key: Player 2 discards 3 action cards at random',
  ]);
  for (const seat of [0, 1, 2]) expect(JSON.stringify(view(r, seat).decisions)).not.toMatch(/sabotage|bunker/);
  r = play(r, 0, { type: 'choose', option: 'take' });
  expect(r.players[0]!.actionCards).toEqual(['sabotage#1']);
  expect(r.players[1]!.actionCards).toEqual(['bunker#1']);
  // Then seat 2 shows; the Yssaril make them discard 3 of their 4 cards at random.
  expect(topDecision(r)).toMatchObject({ choice: 'leaders/kyver-show', waitingOn: [2] });
  r = play(r, 2, { type: 'choose', option: 'upgrade#1' });
  r = play(r, 0, { type: 'choose', option: 'discard-3' });
  expect(r.players[2]!.actionCards).toHaveLength(1);
  expect(r.decks.action.discard).toHaveLength(s.decks.action.discard.length + 3);
  // Nothing of Kyver is left on the stack (the shown card's step ran out with the choice).
  expect(JSON.stringify(r.stack)).not.toMatch(/kyver/);
});

test('51.10 Kyver, Blade and Key: refused when no other player holds a card, and a card not shown cannot be shown (nothing changes)', () => {
  const empty = edit(kyverGame(), (d) => d.players.forEach((p) => (p.actionCards = [])));
  const before = structuredClone(empty);
  expect(refuse(empty, 0, KYVER)).toMatchObject({ rule: '51.10' });
  expect(empty).toEqual(before);
  const r = play(kyverGame(), 0, KYVER);
  const snapshot = structuredClone(r);
  expect(refuse(r, 1, { type: 'choose', option: 'upgrade#1' })).toMatchObject({ rule: '2' });
  expect(r).toEqual(snapshot);
});
