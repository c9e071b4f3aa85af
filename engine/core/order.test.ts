import { expect, test } from 'vitest';
import { draftState } from '../kernel/draft';
import { isLive } from '../transactions/proposals';
import { actionWindowOrder, activeSeats, clockwiseFrom, initiativeOrder, leftOf, speakerOrder } from './order';
import type { GameState } from './state';

const players = (cards: string[][]) =>
  cards.map((strategyCards, seat) => ({ seat, eliminated: seat === 3, strategyCards, otherTokens: [] as string[] }));

const state = () =>
  ({
    phase: 'action',
    speaker: 1,
    players: players([['trade'], ['leadership'], ['warfare'], [], ['politics']]),
    stack: [],
  }) as unknown as GameState;

test('48.2 initiative order and 1.20 clockwise order from a draft, reading the players without copying them', () => {
  const base = state();
  const { draft, finish } = draftState(base);
  expect(initiativeOrder(draft)).toEqual([1, 4, 0, 2]);
  expect(actionWindowOrder(draft, 0)).toEqual([0, 2, 1, 4]);
  expect(speakerOrder(draft)).toEqual([1, 2, 4, 0]);
  expect(clockwiseFrom(draft, 4)).toEqual([4, 0, 1, 2]);
  expect(leftOf(draft, 2)).toEqual([4, 0, 1]);
  expect(activeSeats(draft)).toEqual([0, 1, 2, 4]);
  expect(isLive(draft, { id: 1, from: 0, to: 3, scope: 'deal' } as never)).toBe(false);
  // Only looked at: the next state shares the very players of the state it started from.
  expect(finish().players).toBe(base.players);
});
