// The Jol-Nar commander, Ta Zern (LRR 51.6, 74 rerolls): while unlocked (or shared by the Alliance, 51.8), once its
// user has rolled for a unit ability (Anti-Fighter Barrage, Bombardment, Space Cannon) any of those dice may be
// rerolled. A reroll replaces a result (74.1) and a missed die can only gain from it, so every miss is rerolled.
import { UNIT_ABILITY_REROLL_MISSES } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const JOLNAR_LEADER_EFFECTS = defineProvider('leaders:jolnar', [
  UNIT_ABILITY_REROLL_MISSES.answer(({ state, seat }) =>
    commanderActive(state, seat, 'jolnarcommander') ? 'jolnarcommander' : null,
  ),
]);
