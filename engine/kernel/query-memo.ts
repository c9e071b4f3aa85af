// Remembered answers to board queries while `options()` looks at one state (docs/architecture.md, Speed). A stored
// state never changes, so who is present where, which systems are adjacent and who neighbours whom can be worked
// out once per `options()` call instead of once per candidate. Parts of a draft change while a command runs, so
// they are never remembered: inside `apply`, and for trial copies, every query is worked out afresh.
import { isDraftPart } from './draft';

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

/** The answer for `key` about `on`, worked out once per scope when `on` is a plain (stored) object. */
export function memoOn<T>(on: object, key: string, work: () => T): T {
  if (!scope || (!settled && isDraftPart(on))) return work();
  let answers = scope.get(on);
  if (!answers) scope.set(on, (answers = new Map()));
  if (answers.has(key)) return answers.get(key) as T;
  const answer = work();
  answers.set(key, answer);
  return answer;
}
