// LRR 35.4 / 38: Dark Energy Tap's frontier part — after a tactical action in a system with a frontier token where
// the active player still has a ship, that player explores the token (its retreat part is engine/combat/retreat.ts).
import type { GameState, Seat } from '../core/state';
import { countWhere, isShip, spaceOf } from '../units/stacks';
import { exploreFrontier, hasFrontierToken } from './explore';
import { readOnly } from '../kernel/draft';

export const DARK_ENERGY_TAP = 'det';

/** Whether the seat explores the system's frontier token as its tactical action there ends. */
export function tapsFrontier(state: GameState, seat: Seat, system: string): boolean {
  return (
    (readOnly(state).players[seat]?.technologies.includes(DARK_ENERGY_TAP) ?? false) &&
    hasFrontierToken(state, system) &&
    countWhere(state, spaceOf(system), seat, isShip) > 0
  );
}

/** Called as the tactical action ends (engine/tactical/activation.ts): the exploration follows it. */
export function afterTacticalAction(state: GameState, seat: Seat | null, system: string): void {
  if (seat !== null && tapsFrontier(state, seat, system)) exploreFrontier(state, seat, system);
}
