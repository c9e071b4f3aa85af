// The Empyrean's promissory notes and Voidwatch — LRR 69 promissory notes, 94 transactions (21.5 commodities given
// become trade goods), 8.15 additional votes, 58 movement: Dark Pact and Blood Pact are played as component actions
// face up into the holder's play area (69.1, 22) and go back to the Empyrean when the holder activates a system with
// Empyrean units (engine/transactions/notes.ts). Dark Pact pays 1 trade good to both when the holder gives the
// Empyrean exactly their commodity value in commodities; Blood Pact adds 4 votes when the holder and the Empyrean
// vote for the same outcome. Voidwatch (their faction technology): a player who moves ships into a system with the
// owner's units must give the owner 1 promissory note from their hand, their pick. The pacts' payouts and whom
// Voidwatch concerns are in empyrean-rules.ts (asked by empyrean.effects.ts).
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { ok } from '../core/result';
import { promissoryNote } from '../data/promissory-notes';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { giveNote, parseCopy } from '../transactions/notes';
import { placeFaceUp } from '../transactions/place-face-up';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

// ---- Placing the pacts face up: a component action each (engine/transactions/place-face-up.ts) -------------------

export const DARK_PACT = placeFaceUp('dark-pact', 'dark_pact', 'Dark Pact');
export const BLOOD_PACT = placeFaceUp('blood-pact', 'blood_pact', 'Blood Pact');

// ---- Voidwatch -----------------------------------------------------------------------------------------------------

const voidwatchArgs = z.object({ owner: seatSchema, mover: seatSchema });
const giveArgs = z.object({ to: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'empyrean/voidwatch': z.infer<typeof voidwatchArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    'empyrean/voidwatch-note': z.infer<typeof giveArgs>;
  }
}

const noteLabel = (copy: string): string => {
  const ref = parseCopy(copy);
  return ref ? (promissoryNote(ref.note)?.name ?? ref.note) : copy;
};

export const VOIDWATCH_STEP = defineStep('empyrean/voidwatch', voidwatchArgs, (ctx, { owner, mover }) => {
  const notes = ctx.state.players[mover]?.promissoryNotes ?? [];
  // "If able": a player with no promissory note in hand gives nothing.
  if (notes.length === 0 || ctx.state.players[owner]?.eliminated) return;
  pushChoice(ctx, 'empyrean/voidwatch-note', { args: { to: owner }, waitingOn: [mover] });
});

/** The mover picks which promissory note of their hand goes to Voidwatch's owner. */
export const VOIDWATCH_CHOICE = defineChoice('empyrean/voidwatch-note', giveArgs, {
  rule: '69',
  offersOnlyLegal: true,
  options: (state, d, seat) =>
    (state.players[seat]?.promissoryNotes ?? []).map((copy) => ({
      option: copy,
      label: `Voidwatch: give ${noteLabel(copy)} to ${seatName(state, d.args.to)}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const ref = parseCopy(option);
    if (!ref || !ctx.state.players[ctx.seat]?.promissoryNotes.includes(option)) return ok(undefined);
    giveNote(ctx, ctx.seat, decision.args.to, ref);
    // 69.6: which note it was stays between the two players.
    emit(ctx, {
      type: 'note',
      text: `Voidwatch: ${seatName(ctx.state, ctx.seat)} gives ${seatName(ctx.state, decision.args.to)} a promissory note.`,
    });
    return ok(undefined);
  },
  default: (state, _d, seat) => state.players[seat]?.promissoryNotes[0],
});

export const EMPYREAN_PACTS = defineContent({
  abilities: [DARK_PACT, BLOOD_PACT],
  steps: [VOIDWATCH_STEP],
  choices: [VOIDWATCH_CHOICE],
});
