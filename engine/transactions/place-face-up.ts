// LRR 69.1 promissory notes played face up, 22 component actions: notes whose text is "Action: place this card face
// up in your play area" (Trade Convoys, Dark Pact, Blood Pact) are played by a component action that moves the held
// copy from the hand to the play area, where its effect applies until it is returned (engine/transactions/notes.ts).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { NoteRef } from '../core/transactions-state';
import { promissoryNote } from '../data/promissory-notes';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { emit } from '../kernel/context';
import { copyName, playableCopies } from './notes';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

function checkPlace(state: GameState, seat: Seat, note: string, targets: Targets): Result<NoteRef> {
  const name = promissoryNote(note)?.name ?? note;
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', `You cannot play your own ${name}.`);
  const copy = playableCopies(state, seat, note).find((r) => r.owner === owner);
  return copy ? ok(copy) : fail('ability/not-held', '69.1', `You do not hold that ${name}.`);
}

/** "Action: place this card face up in your play area" — the note's whole effect as a component action (22). */
export function placeFaceUp(id: string, note: string, name: string): AbilityDef {
  return {
    id,
    name,
    source: { kind: 'promissory-note', note },
    window: 'action',
    costs: [],
    eligible: () => true,
    targetOptions: (state, seat) =>
      playableCopies(state, seat, note).map((r) => ({
        label: `place ${seatName(state, r.owner)}'s note face up in your play area`,
        targets: { owner: r.owner },
      })),
    check: (state, seat, targets) => {
      const checked = checkPlace(state, seat, note, targets);
      return checked.ok ? ok(undefined) : checked;
    },
    resolve: (ctx, seat, targets) => {
      const checked = checkPlace(ctx.state, seat, note, targets);
      if (!checked.ok) return;
      const p = ctx.state.players[seat]!;
      const copy = copyName(checked.value);
      p.promissoryNotes.splice(p.promissoryNotes.indexOf(copy), 1);
      p.promissoryInPlay.push(copy);
      emit(ctx, { type: 'promissory-note-placed', seat, note, owner: checked.value.owner });
    },
  };
}
