// The Naalu hero, The Oracle (LRR 51.10–51.12, 69 promissory notes): as the status phase ends, its owner may make
// each other player hand over 1 promissory note of that player's choosing; then purged. Which note stays between
// the two: each giver picks from their own hand (only they see the options) and the table learns only that a note
// changed hands. The window itself is opened by naalu.effects.ts.
import { z } from 'zod';
import { leftOf } from '../../core/order';
import { fail, ok } from '../../core/result';
import { seatSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import { promissoryNote } from '../../data/promissory-notes';
import type { AbilityDef } from '../../kernel/abilities';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { giveNote, parseCopy } from '../../transactions/notes';

const handArgs = z.object({ from: seatSchema, to: seatSchema });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'leaders/naalu-hero-note': z.infer<typeof handArgs>;
  }
}

/** The other players holding any note (a public count), clockwise from the seat's left. */
const givers = (state: GameState, seat: Seat): Seat[] =>
  leftOf(state, seat).filter((s) => (state.players[s]?.promissoryNotes.length ?? 0) > 0);

/** The Oracle — when the status phase ends: each other player gives you 1 promissory note of their choice; purge. */
export const NAALU_HERO: AbilityDef = {
  id: 'naaluhero',
  name: 'The Oracle',
  source: { kind: 'leader', leader: 'naaluhero', role: 'hero' },
  window: 'end-of-status-phase',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => givers(state, seat).length > 0,
  targetOptions: (state, seat) =>
    givers(state, seat).length > 0 ? [{ label: 'each other player gives you 1 promissory note', targets: {} }] : [],
  check: (state, seat) =>
    givers(state, seat).length > 0
      ? ok(undefined)
      : fail('ability/not-now', '51.10', 'No other player holds a promissory note to give.'),
  resolve: (ctx, seat) => {
    // The leftmost player answers first: the stack runs the last pushed first.
    for (const from of givers(ctx.state, seat).reverse())
      pushChoice(ctx, 'leaders/naalu-hero-note', { args: { from, to: seat }, waitingOn: [from] });
  },
};

export const NAALU_HERO_NOTE_CHOICE = defineChoice('leaders/naalu-hero-note', handArgs, {
  options(state, decision, seat) {
    if (seat !== decision.args.from) return [];
    return (state.players[seat]?.promissoryNotes ?? []).map((copy) => {
      const ref = parseCopy(copy);
      const name = ref ? (promissoryNote(ref.note)?.name ?? ref.note) : copy;
      return { option: copy, label: `Give ${name}` };
    });
  },
  resolve(ctx, decision, option) {
    const { from, to } = decision.args;
    const ref = parseCopy(option);
    if (!ref || !ctx.state.players[from]?.promissoryNotes.includes(option))
      return fail('ability/bad-target', '69.5', 'That note is not in your hand.');
    popDecision(ctx.state, decision);
    giveNote(ctx, from, to, ref);
    emit(ctx, { type: 'promissory-note-handed', from, to, source: 'naaluhero' });
    return ok(undefined);
  },
  default: (state, decision) => state.players[decision.args.from]?.promissoryNotes[0],
});

export const NAALU_HERO_LEADERS = defineContent({ abilities: [NAALU_HERO], choices: [NAALU_HERO_NOTE_CHOICE] });
