// Intercept (LRR 2 action cards, 78.4 announce retreats, 78.7 retreat): after the player's opponent in a space
// combat announces a retreat, that opponent cannot retreat this combat round — the announcement is cancelled.
// Skilled Retreat is not a retreat (FAQ), so it is out of this card's reach.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, opponentIn } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const announcedSchema = z.object({ seat: z.number().int(), system: z.string() });

/** The combat in which the seat's opponent announced the retreat still standing. */
function retreatOfOpponent(state: GameState, seat: Seat, subject: Subject) {
  const s = announcedSchema.safeParse(subject);
  const c = currentCombat(state);
  if (!s.success || !c || c.combat !== 'space' || c.system !== s.data.system) return undefined;
  if (s.data.seat === seat || ![c.attacker, c.defender].includes(seat) || opponentIn(c, seat) !== s.data.seat)
    return undefined;
  return c.retreat === s.data.seat ? c : undefined;
}

export const INTERCEPT: AbilityDef = {
  id: 'intercept',
  name: 'Intercept',
  source: { kind: 'action-card', card: 'intercept' },
  window: 'after-retreat-announced',
  costs: [],
  eligible: (state, seat, subject) => {
    const s = announcedSchema.safeParse(subject);
    const c = currentCombat(state);
    return s.success && c !== undefined && s.data.seat !== seat && [c.attacker, c.defender].includes(seat);
  },
  targetOptions: (state, seat, subject) =>
    retreatOfOpponent(state, seat, subject) ? [{ label: 'your opponent may not retreat this round', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    retreatOfOpponent(state, seat, subject)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Your opponent has no retreat announced to stop.'),
  resolve: (ctx, seat, _targets, subject) => {
    const c = retreatOfOpponent(ctx.state, seat, subject);
    // The 'ability-used' event tells everyone; without an announced retreat, combat/retreat moves nothing.
    if (c) c.retreat = null;
  },
};

export const INTERCEPT_CARD = defineContent({ abilities: [INTERCEPT] });
