// The Nomad commander, Navarch Feng (LRR 51.6, 67 producing units): while unlocked (or shared by the Alliance,
// 51.8), its user produces their flagship without spending resources; the flagship's cost itself is unchanged.
import { FLAGSHIP_WITHOUT_RESOURCES } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const NOMAD_LEADER_EFFECTS = defineProvider('leaders:nomad', [
  FLAGSHIP_WITHOUT_RESOURCES.answer(({ state, seat }) => commanderActive(state, seat, 'nomadcommander')),
]);
