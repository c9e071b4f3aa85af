// Orders of play: clockwise from the speaker (80, 1.20) and initiative order (48, 1.19).
import { STRATEGY_CARDS } from '../data/strategy-cards';
import type { GameState, PlayerState, Seat } from './state';

export const activeSeats = (state: GameState): Seat[] => state.players.filter((p) => !p.eliminated).map((p) => p.seat);

/** Seats clockwise starting with `from` (included), skipping eliminated players. */
export function clockwiseFrom(state: GameState, from: Seat): Seat[] {
  const n = state.players.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const s = (from + i) % n;
    if (!state.players[s]?.eliminated) out.push(s);
  }
  return out;
}

/** 80.1/1.20: speaker first, then clockwise. */
export const speakerOrder = (state: GameState): Seat[] => clockwiseFrom(state, state.speaker);

/** Seats clockwise starting to the left of `seat` (82.2: secondaries; 8.6 voting starts left of the speaker). */
export const leftOf = (state: GameState, seat: Seat): Seat[] =>
  clockwiseFrom(state, (seat + 1) % state.players.length).filter((s) => s !== seat);

const cardInitiative = (card: string): number => {
  const def = (STRATEGY_CARDS as Record<string, { initiative: number } | undefined>)[card];
  if (!def) throw new Error(`unknown strategy card ${card}`);
  return def.initiative;
};

/** 48.1, 48.3: a player's initiative is their lowest strategy card (a Naalu "0" token makes it 0). */
export function initiativeOf(player: PlayerState): number {
  if (player.strategyCards.length === 0) return Number.POSITIVE_INFINITY;
  const zero = player.otherTokens.includes('naalu-zero');
  return zero ? 0 : Math.min(...player.strategyCards.map(cardInitiative));
}

/** 48.2: lowest initiative first; players without a card (eliminated) are left out. */
export function initiativeOrder(state: GameState): Seat[] {
  return state.players
    .filter((p) => !p.eliminated && p.strategyCards.length > 0)
    .sort((a, b) => initiativeOf(a) - initiativeOf(b))
    .map((p) => p.seat);
}

/** 1.19: during the action phase abilities resolve from the active player, then in initiative order. */
export function actionWindowOrder(state: GameState, active: Seat | null): Seat[] {
  const order = initiativeOrder(state);
  if (active === null || !order.includes(active)) return order;
  const i = order.indexOf(active);
  return [...order.slice(i), ...order.slice(0, i)];
}
