// LRR 69 conservation of promissory notes: every note dealt at setup is in exactly one hand or play area, or back in
// the game box (69.7); a play area holds only other players' notes that are played face up (or lie there while their
// effect lasts: The Cavalry); each Support for the Throne face up is worth exactly one point to its holder. For
// engine/testing/invariants.ts to call.
import type { GameState } from '../core/state';
import { notDealtIn, promissoryNotesDealt } from '../content/in-play';
import type { FactionId } from '../data/factions';
import { promissoryNote } from '../data/promissory-notes';
import { FACE_UP_WHILE_IN_EFFECT, parseCopy, throneSource } from './notes';
import { attachedTerraformCopies } from '../exploration/terraform';

/** The copies board setup deals (engine/setup/board-setup.ts): the generic notes and the faction's own that work. */
export function dealtNotes(state: GameState): string[] {
  return state.players.flatMap((p) =>
    promissoryNotesDealt(p.faction as FactionId, notDealtIn(state.config)).map((n) => `${n}@${p.seat}`),
  );
}

export function promissoryNoteProblems(state: GameState): string[] {
  const problems: string[] = [];
  const places = new Map<string, string[]>();
  const at = (copy: string, where: string) => places.set(copy, [...(places.get(copy) ?? []), where]);
  for (const p of state.players) {
    for (const c of p.promissoryNotes) at(c, `seat ${p.seat}'s hand`);
    for (const c of p.promissoryInPlay) at(c, `seat ${p.seat}'s play area`);
  }
  for (const c of state.transactions?.removed ?? []) at(c, 'the game box');
  // 12.1: Terraform played lies attached to its planet.
  for (const c of attachedTerraformCopies(state)) at(c, 'a planet (attached)');
  const dealt = dealtNotes(state);
  for (const copy of dealt) {
    const where = places.get(copy) ?? [];
    if (where.length === 0) problems.push(`69: promissory note ${copy} went missing`);
    if (where.length > 1) problems.push(`69: promissory note ${copy} is in ${where.join(' and ')}`);
  }
  for (const copy of places.keys())
    if (!dealt.includes(copy)) problems.push(`69: promissory note ${copy} was never dealt`);
  for (const p of state.players) {
    for (const c of p.promissoryInPlay) {
      const ref = parseCopy(c);
      if (!ref || ref.owner === p.seat) problems.push(`69.2: seat ${p.seat} has its own note ${c} in its play area`);
      else if (!promissoryNote(ref.note)?.playArea && !FACE_UP_WHILE_IN_EFFECT.includes(ref.note))
        problems.push(`69: ${c} is in seat ${p.seat}'s play area but is never played face up`);
    }
    // Support for the Throne: one point per throne face up, none otherwise.
    for (const owner of state.players.map((o) => o.seat)) {
      const held = p.promissoryInPlay.includes(`sftt@${owner}`) ? 1 : 0;
      const points = p.otherPoints.filter((o) => o.source === throneSource(owner)).reduce((n, o) => n + o.points, 0);
      if (held !== points)
        problems.push(
          `69: seat ${p.seat} has ${points} points from seat ${owner}'s Support for the Throne but holds ${held}`,
        );
    }
  }
  for (const c of state.transactions?.removed ?? []) {
    const ref = parseCopy(c);
    // Mahact "Hubris" purges their own Alliance; anything else goes to the box only with its eliminated owner.
    const hubris = ref?.note === 'an' && state.players[ref.owner]?.faction === 'mahact';
    if (!ref || (!state.players[ref.owner]?.eliminated && !hubris))
      problems.push(`69.7: ${c} is in the game box but its owner is still playing`);
  }
  return problems;
}
