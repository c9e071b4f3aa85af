// Steps: work the engine does by itself, by name, with JSON arguments (engine/core/frames.ts). A module declares
// each of its steps once — name, argument schema, handler — and engine/flow/steps.ts lists every definition.
//
// The arguments of every step are known to the type checker through `StepArgs`, which each defining module
// extends next to its definition:
//
//   const roundArgs = z.object({ system: hexKeySchema });
//   declare module './steps' {
//     interface StepArgs { 'combat/space/round': z.infer<typeof roundArgs> }
//   }
//   export const SPACE_ROUND = defineStep('combat/space/round', roundArgs, (ctx, args) => { ... });
//
// so any module may push any step, typed — `pushStep(ctx.state, 'combat/space/round', { system })` — without
// importing the module that defines it. Modules that push each other's steps (a combat round that starts a
// retreat that ends the combat round) therefore never import each other for it.
import { z } from 'zod';
import type { StepFrame } from '../core/frames';
import type { GameState } from '../core/state';
import type { FlowCtx } from './context';

/** Step name → its arguments. Extended by declaration merging in each module that defines steps (see above). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StepArgs {}

export type StepName = keyof StepArgs & string;

/**
 * The arguments of a step (or choice) that takes none. Not strict: a strategy card's follow-up frames carry a
 * `followUpOf` tag beside their arguments (engine/phases/cards/common.ts).
 */
export const noArgs = z.object({});
export type NoArgs = z.infer<typeof noArgs>;

export interface StepDef<N extends StepName = StepName> {
  readonly name: N;
  /** Checks the arguments of a stored frame when a game is loaded (engine/flow/load.ts). */
  readonly args: z.ZodType<StepArgs[N]>;
  run(ctx: FlowCtx, args: StepArgs[N]): void;
}

export function defineStep<N extends StepName>(
  name: N,
  args: z.ZodType<StepArgs[N]>,
  run: (ctx: FlowCtx, args: StepArgs[N]) => void,
): StepDef<N> {
  return { name, args, run };
}

/** Steps that take no arguments (a sequence of them can be written as a list of names). */
export type NoArgStep = { [K in StepName]: NoArgs extends StepArgs[K] ? K : never }[StepName];

/** A step to push, as data: its name and arguments (for callers that pass steps around, like test kits). */
export type StepCall = { [N in StepName]: { readonly step: N; readonly args?: StepArgs[N] } }[StepName];

/** Pushes a step given as data. */
export function pushStepCall(state: GameState, call: StepCall): void {
  state.stack.push(stepFrame(call.step, ...([call.args] as ArgsParam<typeof call.step>)));
}

/** Arguments may be left out for a step that takes none. */
export type ArgsParam<N extends StepName> = NoArgs extends StepArgs[N] ? [args?: StepArgs[N]] : [args: StepArgs[N]];

/**
 * Pushes a step on top of the stack. A handler pushes its continuation first and its sub-steps after: the stack
 * runs the last pushed first.
 */
export function pushStep<N extends StepName>(state: GameState, step: N, ...args: ArgsParam<N>): void {
  state.stack.push(stepFrame(step, ...args));
}

/** A step as a stored frame (plain JSON); a step without arguments stores none. */
export function stepFrame<N extends StepName>(step: N, ...args: ArgsParam<N>): StepFrame {
  // Typed by StepArgs where it is called; stored as the plain record every frame holds.
  const a = args[0] as Readonly<Record<string, unknown>> | undefined;
  return a === undefined ? { frame: 'step', step } : { frame: 'step', step, args: a };
}

/**
 * The innermost frame of a step still waiting on the stack, with its arguments typed — for a decision above it
 * that completes what the step will resolve (the status phase's scores, collected in the step's arguments).
 */
export function stepOnStack<N extends StepName>(
  state: GameState,
  step: N,
): { readonly frame: 'step'; readonly step: N; readonly args: StepArgs[N] } | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i]!;
    // Pushed with pushStep (typed) or checked when the game was loaded (engine/flow/load.ts).
    if (f.frame === 'step' && f.step === step) return f as unknown as { frame: 'step'; step: N; args: StepArgs[N] };
  }
  return undefined;
}
