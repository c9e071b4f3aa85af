// Draft helpers for agenda tests: small edits made inside a scenario's `setup` (units, cards, laws, planets).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { homeSystemKey } from '../objectives/board-queries';
import { addUnits, areasOf, countAt, planetArea, spaceOf } from '../units/stacks';

export const home = (s: GameState, seat: Seat): string => {
  const key = homeSystemKey(s, seat);
  if (key === undefined) throw new Error(`seat ${seat} has no home system`);
  return key;
};

export function addToDraft(
  d: GameState,
  system: string,
  seat: Seat,
  counts: Partial<Record<UnitType, number>>,
  planet?: string,
): void {
  const area = planet === undefined ? spaceOf(system) : planetArea(system, planet);
  for (const [type, n] of Object.entries(counts)) addUnits(d, area, seat, type as UnitType, n ?? 0);
}

/** Removes every unit of the seat of these types from the board. */
export function clearUnits(d: GameState, seat: Seat, types: readonly UnitType[]): void {
  for (const [key, sys] of Object.entries(d.board.systems)) {
    for (const area of areasOf(sys, key)) {
      const stack = (area.planet === undefined ? sys.space : sys.planets[area.planet]!.units)[String(seat)];
      if (!stack) continue;
      for (const t of types) {
        delete stack.counts[t];
        delete stack.damaged[t];
      }
    }
  }
}

/** Moves `n` action cards from the top of the deck to the seat's hand. */
export function dealActionCards(d: GameState, seat: Seat, n: number): void {
  d.players[seat]!.actionCards.push(...d.decks.action.draw.splice(0, n));
}

/** Puts a law in play (taking its card out of the deck), owned by `owner` when given. */
export function putLaw(d: GameState, id: string, target: string | null = null): void {
  d.decks.agenda.draw = d.decks.agenda.draw.filter((c) => c !== id);
  d.laws.push({ id, electedTarget: target });
}

export function givePlanet(d: GameState, planet: string, seat: Seat, exhausted = false): void {
  for (const sys of Object.values(d.board.systems)) {
    const p = sys.planets[planet];
    if (p) {
      p.owner = seat;
      p.exhausted = exhausted;
      return;
    }
  }
  throw new Error(`planet ${planet} is not on the board`);
}

export const unitCount = (s: GameState, seat: Seat, type: UnitType): number => {
  let n = 0;
  for (const [key, sys] of Object.entries(s.board.systems))
    for (const area of areasOf(sys, key)) n += countAt(s, area, seat, type);
  return n;
};

export const planetOwner = (s: GameState, planet: string): Seat | null => {
  for (const sys of Object.values(s.board.systems)) if (sys.planets[planet]) return sys.planets[planet]!.owner;
  return null;
};

export const isExhausted = (s: GameState, planet: string): boolean => {
  for (const sys of Object.values(s.board.systems)) if (sys.planets[planet]) return sys.planets[planet]!.exhausted;
  return false;
};
