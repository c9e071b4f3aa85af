// Maneuvering Jets (LRR 2 action cards, 77 space cannon): before the player assigns hits another player's Space
// Cannon roll produced against their units, cancel 1 of those hits.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { cancelSpaceCannonHits, spaceCannonHitsLeft } from '../combat/space-cannon';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const rollSchema = z.object({ seat: z.number().int(), target: z.number().int() });

/** The seat is the target of another player's space cannon roll (offense or defense). */
const targetOf = (subject: Subject, seat: number): boolean => {
  const s = rollSchema.safeParse(subject);
  return s.success && s.data.target === seat && s.data.seat !== seat;
};

export const MANEUVERING_JETS: AbilityDef = {
  id: 'maneuvering-jets',
  name: 'Maneuvering Jets',
  source: { kind: 'action-card', card: 'maneuvering-jets' },
  window: 'before-space-cannon-hits-assigned',
  costs: [],
  eligible: (_state, seat, subject) => targetOf(subject, seat),
  targetOptions: () => [{ label: 'cancel 1 space cannon hit', targets: {} }],
  check: (state) =>
    spaceCannonHitsLeft(state) > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'The space cannon roll produced no hit to cancel.'),
  resolve: (ctx) => {
    if (spaceCannonHitsLeft(ctx.state) > 0) cancelSpaceCannonHits(ctx.state, 1);
  },
};

export const MANEUVERING_JETS_CARD = defineContent({ abilities: [MANEUVERING_JETS] });
