// The first action cards on the ability framework (LRR 2): Sabotage (a hidden response that cancels), Summit (a
// phase-start window) and Insubordination (a component action with a target). They prove the framework's parts.
import { z } from 'zod';
import { fail, ok } from '../../core/result';
import {
  checkGainTokens,
  describePlacement,
  gainTokens,
  placements,
  tokenReinforcements,
} from '../../economy/command-tokens';
import { emit } from '../../kernel/context';
import type { AbilityDef } from '../../kernel/abilities';

/** Cancels another player's action card while its "when played" window is open (2.8). */
export const SABOTAGE: AbilityDef = {
  id: 'sabotage',
  name: 'Sabotage',
  source: { kind: 'action-card', card: 'sabotage' },
  window: 'when-action-card-played',
  costs: [],
  // 2.6b: once the card is cancelled, a second Sabotage in the same window would affect the same card.
  eligible: (state, seat, subject) =>
    subject.seat !== seat && subject.card !== 'sabotage' && !state.cancelledPlays.includes(Number(subject.playId)),
  targetOptions: () => [{ label: 'cancel that action card', targets: {} }],
  check: (state, _seat, _targets, subject) =>
    state.cancelledPlays.includes(Number(subject.playId))
      ? fail('ability/already-cancelled', '2.6b', 'That action card is already cancelled.')
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    if (typeof subject.playId === 'number') ctx.state.cancelledPlays.push(subject.playId);
  },
};

const placementSchema = z.object({
  tactic: z.number().int().min(0),
  fleet: z.number().int().min(0),
  strategy: z.number().int().min(0),
});

/** At the start of the strategy phase: gain 2 command tokens (20.3a caps it at what reinforcements hold). */
export const SUMMIT: AbilityDef = {
  id: 'summit',
  name: 'Summit',
  source: { kind: 'action-card', card: 'summit' },
  window: 'start-of-strategy-phase',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    placements(Math.min(2, tokenReinforcements(state, seat))).map((p) => ({
      label: describePlacement(p),
      targets: { ...p },
    })),
  check: (state, seat, targets) => {
    const p = placementSchema.safeParse(targets);
    if (!p.success) return fail('input/bad-targets', 'input', 'Say how many tokens go to each pool.');
    return checkGainTokens(state, seat, 2, p.data);
  },
  resolve: (ctx, seat, targets) => {
    const placed = placementSchema.parse(targets);
    const player = ctx.state.players[seat]!;
    // Resolve as much as possible (1.9): reinforcements may have shrunk since the card was chosen.
    const room = tokenReinforcements(ctx.state, seat);
    const trimmed = { ...placed };
    let over = placed.tactic + placed.fleet + placed.strategy - room;
    for (const pool of ['strategy', 'fleet', 'tactic'] as const)
      while (over > 0 && trimmed[pool] > 0) {
        trimmed[pool] -= 1;
        over -= 1;
      }
    gainTokens(player.pools, trimmed);
    emit(ctx, { type: 'tokens-changed', seat, ...player.pools });
  },
};

/** Action: return one token from another player's tactic pool to their reinforcements. */
export const INSUBORDINATION: AbilityDef = {
  id: 'insubordination',
  name: 'Insubordination',
  source: { kind: 'action-card', card: 'insubordination' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    state.players
      .filter((p) => p.seat !== seat && !p.eliminated && p.pools.tactic > 0)
      .map((p) => ({ label: `${p.name}'s tactic pool`, targets: { player: p.seat } })),
  check: (state, seat, targets) => {
    const target = state.players[Number(targets.player)];
    if (!target || target.seat === seat || target.eliminated)
      return fail('ability/bad-target', '2.6a', 'Choose another player.');
    if (target.pools.tactic < 1)
      return fail('ability/bad-target', '2.6a', `${target.name} has no token in their tactic pool.`);
    return ok(undefined);
  },
  resolve: (ctx, _seat, targets) => {
    const target = ctx.state.players[Number(targets.player)];
    if (!target || target.pools.tactic < 1) return;
    target.pools.tactic -= 1;
    emit(ctx, { type: 'tokens-changed', seat: target.seat, ...target.pools });
  },
};
