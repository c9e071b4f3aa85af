// The Mahact Gene-Sorcerers, what they change in the rules — LRR 37 fleet pool: Edict (other players' tokens in their
// fleet pool count toward how many ships they may have in a system); 1.19 the moment Edict follows (a combat the
// Mahact won, found in the command's events; the step is in mahact.ts); 56 modifiers, 96 faction units: Arvicon Rex
// (their flagship: +2 to its combat rolls against an opponent none of whose tokens is in their fleet pool).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { AFTER_EVENTS, COMBAT_ROLL_MODIFIER, FLEET_POOL_SHIPS_BONUS, type CombatPlace } from '../effects/hooks';
import type { StepCall } from '../kernel/steps';
import { defineProvider } from '../kernel/effects';
import { edictTokens, tokenInFleetPoolOf } from './mahact-tokens';
import { hasUnit } from './units';

/**
 * Arvicon Rex's +2 to its own combat rolls in a space combat against an opponent none of whose tokens is in the
 * Mahact's fleet pool (also read by the odds, engine/odds/from-state.ts); with no opponent known, none is assumed.
 */
export function arviconRexBonus(
  state: GameState,
  seat: Seat,
  place: CombatPlace,
  unit: UnitType,
  opponent: Seat | null,
): number {
  return place.combat === 'space' &&
    unit === 'flagship' &&
    opponent !== null &&
    hasUnit(state, seat, 'flagship', 'mahact_flagship') &&
    !tokenInFleetPoolOf(state, seat, opponent)
    ? 2
    : 0;
}

export const MAHACT_EFFECTS = defineProvider('faction:mahact', [
  FLEET_POOL_SHIPS_BONUS.answer(({ state, seat }) =>
    state.players[seat]?.faction === 'mahact' ? edictTokens(state, seat).length : 0,
  ),
  AFTER_EVENTS.answer(({ state, events }) => {
    const out: StepCall[] = [];
    for (const e of events)
      if (e.type === 'combat-ended' && e.winner !== null && e.loser !== null)
        if (state.players[e.winner]?.faction === 'mahact')
          out.push({ step: 'mahact/edict', args: { seat: e.winner, opponent: e.loser } });
    return out;
  }),
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, place, unit, opponent }) =>
    arviconRexBonus(state, seat, place, unit, opponent),
  ),
]);
