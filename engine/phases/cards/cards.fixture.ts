// Test scenarios for strategy cards and objectives: seat 0 holds a chosen card and is the active player; planets
// change hands and units appear exactly as a test needs.
import type { Decision } from '../../core/frames';
import type { GameState, Seat } from '../../core/state';
import { PLANETS, isPlanetId } from '../../data/planets';
import type { PlanetDef } from '../../data/types';
import { STRATEGY_CARD_IDS } from '../../data/strategy-cards';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../../testing/scenario';

/** Action phase of a game where seat 0 (the speaker) chose `card` first and takes the next turn. */
export function turnWith(card: string, players: 3 | 4 | 6 = 6, change?: (d: GameState) => void): GameState {
  const order = [card, ...STRATEGY_CARD_IDS.filter((c) => c !== card)].slice(0, players <= 4 ? players * 2 : players);
  const s = pickStrategyCards(newGame({ players }), order);
  return edit(s, (d) => {
    (d.stack.at(-1) as Decision).waitingOn = [0];
    change?.(d);
  });
}

export const primary = (s: GameState, card: string, choices: Record<string, unknown>): GameState =>
  play(s, 0, { type: 'strategic-action', card, choices });

/** Every player still asked about the secondary declines it. */
export function declineRest(state: GameState): GameState {
  let s = state;
  for (let d = topDecision(s); d?.kind === 'strategic-secondary'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'decline-secondary' });
  return s;
}

export function systemKeyOf(state: GameState, planet: string): string {
  const key = Object.keys(state.board.systems).find((k) => Object.hasOwn(state.board.systems[k]!.planets, planet));
  if (!key) throw new Error(`${planet} is not on the board`);
  return key;
}

/** Gives planets to a seat (readied unless `exhausted`). */
export function control(d: GameState, seat: Seat, planets: readonly string[], exhausted = false): void {
  for (const id of planets) {
    const p = d.board.systems[systemKeyOf(d, id)]!.planets[id]!;
    p.owner = seat;
    p.exhausted = exhausted;
  }
}

/** Planets on the board nobody controls that match a test, in board order. */
export function freePlanets(state: GameState, test: (def: PlanetDef) => boolean = () => true): string[] {
  return Object.values(state.board.systems).flatMap((sys) =>
    Object.entries(sys.planets)
      .filter(([id, p]) => p.owner === null && isPlanetId(id) && test(PLANETS[id]))
      .map(([id]) => id),
  );
}

export function addUnits(d: GameState, key: string, seat: Seat, counts: Record<string, number>, planet?: string): void {
  const sys = d.board.systems[key]!;
  const area = planet ? sys.planets[planet]!.units : sys.space;
  const stack = (area[String(seat)] ??= { counts: {}, damaged: {} });
  for (const [t, n] of Object.entries(counts))
    stack.counts[t as keyof typeof stack.counts] = (stack.counts[t as keyof typeof stack.counts] ?? 0) + n;
}

export const planetState = (state: GameState, id: string) => state.board.systems[systemKeyOf(state, id)]!.planets[id]!;
