// Fighter Prototype (LRR 2 action cards, 56 modifiers, 18 combat rolls): at the start of the first round of a space
// combat, +2 to the result of each combat roll of the player's fighters in that round.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { addRollModifier } from '../combat/dice';
import { combatantCount, currentCombat } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { fightsIn } from './morale-boost';

/** The seat fights in the first round of the space combat under way. */
function firstRound(state: GameState, seat: Seat, subject: Subject) {
  const c = currentCombat(state);
  return c?.combat === 'space' && c.round === 1 && subject.round === 1 && fightsIn(subject, seat) ? c : undefined;
}

const fighters = (state: GameState, seat: Seat, subject: Subject): number => {
  const c = firstRound(state, seat, subject);
  return c ? combatantCount(state, c, seat, 'fighter') : 0;
};

export const FIGHTER_PROTOTYPE: AbilityDef = {
  id: 'fighter-prototype',
  name: 'Fighter Prototype',
  source: { kind: 'action-card', card: 'fighter-prototype' },
  window: 'start-of-combat-round',
  costs: [],
  eligible: (state, seat, subject) => firstRound(state, seat, subject) !== undefined,
  targetOptions: (state, seat, subject) =>
    fighters(state, seat, subject) > 0 ? [{ label: '+2 to your fighters’ combat rolls this round', targets: {} }] : [],
  // 2.6a: without fighters in the combat, the card would change nothing.
  check: (state, seat, _targets, subject) =>
    fighters(state, seat, subject) > 0
      ? ok(undefined)
      : fail('ability/bad-target', '2.6a', 'You have no fighters in this space combat.'),
  resolve: (ctx, seat) => {
    // Dropped when the round ends (combat/space/next-round ends the 'round' scope).
    addRollModifier(ctx.state, {
      seat,
      roll: 'combat',
      unit: 'fighter',
      amount: 2,
      scope: 'round',
      source: 'fighter-prototype',
    });
  },
};

export const FIGHTER_PROTOTYPE_CARD = defineContent({ abilities: [FIGHTER_PROTOTYPE] });
