// The Mentak commander, S'ula Mentarion (LRR 51.6, 69 promissory notes): after winning a space combat, its owner may
// make the opponent hand over 1 promissory note of the opponent's choosing. Which note stays between the two: the
// loser picks from their own hand (only they see the options), and the table learns only that a note changed hands.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { spaceCombatResult } from '../combat/combat-record';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { giveNote, parseCopy } from '../transactions/notes';
import { promissoryNote } from '../data/promissory-notes';

const handArgs = z.object({ from: seatSchema, to: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/mentak-note': z.infer<typeof handArgs>;
  }
}

/** The opponent the seat beat in the space combat the window follows, if they hold any note (a public count). */
function loserWithNotes(state: GameState, seat: Seat, subject: Subject): Seat | null {
  if (subject.seat !== seat || subject.combat !== 'space') return null;
  const result = spaceCombatResult(state);
  const loser = result && result.winner === seat ? result.loser : null;
  if (loser === null) return null;
  return (state.players[loser]?.promissoryNotes.length ?? 0) > 0 ? loser : null;
}

/** S'ula Mentarion — after you win a space combat: your opponent gives you 1 promissory note of their choice. */
export const MENTAK_COMMANDER: AbilityDef = {
  id: 'mentakcommander',
  name: "S'ula Mentarion",
  source: { kind: 'leader', leader: 'mentakcommander', role: 'commander' },
  window: 'after-combat-won',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => loserWithNotes(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const loser = loserWithNotes(state, seat, subject);
    const name = loser === null ? '' : (state.players[loser]?.name ?? `seat ${loser}`);
    return loser === null ? [] : [{ label: `${name} gives you 1 promissory note`, targets: {} }];
  },
  check: (state, seat, _targets, subject) =>
    loserWithNotes(state, seat, subject) === null
      ? fail('ability/not-now', '51.6', "S'ula Mentarion needs a space combat you won against a player with notes.")
      : ok(undefined),
  resolve: (ctx, seat, _targets, subject) => {
    const loser = loserWithNotes(ctx.state, seat, subject);
    if (loser !== null) pushChoice(ctx, 'leaders/mentak-note', { args: { from: loser, to: seat }, waitingOn: [loser] });
  },
};

export const MENTAK_NOTE_CHOICE = defineChoice('leaders/mentak-note', handArgs, {
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
    emit(ctx, { type: 'promissory-note-handed', from, to, source: 'mentakcommander' });
    return ok(undefined);
  },
  default: (state, decision) => state.players[decision.args.from]?.promissoryNotes[0],
});

export const MENTAK_LEADERS = defineContent({ abilities: [MENTAK_COMMANDER], choices: [MENTAK_NOTE_CHOICE] });
