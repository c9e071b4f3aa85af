// The Letnev hero's lasting effect (LRR 37 fleet pool, 51.10): used this round, Darktalon Treilla keeps the fleet
// pool from limiting the Letnev's non-fighter ships in any system until the round ends.
import { SHIPS_NOT_LIMITED_BY_FLEET_POOL } from '../effects/hooks';
import { usedThisRound } from '../kernel/abilities';
import { defineProvider } from '../kernel/effects';

export const LETNEV_LEADER_EFFECTS = defineProvider('leaders:letnev', [
  SHIPS_NOT_LIMITED_BY_FLEET_POOL.answer(({ state, seat }) => usedThisRound(state, 'letnevhero', seat)),
]);
