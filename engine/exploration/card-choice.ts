// LRR 35.7: "a player reads the card, makes any necessary decisions, and resolves its ability" — the one choice
// decision every exploration card with a choice uses. Each card lists its options and resolves the one picked.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { EXPLORATION_CARDS, isExplorationCardId, type ExplorationCardId } from '../data/exploration';
import { defineChoice, type ChoiceOption } from '../kernel/choices';
import type { FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { idSchema } from '../core/schemas';
import { exploringArgs, type ExploringArgs } from './types';
import { CULTURAL_CHOICES } from './cultural';
import { FRONTIER_CHOICES } from './frontier';
import { HAZARDOUS_CHOICES } from './hazardous';
import { INDUSTRIAL_CHOICES } from './industrial';
import { ION_STORM_CHOICES } from './ion-storm';

const cardArgs = exploringArgs.extend({ card: idSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'exploration/card': z.infer<typeof cardArgs>;
  }
}

/** A card's decision: what it offers now, and what each pick does. */
export interface CardChoiceDef {
  options(state: GameState, x: ExploringArgs): ChoiceOption[];
  resolve(ctx: FlowCtx, x: ExploringArgs, option: string): void;
  /** What a timeout picks (the option that gives up least). */
  readonly fallback: string;
}

export type CardChoices = Partial<Record<ExplorationCardId, CardChoiceDef>>;

const REGISTRY: CardChoices = {
  ...CULTURAL_CHOICES,
  ...HAZARDOUS_CHOICES,
  ...INDUSTRIAL_CHOICES,
  ...FRONTIER_CHOICES,
  ...ION_STORM_CHOICES,
};

const defOf = (card: string): CardChoiceDef | undefined => (isExplorationCardId(card) ? REGISTRY[card] : undefined);

export const CARD_CHOICE = defineChoice('exploration/card', cardArgs, {
  options: (state, d) => {
    const { card, ...x } = d.args;
    const name = isExplorationCardId(card) ? EXPLORATION_CARDS[card].name : card;
    return (defOf(card)?.options(state, x) ?? []).map((o) => ({ option: o.option, label: `${name}: ${o.label}` }));
  },
  resolve: (ctx, decision, option) => {
    const { card, ...x } = decision.args;
    const def = defOf(card);
    if (!def) return fail('engine/unknown-choice', '35.7', `No exploration card "${card}" waits on a choice.`);
    popDecision(ctx.state, decision);
    def.resolve(ctx, x, option);
    return ok(undefined);
  },
  default: (state, d) => {
    const def = defOf(d.args.card);
    const { card: _card, ...x } = d.args;
    const offered = def?.options(state, x) ?? [];
    return offered.some((o) => o.option === def?.fallback) ? def?.fallback : offered[0]?.option;
  },
  // resolve refuses only a card without a choice definition, for which the options list nothing; the card's own resolve
  // cannot refuse.
  offersOnlyLegal: true,
});
