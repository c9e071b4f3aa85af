// Diplomatic Pressure (LRR 69 promissory notes, 2.6b same-name cards in one window): when an agenda is revealed, pick
// another player; they give you 1 promissory note of their choice from their hand. Two copies cannot both be played
// against the same player in one window; a cancelled copy does not count (2.6b).
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { promissoryNote } from '../data/promissory-notes';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { giveNote, parseCopy } from '../transactions/notes';

const giveArgs = z.object({ to: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'diplomatic-pressure/give-note': z.infer<typeof giveArgs>;
  }
}

/** Recorded among the round's ability uses once a copy resolved against `target` in this window instance. */
const pressedKey = (target: Seat, subject: Subject) =>
  `diplomatic-pressure|target:${target}|window:${String(subject.instance ?? '')}`;

const canPress = (state: GameState, seat: Seat, target: Seat, subject: Subject): boolean => {
  const p = state.players[target];
  return (
    !!p &&
    !p.eliminated &&
    target !== seat &&
    p.promissoryNotes.length > 0 &&
    !state.abilityUses.includes(pressedKey(target, subject))
  );
};

export const DIPLOMATIC_PRESSURE: AbilityDef = {
  id: 'diplomatic-pressure',
  name: 'Diplomatic Pressure',
  source: { kind: 'action-card', card: 'diplomatic-pressure' },
  window: 'when-agenda-revealed',
  costs: [],
  eligible: () => true,
  targetOptions: (state, seat, subject) =>
    state.players
      .filter((p) => canPress(state, seat, p.seat, subject))
      .map((p) => ({ label: `${p.name} gives you a promissory note`, targets: { player: p.seat } })),
  check: (state, seat, targets, subject) => {
    const target = state.players[Number(targets.player)];
    if (!target || target.eliminated || target.seat === seat)
      return fail('ability/bad-target', '2.6a', 'Choose another player in the game.');
    if (target.promissoryNotes.length === 0)
      return fail('ability/bad-target', '69', `${target.name} has no promissory note in hand.`);
    if (state.abilityUses.includes(pressedKey(target.seat, subject)))
      return fail('ability/limit', '2.6b', `Diplomatic Pressure was already played against ${target.name} now.`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const target = Number(targets.player);
    if (!canPress(ctx.state, seat, target, subject)) return;
    ctx.state.abilityUses.push(pressedKey(target, subject));
    pushChoice(ctx, 'diplomatic-pressure/give-note', { args: { to: seat }, waitingOn: [target] });
  },
};

const noteLabel = (copy: string): string => {
  const ref = parseCopy(copy);
  return ref ? (promissoryNote(ref.note)?.name ?? ref.note) : copy;
};

export const GIVE_NOTE_CHOICE = defineChoice('diplomatic-pressure/give-note', giveArgs, {
  rule: '1.3',
  options: (state, d, seat) =>
    (state.players[seat]?.promissoryNotes ?? []).map((copy) => ({
      option: copy,
      label: `Give ${noteLabel(copy)} to ${state.players[d.args.to]?.name ?? 'them'}`,
    })),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const ref = parseCopy(option);
    if (!ref || !ctx.state.players[ctx.seat]?.promissoryNotes.includes(option)) return ok(undefined);
    giveNote(ctx, ctx.seat, decision.args.to, ref);
    emit(ctx, { type: 'note', text: 'Diplomatic Pressure: a promissory note changed hands.' });
    return ok(undefined);
  },
  default: (state, _d, seat) => state.players[seat]?.promissoryNotes[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const DIPLOMATIC_PRESSURE_CARD = defineContent({
  abilities: [DIPLOMATIC_PRESSURE],
  choices: [GIVE_NOTE_CHOICE],
});
