// A content module: what one component (an action card, a faction, a leader, a relic, a technology) brings to the
// flow — its abilities (engine/kernel/abilities.ts), the steps and choices they use. Each kind of component has one
// list of its modules (engine/factions/index.ts, engine/action-cards/index.ts, ...); the dispatcher gathers them.
// What a component changes in the rules while in play is an effects provider instead (engine/kernel/effects.ts).
import type { AbilityDef } from './abilities';
import type { ChoiceDef, ChoiceName } from './choices';
import type { StepDef, StepName } from './steps';

export interface ContentModule<S extends StepName = StepName, C extends ChoiceName = ChoiceName> {
  readonly abilities?: readonly AbilityDef[];
  readonly steps?: readonly StepDef<S>[];
  readonly choices?: readonly ChoiceDef<C>[];
}

/** Keeps the names of the module's steps and choices in its type, so the dispatcher's lists can check them. */
export const defineContent = <S extends StepName = never, C extends ChoiceName = never>(
  module: ContentModule<S, C>,
): ContentModule<S, C> => module;

/* eslint-disable @typescript-eslint/no-explicit-any -- `any` only to match a module of any names */
type StepsOf<M> = M extends ContentModule<infer S, any> ? StepDef<S> : never;
type ChoicesOf<M> = M extends ContentModule<any, infer C> ? ChoiceDef<C> : never;
type AnyModule = ContentModule<any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The steps of a list of modules, keeping their names (engine/flow/steps.ts checks the list is complete). */
export const contentSteps = <M extends AnyModule>(modules: readonly M[]): StepsOf<M>[] =>
  modules.flatMap((m) => (m.steps ?? []) as StepsOf<M>[]);

/** The choices of a list of modules, keeping their names. */
export const contentChoices = <M extends AnyModule>(modules: readonly M[]): ChoicesOf<M>[] =>
  modules.flatMap((m) => (m.choices ?? []) as ChoicesOf<M>[]);

/** The abilities of a list of modules. */
export const contentAbilities = (modules: readonly AnyModule[]): AbilityDef[] =>
  modules.flatMap((m) => m.abilities ?? []);
