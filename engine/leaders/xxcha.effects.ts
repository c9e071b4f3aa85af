// The Xxcha commander, Elder Qanoj (LRR 8.6 votes, 8.16 barred from voting, 51.6): while unlocked (or shared by the
// Alliance, 51.8), each planet its user exhausts to vote gives 1 vote more than its influence, and no effect can keep
// that player from voting on an agenda (a rider they played, an effect barring them).
import { EXTRA_VOTES_PER_PLANET, VOTING_NOT_PREVENTED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const XXCHA_LEADER_EFFECTS = defineProvider('leaders:xxcha', [
  EXTRA_VOTES_PER_PLANET.answer(({ state, seat }) => (commanderActive(state, seat, 'xxchacommander') ? 1 : 0)),
  VOTING_NOT_PREVENTED.answer(({ state, seat }) => commanderActive(state, seat, 'xxchacommander')),
]);
