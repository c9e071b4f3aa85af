// LRR 35 exploration: 35.1 a planet explored when its control is gained from nobody, 35.2 the deck of its trait
// (35.2b none without a trait, 35.2c the explorer picks among several), 35.5 a frontier token explores the frontier
// deck, 35.6 the token then leaves, 35.7–35.9 the card resolved, then discarded, attached or kept.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { EXPLORATION_DECKS, explorationCard, type ExplorationDeck } from '../data/exploration';
import { planetFacts } from '../economy/planets';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { attachExplorationCard, discardExplorationCard, drawExplorationCard, purgeExplorationCards } from './deck';
import { CULTURAL_RESOLVERS } from './cultural';
import { FRONTIER_RESOLVERS } from './frontier';
import { HAZARDOUS_RESOLVERS } from './hazardous';
import { INDUSTRIAL_RESOLVERS } from './industrial';
import type { CardResolvers, Exploring } from './types';
import { placeIonStorm } from './ion-storm';
import { demilitarize } from './demilitarized-zone';
import { placeMirage } from './mirage';

const exploreArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  planet: idSchema.nullable(),
  deck: z.enum(EXPLORATION_DECKS).optional(),
});
const deckArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'exploration/explore': z.infer<typeof exploreArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'exploration/deck': z.infer<typeof deckArgs>;
  }
}

/** The board's id of a gamma wormhole token (engine/galaxy/adjacency.ts WORMHOLE_TOKENS). */
const GAMMA_WORMHOLE_TOKEN = 'wormhole-gamma';

const RESOLVERS: CardResolvers = {
  ...CULTURAL_RESOLVERS,
  ...HAZARDOUS_RESOLVERS,
  ...INDUSTRIAL_RESOLVERS,
  ...FRONTIER_RESOLVERS,
};

/** The frontier token in a system, by the board's own flag (38.1b: at most one). */
export const hasFrontierToken = (state: GameState, system: string): boolean =>
  state.board.systems[system]?.frontier === true;

/** 35.1, 35.3: the seat explores the planet now (pushed by gaining control and by effects that say so). */
export function explorePlanet(state: GameState, seat: Seat, system: string, planet: string): void {
  pushStep(state, 'exploration/explore', { seat, system, planet });
}

/** 35.4–35.5: the seat explores the system's frontier token (Dark Energy Tap, or an effect that says so). */
export function exploreFrontier(state: GameState, seat: Seat, system: string): void {
  if (hasFrontierToken(state, system)) pushStep(state, 'exploration/explore', { seat, system, planet: null });
}

/** 35.7: reads and resolves the card drawn; where it goes afterwards depends on its kind (35.7–35.9). */
function resolveCard(ctx: FlowCtx, x: Exploring): void {
  const card = explorationCard(x.copy);
  const player = ctx.state.players[x.seat];
  switch (card.resolution) {
    case 'relic-fragment':
      // 35.9: faceup in the explorer's play area.
      player?.relicFragments.push(x.copy);
      return;
    case 'play-area':
      // 35.7: kept faceup in the explorer's play area for its later action (Enigmatic Device).
      (player!.explorationCards ??= []).push(x.copy);
      return;
    case 'attach': {
      const pl = x.planet === null ? undefined : ctx.state.board.systems[x.system]?.planets[x.planet];
      if (!pl || x.planet === null || card.attachment === null) {
        discardExplorationCard(ctx.state, x.copy);
        return;
      }
      if (card.id === 'demilitarized-zone') demilitarize(ctx, x.seat, x.system, x.planet);
      const hadSpecialty = planetFacts(ctx.state, x.planet).specialties.length > 0;
      attachExplorationCard(ctx, x.seat, pl, x.planet, card.attachment, hadSpecialty);
      return;
    }
    case 'place-token':
      if (card.token === 'gamma') {
        // Gamma Wormhole, Gamma Relay: a gamma wormhole token in this system (101), then the card is purged.
        ctx.state.board.systems[x.system]?.tokens.push(GAMMA_WORMHOLE_TOKEN);
        purgeExplorationCards(ctx.state, [x.copy]);
        return;
      }
      if (card.token === 'ionalpha') {
        placeIonStorm(ctx, x);
        return;
      }
      if (card.token === 'mirage') {
        placeMirage(ctx, x);
        return;
      }
      throw new Error(`exploration card ${x.copy} is dealt but its token is not placed yet`);
    default: {
      // 35.7: discarded once resolved. It goes to the pile first, so a decision the card opens finds every card
      // in its place; the card's text is resolved from the decision's own arguments.
      discardExplorationCard(ctx.state, x.copy);
      const resolve = RESOLVERS[explorationCard(x.copy).id as keyof CardResolvers];
      if (!resolve) throw new Error(`exploration card ${x.copy} is dealt but has no resolver`);
      resolve(ctx, x);
    }
  }
}

function explore(ctx: FlowCtx, seat: Seat, system: string, planet: string | null, deck: ExplorationDeck): void {
  const copy = drawExplorationCard(ctx, deck);
  if (copy === undefined) {
    emit(ctx, { type: 'note', text: `The ${deck} exploration deck is empty: nothing is explored.` });
    return;
  }
  emit(ctx, { type: 'explored', seat, system, planet, deck, card: copy });
  // "After you explore a planet" (Terragenesis, Pre-Fab Arcologies): once the card and what it asks are resolved.
  if (planet !== null)
    pushStep(ctx.state, 'window/open', { window: 'after-exploring', subject: { seat, system, planet }, quiet: true });
  resolveCard(ctx, { seat, system, planet, copy });
}

export const EXPLORE_STEP = defineStep('exploration/explore', exploreArgs, (ctx, args) => {
  const { seat, system, planet } = args;
  if (planet === null) {
    // 35.5–35.6: the frontier deck; the token is discarded to the supply once explored.
    const sys = ctx.state.board.systems[system];
    if (!sys?.frontier) return;
    sys.frontier = false;
    explore(ctx, seat, system, null, 'frontier');
    return;
  }
  const traits = planetFacts(ctx.state, planet).traits;
  const deck = args.deck ?? (traits.length === 1 ? traits[0] : undefined);
  if (deck !== undefined) {
    explore(ctx, seat, system, planet, deck);
    return;
  }
  // 35.2b: no trait, no exploration; 35.2c: several traits, the explorer picks the deck.
  if (traits.length > 1) pushChoice(ctx, 'exploration/deck', { args: { seat, system, planet }, waitingOn: [seat] });
});

export const DECK_CHOICE = defineChoice('exploration/deck', deckArgs, {
  options: (state, d) =>
    planetFacts(state, d.args.planet).traits.map((t) => ({
      option: t,
      label: `Explore ${planetLabel(d.args.planet)} from the ${t} deck`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const { seat, system, planet } = decision.args;
    pushStep(ctx.state, 'exploration/explore', { seat, system, planet, deck: option as ExplorationDeck });
    return ok(undefined);
  },
  default: (state, d) => planetFacts(state, d.args.planet).traits[0],
});
