// Remembered board queries (kernel/query-memo.ts): a plain state's answers are remembered while options() looks at
// it, a state apply returned for good; a draft's only while nothing can change it (the leader-unlock check) or while
// it still equals a stored state, never while a command may write to it.
import { expect, test } from 'vitest';
import { draftState, markStored } from './draft';
import { FLOW_BOOKKEEPING, memoOn, withQueryMemo, withSettledDraft } from './query-memo';

const stored = () => ({ board: { systems: { a: { units: 1 } } } });

/** A query that counts how often it is worked out. */
function counter() {
  let worked = 0;
  const units = (state: { board: { systems: { a: { units: number } } } }) =>
    memoOn(state.board, 'units', (board) => {
      worked += 1;
      return board.systems.a.units;
    });
  return { units, worked: () => worked };
}

test('a plain state is asked once per options() scope and afresh outside any scope', () => {
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

test('a state apply returned is asked once for good, and a draft of it answers from it until what the query reads changes', () => {
  const state = stored();
  markStored(state);
  const q = counter();
  expect([q.units(state), q.units(state)]).toEqual([1, 1]);
  const { draft, peek } = draftState(state);
  expect(q.units(peek)).toBe(1); // the board, unchanged so far, is the stored one
  expect(q.worked()).toBe(1);
  draft.board.systems.a.units = 3;
  expect([q.units(peek), q.units(peek)]).toEqual([3, 3]); // changed: worked out afresh, every time, outside a scope
  expect(q.worked()).toBe(3);
});

test('a draft that changed only the flow bookkeeping answers a whole-state query as the stored state did', () => {
  const state = { ...stored(), stack: [] as string[], players: [{ tradeGoods: 1 }] };
  markStored(state);
  let worked = 0;
  const goods = (s: typeof state) =>
    memoOn(s, 'goods', (on) => (worked += 1) && on.players[0]!.tradeGoods, FLOW_BOOKKEEPING);
  goods(state);
  const { draft } = draftState(state);
  draft.stack.push('a step');
  expect(goods(draft)).toBe(1);
  expect(worked).toBe(1);
  draft.players[0]!.tradeGoods = 4;
  expect(goods(draft)).toBe(4);
  expect(worked).toBe(2);
});
