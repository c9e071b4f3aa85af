// What agenda outcomes do with cards: action cards drawn and discarded (2.3, 2.4 with Executive Sanctions),
// secret objectives drawn (61.21), relics gained (73).
import { gainRelic as gainRelicFromDeck } from '../../relics/gain';
import { noArgs, type NoArgs } from '../../kernel/steps';
import { fail, ok } from '../../core/result';
import type { Seat } from '../../core/state';
import { actionCardOf } from '../../kernel/abilities';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { emit, type FlowCtx } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { drawSecretObjective } from '../../objectives/scoring';
import { drawActionCards } from '../../phases/status';
import { actionCardHandLimit } from '../../phases/hand-limit';
import { afterActionCardsDiscarded } from '../../phases/discards';

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'agenda/discard-action-card': NoArgs;
  }
}

export function discardActionCards(ctx: FlowCtx, seat: Seat, cards: readonly string[]): void {
  const p = ctx.state.players[seat];
  if (!p || cards.length === 0) return;
  const discarded: string[] = [];
  for (const c of cards) {
    const i = p.actionCards.indexOf(c);
    if (i < 0) continue;
    p.actionCards.splice(i, 1);
    ctx.state.decks.action.discard.push(c);
    discarded.push(c);
  }
  emit(ctx, { type: 'action-cards-discarded', seat, count: cards.length });
  afterActionCardsDiscarded(ctx, seat, discarded); // Reverse Engineer
}

export const discardHand = (ctx: FlowCtx, seat: Seat): void =>
  discardActionCards(ctx, seat, [...(ctx.state.players[seat]?.actionCards ?? [])]);

/** Executive Sanctions (Against): one card picked at random with the game's generator. */
export function discardRandomActionCard(ctx: FlowCtx, seat: Seat): void {
  const hand = ctx.state.players[seat]?.actionCards ?? [];
  if (hand.length === 0) return;
  discardActionCards(ctx, seat, [hand[ctx.rng.int(hand.length)]!]);
}

/** 2.4: "ever" more cards than the limit — the player discards down at once (the limit may be 3, 2.4a). */
export function enforceHandLimit(ctx: FlowCtx, seat: Seat): void {
  const p = ctx.state.players[seat];
  if (p && p.actionCards.length > actionCardHandLimit(ctx.state, seat)) {
    pushChoice(ctx, 'agenda/discard-action-card', { args: {}, waitingOn: [seat] });
  }
}

export const DISCARD_ACTION_CARD_CHOICE = defineChoice('agenda/discard-action-card', noArgs, {
  rule: '8.18',
  options: (state, _d, seat) =>
    (state.players[seat]?.actionCards ?? []).map((c) => ({ option: c, label: `Discard ${actionCardOf(c)}` })),
  resolve: (ctx, decision, option) => {
    if (!ctx.state.players[ctx.seat]) return fail('input/unknown-seat', 'input', 'Unknown seat.');
    popDecision(ctx.state, decision);
    discardActionCards(ctx, ctx.seat, [option]);
    enforceHandLimit(ctx, ctx.seat);
    return ok(undefined);
  },
  // Without an answer the card drawn last goes.
  default: (state, _d, seat) => state.players[seat]?.actionCards.at(-1),
  // Every card listed is in the seat's hand, and resolve refuses nothing else (the seat exists): offered without a try.
  offersOnlyLegal: true,
});

export function drawActionCardsWithLimit(ctx: FlowCtx, seat: Seat, n: number): void {
  drawActionCards(ctx, seat, n);
  enforceHandLimit(ctx, seat);
}

export function drawSecretObjectives(ctx: FlowCtx, seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) drawSecretObjective(ctx, seat);
}

/** Minister of Antiquities: the top relic (73.2), with what the relic does when gained (engine/relics/gain.ts). */
export function gainRelic(ctx: FlowCtx, seat: Seat): void {
  if (ctx.state.players[seat]) gainRelicFromDeck(ctx, seat);
}

export const CARD_EFFECT_CHOICES = [DISCARD_ACTION_CARD_CHOICE];
