// The Vuil'raith Cabal commander, That Which Molds Flesh (LRR 51.6, 68.1 production limit): while unlocked (or
// shared by the Alliance, 51.8), up to 2 fighters or infantry of each production do not count toward its limit.
import { PRODUCTION_LIMIT_EXEMPT } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const CABAL_LEADER_EFFECTS = defineProvider('leaders:cabal', [
  PRODUCTION_LIMIT_EXEMPT.answer(({ state, seat }) => (commanderActive(state, seat, 'cabalcommander') ? 2 : 0)),
]);
