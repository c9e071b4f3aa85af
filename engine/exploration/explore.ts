// LRR 35 exploration: 35.1 a planet explored when its control is gained from nobody, 35.2 the deck of its trait
// (35.2b none without a trait, 35.2c the explorer picks among several), 35.5 a frontier token explores the frontier
// deck, 35.6 the token then leaves, 35.7–35.9 the card resolved, then discarded, attached or kept.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import {
  EXPLORATION_DECKS,
  explorationCard,
  isExplorationCopyId,
  type ExplorationCopyId,
  type ExplorationDeck,
} from '../data/exploration';
import { ask, EXTRA_EXPLORATION_CARDS } from '../effects';
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
const keepArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  planet: idSchema,
  deck: z.enum(EXPLORATION_DECKS),
  cards: z.array(z.string()).min(2),
});

const extraArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  planet: idSchema,
  deck: z.enum(EXPLORATION_DECKS),
  extra: z.number().int().min(1).max(4),
});

declare module '../kernel/steps' {
  interface StepArgs {
    'exploration/explore': z.infer<typeof exploreArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'exploration/deck': z.infer<typeof deckArgs>;
    'exploration/keep-one': z.infer<typeof keepArgs>;
    'exploration/extra-cards': z.infer<typeof extraArgs>;
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
  // Cards an ability lets the explorer draw beyond the one (Distant Suns): a "may", so they are asked first.
  const extra = planet === null ? 0 : ask(EXTRA_EXPLORATION_CARDS, { state: ctx.state, seat, system, planet });
  if (planet !== null && extra > 0) {
    pushChoice(ctx, 'exploration/extra-cards', { args: { seat, system, planet, deck, extra }, waitingOn: [seat] });
    return;
  }
  draw(ctx, seat, system, planet, deck, 0);
}

function draw(
  ctx: FlowCtx,
  seat: Seat,
  system: string,
  planet: string | null,
  deck: ExplorationDeck,
  extra: number,
): void {
  const copy = drawExplorationCard(ctx, deck);
  if (copy === undefined) {
    emit(ctx, { type: 'note', text: `The ${deck} exploration deck is empty: nothing is explored.` });
    return;
  }
  // Cards drawn beyond the one (Distant Suns): all are drawn before any is discarded, so a reshuffle cannot bring
  // one back; they wait face up in the discard pile while the explorer picks the one to resolve.
  const more: ExplorationCopyId[] = [];
  for (let i = 0; i < extra; i++) {
    const next = drawExplorationCard(ctx, deck);
    if (next !== undefined) more.push(next);
  }
  if (planet !== null && more.length > 0) {
    const cards = [copy, ...more];
    for (const c of cards) discardExplorationCard(ctx.state, c);
    const names = cards.map((c) => explorationCard(c).name).join(', ');
    emit(ctx, { type: 'note', text: `${ctx.state.players[seat]?.name ?? 'A player'} drew ${names} to resolve one.` });
    pushChoice(ctx, 'exploration/keep-one', { args: { seat, system, planet, deck, cards }, waitingOn: [seat] });
    return;
  }
  resolveExplored(ctx, { seat, system, planet, copy }, deck);
}

/** 35.7: the card drawn is the one explored: the event, then its resolution, then "after you explore" abilities. */
function resolveExplored(ctx: FlowCtx, x: Exploring, deck: ExplorationDeck): void {
  const { seat, system, planet, copy } = x;
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

/** 35.7 with extra cards drawn (Distant Suns): the explorer resolves one; the others stay discarded. */
export const KEEP_ONE_CHOICE = defineChoice('exploration/keep-one', keepArgs, {
  rule: '35.7',
  options: (_state, d) =>
    d.args.cards.map((c) => ({
      option: c,
      label: `Resolve ${isExplorationCopyId(c) ? explorationCard(c).name : c} on ${planetLabel(d.args.planet)}`,
    })),
  resolve: (ctx, decision, option) => {
    const { seat, system, planet, deck, cards } = decision.args;
    if (!cards.includes(option) || !isExplorationCopyId(option))
      return fail('flow/not-an-option', '35.7', 'Choose one of the exploration cards you drew.');
    const pile = ctx.state.decks[deck].discard;
    const at = pile.indexOf(option);
    if (at < 0) return fail('flow/not-an-option', '35.7', 'That exploration card is no longer in the discard pile.');
    popDecision(ctx.state, decision);
    pile.splice(at, 1);
    resolveExplored(ctx, { seat, system, planet, copy: option }, deck);
    return ok(undefined);
  },
  default: (_state, d) => d.args.cards[0],
});

/** Distant Suns ("may draw 1 additional card"): the explorer draws the extra cards, or only the one. */
export const EXTRA_CARDS_CHOICE = defineChoice('exploration/extra-cards', extraArgs, {
  rule: '35.7',
  options: (_state, d) => [
    {
      option: 'more',
      label: `Draw ${d.args.extra + 1} ${d.args.deck} cards for ${planetLabel(d.args.planet)} and resolve one (Distant Suns)`,
    },
    { option: 'one', label: `Draw only 1 ${d.args.deck} card for ${planetLabel(d.args.planet)}` },
  ],
  resolve: (ctx, decision, option) => {
    if (option !== 'more' && option !== 'one')
      return fail('flow/not-an-option', '35.7', 'Draw the additional cards, or only one.');
    popDecision(ctx.state, decision);
    const { seat, system, planet, deck, extra } = decision.args;
    draw(ctx, seat, system, planet, deck, option === 'more' ? extra : 0);
    return ok(undefined);
  },
  default: () => 'more',
  // resolve refuses only an option other than the two listed.
  offersOnlyLegal: true,
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
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});
