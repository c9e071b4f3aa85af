// The Winnu, what they change in the rules — LRR 18 combat rolls, 27.2 the custodians token, 96 faction units: their
// flagship (Salai Sai Corian) rolls one die per non-fighter ship the opponent has in its combat (FAQ: and per ground
// force the Alastor makes a ship), and Blood Ties lets them remove the custodians token without spending influence;
// 6 adjacency, 101 wormholes: Lazax Gate Folding (while they do not control Mecatol Rex, its system has an alpha and a
// beta wormhole for them during their tactical actions).
import { ADJACENCY, CUSTODIANS_INFLUENCE, FLAGSHIP_COMBAT_DICE } from '../effects/hooks';
import type { GameState, Seat } from '../core/state';
import { defineProvider } from '../kernel/effects';
import { planetOwner } from '../kernel/planet-index';
import { hasUnit } from './units';

/** Mecatol Rex's system (tile 18) and planet; read here directly, as effects may not import the rule modules. */
const mecatolKey = (state: GameState): string | undefined =>
  Object.keys(state.board.systems).find((k) => state.board.systems[k]!.tile === '18');
const MECATOL_REX_PLANET = 'mr';

/** Lazax Gate Folding's wormholes: the seat's own tactical action, the technology owned, Mecatol Rex not theirs. */
function gateFolded(state: GameState, seat: Seat | undefined): string | null {
  if (seat === undefined || state.activeSeat !== seat || state.tactical === null) return null;
  if (!state.players[seat]?.technologies.includes('lgf')) return null;
  const key = mecatolKey(state);
  return key !== undefined && planetOwner(state, MECATOL_REX_PLANET) !== seat ? key : null;
}

export const WINNU_EFFECTS = defineProvider('faction:winnu', [
  FLAGSHIP_COMBAT_DICE.answer(({ state, seat, place, enemyNonFighterShips }) =>
    place.combat === 'space' && hasUnit(state, seat, 'flagship', 'winnu_flagship') ? enemyNonFighterShips : null,
  ),
  CUSTODIANS_INFLUENCE.answer(({ state, seat }) => (state.players[seat]?.faction === 'winnu' ? 0 : 6)),
  ADJACENCY.answer(({ state, seat }) => {
    const key = gateFolded(state, seat);
    return key === null ? {} : { extraWormholes: { [key]: ['alpha', 'beta'] } };
  }),
]);
