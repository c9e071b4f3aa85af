// The Nekro Virus — LRR 90.16 gaining other players' technologies, 69 promissory notes: Technological Singularity
// (their faction ability: once per combat, after an opponent's unit is destroyed, they may gain a technology that
// opponent owns) and Antivirus (their note: placed face up at the start of a combat, it shields its holder from
// Technological Singularity until the holder activates a system with Nekro units, engine/transactions/notes.ts).
//
// What we decided, and why:
// - A technology without a faction is gained as such (a generic unit upgrade covers the Nekro's unit of that type,
//   97.2); a faction technology only through a Valefar Assimilator's token (90.16, engine/factions/nekro-valefar.ts).
// - "During combat": any destruction while the combat is under way in its area counts (anti-fighter barrage, an
//   action card, the opponent's own costs), not space cannon or bombardment, which happen outside the combat.
// - Declining does not use the ability: the Nekro is asked again after the next of the opponent's units is destroyed
//   in the same combat. Each combat (the space combat, each planet's ground combat) allows one gain.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { fightsIn } from '../action-cards/morale-boost';
import type { NoteRef } from '../core/transactions-state';
import { copyName, playableCopies } from '../transactions/notes';
import { combatKey, singularityCombat, SINGULARITY_USED } from './nekro.effects';
import { applyGain, gainOptions } from './nekro-valefar';

const singularityArgs = z.object({ seat: seatSchema, opponent: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'nekro/singularity': z.infer<typeof singularityArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'nekro/singularity': z.infer<typeof singularityArgs>;
  }
}

const DECLINE = 'decline';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

const SINGULARITY_STEP = defineStep('nekro/singularity', singularityArgs, (ctx, args) => {
  if (singularityCombat(ctx.state, args.seat, args.opponent))
    pushChoice(ctx, 'nekro/singularity', { args, waitingOn: [args.seat] });
});

const SINGULARITY_CHOICE = defineChoice('nekro/singularity', singularityArgs, {
  rule: '90.16',
  offersOnlyLegal: true,
  options(state, decision) {
    const { seat, opponent } = decision.args;
    if (!singularityCombat(state, seat, opponent)) return [];
    return [
      ...gainOptions(state, seat, [opponent], 'Technological Singularity'),
      { option: DECLINE, label: 'Technological Singularity: gain nothing now' },
    ];
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const { seat, opponent } = decision.args;
    const c = singularityCombat(ctx.state, seat, opponent);
    if (option === DECLINE || !c) return ok(undefined);
    if (!gainOptions(ctx.state, seat, [opponent], '').some((g) => g.option === option)) return ok(undefined);
    const notes = ctx.state.tactical!.notes;
    notes[SINGULARITY_USED] = [
      ...(Array.isArray(notes[SINGULARITY_USED]) ? (notes[SINGULARITY_USED] as string[]) : []),
      combatKey(c),
    ];
    emit(ctx, { type: 'ability-used', seat, ability: 'technological_singularity', window: 'after-unit-destroyed' });
    applyGain(ctx, seat, option);
    return ok(undefined);
  },
  // A free technology is never worse than none: the timeout takes the first one offered.
  default: (state, decision) =>
    gainOptions(state, decision.args.seat, [decision.args.opponent], '')[0]?.option ?? DECLINE,
});

// ---- Antivirus ---------------------------------------------------------------------------------------------------

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

function checkAntivirus(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<NoteRef> {
  if (!fightsIn(subject, seat))
    return fail('ability/not-eligible', '69.1', 'Antivirus is placed at the start of a combat you take part in.');
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Antivirus.');
  const copy = playableCopies(state, seat, 'antivirus').find((r) => r.owner === owner);
  if (!copy) return fail('ability/not-held', '69.1', 'You do not hold that Antivirus.');
  return ok(copy);
}

/** At the start of a combat: face up in the holder's play area, where it stops Technological Singularity. */
export const ANTIVIRUS: AbilityDef = {
  id: 'antivirus',
  name: 'Antivirus',
  source: { kind: 'promissory-note', note: 'antivirus' },
  window: 'start-of-combat',
  costs: [],
  eligible: (state, seat, subject) => fightsIn(subject, seat) && mayHaveBeenGivenNotes(state, seat),
  targetOptions: (state, seat, subject) =>
    fightsIn(subject, seat)
      ? playableCopies(state, seat, 'antivirus').map((r) => ({
          label: `place ${seatName(state, r.owner)}'s note face up; Technological Singularity cannot be used against you`,
          targets: { owner: r.owner },
        }))
      : [],
  check: (state, seat, targets, subject) => {
    const checked = checkAntivirus(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkAntivirus(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const p = ctx.state.players[seat]!;
    const copy = copyName(checked.value);
    p.promissoryNotes.splice(p.promissoryNotes.indexOf(copy), 1);
    p.promissoryInPlay.push(copy);
    emit(ctx, { type: 'promissory-note-placed', seat, note: 'antivirus', owner: checked.value.owner });
  },
};

export const NEKRO_SINGULARITY = defineContent({
  abilities: [ANTIVIRUS],
  steps: [SINGULARITY_STEP],
  choices: [SINGULARITY_CHOICE],
});
