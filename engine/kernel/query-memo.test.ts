// Remembered board queries (kernel/query-memo.ts): a stored state's answers are remembered while options() looks at
// it; a draft's only while nothing can change it (the leader-unlock check), never while a command may write to it.
import { expect, test } from 'vitest';
import { draftState } from './draft';
import { memoOn, withQueryMemo, withSettledDraft } from './query-memo';

const stored = () => ({ board: { systems: { a: { units: 1 } } } });

/** A query that counts how often it is worked out. */
function counter() {
  let worked = 0;
  const units = (state: { board: { systems: { a: { units: number } } } }) =>
    memoOn(state.board, 'units', () => {
      worked += 1;
      return state.board.systems.a.units;
    });
  return { units, worked: () => worked };
}

test('a stored state is asked once per options() scope and afresh outside any scope', () => {
  const state = stored();
  const q = counter();
  withQueryMemo(() => [q.units(state), q.units(state)]);
  expect(q.worked()).toBe(1);
  q.units(state);
  q.units(state);
  expect(q.worked()).toBe(3);
});

test('a draft is never remembered in an options() scope: a command may change it between two questions', () => {
  const { draft, peek } = draftState(stored());
  draft.board.systems.a.units = 2; // the board is now the draft's own part
  const q = counter();
  const answers = withQueryMemo(() => {
    const first = q.units(peek);
    draft.board.systems.a.units = 5;
    return [first, q.units(peek)];
  });
  expect(answers).toEqual([2, 5]);
  expect(q.worked()).toBe(2);
});

test('a settled draft is remembered for the scope only, and the next scope sees what changed since', () => {
  const { draft, peek } = draftState(stored());
  draft.board.systems.a.units = 2;
  const q = counter();
  expect(withSettledDraft(() => [q.units(peek), q.units(peek)])).toEqual([2, 2]);
  expect(q.worked()).toBe(1);
  draft.board.systems.a.units = 4;
  expect(withSettledDraft(() => q.units(peek))).toBe(4);
  expect(q.worked()).toBe(2);
});
