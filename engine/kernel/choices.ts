// Choice decisions: a player picks one of a named set of options to continue an ability or a step (which planet,
// which unit, which token). A module declares each of its choices once — name, argument schema, how to list the
// options, how to resolve the one picked, what a timeout picks — and engine/flow/choices.ts lists every definition.
//
// As for steps (engine/kernel/steps.ts), `ChoiceArgs` tells the type checker the arguments of every choice; the
// defining module extends it next to its definition:
//
//   const pickArgs = z.object({ seat: seatSchema, system: hexKeySchema });
//   declare module '../kernel/choices' {
//     interface ChoiceArgs { 'fleet-pool/remove': z.infer<typeof pickArgs> }
//   }
//
// so the handlers read `decision.args` typed, and any module can open the choice with `pushChoice`.
import type { z } from 'zod';
import type { ChoiceDecision } from '../core/frames';
import type { Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { CommandCtx, FlowCtx } from './context';
import { pushDecision } from './stack';

/** Choice name → its arguments. Extended by declaration merging in each module that defines choices. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChoiceArgs {}

export type ChoiceName = keyof ChoiceArgs & string;

/** A choice decision of one kind, with its arguments typed. */
export type ChoiceOf<N extends ChoiceName> = Omit<ChoiceDecision, 'choice' | 'args'> & {
  readonly choice: N;
  readonly args: ChoiceArgs[N];
};

export interface ChoiceOption {
  readonly option: string;
  readonly label: string;
}

export interface ChoiceHandlers<N extends ChoiceName> {
  /** What `seat` may pick now. A choice whose options all vanished resolves as nothing (1.9). */
  options(state: GameState, decision: ChoiceOf<N>, seat: Seat): ChoiceOption[];
  /** Resolves an offered option (the dispatcher checked it is one). The handler removes the decision. */
  resolve(ctx: CommandCtx, decision: ChoiceOf<N>, option: string): Result<void>;
  /** What a timeout picks; absent (or undefined) = the choice has no default and waits for the player. */
  default?(state: GameState, decision: ChoiceOf<N>, seat: Seat): string | undefined;
}

export interface ChoiceDef<N extends ChoiceName = ChoiceName> {
  readonly name: N;
  /** Checks the arguments of a stored decision when a game is loaded (engine/flow/load.ts). */
  readonly args: z.ZodType<ChoiceArgs[N]>;
  options(state: GameState, decision: ChoiceOf<N>, seat: Seat): ChoiceOption[];
  resolve(ctx: CommandCtx, decision: ChoiceOf<N>, option: string): Result<void>;
  default?(state: GameState, decision: ChoiceOf<N>, seat: Seat): string | undefined;
}

export function defineChoice<N extends ChoiceName>(
  name: N,
  args: z.ZodType<ChoiceArgs[N]>,
  handlers: ChoiceHandlers<N>,
): ChoiceDef<N> {
  return { name, args, ...handlers };
}

/** Opens a choice for the seats in `waitingOn` (usually one). */
export function pushChoice<N extends ChoiceName>(
  ctx: FlowCtx,
  choice: N,
  open: { readonly args: ChoiceArgs[N]; readonly waitingOn: readonly Seat[] },
): ChoiceOf<N> {
  const d = pushDecision(ctx, {
    kind: 'choice',
    choice,
    args: open.args as Readonly<Record<string, unknown>>,
    waitingOn: [...open.waitingOn],
  });
  return d as ChoiceOf<N>;
}

// ---- Transition: choices still registered the old way (removed once every module declares its choices) ----------

/** @deprecated declare the choice with defineChoice and list it in engine/flow/choices.ts. */
export interface LegacyChoiceKind {
  options(state: GameState, decision: ChoiceDecision, seat: Seat): ChoiceOption[];
  resolve(ctx: CommandCtx, decision: ChoiceDecision, option: string): Result<void>;
  defaultOption?(state: GameState, decision: ChoiceDecision, seat: Seat): string | undefined;
}
export const LEGACY_CHOICES: Record<string, LegacyChoiceKind> = {};
/** @deprecated */
export function registerChoice(name: string, kind: LegacyChoiceKind): void {
  LEGACY_CHOICES[name] = kind;
}
/** @deprecated open choices with pushChoice. */
declare module './choices' {
  interface ChoiceArgs {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    [legacy: string]: any;
  }
}
