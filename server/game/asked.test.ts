import { expect, test } from 'vitest';
import { createGame } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { ASKED_LIMIT, askedAt, recordAsked } from './asked';

function started(): GameState {
  const created = createGame({
    seed: 'asked',
    victoryPoints: 10,
    layout: '3p',
    speaker: 0,
    seats: [
      { name: 'A', faction: 'sol', color: 'red' },
      { name: 'B', faction: 'hacan', color: 'blue' },
      { name: 'C', faction: 'letnev', color: 'green' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

test('each version records the decision waiting on each seat; unknown versions say undefined', () => {
  const state = started();
  const top = state.stack.at(-1);
  const id = top?.frame === 'decision' ? top.id : -1;
  const asked = recordAsked(undefined, 10, state);
  expect(asked).toEqual([{ version: 10, decisions: [id, id, id] }]);
  expect(askedAt(asked, 10, 2)).toBe(id);
  expect(askedAt(asked, 9, 2)).toBeUndefined();
  expect(askedAt(asked, 10, 7)).toBeNull();
});

test(`only the last ${ASKED_LIMIT} versions are kept, and a version recorded again replaces its later ones`, () => {
  const state = started();
  let asked = recordAsked(undefined, 1, state);
  for (let v = 2; v <= ASKED_LIMIT + 10; v += 1) asked = recordAsked(asked, v, state);
  expect(asked).toHaveLength(ASKED_LIMIT);
  expect(asked[0]?.version).toBe(11);
  expect(recordAsked(asked, 20, state).at(-1)?.version).toBe(20);
  expect(recordAsked(asked, 20, state).every((a) => a.version <= 20)).toBe(true);
});
