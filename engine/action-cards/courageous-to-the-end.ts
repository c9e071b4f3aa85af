// Courageous to the End (LRR 2 action cards, 31 destroyed, 78 space combat): after one of the player's ships is
// destroyed in a space combat, they roll 2 dice; for each result at or above that ship's combat value, the opponent
// chooses and destroys one of their own ships. These are not hits (Sustain Damage cannot prevent them).
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { combatTypesIn, currentCombat, opponentIn } from '../combat/combat-record';
import { rollDice } from '../combat/dice';
import { pushAssignHits } from '../combat/hits';
import { unitStats } from '../combat/unit-stats';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { shipsIn } from './card-kit';

const destroyedSchema = z.object({ seat: z.number().int(), system: z.string(), unit: unitTypeSchema });

/** The space combat in which the seat's ship was just destroyed, and that ship's combat value. */
function lossOf(state: GameState, seat: Seat, subject: Subject) {
  const s = destroyedSchema.safeParse(subject);
  const c = currentCombat(state);
  if (!s.success || s.data.seat !== seat || !c || c.combat !== 'space' || c.system !== s.data.system) return undefined;
  if (![c.attacker, c.defender].includes(seat) || !(SHIP_TYPES as readonly UnitType[]).includes(s.data.unit))
    return undefined;
  const combat = unitStats(state, seat, s.data.unit).combat;
  return combat ? { c, unit: s.data.unit, hitsOn: combat.hitsOn } : undefined;
}

const opponentHasShips = (state: GameState, seat: Seat, subject: Subject): boolean => {
  const loss = lossOf(state, seat, subject);
  return loss !== undefined && shipsIn(state, loss.c.system, opponentIn(loss.c, seat)) > 0;
};

export const COURAGEOUS_TO_THE_END: AbilityDef = {
  id: 'courageous-to-the-end',
  name: 'Courageous to the End',
  source: { kind: 'action-card', card: 'courageous-to-the-end' },
  window: 'after-unit-destroyed',
  costs: [],
  eligible: (state, seat, subject) => lossOf(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) =>
    opponentHasShips(state, seat, subject)
      ? [{ label: `roll 2 dice against your destroyed ${String(subject.unit)}'s combat value`, targets: {} }]
      : [],
  check: (state, seat, _targets, subject) =>
    opponentHasShips(state, seat, subject)
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'Your opponent has no ships left to destroy.'),
  resolve: (ctx, seat, _targets, subject) => {
    const loss = lossOf(ctx.state, seat, subject);
    if (!loss) return;
    const { c, unit, hitsOn } = loss;
    // Not a combat roll: combat roll modifiers do not apply (56).
    const dice = rollDice(ctx, { seat, roll: 'combat', system: c.system, planet: null }, [
      { unit, hitsOn, dice: 2, modifier: 0 },
    ]);
    const opponent = opponentIn(c, seat);
    const count = dice.filter((d) => d.hit).length;
    if (count === 0) return;
    // The opponent picks the ships; assigned like hits that Sustain Damage cannot cancel.
    pushAssignHits(ctx, {
      cause: 'ability',
      system: c.system,
      planet: null,
      order: [opponent],
      hits: {
        [String(opponent)]: {
          count,
          restricted: 0,
          eligible: combatTypesIn(ctx.state, c, opponent),
          sustain: false,
          by: seat,
        },
      },
    });
  },
};

export const COURAGEOUS_TO_THE_END_CARD = defineContent({ abilities: [COURAGEOUS_TO_THE_END] });
