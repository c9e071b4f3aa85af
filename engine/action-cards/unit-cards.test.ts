import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, refused, turnWith, units } from './card-testkit';
import { giveActionCards, play, refuse, runStep, topDecision } from '../testing/scenario';

const HOME = '0,-3'; // Sol's home: Jord with a space dock, 2 carriers, a destroyer and 3 fighters in space

/** Seat 1 answers the Sabotage window of seat 0's card with Sabotage. */
function sabotage(s: GameState): GameState {
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  return play(s, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
}

// ---- Fighter Conscription --------------------------------------------------------------------------------------

/** Seat 0's carriers in 0,-1 and 0,-2 (where seat 1 has a destroyer) and a cruiser (no capacity) in 1,-2. */
const conscription = (card = 'fighter-conscription') =>
  turnWith(card, (d) => {
    for (const [key, seat, counts] of [
      ['0,-1', 0, { carrier: 1 }],
      ['0,-2', 0, { carrier: 1 }],
      ['0,-2', 1, { destroyer: 1 }],
      ['1,-2', 0, { cruiser: 1 }],
    ] as const)
      d.board.systems[key]!.space[String(seat)] = { counts: { ...counts }, damaged: {} };
  });

test('2 Fighter Conscription (16, 36): a fighter in each system with its space dock or capacity, none beside enemy ships', () => {
  const s = act(conscription(), 'fighter-conscription');
  expect(units(s, HOME, 0).fighter).toBe(4);
  expect(units(s, '0,-1', 0)).toEqual({ carrier: 1, fighter: 1 });
  expect(units(s, '0,-2', 0)).toEqual({ carrier: 1 });
  expect(units(s, '1,-2', 0)).toEqual({ cruiser: 1 });
  expect(s.decks.action.discard).toContain('fighter-conscription#1');
});

test('2 Fighter Conscription (2.6a, 2.8): refused with nowhere to place; cancelled by Sabotage no fighter comes', () => {
  const none = turnWith('fighter-conscription', (d) => {
    for (const sys of Object.values(d.board.systems)) {
      delete sys.space['0'];
      for (const p of Object.values(sys.planets)) delete p.units['0'];
    }
  });
  expect(refused(none, 'fighter-conscription')).toMatchObject({ code: 'ability/bad-target', rule: '2.6a' });
  const s = sabotage(act(giveActionCards(conscription(), 1, ['sabotage']), 'fighter-conscription'));
  expect(units(s, HOME, 0).fighter).toBe(3);
  expect(units(s, '0,-1', 0)).toEqual({ carrier: 1 });
});

// ---- Scuttle ---------------------------------------------------------------------------------------------------

test('2 Scuttle (26, 93): 1 or 2 of its player’s non-fighter ships go back for trade goods equal to their cost', () => {
  const s = act(turnWith('scuttle'), 'scuttle', {
    ships: [
      { system: HOME, unit: 'carrier' },
      { system: HOME, unit: 'destroyer' },
    ],
  });
  expect(units(s, HOME, 0)).toEqual({ carrier: 1, fighter: 3 });
  expect(s.players[0]!.tradeGoods).toBe(4); // carrier 3 + destroyer 1
});

test('2 Scuttle (2.6a, 2.8): no fighters, no third ship, no ship it lacks; cancelled by Sabotage the fleet stays', () => {
  const s = turnWith('scuttle');
  expect(refused(s, 'scuttle', { ships: [{ system: HOME, unit: 'fighter' }] })).toMatchObject({ rule: '2.6a' });
  const three = [
    { system: HOME, unit: 'carrier' },
    { system: HOME, unit: 'carrier' },
    { system: HOME, unit: 'destroyer' },
  ];
  expect(refused(s, 'scuttle', { ships: three })).toMatchObject({ rule: '2.6a' });
  expect(refused(s, 'scuttle', { ships: [{ system: HOME, unit: 'dreadnought' }] })).toMatchObject({ rule: '2.6a' });
  const c = sabotage(
    act(giveActionCards(s, 1, ['sabotage']), 'scuttle', { ships: [{ system: HOME, unit: 'carrier' }] }),
  );
  expect(units(c, HOME, 0)).toEqual({ carrier: 2, destroyer: 1, fighter: 3 });
  expect(c.players[0]!.tradeGoods).toBe(0);
});

// ---- Reverse Engineer ------------------------------------------------------------------------------------------

const EIGHT = [
  'plague',
  'uprising',
  'summit',
  'insubordination',
  'spy',
  'focused-research',
  'economic-initiative',
  'sabotage',
];

/** Seat 1 holds eight cards, one over the hand limit (2.4), and discards `card`; seat 0 holds Reverse Engineer. */
function discards(card: string): GameState {
  const s = runStep(giveActionCards(turnWith('reverse-engineer'), 1, EIGHT), 'hand-limit/discard', { seat: 1 });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', waitingOn: [1] });
  const copy = s.players[1]!.actionCards.find((c) => c.startsWith(`${card}#`))!;
  return play(s, 1, { type: 'choose', option: copy });
}

test('2 Reverse Engineer (2.4): takes a card with a component action another player discarded into its hand', () => {
  let s = discards('plague');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action-card-discarded', waitingOn: [0] });
  s = play(s, 0, { type: 'use-ability', ability: 'reverse-engineer', targets: { card: 'plague' } });
  s = play(s, 1, { type: 'pass-window' }); // no Sabotage
  expect(s.players[0]!.actionCards).toEqual(['plague#1']);
  expect(s.decks.action.discard).toEqual(['reverse-engineer#1']);
  expect(s.players[1]!.actionCards).toHaveLength(7);
});

test('2 Reverse Engineer (2.6a, 2.8): no moment for a card without a component action; Sabotage keeps it discarded', () => {
  const none = discards('sabotage');
  expect(topDecision(none)).toMatchObject({ kind: 'action-turn' });
  expect(none.players[0]!.actionCards).toEqual(['reverse-engineer#1']);
  const s = discards('plague');
  expect(refuse(s, 0, { type: 'use-ability', ability: 'reverse-engineer', targets: { card: 'summit' } })).toMatchObject(
    { code: 'ability/bad-target', rule: '2.6a' },
  );
  const c = sabotage(play(s, 0, { type: 'use-ability', ability: 'reverse-engineer', targets: { card: 'plague' } }));
  expect(c.players[0]!.actionCards).toEqual([]);
  expect(c.decks.action.discard).toContain('plague#1');
});
