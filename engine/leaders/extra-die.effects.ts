// LRR 18 combat rolls, 51 leaders: "1 of those units rolls 1 additional die this combat round" (the Letnev and Sol
// agents). The pick is kept in the tactical action's notes (engine/leaders/extra-die.ts writes it) for the round it
// was made in; the combat roll asks EXTRA_COMBAT_DICE and gets 1 more die for that seat's unit type in that round.
// Reads the combat record's round directly: a provider imports nothing that asks hooks (engine/kernel/effects.ts).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { EXTRA_COMBAT_DICE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const EXTRA_DIE_NOTE = 'leaders/extra-die';

export interface ExtraDie {
  readonly seat: Seat;
  readonly unit: UnitType;
  readonly combat: 'space' | 'ground';
  readonly system: string;
  readonly planet: string | null;
  readonly round: number;
}

export const extraDicePicked = (state: GameState): ExtraDie[] =>
  (state.tactical?.notes[EXTRA_DIE_NOTE] as ExtraDie[] | undefined) ?? [];

/** The round of the combat under way (engine/combat/combat-record.ts keeps the record under 'combat'). */
const combatRound = (state: GameState): number | undefined =>
  (state.tactical?.notes.combat as { round?: number } | undefined)?.round;

export const EXTRA_DIE_EFFECTS = defineProvider('leaders:extra-die', [
  EXTRA_COMBAT_DICE.answer(({ state, seat, place, unit, count }) => {
    const round = combatRound(state);
    if (round === undefined || count <= 0) return 0;
    return extraDicePicked(state).filter(
      (p) =>
        p.seat === seat &&
        p.unit === unit &&
        p.combat === place.combat &&
        p.system === place.system &&
        p.planet === place.planet &&
        p.round === round,
    ).length;
  }),
]);
