import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { act, refused, turnWith, units } from './card-testkit';
import { giveActionCards, play, topDecision } from '../testing/scenario';

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
