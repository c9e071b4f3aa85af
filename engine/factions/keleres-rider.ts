// The Council Keleres' promissory note, Keleres Rider — LRR 69 promissory notes, 8.22 predictions, 8.16 players who
// cannot vote: after an agenda is revealed its holder predicts an outcome and may not vote on that agenda; the note
// goes back to the Keleres at once. A right prediction draws 1 action card and gains 2 trade goods once the outcome
// resolved (8.22b, engine/agenda/predictions.ts).
//
// Asked, like every faction note, only of seats that were ever given notes while the Keleres play (public facts,
// engine/transactions/notes.ts mayHoldNoteOf): asking reveals no hand.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkPrediction, predict, registerPredictionEffect } from '../agenda/predictions';
import { currentOutcomes } from '../agenda/outcomes';
import { drawActionCardsWithLimit } from '../agenda/effects/cards';
import { gainTradeGoods } from '../agenda/effects/economy';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { mayHoldNoteOf, playableCopies, returnNote } from '../transactions/notes';

const NOTE = 'rider';
const NAME = 'Keleres Rider';
/** The prediction's source: the note's own id would read as a generic "rider". */
const SOURCE = 'keleres-rider';

const targetSchema = z.object({ owner: z.number().int().min(0).max(7), outcome: z.string().min(1).max(64) });

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

function checkRider(state: GameState, seat: Seat, targets: Targets): Result<z.infer<typeof targetSchema>> {
  const t = targetSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Name whose Keleres Rider you play and the outcome.');
  if (t.data.owner === seat) return fail('transactions/own-note', '69.2', `You cannot play your own ${NAME}.`);
  if (!playableCopies(state, seat, NOTE).some((r) => r.owner === t.data.owner))
    return fail('ability/not-held', '69.1', `You do not hold ${seatName(state, t.data.owner)}'s ${NAME}.`);
  const predicted = checkPrediction(state, seat, t.data.outcome);
  return predicted.ok ? ok(t.data) : predicted;
}

export const KELERES_RIDER: AbilityDef = {
  id: 'keleres-rider',
  name: NAME,
  source: { kind: 'promissory-note', note: NOTE },
  window: 'after-agenda-revealed',
  costs: [],
  eligible: (state, seat) => !!state.agenda?.current && mayHoldNoteOf(state, seat, 'keleres'),
  targetOptions: (state, seat) => {
    const current = state.agenda?.current;
    if (!current) return [];
    const outcomes = currentOutcomes(state, current);
    return playableCopies(state, seat, NOTE).flatMap((r) =>
      outcomes.map((o) => ({
        label: `${seatName(state, r.owner)}'s note: predict ${o.label}; you do not vote on this agenda`,
        targets: { owner: r.owner, outcome: o.id },
      })),
    );
  },
  check: (state, seat, targets) => {
    const r = checkRider(state, seat, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    const r = checkRider(ctx.state, seat, targets);
    // 1.9: a prediction that became impossible meanwhile is not made; the note stays in hand.
    if (!r.ok) return;
    predict(ctx, seat, SOURCE, r.value.outcome, { barsVoting: true });
    returnNote(ctx, seat, { note: NOTE, owner: r.value.owner });
  },
};

// 8.22b: a right prediction — 2 trade goods, then 1 action card (the hand-limit choice the draw may push waits last).
registerPredictionEffect(SOURCE, (ctx, seat) => {
  gainTradeGoods(ctx, seat, 2);
  drawActionCardsWithLimit(ctx, seat, 1);
});

export const KELERES_RIDER_NOTE = defineContent({ abilities: [KELERES_RIDER] });
