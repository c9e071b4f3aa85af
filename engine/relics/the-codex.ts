// The Codex (LRR 73 relics, 70 purge, 22 component actions, 2 action cards): Action — purge the card to take up to 3
// action cards of your choice from the discard pile into your hand, picked one at a time (the pile is public).
import { z } from 'zod';
import { ok } from '../core/result';
import type { GameState } from '../core/state';
import { ACTION_CARDS } from '../data/action-cards';
import { actionCardOf, type AbilityDef } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';

const TAKE = 'relics/codex-take' as const;
const takeArgs = z.object({ left: z.number().int().min(1).max(3) });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'relics/codex-take': z.infer<typeof takeArgs>;
  }
}

const cardName = (copy: string): string =>
  (ACTION_CARDS as Record<string, { name: string } | undefined>)[actionCardOf(copy)]?.name ?? copy;

/** One option per distinct card in the discard pile (copies of one card are alike), then "stop". */
function discardOptions(state: GameState): { option: string; label: string }[] {
  const seen = new Set<string>();
  const out: { option: string; label: string }[] = [];
  for (const copy of state.decks.action.discard) {
    const card = actionCardOf(copy);
    if (seen.has(card)) continue;
    seen.add(card);
    out.push({ option: copy, label: `Take ${cardName(copy)}` });
  }
  return out;
}

export const CODEX_TAKE = defineChoice(TAKE, takeArgs, {
  options: (state) => [...discardOptions(state), { option: 'stop', label: 'Take no more cards' }],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === 'stop') return ok(undefined);
    const discard = ctx.state.decks.action.discard;
    discard.splice(discard.indexOf(option), 1);
    ctx.state.players[ctx.seat]!.actionCards.push(option);
    emit(ctx, { type: 'note', text: `${ctx.state.players[ctx.seat]!.name} took ${cardName(option)} with The Codex.` });
    const left = decision.args.left - 1;
    if (left > 0 && discard.length > 0) pushChoice(ctx, TAKE, { args: { left }, waitingOn: [ctx.seat] });
    return ok(undefined);
  },
  default: () => 'stop',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const THE_CODEX: AbilityDef = {
  id: 'the-codex',
  name: 'The Codex',
  source: { kind: 'relic', relic: 'the-codex' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  // "Up to 3": taking none is allowed, but offering it with an empty pile would only waste the card.
  targetOptions: (state) =>
    state.decks.action.discard.length > 0
      ? [{ label: 'purge it to take up to 3 discarded action cards', targets: {} }]
      : [],
  check: () => ok(undefined),
  resolve: (ctx, seat) => {
    if (ctx.state.decks.action.discard.length > 0) pushChoice(ctx, TAKE, { args: { left: 3 }, waitingOn: [seat] });
  },
};

export const THE_CODEX_CARD = defineContent({ abilities: [THE_CODEX], choices: [CODEX_TAKE] });
