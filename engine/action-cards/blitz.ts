// Blitz (LRR 2 action cards, 49.1 / 15 bombardment): at the start of an invasion, the active player's non-fighter
// ships in the active system that have no Bombardment get Bombardment 6 (one die) until the invasion ends.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { statsOf } from '../units/stats';
import { countAt, spaceOf } from '../units/stacks';
import { noteInvasionCard } from './invasion-cards.effects';

const invasionSchema = z.object({ seat: z.number().int().min(0), system: z.string() });

/** The active system, when the seat is the player whose invasion starts. */
export function ownInvasion(seat: Seat, subject: Subject): string | null {
  const s = invasionSchema.safeParse(subject);
  return s.success && s.data.seat === seat ? s.data.system : null;
}

/** The seat's non-fighter ship types in the system's space area without a Bombardment of their own. */
const gainers = (state: GameState, seat: Seat, system: string) =>
  SHIP_TYPES.filter(
    (t) => t !== 'fighter' && countAt(state, spaceOf(system), seat, t) > 0 && !statsOf(state, seat, t)?.bombardment,
  );

export const BLITZ: AbilityDef = {
  id: 'blitz',
  name: 'Blitz',
  source: { kind: 'action-card', card: 'blitz' },
  window: 'start-of-invasion',
  costs: [],
  eligible: (state, seat, subject) => {
    const system = ownInvasion(seat, subject);
    return system !== null && gainers(state, seat, system).length > 0;
  },
  targetOptions: (state, seat, subject) => {
    const system = ownInvasion(seat, subject);
    const ships = system === null ? [] : gainers(state, seat, system);
    return ships.length > 0 ? [{ label: `Bombardment 6 for your ${ships.join(', ')}`, targets: {} }] : [];
  },
  check: (state, seat, _targets, subject) => {
    const system = ownInvasion(seat, subject);
    return system !== null && gainers(state, seat, system).length > 0
      ? ok(undefined)
      : fail(
          'ability/not-eligible',
          '2.6a',
          'Blitz needs your own invasion and a ship of yours there without Bombardment.',
        );
  },
  resolve: (ctx, seat, _targets, subject) => {
    const system = ownInvasion(seat, subject);
    if (system !== null) noteInvasionCard(ctx.state, (n) => ({ ...n, blitz: { seat, system } }));
  },
};

export const BLITZ_CARD = defineContent({ abilities: [BLITZ] });
