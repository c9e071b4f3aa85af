// Archaeological Expedition (LRR 2 action cards, 22 component actions, 35.2 exploration decks by planet trait,
// 35.9 and 73 relic fragments): reveal the top 3 cards of the cultural, hazardous or industrial deck of a trait
// among your planets; keep the relic fragments revealed and discard the rest.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { explorationCard, type ExplorationCopyId, type ExplorationDeck } from '../data/exploration';
import { controlledPlanets, planetFacts } from '../economy/planets';
import { discardExplorationCard, drawExplorationCard } from '../exploration/deck';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

const TRAIT_DECKS = ['cultural', 'hazardous', 'industrial'] as const satisfies readonly ExplorationDeck[];
type TraitDeck = (typeof TRAIT_DECKS)[number];
const REVEALED = 3;

/** Trait decks matching a planet the seat controls (attachments that add traits count, planetFacts). */
function decksOf(state: GameState, seat: Seat): TraitDeck[] {
  const traits = new Set(controlledPlanets(state, seat).flatMap((p) => planetFacts(state, p.id).traits));
  // 2.6a: a deck with no card left anywhere (draw or discard pile) reveals nothing.
  return TRAIT_DECKS.filter((d) => traits.has(d) && state.decks[d].draw.length + state.decks[d].discard.length > 0);
}

function checkDeck(state: GameState, seat: Seat, deck: unknown): Result<TraitDeck> {
  const found = decksOf(state, seat).find((d) => d === deck);
  return found
    ? ok(found)
    : fail('ability/bad-target', '2.6a', 'Choose the exploration deck of a trait one of your planets has.');
}

export const ARCHAEOLOGICAL_EXPEDITION: AbilityDef = {
  id: 'archaeological-expedition',
  name: 'Archaeological Expedition',
  source: { kind: 'action-card', card: 'archaeological-expedition' },
  window: 'action',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat) =>
    decksOf(state, seat).map((deck) => ({ label: `reveal the top 3 ${deck} exploration cards`, targets: { deck } })),
  check: (state, seat, targets) => {
    const deck = checkDeck(state, seat, targets.deck);
    return deck.ok ? ok(undefined) : deck;
  },
  resolve: (ctx, seat, targets) => {
    const deck = checkDeck(ctx.state, seat, targets.deck);
    if (!deck.ok) return;
    // All three are revealed before any is discarded, so a reshuffle (35.7a) cannot reveal one of them twice.
    const revealed: ExplorationCopyId[] = [];
    for (let i = 0; i < REVEALED; i++) {
      const copy = drawExplorationCard(ctx, deck.value);
      if (copy !== undefined) revealed.push(copy);
    }
    const player = ctx.state.players[seat]!;
    const kept: string[] = [];
    for (const copy of revealed) {
      const card = explorationCard(copy);
      if (card.resolution === 'relic-fragment') {
        player.relicFragments.push(copy);
        kept.push(card.name);
      } else discardExplorationCard(ctx.state, copy);
    }
    const names = revealed.map((c) => explorationCard(c).name).join(', ') || 'nothing';
    emit(ctx, {
      type: 'note',
      text: `${player.name} revealed ${names} from the ${deck.value} deck and kept ${kept.length} relic fragment${kept.length === 1 ? '' : 's'}.`,
    });
  },
};

export const ARCHAEOLOGICAL_EXPEDITION_CARD = defineContent({ abilities: [ARCHAEOLOGICAL_EXPEDITION] });
