// LRR 25.1 planet cards, 34 exhausted, 53 legendary planets: planet cards a player holds with no planet on the board
// (I.I.H.Q. Modernization's Custodia Vigilia). Such a card is spent, voted with and readied like the planet card of a
// controlled planet (engine/economy/planets.ts readyPlanets, exhaustPlanets); it is not a planet in a system, so it
// counts for no rule that asks about planets on the board (control, objectives, presence, neighbours).
// Nothing takes it away: effects that take planets act on planets in systems.
import type { GameState, PlanetState, Seat } from '../core/state';
import { OFF_BOARD_PLANETS, type OffBoardPlanetId } from '../data/planet-cards';
import { readOnly } from '../kernel/draft';

/** The off-board planet cards the seat holds, with their state (the objects themselves: callers exhaust them). */
export function offBoardPlanetCards(state: GameState, seat: Seat): { id: string; planet: PlanetState }[] {
  const held = state.players[seat]?.planetCards;
  return held ? Object.entries(held).map(([id, planet]) => ({ id, planet })) : [];
}

/** Who holds this off-board planet card, or null. Asked by effects on every command: it reads without copying. */
export function offBoardHolder(state: GameState, id: OffBoardPlanetId): Seat | null {
  return readOnly(state).players.find((p) => !p.eliminated && p.planetCards?.[id] !== undefined)?.seat ?? null;
}

/** The seat takes the card readied, unless someone already holds it (there is one of each). */
export function gainOffBoardPlanet(state: GameState, seat: Seat, id: OffBoardPlanetId): boolean {
  const p = state.players[seat];
  if (!p || state.players.some((o) => o.planetCards?.[id] !== undefined)) return false;
  (p.planetCards ??= {})[id] = { owner: seat, exhausted: false, units: {}, attachments: [] };
  return true;
}

/** 71.5 / 8.x: readies every off-board planet card the seat holds; the ids readied. */
export function readyOffBoardPlanets(state: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const { id, planet } of offBoardPlanetCards(state, seat))
    if (planet.exhausted) {
      planet.exhausted = false;
      out.push(id);
    }
  return out;
}

export const offBoardPlanetName = (id: string): string | undefined =>
  (OFF_BOARD_PLANETS as Record<string, { name: string } | undefined>)[id]?.name;
