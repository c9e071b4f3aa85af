// The Yssaril hero, Kyver, Blade and Key (LRR 51.10–51.12, 2 action cards, 2.2 hidden hands): as a component action,
// each other player shows the Yssaril 1 action card of their choice; for each of them the Yssaril either take the
// shown card or make that player discard 3 action cards at random; then purged.
//
// What we decided, and why:
// - The players show in turn order from the Yssaril's left, one after another; a player without action cards has
//   nothing to show and is skipped (the random discard would discard nothing either).
// - The shown card is kept in a step under the Yssaril's choice, never in a decision: decisions are seen by every
//   seat, steps by none. The choice names the card only in the options listed to the Yssaril (2.2).
// - Timeouts: a player who does not pick shows their first card; the Yssaril's timeout takes the shown card.
import { z } from 'zod';
import { leftOf } from '../../core/order';
import { fail, ok } from '../../core/result';
import { idSchema, seatSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import { discardActionCards } from '../../agenda/effects/cards';
import type { AbilityDef } from '../../kernel/abilities';
import { defineChoice, pushChoice, type ChoiceOf } from '../../kernel/choices';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { defineStep, pushStep } from '../../kernel/steps';
import { cardName, seatName, takeActionCard } from '../../factions/yssaril-spies';

const KYVER = 'Kyver, Blade and Key';
const SHOWN_STEP = 'leaders/kyver-shown';
const TAKE = 'take';
const DISCARD = 'discard-3';

const nextArgs = z.object({ seat: seatSchema, others: z.array(seatSchema) });
const pairArgs = z.object({ seat: seatSchema, target: seatSchema });
const shownArgs = z.object({ seat: seatSchema, target: seatSchema, card: idSchema });

declare module '../../kernel/steps' {
  interface StepArgs {
    'leaders/kyver-next': z.infer<typeof nextArgs>;
    'leaders/kyver-shown': z.infer<typeof shownArgs>;
  }
}
declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'leaders/kyver-show': z.infer<typeof pairArgs>;
    'leaders/kyver-take': z.infer<typeof pairArgs>;
  }
}

/** The other players, from the seat's left, whose hands hold an action card (public counts). */
const showers = (state: GameState, seat: Seat): Seat[] =>
  leftOf(state, seat).filter((s) => (state.players[s]?.actionCards.length ?? 0) > 0);

export const YSSARIL_HERO: AbilityDef = {
  id: 'yssarilhero',
  name: KYVER,
  source: { kind: 'leader', leader: 'yssarilhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    showers(state, seat).length > 0
      ? [
          {
            label: 'every rival reveals a card of their choosing; keep it, or have them lose 3 cards at random',
            targets: {},
          },
        ]
      : [],
  check: (state, seat) =>
    showers(state, seat).length > 0
      ? ok(undefined)
      : fail('ability/cannot-resolve', '51.10', 'No other player holds an action card to show.'),
  resolve: (ctx, seat) => {
    emit(ctx, { type: 'note', text: `${KYVER}: each other player shows ${seatName(ctx.state, seat)} 1 action card.` });
    pushStep(ctx.state, 'leaders/kyver-next', { seat, others: showers(ctx.state, seat) });
  },
};

const NEXT_STEP = defineStep('leaders/kyver-next', nextArgs, (ctx, args) => {
  const [target, ...rest] = args.others;
  if (target === undefined) return;
  if (rest.length > 0) pushStep(ctx.state, 'leaders/kyver-next', { seat: args.seat, others: rest });
  if ((ctx.state.players[target]?.actionCards.length ?? 0) > 0)
    pushChoice(ctx, 'leaders/kyver-show', { args: { seat: args.seat, target }, waitingOn: [target] });
});

/** Holds the shown card for the Yssaril's choice above it; does nothing when it runs. */
const SHOWN = defineStep(SHOWN_STEP, shownArgs, () => {});

const ownCards = (state: GameState, seat: Seat): string[] => [...new Set(state.players[seat]?.actionCards ?? [])];

const SHOW_CHOICE = defineChoice('leaders/kyver-show', pairArgs, {
  rule: '2',
  offersOnlyLegal: true,
  // Listed to the player who shows only: their hand is theirs to see.
  options: (state, decision, seat) =>
    seat !== decision.args.target
      ? []
      : ownCards(state, seat).map((c) => ({
          option: c,
          label: `${KYVER}: show ${seatName(state, decision.args.seat)} ${cardName(c)}`,
        })),
  resolve: (ctx, decision, option) => {
    const { seat, target } = decision.args;
    if (!ownCards(ctx.state, target).includes(option))
      return fail('ability/bad-target', '2', 'Show a card from your own hand.');
    popDecision(ctx.state, decision);
    pushStep(ctx.state, SHOWN_STEP, { seat, target, card: option });
    pushChoice(ctx, 'leaders/kyver-take', { args: { seat, target }, waitingOn: [seat] });
    return ok(undefined);
  },
  default: (state, decision) => state.players[decision.args.target]?.actionCards[0],
});

/** The card shown for this choice: in the step right under it. */
function shownCard(state: GameState, decision: ChoiceOf<'leaders/kyver-take'>): string | null {
  const i = state.stack.lastIndexOf(decision as (typeof state.stack)[number]);
  const below = state.stack[(i >= 0 ? i : state.stack.length - 1) - 1];
  if (below?.frame !== 'step' || below.step !== SHOWN_STEP) return null;
  const args = shownArgs.safeParse(below.args);
  return args.success && args.data.target === decision.args.target ? args.data.card : null;
}

const TAKE_CHOICE = defineChoice('leaders/kyver-take', pairArgs, {
  rule: '2',
  offersOnlyLegal: true,
  options: (state, decision, seat) => {
    if (seat !== decision.args.seat) return [];
    const card = shownCard(state, decision);
    const name = seatName(state, decision.args.target);
    return [
      ...(card ? [{ option: TAKE, label: `${KYVER}: take the ${cardName(card)} ${name} showed` }] : []),
      { option: DISCARD, label: `${KYVER}: ${name} discards 3 action cards at random` },
    ];
  },
  resolve: (ctx, decision, option) => {
    const { seat, target } = decision.args;
    const card = shownCard(ctx.state, decision);
    if (option !== DISCARD && !(option === TAKE && card))
      return fail('ability/bad-target', '51.10', 'Take the shown card, or have its player discard 3 at random.');
    popDecision(ctx.state, decision);
    if (option === TAKE && card) {
      takeActionCard(ctx, seat, target, card, KYVER);
      return ok(undefined);
    }
    const hand = [...(ctx.state.players[target]?.actionCards ?? [])];
    const picked: string[] = [];
    for (let i = 0; i < 3 && hand.length > 0; i++) picked.push(...hand.splice(ctx.rng.int(hand.length), 1));
    discardActionCards(ctx, target, picked);
    return ok(undefined);
  },
  default: (state, decision) => (shownCard(state, decision) ? TAKE : DISCARD),
});

export const YSSARIL_HERO_LEADERS = defineContent({
  abilities: [YSSARIL_HERO],
  steps: [NEXT_STEP, SHOWN],
  choices: [SHOW_CHOICE, TAKE_CHOICE],
});
