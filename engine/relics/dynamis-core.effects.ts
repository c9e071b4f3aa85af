// Dynamis Core (LRR 73 relics, 21 commodities): while in its holder's play area, their commodity value is 2 higher.
import { COMMODITY_VALUE_BONUS } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const DYNAMIS_CORE_EFFECTS = defineProvider('relic:dynamis-core', [
  COMMODITY_VALUE_BONUS.answer(({ state, seat }) => (state.players[seat]?.relics.includes('dynamis-core') ? 2 : 0)),
]);
