// Test kit: rules about drawing and holding action cards (81.3, 2.4) may need more cards than the few that work
// today, which are all a game deals (engine/content/in-play.ts). This stocks the action deck with every printed copy
// that is not already in a hand or the discard pile, as if every card worked. Card conservation
// (engine/testing/invariants.ts) does not hold for such a state: use it only where a rule, not the deck, is tested.
import type { GameState } from '../core/state';
import { ACTION_DECK } from '../data/action-cards';

export function withPrintedActionDeck(d: GameState): void {
  const placed = new Set([
    ...d.decks.action.draw,
    ...d.decks.action.discard,
    ...d.players.flatMap((p) => p.actionCards),
  ]);
  d.decks.action.draw.push(...ACTION_DECK.filter((c) => !placed.has(c)));
}
