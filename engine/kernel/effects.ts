// LRR 1.6 ("cannot" is absolute), 56 modifiers: effects that change a rule while their source is in play — a law, a
// promissory note face up, a faction ability, a technology, a unit on the board. A rule module never imports them:
// it asks a hook (`ask(FLEET_POOL_LIMIT, { state })`) and every provider that answers that hook is consulted.
//
// A hook is a named question with a combinator (engine/effects/hooks.ts lists them); a provider is a source's
// answers to some hooks (engine/effects/providers.ts lists them all). Providers answer from the state alone and
// receive `ask` to consult other hooks (a mech's ability asks whether a law suppresses mech abilities) without
// importing anything that asks hooks themselves — so there is no import cycle between rules and effects.

import { readOnly } from './draft';

/** A question rule modules ask; `combine` folds every provider's answer (none: the rule's own answer). */
export interface Hook<A, R> {
  readonly id: string;
  readonly combine: (answers: readonly R[]) => R;
  /**
   * A question answered with a flag or a number ("cannot", modifiers, limits): nothing of the state can escape
   * through its answer, so its providers read the state through the peek (kernel/draft.ts), and asking it inside a
   * command does not make the draft copy what they look at. Providers never change the state they are asked about.
   */
  readonly readsOnly: boolean;
  /** A provider's answer to this hook: `answer` gets the hook's arguments and `ask` for other hooks. */
  answer(answer: (args: A, ask: Ask) => R): Effect;
}

export function defineHook<A, R>(id: string, combine: (answers: readonly R[]) => R): Hook<A, R> {
  return {
    id,
    combine,
    readsOnly: QUESTIONS.has(combine as (answers: readonly never[]) => unknown),
    answer: (answer) => ({ hook: id, answer: answer as (args: unknown, ask: Ask) => unknown }),
  };
}

// ---- Combinators ---------------------------------------------------------------------------------------------------

/** Combinators whose answers are flags or numbers (see `Hook.readsOnly`). */
const QUESTIONS = new WeakSet<(answers: readonly never[]) => unknown>();
const question = <T>(combine: (answers: readonly T[]) => T): ((answers: readonly T[]) => T) => {
  QUESTIONS.add(combine as (answers: readonly never[]) => unknown);
  return combine;
};

/** True when any provider says so ("cannot" effects, flags). */
export const anyOf = question((answers: readonly boolean[]): boolean => answers.some((a) => a));
/** Modifiers add up (56.1). */
export const sumOf = question((answers: readonly number[]): number => answers.reduce((n, a) => n + a, 0));
/** The smallest limit wins; `rule` is the limit the rules give without effects. */
export const minOf = (rule: number) => question((answers: readonly number[]): number => Math.min(rule, ...answers));
/** The largest limit wins; `rule` is the limit the rules give without effects. */
export const maxOf = (rule: number) => question((answers: readonly number[]): number => Math.max(rule, ...answers));
/** The first provider that answers (others answer null). */
export const firstOf = <T>(answers: readonly (T | null)[]): T | null => answers.find((a) => a !== null) ?? null;
/** Every provider's items together. */
export const allOf = <T>(answers: readonly (readonly T[])[]): T[] => answers.flat();
/** Triggers (effects that act through the flow context) return nothing to combine. */
export const triggers = (_answers: readonly void[]): void => undefined;

// ---- Providers -----------------------------------------------------------------------------------------------------

/** Asks a hook: every provider's answer, combined. */
export type Ask = <A, R>(hook: Hook<A, R>, args: A) => R;

export interface Effect {
  readonly hook: string;
  answer(args: unknown, ask: Ask): unknown;
}

export interface EffectProvider {
  /** The source, e.g. 'law:political-censure', 'note:ceasefire', 'faction:sardakk', 'technology:amd'. */
  readonly id: string;
  readonly effects: readonly Effect[];
}

export function defineProvider(id: string, effects: readonly Effect[]): EffectProvider {
  return { id, effects };
}

/** A question's arguments with the state read through its peek, when it is a command's draft. */
function readingOnly<A>(args: A): A {
  const state = (args as { state?: unknown }).state;
  if (typeof state !== 'object' || state === null) return args;
  const peek = readOnly(state);
  return peek === state ? args : { ...args, state: peek };
}

/** The `ask` of a list of providers: each hook's answers indexed once. */
export function askWith(providers: readonly EffectProvider[]): Ask {
  const byHook = new Map<string, ((args: unknown, ask: Ask) => unknown)[]>();
  for (const p of providers) for (const e of p.effects) byHook.set(e.hook, [...(byHook.get(e.hook) ?? []), e.answer]);
  const ask: Ask = <A, R>(hook: Hook<A, R>, args: A): R => {
    const asked = hook.readsOnly ? readingOnly(args) : args;
    const answers = (byHook.get(hook.id) ?? []).map((answer) => answer(asked, ask) as R);
    return hook.combine(answers);
  };
  return ask;
}
