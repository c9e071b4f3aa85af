import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import type { Proposal } from '../core/transactions-state';
import { draftState } from '../kernel/draft';
import { isLive } from './proposals';

const state = () =>
  ({
    phase: 'action',
    players: [0, 1, 2].map((seat) => ({ seat, eliminated: seat === 2 })),
    stack: [],
  }) as unknown as GameState;

const proposal = (to: number): Proposal => ({ id: 1, from: 0, to, scope: 'deal' }) as unknown as Proposal;

test('94 a proposal stands while both players remain; asking copies no player into a draft', () => {
  const base = state();
  const { draft, finish } = draftState(base);
  expect(isLive(draft, proposal(1))).toBe(true);
  expect(isLive(draft, proposal(2))).toBe(false);
  // Only looked at (after every command): the next state shares the very players of the state it started from.
  expect(finish().players).toBe(base.players);
});
