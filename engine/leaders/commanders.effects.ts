// Commanders that change a rule while unlocked (LRR 51.6–51.8), for their owner or an Alliance holder: 2RAM (L1Z1X:
// Planetary Shield never stops your Bombardment).
import { BOMBARDS_THROUGH_PLANETARY_SHIELD } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const COMMANDER_EFFECTS = defineProvider('leaders:commanders', [
  BOMBARDS_THROUGH_PLANETARY_SHIELD.answer(({ state, seat }) => commanderActive(state, seat, 'l1z1xcommander')),
]);
