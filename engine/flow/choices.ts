// Choice decisions: a player picks one of a named set of options to continue an ability or a step. Each choice
// kind registers how to list its options and how to resolve the picked one.
import type { ChoiceDecision } from '../core/frames';
import { fail, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';

export interface ChoiceKind {
  options(state: GameState, decision: ChoiceDecision, seat: Seat): { option: string; label: string }[];
  resolve(ctx: CommandCtx, decision: ChoiceDecision, option: string): Result<void>;
  /** What a timeout picks; undefined = this choice has no default and waits. */
  defaultOption?(state: GameState, decision: ChoiceDecision, seat: Seat): string | undefined;
}

/** Registered by the modules that open choices. */
export const CHOICES: Record<string, ChoiceKind> = {};

export function registerChoice(name: string, kind: ChoiceKind): void {
  CHOICES[name] = kind;
}

export function choose(ctx: CommandCtx, decision: ChoiceDecision, option: string): Result<void> {
  const kind = CHOICES[decision.choice];
  if (!kind) return fail('engine/unknown-choice', 'input', `Unknown choice ${decision.choice}.`);
  if (!kind.options(ctx.state, decision, ctx.seat).some((o) => o.option === option)) {
    return fail('input/not-an-option', 'input', `"${option}" is not one of the offered options.`);
  }
  return kind.resolve(ctx, decision, option);
}

export function choiceOptions(state: GameState, decision: ChoiceDecision, seat: Seat): Option[] {
  const kind = CHOICES[decision.choice];
  return (kind?.options(state, decision, seat) ?? []).map((o) => ({
    command: { type: 'choose', option: o.option },
    label: o.label,
    group: 'Choose',
  }));
}
