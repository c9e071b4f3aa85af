// LRR 18, 51: picking the unit that rolls 1 additional die this combat round (the Letnev and Sol agents); the
// roll itself reads the pick through engine/leaders/extra-die.effects.ts.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { currentCombat, combatTypesIn, combatantCount } from '../combat/combat-record';
import { EXTRA_DIE_NOTE, extraDicePicked, type ExtraDie } from './extra-die.effects';

/** The units of the combat under way that could get the die: every side's unit types that roll in it. */
export function extraDieTargets(state: GameState): { seat: Seat; unit: UnitType }[] {
  const c = currentCombat(state);
  if (!c) return [];
  const out: { seat: Seat; unit: UnitType }[] = [];
  for (const seat of [c.attacker, c.defender])
    for (const unit of combatTypesIn(state, c, seat))
      if (combatantCount(state, c, seat, unit) > 0) out.push({ seat, unit });
  return out;
}

/** Gives one of the seat's units of the type in the combat under way 1 extra die for the current round. */
export function grantExtraDie(state: GameState, seat: Seat, unit: UnitType): void {
  const c = currentCombat(state);
  if (!c || !state.tactical) return;
  const pick: ExtraDie = { seat, unit, combat: c.combat, system: c.system, planet: c.planet, round: c.round };
  state.tactical.notes[EXTRA_DIE_NOTE] = [...extraDicePicked(state), pick];
}
