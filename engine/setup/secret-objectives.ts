// Complete Setup step 12 (and LRR 61.x): each player draws two secret objectives and keeps one; the other is
// shuffled back. Everyone answers at once — the order cannot change the outcome.
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { CommandOf } from '../core/commands';
import type { ChooseSecretObjectiveDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { Seat } from '../core/state';
import { OBJECTIVES } from '../data/objectives';
import { emit, type CommandCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import type { Option } from '../kernel/options';

declare module '../kernel/steps' {
  interface StepArgs {
    'setup/deal-secrets': NoArgs;
    'setup/shuffle-secrets': NoArgs;
  }
}

export const SECRET_SETUP_STEPS = [
  /** Draws two for every player and waits for each to keep one. */
  defineStep('setup/deal-secrets', noArgs, (ctx) => {
    const { state } = ctx;
    const offered: Record<string, string[]> = {};
    for (const p of state.players) {
      offered[String(p.seat)] = state.decks.secret.draw.splice(0, 2);
    }
    state.seq += 1;
    state.stack.push({
      frame: 'decision',
      kind: 'choose-secret-objective',
      id: state.seq,
      openedAt: ctx.meta?.at ?? null,
      waitingOn: state.players.map((p) => p.seat),
      offered,
    });
  }),
  defineStep('setup/shuffle-secrets', noArgs, (ctx) => {
    ctx.rng.shuffle(ctx.state.decks.secret.draw);
  }),
];

export function keepSecretObjective(
  ctx: CommandCtx,
  decision: ChooseSecretObjectiveDecision,
  cmd: CommandOf<'choose-secret-objective'>,
): Result<void> {
  const offered = decision.offered[String(ctx.seat)] ?? [];
  if (!offered.includes(cmd.objective))
    return fail('setup/not-offered', 'setup 12', 'Keep one of the two secret objectives you drew.');
  const player = ctx.state.players[ctx.seat]!;
  player.secretObjectives.push({ id: cmd.objective, scored: false });
  // The unchosen one goes back into the deck; the deck is shuffled once everyone has chosen.
  ctx.state.decks.secret.draw.push(...offered.filter((o) => o !== cmd.objective));
  delete decision.offered[String(ctx.seat)];
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  emit(ctx, { type: 'secret-objective-kept', seat: ctx.seat, privateTo: ctx.seat });
  if (decision.waitingOn.length === 0) popDecision(ctx.state, decision);
  return ok(undefined);
}

export function secretObjectiveOptions(decision: ChooseSecretObjectiveDecision, seat: Seat): Option[] {
  return (decision.offered[String(seat)] ?? []).map((id) => ({
    command: { type: 'choose-secret-objective', objective: id },
    label: `Keep ${(OBJECTIVES as Record<string, { name: string } | undefined>)[id]?.name ?? id}`,
    group: 'Keep one secret objective',
    // keepSecretObjective refuses only an objective the seat was not offered.
    checked: true,
  }));
}
