// The Barony of Letnev, what they change in the rules — LRR 37 fleet pool: Armada (2 more non-fighter ships in each
// system than their fleet pool has tokens); 77.6 space cannon defense: L4 Disruptors (no space cannon against their
// units during their invasions).
import { CANNOT_SPACE_CANNON_DEFENSE_AGAINST, FLEET_POOL_SHIPS_BONUS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const LETNEV_EFFECTS = defineProvider('faction:letnev', [
  FLEET_POOL_SHIPS_BONUS.answer(({ state, seat }) => (state.players[seat]?.faction === 'letnev' ? 2 : 0)),
  CANNOT_SPACE_CANNON_DEFENSE_AGAINST.answer(
    ({ state, firer, target }) => firer !== target && (state.players[target]?.technologies.includes('l4') ?? false),
  ),
]);
