// The Emirates of Hacan, where the rules hand over to them: right after a space combat roll in a system holding
// their flagship, the step that offers to raise dice (engine/factions/hacan.ts); 92 Trade: Masters of Trade (its
// secondary costs them no token); 94 transactions: Guild Ships (with players who are not their neighbours).
import {
  AFTER_COMBAT_ROLL,
  END_OF_STRATEGY_PHASE,
  SECONDARY_WITHOUT_TOKEN,
  TRADES_ACTION_CARDS,
  TRANSACTS_WITH_ANYONE,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

export const HACAN_EFFECTS = defineProvider('faction:hacan', [
  AFTER_COMBAT_ROLL.answer(({ state, place }) =>
    place.combat === 'space' && state.players.some((p) => flagshipIn(state, place.system, p.seat, 'hacan_flagship'))
      ? [{ step: 'combat/hacan-flagship' }]
      : [],
  ),
  // Masters of Trade: following Trade costs the Hacan no strategy token.
  SECONDARY_WITHOUT_TOKEN.answer(
    ({ state, seat, card }) => card === 'trade' && state.players[seat]?.faction === 'hacan',
  ),
  // Quantum Datahub Node: its owners are asked once the strategy phase ends.
  END_OF_STRATEGY_PHASE.answer(({ state }) =>
    state.players.some((p) => p.technologies.includes('qdn')) ? [{ step: 'hacan/quantum-datahub' }] : [],
  ),
  // Guild Ships: the Hacan transact with players who are not their neighbours.
  TRANSACTS_WITH_ANYONE.answer(({ state, seat }) => state.players[seat]?.faction === 'hacan'),
  // Arbiters: action cards can be part of the Hacan's transactions, on either side.
  TRADES_ACTION_CARDS.answer(({ state, seat }) => state.players[seat]?.faction === 'hacan'),
]);
