import { expect, test } from 'vitest';
import { copyJson, draftChanges, draftState } from './draft';

const base = () => ({
  phase: 'action',
  players: [
    { seat: 0, tradeGoods: 1 },
    { seat: 1, tradeGoods: 0 },
  ],
  board: { systems: { a: { tokens: ['x'] }, b: { tokens: [] as string[] } }, nexus: null },
  laws: [] as string[],
});

test('1.6 a draft copies what a command reaches and leaves the state it started from untouched', () => {
  const state = base();
  const before = JSON.stringify(state);
  const { draft, finish } = draftState(state);
  draft.players[0]!.tradeGoods += 2;
  draft.board.systems.b.tokens.push('y');
  draft.phase = 'status';
  const next = finish();
  expect(JSON.stringify(state)).toBe(before);
  expect(next.players[0]!.tradeGoods).toBe(3);
  expect(next.board.systems.b.tokens).toEqual(['y']);
  expect(next.phase).toBe('status');
  // Untouched parts are shared, touched ones are the draft's own; the next state is plain JSON in the same key order.
  expect(next.laws).toBe(state.laws);
  expect(Array.isArray(next.players)).toBe(true);
  expect(next.board.systems.a).toBe(state.board.systems.a);
  expect(next.board.systems.b).not.toBe(state.board.systems.b);
  expect(JSON.stringify(next)).toBe(
    JSON.stringify({
      ...state,
      phase: 'status',
      players: [{ seat: 0, tradeGoods: 3 }, state.players[1]],
      board: { systems: { a: { tokens: ['x'] }, b: { tokens: ['y'] } }, nexus: null },
    }),
  );
  expect(structuredClone(next)).toEqual(next);
});

test('1.6 a part read from a draft is its own copy, so changing it never reaches the state it started from', () => {
  const state = base();
  const { draft } = draftState(state);
  const systems = Object.values(draft.board.systems);
  systems[0]!.tokens.length = 0;
  expect(state.board.systems.a.tokens).toEqual(['x']);
  expect(copyJson(draft)).toEqual({
    ...state,
    board: { ...state.board, systems: { a: { tokens: [] }, b: { tokens: [] } } },
  });
});

test('1.6 listing the systems of a draft copies none of them; reading one copies that one only', () => {
  const state = base();
  const { draft, finish } = draftState(state);
  expect(Object.keys(draft.board.systems)).toEqual(['a', 'b']);
  for (const key in draft.board.systems) expect(key).toMatch(/^[ab]$/);
  expect(draftChanges(draft)?.changed).toEqual([]);
  expect(draft.board.systems.b.tokens).toEqual([]);
  const next = finish();
  expect(next.board.systems.a).toBe(state.board.systems.a);
  expect(next.board.systems.b).not.toBe(state.board.systems.b);
});

test('1.6 a peek reads the draft as it stands without copying, and refuses writes', () => {
  const state = base();
  const { draft, peek, finish } = draftState(state);
  draft.players[0]!.tradeGoods = 5;
  draft.board.systems.b.tokens.push('y');
  // The peek sees every change made so far, and what was not touched is the very object of the starting state.
  expect(peek.players[0]!.tradeGoods).toBe(5);
  expect(peek.board.systems.b.tokens).toEqual(['y']);
  expect(peek.board.systems.a).toBe(state.board.systems.a);
  expect(peek.laws).toBe(state.laws);
  expect(Object.keys(peek.board.systems)).toEqual(['a', 'b']);
  expect(() => {
    (peek as { phase: string }).phase = 'status';
  }).toThrow(/read-only/);
  // Reading through the peek copied nothing: the untouched system is still shared after finish.
  const next = finish();
  expect(next.board.systems.a).toBe(state.board.systems.a);
  expect(next.phase).toBe('action');
});

test('51.6 a draft names the parts that may differ from its base: a value read or set back is not one, a part reached is', () => {
  const state = base();
  const { draft, peek } = draftState(state);
  expect(draftChanges(draft)).toEqual({ base: state, changed: [] });
  void draft.phase; // read only
  draft.phase = 'status';
  draft.phase = 'action'; // set back to what it was
  void peek.players[0]!.tradeGoods; // a peek copies nothing
  expect(draftChanges(draft)!.changed).toEqual([]);
  void draft.laws.length; // reached: copied, so a handler may have changed it
  void draft.board.nexus; // the board reached, but nothing in it changed
  expect(draftChanges(draft)!.changed).toEqual(['laws']);
  expect(draftChanges(state)).toBeUndefined();
  // The board while no system was reached is no change; a system reached is.
  expect(draftChanges(draft.board)).toEqual({ base: state.board, changed: [] });
  void draft.board.systems.a;
  expect(draftChanges(draft.board)!.changed).toEqual(['systems']);
  expect(draftChanges(draft)!.changed).toEqual(['laws', 'board']);
});
