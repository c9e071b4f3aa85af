// The Argent Flight commander, Trrakan Aun Zulok (LRR 51.6, 10, 15, 77 unit abilities): while unlocked (or shared
// by the Alliance, 51.8), when its user's units roll for a unit ability, 1 of them rolls 1 die more — the engine gives
// it to the unit likeliest to hit, as a player would choose.
import { UNIT_ABILITY_EXTRA_DICE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const ARGENT_LEADER_EFFECTS = defineProvider('leaders:argent', [
  UNIT_ABILITY_EXTRA_DICE.answer(({ state, seat }) => (commanderActive(state, seat, 'argentcommander') ? 1 : 0)),
]);
