// Morale Boost (LRR 2 action cards, 56 modifiers, 18 combat rolls): at the start of a combat round, +1 to the result
// of every combat roll of the player's units in this round — space or ground combat alike.
import { z } from 'zod';
import { ok } from '../core/result';
import type { WindowId } from '../core/windows';
import { addRollModifier } from '../combat/dice';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const sidesSchema = z.object({ attacker: z.number().int(), defender: z.number().int() });

/** Whether the seat fights in the combat whose round starts (the window's subject names both sides). */
export function fightsIn(subject: Subject, seat: number): boolean {
  const s = sidesSchema.safeParse(subject);
  return s.success && (s.data.attacker === seat || s.data.defender === seat);
}

/** The card is played at the start of a space combat round or a ground combat round: one ability for each window. */
function moraleBoost(id: string, window: WindowId): AbilityDef {
  return {
    id,
    name: 'Morale Boost',
    source: { kind: 'action-card', card: 'morale-boost' },
    window,
    costs: [],
    eligible: (_state, seat, subject) => fightsIn(subject, seat),
    targetOptions: () => [{ label: '+1 to your combat rolls this round', targets: {} }],
    check: () => ok(undefined),
    resolve: (ctx, seat) => {
      // Dropped when the round ends (combat/*/next-round ends the 'round' scope).
      addRollModifier(ctx.state, { seat, roll: 'combat', amount: 1, scope: 'round', source: 'morale-boost' });
    },
  };
}

export const MORALE_BOOST = moraleBoost('morale-boost', 'start-of-combat-round');
export const MORALE_BOOST_GROUND = moraleBoost('morale-boost-ground', 'start-of-ground-combat-round');

export const MORALE_BOOST_CARD = defineContent({ abilities: [MORALE_BOOST, MORALE_BOOST_GROUND] });
