// The Winnu, what they change in the rules — LRR 18 combat rolls, 27.2 the custodians token, 96 faction units: their
// flagship (Salai Sai Corian) rolls one die per non-fighter ship the opponent has in its combat (FAQ: and per ground
// force the Alastor makes a ship), and Blood Ties lets them remove the custodians token without spending influence.
import { CUSTODIANS_INFLUENCE, FLAGSHIP_COMBAT_DICE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { hasUnit } from './units';

export const WINNU_EFFECTS = defineProvider('faction:winnu', [
  FLAGSHIP_COMBAT_DICE.answer(({ state, seat, place, enemyNonFighterShips }) =>
    place.combat === 'space' && hasUnit(state, seat, 'flagship', 'winnu_flagship') ? enemyNonFighterShips : null,
  ),
  CUSTODIANS_INFLUENCE.answer(({ state, seat }) => (state.players[seat]?.faction === 'winnu' ? 0 : 6)),
]);
