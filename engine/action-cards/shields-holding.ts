// Shields Holding (LRR 2 action cards, 78.6 assigning hits in space combat): before the player assigns hits to their
// ships in a space combat, cancel up to 2 of those hits.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { currentCombat } from '../combat/combat-record';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { fightsIn } from './morale-boost';

const targetsSchema = z.object({ hits: z.number().int().min(1).max(2) });

/** Hits produced against the seat's ships in the space combat under way, not yet assigned. */
function hitsAgainst(state: GameState, seat: number): number {
  const c = currentCombat(state);
  return c && c.combat === 'space' ? (c.hits[String(seat)]?.count ?? 0) : 0;
}

export const SHIELDS_HOLDING: AbilityDef = {
  id: 'shields-holding',
  name: 'Shields Holding',
  source: { kind: 'action-card', card: 'shields-holding' },
  window: 'before-hits-assigned',
  costs: [],
  eligible: (_state, seat, subject) => subject.planet === null && fightsIn(subject, seat),
  targetOptions: (state, seat) => {
    const n = Math.min(2, hitsAgainst(state, seat));
    return Array.from({ length: n }, (_, i) => ({
      label: `cancel ${i + 1} hit${i === 0 ? '' : 's'}`,
      targets: { hits: i + 1 },
    }));
  },
  check: (state, seat, targets) => {
    const t = targetsSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Say how many hits to cancel: 1 or 2.');
    // 2.6a: the card cannot be played to cancel hits that were not produced.
    if (hitsAgainst(state, seat) < t.data.hits)
      return fail('ability/bad-target', '2.6a', 'There are not that many hits against your ships to cancel.');
    return ok(undefined);
  },
  // The 'ability-used' event tells everyone; the hit assignment that follows shows the hits left.
  resolve: (ctx, seat, targets) => {
    const c = currentCombat(ctx.state);
    const h = c?.hits[String(seat)];
    if (!c || !h) return;
    const cancelled = Math.min(h.count, targetsSchema.parse(targets).hits);
    h.count -= cancelled;
    // The hits that must go to non-fighter ships (78.6, the L1Z1X flagship) are cancelled first: the player's best.
    h.restricted = Math.max(0, h.restricted - cancelled);
  },
};

export const SHIELDS_HOLDING_CARD = defineContent({ abilities: [SHIELDS_HOLDING] });
