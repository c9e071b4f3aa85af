// Reflective Shielding (LRR 2 action cards, 87 sustain damage, 78.6 assigning hits): when one of the player's ships
// uses Sustain Damage during a space combat, 2 hits are produced against the opponent's ships in the active system;
// the opponent assigns them as any hits (and may use Sustain Damage against them).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { combatTypesIn, currentCombat, opponentIn } from '../combat/combat-record';
import { pushAssignHits } from '../combat/hits';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { shipsIn } from './card-kit';

const sustainingSchema = z.object({
  seat: z.number().int(),
  system: z.string(),
  planet: z.string().nullable(),
  units: z.record(z.string(), z.number().int()),
});

/** The space combat in which the seat's ships are about to use Sustain Damage. */
function combatOf(state: GameState, seat: Seat, subject: Subject) {
  const s = sustainingSchema.safeParse(subject);
  const c = currentCombat(state);
  if (!s.success || s.data.seat !== seat || s.data.planet !== null || !c || c.combat !== 'space') return undefined;
  const ships = Object.entries(s.data.units).some(([t, n]) => n > 0 && (SHIP_TYPES as readonly string[]).includes(t));
  return ships && c.system === s.data.system && [c.attacker, c.defender].includes(seat) ? c : undefined;
}

export const REFLECTIVE_SHIELDING: AbilityDef = {
  id: 'reflective-shielding',
  name: 'Reflective Shielding',
  source: { kind: 'action-card', card: 'reflective-shielding' },
  window: 'when-sustain-damage',
  costs: [],
  eligible: (state, seat, subject) => combatOf(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) => {
    const c = combatOf(state, seat, subject);
    return c && shipsIn(state, c.system, opponentIn(c, seat)) > 0
      ? [{ label: "2 hits against your opponent's ships", targets: {} }]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const c = combatOf(state, seat, subject);
    return c && shipsIn(state, c.system, opponentIn(c, seat)) > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Your opponent has no ships left to take the hits.');
  },
  resolve: (ctx, seat, _targets, subject) => {
    const c = combatOf(ctx.state, seat, subject);
    if (!c) return;
    const opponent = opponentIn(c, seat);
    const eligible: readonly UnitType[] = combatTypesIn(ctx.state, c, opponent);
    // Assigned before the sustained damage is applied: the window comes before it (engine/combat/hits.ts).
    pushAssignHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: null,
      order: [opponent],
      hits: { [String(opponent)]: { count: 2, restricted: 0, eligible, sustain: true, by: seat } },
    });
  },
};

export const REFLECTIVE_SHIELDING_CARD = defineContent({ abilities: [REFLECTIVE_SHIELDING] });
