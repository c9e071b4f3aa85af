// The Yin commander, Brother Omar Ω (LRR 51.6, 51.8, 90.12): while its user may use it, it counts as 1 green
// prerequisite symbol for every research. Its other half (prerequisites ignored for a technology another player owns)
// is a research skip (engine/economy/research-abilities.ts) paid with an infantry (engine/leaders/yin.ts).
import { EXTRA_PREREQUISITES } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const YIN_LEADER_EFFECTS = defineProvider('leaders:yin', [
  EXTRA_PREREQUISITES.answer(({ state, seat }) => (commanderActive(state, seat, 'yincommander') ? ['green'] : [])),
]);
