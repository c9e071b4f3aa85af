// The Mentak hero (mentak.ts, LRR 51.10, 31): once used in a space combat, each ship of another player destroyed in
// that combat's system while it lasts calls the rebuild step. Reads the combat record from the tactical action's
// notes directly: a provider imports nothing that asks hooks (engine/kernel/effects.ts).
import { SHIP_TYPES, type UnitType } from '../../data/types';
import { AFTER_UNITS_DESTROYED } from '../../effects/hooks';
import { defineProvider } from '../../kernel/effects';

/** The tactical action's note holding the seat that used the hero in this tactical action's space combat. */
export const MENTAK_HERO_NOTE = 'leaders/mentak-hero';

export const MENTAK_HERO_EFFECTS = defineProvider('leaders:mentak-hero', [
  AFTER_UNITS_DESTROYED.answer(({ state, seat, system, planet, unit, count }) => {
    const notes = state.tactical?.notes;
    const mentak = notes?.[MENTAK_HERO_NOTE];
    const combat = notes?.combat as { combat?: string; system?: string } | undefined;
    if (typeof mentak !== 'number' || mentak === seat || combat?.combat !== 'space' || combat.system !== system)
      return [];
    if (planet !== null || !(SHIP_TYPES as readonly UnitType[]).includes(unit)) return [];
    return [{ step: 'leaders/mentak-hero-rebuild', args: { seat: mentak, system, unit, count } }];
  }),
]);
