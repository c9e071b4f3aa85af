// Remembered answers to board queries (docs/architecture.md, Speed). A state `apply` returned never changes, so who
// is present where, which systems are adjacent and who neighbours whom are worked out once for it, and for every
// later state that shares its board; a plain state is remembered while one `options()` call looks at it. Parts of a
// draft change while a command runs: they are remembered only while nothing can change them (`withSettledDraft`), or
// answered as the stored state they still equal (`storedCounterpart`), else worked out afresh.
import { isDraftPart, isStored, storedCounterpart } from './draft';

let scope: WeakMap<object, Map<string, unknown>> | null = null;
/** Set while a scope reads a draft that nothing changes until the scope ends (`withSettledDraft`). */
let settled = false;

/** Runs `look` with remembered answers for the plain objects it queries; nested calls share the outer scope. */
export function withQueryMemo<T>(look: () => T): T {
  if (scope) return look();
  scope = new WeakMap();
  try {
    return look();
  } finally {
    scope = null;
  }
}

/**
 * Runs `look`, which only reads a draft, with remembered answers for the draft's parts too: nothing changes the
 * draft until it returns (the leader-unlock check reads every condition first and unlocks afterwards), so an answer
 * about one of its parts stays true for the whole scope. Outside any other scope only; a nested call shares it.
 */
export function withSettledDraft<T>(look: () => T): T {
  if (scope) return look();
  scope = new WeakMap();
  settled = true;
  try {
    return look();
  } finally {
    scope = null;
    settled = false;
  }
}

/** Answers about stored objects (kernel/draft.ts `isStored`): they never change, so an answer holds for good. */
const lasting = new WeakMap<object, Map<string, unknown>>();
const NOTHING: ReadonlySet<string> = new Set();

/**
 * The top-level parts of a state that are the flow's own bookkeeping (the stack, counters, standing passes, cards
 * cancelled in a window): board and player queries — adjacency, neighbours, leader unlock conditions — never read
 * them, so a draft that changed only these still answers them as the state it started from. Not the uses counted
 * against limits: Law's Order leaves its mark there, and it blanks every law (Wormhole Reconstruction's adjacency,
 * Articles of War's mechs) for the rest of the turn.
 */
export const FLOW_BOOKKEEPING: ReadonlySet<string> = new Set(['stack', 'seq', 'standingPasses', 'cancelledPlays']);

/**
 * The answer for `key` about `on`, worked out by `work(on)`. It is kept for good when `on` is a stored state or
 * board, or a draft part that still equals one (apart from the top-level keys `ignoring` names, which the query
 * must not read): then it is worked out on the stored object, and every later state that shares it reuses it,
 * including the commands `apply` runs on it after `options()` listed them. Otherwise it is kept for the scope
 * when `on` is plain (or a settled draft), and worked out afresh elsewhere.
 */
export function memoOn<O extends object, T>(
  on: O,
  key: string,
  work: (on: O) => T,
  ignoring: ReadonlySet<string> = NOTHING,
): T {
  const stored = isStored(on) ? on : (storedCounterpart(on, ignoring) as O | undefined);
  if (stored) return remembered(lasting, stored, key, work);
  if (!scope || (!settled && isDraftPart(on))) return work(on);
  return remembered(scope, on, key, work);
}

function remembered<O extends object, T>(
  memo: WeakMap<object, Map<string, unknown>>,
  on: O,
  key: string,
  work: (on: O) => T,
): T {
  let answers = memo.get(on);
  if (!answers) memo.set(on, (answers = new Map()));
  if (answers.has(key)) return answers.get(key) as T;
  const answer = work(on);
  answers.set(key, answer);
  return answer;
}
