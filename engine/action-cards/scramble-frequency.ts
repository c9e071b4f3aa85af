// Scramble Frequency (LRR 2 action cards, 74 rerolls; 77 space cannon, 15 bombardment, 10 anti-fighter barrage):
// after another player rolls for Space Cannon, Bombardment or Anti-Fighter Barrage, that player rerolls every die of
// that roll; the new results replace the old ones before any hit is counted (74.1).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { barrageDice } from '../combat/anti-fighter-barrage';
import { rerollDie, type Die } from '../combat/dice';
import { spaceCannonDice } from '../combat/space-cannon';
import { bombardmentDice } from '../invasion/bombardment';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const rolledSchema = z.object({
  seat: z.number().int(),
  roll: z.enum(['space-cannon', 'bombardment', 'anti-fighter-barrage']),
});

/** The roll the window follows, when another player made it. */
function rollOf(subject: Subject, seat: Seat) {
  const s = rolledSchema.safeParse(subject);
  return s.success && s.data.seat !== seat ? s.data : undefined;
}

/** The dice of that roll, grouped as they are kept (bombardment: by planet), that rerolls may still change. */
function diceOf(state: GameState, seat: Seat, subject: Subject): Die[][] {
  const r = rollOf(subject, seat);
  if (!r) return [];
  const groups =
    r.roll === 'space-cannon'
      ? [spaceCannonDice(state)]
      : r.roll === 'bombardment'
        ? Object.values(bombardmentDice(state))
        : [barrageDice(state, r.seat)];
  return groups.filter((g) => g.length > 0);
}

export const SCRAMBLE_FREQUENCY: AbilityDef = {
  id: 'scramble-frequency',
  name: 'Scramble Frequency',
  source: { kind: 'action-card', card: 'scramble-frequency' },
  window: 'after-unit-ability-rolled',
  costs: [],
  eligible: (_state, seat, subject) => rollOf(subject, seat) !== undefined,
  targetOptions: (state, seat, subject) =>
    diceOf(state, seat, subject).length > 0 ? [{ label: 'that player rerolls all of those dice', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    diceOf(state, seat, subject).length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'There are no dice of that roll left to reroll.'),
  resolve: (ctx, seat, _targets, subject) => {
    const r = rollOf(subject, seat);
    if (!r) return;
    for (const dice of diceOf(ctx.state, seat, subject))
      dice.forEach((_, i) => rerollDie(ctx, dice, i, 'scramble-frequency', seat, r.seat as Seat));
  },
};

export const SCRAMBLE_FREQUENCY_CARD = defineContent({ abilities: [SCRAMBLE_FREQUENCY] });
