// Public Disgrace (LRR 2 action cards, 84 strategy phase, 1.15 "when", 1.20 speaker order): when another player
// chooses a strategy card, they give it back (with the trade goods it carried, 84.1a) and choose a different one,
// if any other is left to them.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { idSchema, seatSchema } from '../core/schemas';
import type { GameState } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { pushDecision } from '../kernel/stack';
import { defineStep, stepFrame } from '../kernel/steps';

const CHOOSE_AGAIN = 'public-disgrace/choose-again';
const againArgs = z.object({ seat: seatSchema, card: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [CHOOSE_AGAIN]: z.infer<typeof againArgs>;
  }
}

/** The choice is still standing, and another card is left to choose instead ("if able"). */
function checkTarget(state: GameState, subject: Subject) {
  const card = typeof subject.card === 'string' ? state.strategyCards[subject.card] : undefined;
  if (state.phase !== 'strategy' || !card || card.holder !== subject.seat)
    return fail(
      'ability/wrong-window',
      '1.22',
      'Public Disgrace is played when another player chooses a strategy card.',
    );
  if (!Object.entries(state.strategyCards).some(([id, c]) => id !== subject.card && c.holder === null))
    return fail('ability/bad-target', '2.6a', 'No other strategy card is left for that player to choose.');
  return ok(undefined);
}

export const PUBLIC_DISGRACE: AbilityDef = {
  id: 'public-disgrace',
  name: 'Public Disgrace',
  source: { kind: 'action-card', card: 'public-disgrace' },
  window: 'when-strategy-card-chosen',
  costs: [],
  eligible: (_state, seat, subject) => subject.seat !== seat,
  targetOptions: () => [{ label: 'make that player choose a different strategy card', targets: {} }],
  check: (state, _seat, _targets, subject) => checkTarget(state, subject),
  resolve: (ctx, _seat, _targets, subject) => {
    if (!checkTarget(ctx.state, subject).ok) return;
    const seat = Number(subject.seat);
    const cardId = String(subject.card);
    const player = ctx.state.players[seat]!;
    const card = ctx.state.strategyCards[cardId]!;
    const tradeGoods = Math.min(Number(subject.tradeGoods ?? 0), player.tradeGoods);
    card.holder = null;
    card.tradeGoods += tradeGoods;
    player.tradeGoods -= tradeGoods;
    player.strategyCards = player.strategyCards.filter((c) => c !== cardId);
    if (tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -tradeGoods });
    emit(ctx, { type: 'note', text: `Public Disgrace: ${player.name} gives the ${cardId} card back.` });
    // The new choice comes once this window has closed, before anything that followed the first choice.
    const stack = ctx.state.stack;
    const at = stack.findIndex((f) => f.frame === 'decision' && f.kind === 'window' && f.instance === subject.instance);
    const frame = stepFrame(CHOOSE_AGAIN, { seat, card: cardId });
    if (at < 0) stack.push(frame);
    else stack.splice(at, 0, frame);
  },
};

const CHOOSE_AGAIN_STEP = defineStep(CHOOSE_AGAIN, againArgs, (ctx, args) => {
  pushDecision(ctx, { kind: 'choose-strategy-card', waitingOn: [args.seat], excluded: [args.card] });
});

export const PUBLIC_DISGRACE_CARD = defineContent({ abilities: [PUBLIC_DISGRACE], steps: [CHOOSE_AGAIN_STEP] });
