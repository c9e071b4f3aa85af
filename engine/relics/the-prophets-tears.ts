// The Prophet's Tears (LRR 73 relics, 90 research, 2 action cards): when its holder researches a technology, they may
// exhaust it for one benefit — ignore 1 prerequisite (a research ability named in the research, engine/economy/
// research-abilities.ts) or draw 1 action card (this choice, offered right after a research that did not use it).
import { ok } from '../core/result';
import { defineChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { noArgs, type NoArgs } from '../kernel/steps';
import { PROPHETS_TEARS, prophetsTearsReady } from '../economy/research-abilities';
import { drawActionCards } from '../phases/status';
import { exhaustRelic } from './holding';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'relics/prophets-tears-draw': NoArgs;
  }
}

export const PROPHETS_TEARS_DRAW = defineChoice('relics/prophets-tears-draw', noArgs, {
  // Two researches in one command each offer it; once exhausted, only "no" is left.
  options: (state, _d, seat) => [
    ...(prophetsTearsReady(state, seat)
      ? [{ option: 'draw', label: "The Prophet's Tears: exhaust it to draw 1 action card" }]
      : []),
    { option: 'decline', label: "The Prophet's Tears: keep it readied" },
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option !== 'draw') return ok(undefined);
    exhaustRelic(ctx.state.players[ctx.seat]!, PROPHETS_TEARS);
    emit(ctx, { type: 'ability-used', seat: ctx.seat, ability: PROPHETS_TEARS, window: 'when-researching' });
    drawActionCards(ctx, ctx.seat, 1);
    return ok(undefined);
  },
  default: () => 'decline',
  offersOnlyLegal: true,
});

export const THE_PROPHETS_TEARS_CARD = defineContent({ choices: [PROPHETS_TEARS_DRAW] });
