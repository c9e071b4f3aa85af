// Test kit for the heroes (LRR 51.10–51.12): a first action turn with the hero's faction in seat 0, and the three
// scored objectives that unlock a hero, settled through the flow as a real score would be.
import type { GameState, Seat } from '../../core/state';
import { options } from '../../flow/options';
import { edit, newGame, pickStrategyCards, play, runStep, topDecision } from '../../testing/scenario';

export const HERO_CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'] as const;

/** The first action turn of a 3-player game: seat 0 (`faction`) is active and holds Leadership. */
export function heroGame(faction: string, others: readonly [string, string] = ['sol', 'hacan']): GameState {
  let s = newGame({ players: 3, factions: [faction, ...others] });
  // Setup choices left (the Winnu's starting technologies, then secret objectives) take their first offer.
  for (let d = topDecision(s); d && d.kind !== 'choose-strategy-card'; d = topDecision(s)) {
    const seat = d.waitingOn[0]!;
    s = play(s, seat, options(s, seat)[0]!.command);
  }
  return pickStrategyCards(s, HERO_CARDS);
}

/** 51.10: the seat has 3 scored objectives; the flow settles, which unlocks the hero (engine/leaders/unlock.ts). */
export const scoreThree = (state: GameState, seat: Seat = 0): GameState =>
  runStep(
    edit(state, (d) => void d.players[seat]!.scoredPublic.push('corner', 'develop', 'diversify')),
    'window/reask',
  );
