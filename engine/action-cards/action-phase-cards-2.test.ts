import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, exhaust, own, planetOf, refused, turnWith, units } from './card-testkit';
import { giveActionCards, placeUnits, play, playEvents, topDecision } from '../testing/scenario';

function expectPlayed(s: GameState, card: string) {
  expect(s.players[0]!.actionCards.filter((c) => c.startsWith(`${card}#`))).toEqual([]);
  expect(s.decks.action.discard).toContain(`${card}#1`);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
}

test('2 Signal Jamming puts another player’s token from reinforcements in a system next to its player’s ships', () => {
  const s = act(turnWith('signal-jamming'), 'signal-jamming', { system: '0,-2', player: 3 });
  expect(s.board.systems['0,-2']!.commandTokens).toEqual([3]);
  expectPlayed(s, 'signal-jamming');
});

test('2.6a Signal Jamming refuses a home system, a far system, the player themself and a doubled token', () => {
  const s = turnWith('signal-jamming', (d) => d.board.systems['0,-2']!.commandTokens.push(3));
  expect(refused(s, 'signal-jamming', { system: '0,-3', player: 3 })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'signal-jamming', { system: '0,2', player: 3 })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'signal-jamming', { system: '0,-1', player: 0 })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'signal-jamming', { system: '0,-2', player: 3 })).toMatchObject({ rule: '2.6a' });
  expect(s.board.systems['0,-2']!.commandTokens).toEqual([3]);
});

test('20.3b Signal Jamming a player with no token in reinforcements: they place one from a pool of their sheet', () => {
  const full = turnWith('signal-jamming', (d) => {
    d.players[3]!.pools = { tactic: 8, fleet: 5, strategy: 3 };
  });
  let s = act(full, 'signal-jamming', { system: '0,-2', player: 3 });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'diplomacy/token-from-sheet', waitingOn: [3] });
  s = play(s, 3, { type: 'choose', option: 'fleet' });
  expect(s.board.systems['0,-2']!.commandTokens).toEqual([3]);
  expect(s.players[3]!.pools).toEqual({ tactic: 8, fleet: 4, strategy: 3 });
  expectPlayed(s, 'signal-jamming');
});

test('2 Tactical Bombardment exhausts every planet of other players in a system with its player’s dreadnought', () => {
  let s = turnWith('tactical-bombardment', (d) => {
    own(d, 2, 'arnor');
    own(d, 0, 'lor');
  });
  s = act(placeUnits(s, '0,-1', 0, { dreadnought: 1 }), 'tactical-bombardment', { system: '0,-1' });
  expect([planetOf(s, 'arnor').exhausted, planetOf(s, 'lor').exhausted]).toEqual([true, false]);
  expectPlayed(s, 'tactical-bombardment');
});

test('2.6a Tactical Bombardment needs a unit with Bombardment in the system', () => {
  const s = turnWith('tactical-bombardment', (d) => own(d, 2, 'arnor'));
  expect(refused(placeUnits(s, '0,-1', 0, { carrier: 1 }), 'tactical-bombardment', { system: '0,-1' })).toMatchObject({
    rule: '2.6a',
  });
  expect(planetOf(s, 'arnor').exhausted).toBe(false);
});

test('2 / 7.5 Repeal Law discards a law in play to the agenda discard pile', () => {
  const s = act(
    turnWith('repeal-law', (d) => {
      d.decks.agenda.draw = d.decks.agenda.draw.filter((a) => a !== 'articles-of-war');
      d.laws.push({ id: 'articles-of-war', electedTarget: null });
    }),
    'repeal-law',
    { law: 'articles-of-war' },
  );
  expect(s.laws).toEqual([]);
  expect(s.decks.agenda.discard).toEqual(['articles-of-war']);
  expectPlayed(s, 'repeal-law');
});

test('2.6a Repeal Law needs a law that is in play', () => {
  expect(refused(turnWith('repeal-law'), 'repeal-law', { law: 'articles-of-war' })).toMatchObject({ rule: '2.6a' });
});

test('2 Spy takes a card at random from another player’s hand', () => {
  const asked = act(giveActionCards(turnWith('spy'), 2, ['summit']), 'spy', { player: 2 });
  // Seat 2 holds a card, so it is asked whether to Sabotage (2.8) before Spy resolves.
  expect(topDecision(asked)).toMatchObject({ kind: 'window', waitingOn: [2] });
  let s = play(asked, 2, { type: 'pass-window' });
  expect(s.players[0]!.actionCards).toEqual(['summit#1']);
  // Holding a card again, seat 0 is asked after its action (Master Plan's window) and passes.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  s = play(s, 0, { type: 'pass-window' });
  expect(s.players[2]!.actionCards).toEqual([]);
  expectPlayed(s, 'spy');
});

test('2.6a Spy needs another player who holds an action card', () => {
  const s = turnWith('spy');
  expect(refused(s, 'spy', { player: 3 })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'spy', { player: 0 })).toMatchObject({ rule: '2.6a' });
});

test('2 Plague rolls a die per infantry and destroys one for each 6 or higher', () => {
  const s0 = placeUnits(
    turnWith('plague', (d) => own(d, 2, 'bakal')),
    '-1,-1',
    2,
    { infantry: 10 },
    'bakal',
  );
  const { state: s, events } = playEvents(s0, 0, {
    type: 'component-action',
    ability: 'plague',
    targets: { planet: 'bakal' },
  });
  const dice = events.flatMap((e) => (e.type === 'die-rolled' && e.purpose === 'plague' ? [e.result] : []));
  expect(dice).toHaveLength(10);
  const hits = dice.filter((r) => r >= 6).length;
  expect(units(s, '-1,-1', 2, 'bakal').infantry ?? 0).toBe(10 - hits);
  expectPlayed(s, 'plague');
});

test('2.6a Plague needs a planet another player controls', () => {
  const s = placeUnits(
    turnWith('plague', (d) => own(d, 0, 'bakal')),
    '-1,-1',
    0,
    { infantry: 2 },
    'bakal',
  );
  expect(refused(s, 'plague', { planet: 'bakal' })).toMatchObject({ rule: '2.6a' });
});

test('2 Unstable Planet exhausts a hazardous planet and destroys the infantry its player chose, up to 3', () => {
  let s = turnWith('unstable-planet', (d) => own(d, 1, 'meharxull'));
  s = act(placeUnits(s, '1,0', 1, { infantry: 4 }, 'meharxull'), 'unstable-planet', {
    planet: 'meharxull',
    infantry: 3,
  });
  expect(planetOf(s, 'meharxull').exhausted).toBe(true);
  expect(units(s, '1,0', 1, 'meharxull').infantry).toBe(1);
  expectPlayed(s, 'unstable-planet');
});

test('2.6a Unstable Planet refuses more than 3 infantry and a planet that is not hazardous', () => {
  let s = turnWith('unstable-planet', (d) => {
    own(d, 1, 'meharxull');
    exhaust(d, 'arnor');
  });
  s = placeUnits(s, '1,0', 1, { infantry: 4 }, 'meharxull');
  expect(refused(s, 'unstable-planet', { planet: 'meharxull', infantry: 4 })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'unstable-planet', { planet: 'arnor', infantry: 0 })).toMatchObject({ rule: '2.6a' });
  expect(units(s, '1,0', 1, 'meharxull').infantry).toBe(4);
});

test('2 Refit Troops replaces 2 infantry, on a planet and in space, with mechs', () => {
  let s = placeUnits(
    turnWith('refit-troops', (d) => own(d, 0, 'arnor')),
    '0,-1',
    0,
    { infantry: 2 },
    'arnor',
  );
  s = placeUnits(s, '0,-3', 0, { infantry: 1 });
  s = act(s, 'refit-troops', { infantry: [{ system: '0,-1', planet: 'arnor' }, { system: '0,-3' }] });
  expect(units(s, '0,-1', 0, 'arnor')).toEqual({ infantry: 1, mech: 1 });
  expect(units(s, '0,-3', 0).mech).toBe(1);
  expect(units(s, '0,-3', 0).infantry).toBeUndefined();
  expectPlayed(s, 'refit-troops');
});

test('2.6a Refit Troops refuses infantry its player does not have, and a third infantry', () => {
  const s = placeUnits(
    turnWith('refit-troops', (d) => own(d, 0, 'arnor')),
    '0,-1',
    0,
    { infantry: 1 },
    'arnor',
  );
  const arnor = { system: '0,-1', planet: 'arnor' };
  expect(refused(s, 'refit-troops', { infantry: [arnor, arnor] })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'refit-troops', { infantry: [arnor, arnor, arnor] })).toMatchObject({ code: 'input/bad-targets' });
  expect(units(s, '0,-1', 0, 'arnor')).toEqual({ infantry: 1 });
});

test('2 / 90 Focused Research spends 4 trade goods to research a technology whose prerequisites are met', () => {
  const s = act(
    turnWith('focused-research', (d) => {
      d.players[0]!.tradeGoods = 5;
    }),
    'focused-research',
    { technology: 'ps', specialties: [] },
  );
  expect(s.players[0]!.technologies).toContain('ps');
  expect(s.players[0]!.tradeGoods).toBe(1);
  expectPlayed(s, 'focused-research');
});

test('1.11 / 90.8 Focused Research without 4 trade goods, or with prerequisites missing, is refused', () => {
  const poor = turnWith('focused-research', (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  expect(refused(poor, 'focused-research', { technology: 'ps', specialties: [] })).toMatchObject({ rule: '1.11' });
  const rich = turnWith('focused-research', (d) => {
    d.players[0]!.tradeGoods = 4;
  });
  expect(refused(rich, 'focused-research', { technology: 'ws', specialties: [] })).toMatchObject({
    code: expect.stringMatching(/^research\//),
  });
  expect(rich.players[0]!.tradeGoods).toBe(4);
});
