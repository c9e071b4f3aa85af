// Choice decisions: a player picks one of a named set of options to continue an ability or a step (which planet,
// which unit, which token). A module declares each of its choices once — name, argument schema, how to list the
// options, how to resolve the one picked, what a timeout picks — and engine/flow/choices.ts lists every definition.
//
// As for steps (engine/kernel/steps.ts), `ChoiceArgs` tells the type checker the arguments of every choice; the
// defining module extends it next to its definition:
//
//   const pickArgs = z.object({ seat: seatSchema, system: hexKeySchema });
//   declare module './choices' {
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
  /**
   * True when `resolve` accepts every option `options` lists: options() then offers them without trying each one on
   * a draft (the bot tests still apply every option they pick, so a wrong flag shows up there).
   */
  readonly offersOnlyLegal?: true;
  /** The LRR rule that decides which options are legal: a pick outside them is refused citing it (else 'input'). */
  readonly rule?: string;
}

export interface ChoiceDef<N extends ChoiceName = ChoiceName> {
  readonly name: N;
  /** Checks the arguments of a stored decision when a game is loaded (engine/flow/load.ts). */
  readonly args: z.ZodType<ChoiceArgs[N]>;
  options(state: GameState, decision: ChoiceOf<N>, seat: Seat): ChoiceOption[];
  resolve(ctx: CommandCtx, decision: ChoiceOf<N>, option: string): Result<void>;
  default?(state: GameState, decision: ChoiceOf<N>, seat: Seat): string | undefined;
  readonly offersOnlyLegal?: true;
  readonly rule?: string;
}

export function defineChoice<N extends ChoiceName>(
  name: N,
  args: z.ZodType<ChoiceArgs[N]>,
  handlers: ChoiceHandlers<N>,
): ChoiceDef<N> {
  return { name, args, ...handlers };
}

/** How a caller wants a choice opened: `pushChoice`, or a strategy card placing it after its own decision. */
export type ChoiceOpener = <N extends ChoiceName>(
  ctx: FlowCtx,
  choice: N,
  open: { readonly args: ChoiceArgs[N]; readonly waitingOn: readonly Seat[] },
) => void;

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
