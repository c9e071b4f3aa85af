// Summit (LRR 2 action cards, 20.3a gaining command tokens): at the start of the strategy phase, gain 2 command tokens.
import { z } from 'zod';
import { fail } from '../core/result';
import {
  checkGainTokens,
  describePlacement,
  gainTokens,
  placements,
  tokenReinforcements,
} from '../economy/command-tokens';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

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

export const SUMMIT_CARD = defineContent({ abilities: [SUMMIT] });
