// The Yin Brotherhood's answers to effects hooks (engine/effects/hooks.ts): Yin Spinner Ω asks, right after its owner
// produced units, where up to 2 infantry from their reinforcements go (engine/factions/yin-spinner.ts).
import { AFTER_UNITS_PLACED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

/** Yin Spinner Ω's technology id. */
export const YIN_SPINNER = 'yso';
/** "Up to 2 infantry" each time its owner produces. */
export const SPINNER_INFANTRY = 2;

export const YIN_EFFECTS = defineProvider('factions:yin', [
  AFTER_UNITS_PLACED.answer(({ state, seat, placed }) => {
    if (!(state.players[seat]?.technologies.includes(YIN_SPINNER) ?? false)) return [];
    if (!placed.some((p) => p.count > 0)) return [];
    return [{ step: 'yin/spinner', args: { seat, left: SPINNER_INFANTRY } }];
  }),
]);
