import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { planetFacts } from '../economy/planets';
import { options } from '../flow/options';
import { act, exhaust, own, planetOf, refused, turnWith } from './card-testkit';
import { edit, giveActionCards, placeUnits, play, topDecision } from '../testing/scenario';

/** The card left seat 0's hand for the discard pile, and seat 1's turn is next. */
function expectPlayed(s: GameState, card: string) {
  expect(s.players[0]!.actionCards).toEqual([]);
  expect(s.decks.action.discard).toContain(`${card}#1`);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
}

/** Seat 1 cancels the card seat 0 just played (2.8). */
function sabotage(s: GameState): GameState {
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  return play(s, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
}

const tg = (n: number) => ({ resources: [], influence: [], tradeGoods: n });

test('2 / 61.21 Impersonation spends 3 influence to draw a secret objective', () => {
  const before = turnWith('impersonation', (d) => {
    own(d, 0, 'arnor', 'lor'); // 0 + 2 influence: lor's 2 and one trade good
    d.players[0]!.tradeGoods = 1;
  });
  const top = before.decks.secret.draw[0];
  const s = act(before, 'impersonation', { payment: { resources: [], influence: ['lor'], tradeGoods: 1 } });
  expect(s.players[0]!.secretObjectives.map((o) => o.id)).toContain(top);
  expect(s.players[0]!.secretObjectives).toHaveLength(before.players[0]!.secretObjectives.length + 1);
  expect([planetOf(s, 'lor').exhausted, s.players[0]!.tradeGoods]).toEqual([true, 0]);
  expectPlayed(s, 'impersonation');
});

test('1.11 / 2.8 Impersonation short of influence is refused, and Sabotaged it spends and draws nothing', () => {
  const poor = turnWith('impersonation', (d) => {
    d.players[0]!.tradeGoods = 2;
    exhaust(d, 'jord');
  });
  expect(refused(poor, 'impersonation', { payment: tg(2) })).toMatchObject({ rule: '47.3' });
  // (Offering the card to the Hacan in a transaction, Arbiters, is not playing it.)
  expect(
    options(poor, 0).some(
      (o) => o.command.type !== 'propose-transaction' && JSON.stringify(o.command).includes('impersonation'),
    ),
  ).toBe(false);
  const rich = giveActionCards(
    edit(poor, (d) => (d.players[0]!.tradeGoods = 3)),
    1,
    ['sabotage'],
  );
  const s = sabotage(act(rich, 'impersonation', { payment: tg(3) }));
  expect(s.players[0]!.tradeGoods).toBe(3);
  expect(s.players[0]!.secretObjectives).toEqual(rich.players[0]!.secretObjectives);
  expect(s.decks.secret.draw).toEqual(rich.decks.secret.draw);
});

/** Seat 1 (Hacan: Sarween Tools) has a destroyer next to Sol's home: the two are neighbours (60). */
const besideHacan = (card: string, tradeGoods = 5) =>
  placeUnits(
    turnWith(card, (d) => (d.players[0]!.tradeGoods = tradeGoods)),
    '0,-2',
    1,
    { destroyer: 1 },
  );

test('2 / 60 Plagiarize spends 5 influence to gain a technology a neighbour owns', () => {
  const s = act(besideHacan('plagiarize'), 'plagiarize', { technology: 'st', payment: tg(5) });
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm', 'st']);
  expect(s.players[0]!.tradeGoods).toBe(0);
  expectPlayed(s, 'plagiarize');
});

test('2.6a Plagiarize refuses a technology only a non-neighbour owns, one already owned, and a faction technology', () => {
  const s = besideHacan('plagiarize');
  // Letnev (seat 2) owns Plasma Scoring but is nowhere near Sol.
  expect(refused(s, 'plagiarize', { technology: 'ps', payment: tg(5) })).toMatchObject({ rule: '60' });
  expect(refused(s, 'plagiarize', { technology: 'amd', payment: tg(5) })).toMatchObject({ rule: '90.2' });
  expect(refused(s, 'plagiarize', { technology: 'qdn', payment: tg(5) })).toMatchObject({
    rule: '2.6a',
  });
  expect(refused(s, 'plagiarize', { technology: 'st', payment: tg(4) })).toMatchObject({ rule: '47.3' });
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm']);
});

test('2.8 Plagiarize cancelled by Sabotage gains nothing and spends nothing', () => {
  const s = sabotage(
    act(giveActionCards(besideHacan('plagiarize'), 1, ['sabotage']), 'plagiarize', {
      technology: 'st',
      payment: tg(5),
    }),
  );
  expect([s.players[0]!.technologies, s.players[0]!.tradeGoods]).toEqual([['amd', 'nm'], 5]);
});

test('2 / 90.12 Divert Funding puts a technology back and researches another judged without it', () => {
  // Sol owns Antimass Deflectors (blue) and Neural Motivator (green). Putting back Neural Motivator, they research
  // Gravity Drive (needs one blue: Antimass Deflectors still counts).
  const s = act(turnWith('divert-funding'), 'divert-funding', { returned: 'nm', technology: 'gd', specialties: [] });
  expect(s.players[0]!.technologies).toEqual(['amd', 'gd']);
  expectPlayed(s, 'divert-funding');
});

test('2.6a Divert Funding refuses a unit upgrade, the same technology again, and a research the return undoes', () => {
  const s = turnWith('divert-funding', (d) => d.players[0]!.technologies.push('ws'));
  expect(refused(s, 'divert-funding', { returned: 'ws', technology: 'gd', specialties: [] })).toMatchObject({
    rule: '2.6a',
  });
  expect(refused(s, 'divert-funding', { returned: 'nm', technology: 'nm', specialties: [] })).toMatchObject({
    rule: '2.6a',
  });
  // Without Antimass Deflectors, Gravity Drive lacks its blue prerequisite (90.12).
  expect(refused(s, 'divert-funding', { returned: 'amd', technology: 'gd', specialties: [] })).toMatchObject({
    rule: '90.12',
  });
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm', 'ws']);
});

test('2.8 Divert Funding cancelled by Sabotage keeps every technology as it was', () => {
  const s = sabotage(
    act(giveActionCards(turnWith('divert-funding'), 1, ['sabotage']), 'divert-funding', {
      returned: 'nm',
      technology: 'gd',
      specialties: [],
    }),
  );
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm']);
});

/** The frontier deck's top card is Keleres Ship (2 command tokens), so exploring shows in the tactic pool. */
const probing = () =>
  turnWith('exploration-probe', (d) => {
    d.decks.frontier.draw = ['keleres-ship#1', ...d.decks.frontier.draw.filter((c) => c !== 'keleres-ship#1')];
  });

test('2 / 35.5 Exploration Probe explores a frontier token next to a system with its player’s ships', () => {
  const before = probing();
  let s = act(before, 'exploration-probe', { system: '0,-2' });
  expect(s.board.systems['0,-2']!.frontier).toBe(false);
  expect(s.decks.frontier.draw).toEqual(before.decks.frontier.draw.slice(1));
  // Keleres Ship: the explorer places 2 tokens from reinforcements.
  while (topDecision(s)?.kind === 'choice') s = play(s, 0, options(s, 0)[0]!.command);
  const pools = (x: GameState) => Object.values(x.players[0]!.pools).reduce((a, b) => a + b, 0);
  expect(pools(s)).toBe(pools(before) + 2);
  expectPlayed(s, 'exploration-probe');
});

test('2.6a Exploration Probe refuses a frontier token away from its player’s ships, and Sabotaged it explores nothing', () => {
  const s = probing();
  expect(refused(s, 'exploration-probe', { system: '0,2' })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'exploration-probe', { system: '0,-1' })).toMatchObject({ rule: '2.6a' });
  const cancelled = sabotage(act(giveActionCards(s, 1, ['sabotage']), 'exploration-probe', { system: '0,-2' }));
  expect(cancelled.board.systems['0,-2']!.frontier).toBe(true);
  expect(cancelled.decks.frontier.draw).toEqual(s.decks.frontier.draw);
});

/** Seat 0 controls Starpoint (hazardous); the hazardous deck starts with a fragment, a card, a fragment, a card. */
const digging = () =>
  turnWith('archaeological-expedition', (d) => {
    own(d, 0, 'starpoint');
    const fragments = d.decks.hazardous.draw.filter((c) => c.startsWith('hazardous-relic-fragment'));
    const others = d.decks.hazardous.draw.filter((c) => !c.startsWith('hazardous-relic-fragment'));
    d.decks.hazardous.draw = [fragments[0]!, others[0]!, fragments[1]!, ...others.slice(1), ...fragments.slice(2)];
  });

test('2 / 73 Archaeological Expedition keeps the relic fragments among the top 3 cards and discards the rest', () => {
  const before = digging();
  expect(planetFacts(before, 'starpoint').traits).toEqual(['hazardous']);
  const [f1, other, f2] = before.decks.hazardous.draw;
  const s = act(before, 'archaeological-expedition', { deck: 'hazardous' });
  expect(s.players[0]!.relicFragments).toEqual([f1, f2]);
  expect(s.decks.hazardous.discard).toEqual([other]);
  expect(s.decks.hazardous.draw).toEqual(before.decks.hazardous.draw.slice(3));
  expectPlayed(s, 'archaeological-expedition');
});

test('2.6a Archaeological Expedition refuses a deck none of its player’s planets matches, and Sabotaged it reveals nothing', () => {
  const s = digging();
  expect(refused(s, 'archaeological-expedition', { deck: 'cultural' })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'archaeological-expedition', { deck: 'frontier' })).toMatchObject({ rule: '2.6a' });
  const cancelled = sabotage(
    act(giveActionCards(s, 1, ['sabotage']), 'archaeological-expedition', { deck: 'hazardous' }),
  );
  expect(cancelled.players[0]!.relicFragments).toEqual([]);
  expect(cancelled.decks.hazardous.draw).toEqual(s.decks.hazardous.draw);
});
