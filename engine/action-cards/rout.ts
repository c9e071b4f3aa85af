// Rout (LRR 2 action cards, 78.4 announce retreats): the defender of a space combat plays it at the start of the
// "announce retreats" step; the attacker must then announce a retreat if they are able to (78.7c). The defender
// does not announce one of their own that round, which would keep the attacker from announcing (78.4b).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat } from '../combat/combat-record';
import { retreatsOpen } from '../combat/retreat';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const sidesSchema = z.object({ system: z.string(), attacker: z.number().int(), defender: z.number().int() });

/** The space combat of the window, when the seat is its defender. */
function defendedBy(state: GameState, seat: Seat, subject: Subject) {
  const s = sidesSchema.safeParse(subject);
  const c = currentCombat(state);
  return s.success && s.data.defender === seat && c?.combat === 'space' && c.system === s.data.system ? c : undefined;
}

export const ROUT: AbilityDef = {
  id: 'rout',
  name: 'Rout',
  source: { kind: 'action-card', card: 'rout' },
  window: 'announce-retreats',
  costs: [],
  eligible: (state, seat, subject) => defendedBy(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) => {
    const c = defendedBy(state, seat, subject);
    return c && retreatsOpen(state, c, c.attacker).length > 0
      ? [{ label: 'your opponent must announce a retreat', targets: {} }]
      : [];
  },
  // 2.6a: with no system the attacker could retreat to, the card would change nothing.
  check: (state, seat, _targets, subject) => {
    const c = defendedBy(state, seat, subject);
    return c && retreatsOpen(state, c, c.attacker).length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Your opponent has no system they could retreat to.');
  },
  resolve: (ctx, seat, _targets, subject) => {
    const c = defendedBy(ctx.state, seat, subject);
    // combat/announce-retreats/attacker announces for them when they can still retreat.
    if (c) c.mustRetreat = c.attacker;
  },
};

export const ROUT_CARD = defineContent({ abilities: [ROUT] });
