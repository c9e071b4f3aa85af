// Test kit for faction unit abilities on the ground (deploy, flagships, mechs): a ground combat on Wellon ready to
// run, abilities used in the open window, laws put in play, and the labels a seat is offered.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { options } from '../flow/options';
import { ACTIVE, answer, combatGame, type Run } from './combat-scenario';
import { put } from './combat-scenario';

/** Where `groundCombatGame` fights: Wellon (tile 19), in the active system. */
export const WELLON = { system: ACTIVE, planet: 'wellon' } as const;

/** 1.19: windows ask players in initiative order, so every seat holds a strategy card (seat 0 the lowest). Mutates. */
export function withStrategyCards(state: GameState): GameState {
  const cards = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
  state.players.forEach((p, i) => {
    p.strategyCards = [cards[i]!];
  });
  return state;
}

/** Seat 0 (active, first faction) has landed on Wellon, held by seat 1; nothing runs yet. */
export function groundCombatGame(
  factions: readonly string[],
  attacker: Partial<Record<UnitType, number>>,
  defender: Partial<Record<UnitType, number>>,
): GameState {
  const s = withStrategyCards(combatGame({ active: '19', factions }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, attacker, { planet: 'wellon' });
  put(s, 1, defender, { planet: 'wellon' });
  return s;
}

/** Uses an ability in the window that waits on the seat. */
export const useAbility = (run: Run, seat: Seat, ability: string, targets: Record<string, unknown> = {}): Run =>
  answer(run, seat, { type: 'use-ability', ability, targets });

/** Puts a law in play (mutates). */
export function withLaw(state: GameState, id: string, electedTarget: string | null = null): GameState {
  state.laws.push({ id, electedTarget });
  return state;
}

/** The labels of the options a seat has now, in one group (e.g. 'Respond', 'Invasion'). */
export const labelsIn = (state: GameState, seat: Seat, group: string): string[] =>
  options(state, seat)
    .filter((o) => o.group === group)
    .map((o) => o.label);

/** A payment of trade goods only. */
export const tradeGoodsPayment = (n: number) => ({
  resources: [] as string[],
  influence: [] as string[],
  tradeGoods: n,
});
