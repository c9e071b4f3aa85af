// Test kit for the action card tests (LRR 2): an action phase with seat 0 to act, and small board edits.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { edit, giveActionCards, newGame, pickStrategyCards, play, refuse } from '../testing/scenario';

/** Six players in the action phase, seat 0 (Sol, home 0,-3) to act, holding the given card. */
export function turnWith(card: string, change?: (s: GameState) => void): GameState {
  const s = pickStrategyCards(newGame({ players: 6 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
  ]);
  const held = giveActionCards(s, 0, [card]);
  return change ? edit(held, change) : held;
}

export const own = (s: GameState, seat: Seat, ...planets: string[]) => {
  for (const sys of Object.values(s.board.systems))
    for (const [id, p] of Object.entries(sys.planets)) if (planets.includes(id)) p.owner = seat;
};
export const exhaust = (s: GameState, ...planets: string[]) => {
  for (const sys of Object.values(s.board.systems))
    for (const [id, p] of Object.entries(sys.planets)) if (planets.includes(id)) p.exhausted = true;
};
export const planetOf = (s: GameState, id: string) =>
  Object.values(s.board.systems).find((sys) => Object.hasOwn(sys.planets, id))!.planets[id]!;
export const units = (s: GameState, system: string, seat: Seat, planet?: string): Partial<Record<UnitType, number>> =>
  (planet ? s.board.systems[system]!.planets[planet]!.units : s.board.systems[system]!.space)[String(seat)]?.counts ??
  {};
export const act = (s: GameState, ability: string, targets: Record<string, unknown> = {}) =>
  play(s, 0, { type: 'component-action', ability, targets });
export const refused = (s: GameState, ability: string, targets: Record<string, unknown> = {}) =>
  refuse(s, 0, { type: 'component-action', ability, targets });
