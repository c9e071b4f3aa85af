// LRR 69 promissory notes: where a copy goes when it is given (69.4: back to its owner's hand; Support for the Throne
// and Alliance face up in the receiver's play area), when it returns to its owner (69.3), and when its owner is
// eliminated (69.7). Every move of a note between players should go through these functions.
import type { GameState, PlayerState, Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { checkVictory } from '../phases/victory';
import type { NoteRef, TransactionsState } from '../core/transactions-state';

export function transactionsState(state: GameState): TransactionsState {
  return (state.transactions ??= {
    proposals: [],
    doneScope: null,
    done: [],
    deals: [],
    received: [],
    silenced: [],
    removed: [],
  });
}

export const copyName = (ref: NoteRef): string => `${ref.note}@${ref.owner}`;

export function parseCopy(copy: string): NoteRef | null {
  const at = copy.lastIndexOf('@');
  const owner = Number(copy.slice(at + 1));
  if (at <= 0 || !Number.isInteger(owner) || copy.slice(at + 1) === '') return null;
  return { note: copy.slice(0, at), owner };
}

export const ownerOf = (copy: string): Seat | null => parseCopy(copy)?.owner ?? null;

/** The note's own words: "when you receive this card and are not the owner, place it face up in your play area". */
export const PLACED_WHEN_RECEIVED: readonly string[] = ['sftt', 'an'];

/**
 * Notes that lie face up in their holder's play area only while their effect lasts, then go back to their owner (The
 * Cavalry: until the end of the space combat it was played in, engine/factions/nomad-cavalry.ts).
 */
export const FACE_UP_WHILE_IN_EFFECT: readonly string[] = ['cavalry'];

/** Notes whose text returns them when their holder activates a system with any of the owner's units. */
export const RETURNED_ON_ACTIVATION: readonly string[] = [
  'sftt',
  'an',
  'convoys',
  'pop',
  'antivirus',
  'dark_pact',
  'blood_pact',
];

/** Support for the Throne's victory point, as recorded in PlayerState.otherPoints. */
export const throneSource = (owner: Seat): string => `promissory:sftt:${owner}`;

/** A note played "at the start of your turn" (Creuss IFF, Spy Net): the window is the holder's own turn starting. */
export const ownTurnStarts = (state: GameState, seat: Seat, subject: Readonly<Record<string, unknown>>): boolean =>
  state.phase === 'action' && subject.seat === seat && state.activeSeat === seat;

/**
 * Whether the seat could hold the note of `faction`, judged from public facts only (so a window asks without revealing
 * a hand): it was given notes in a transaction (TransactionsState.received) and another seated player is `faction`.
 */
export const mayHoldNoteOf = (state: GameState, seat: Seat, faction: string): boolean =>
  (state.transactions?.received.includes(seat) ?? false) &&
  state.players.some((p) => p.seat !== seat && p.faction === faction && !p.eliminated);

/** 69.1 / 69.5: the hand copies of this note that the seat could play (never their own, 69.2). */
export function playableCopies(state: GameState, seat: Seat, note: string): NoteRef[] {
  return (state.players[seat]?.promissoryNotes ?? [])
    .map(parseCopy)
    .filter((r): r is NoteRef => r !== null && r.note === note && r.owner !== seat);
}

function gainThronePoint(ctx: FlowCtx, holder: PlayerState, owner: Seat): void {
  holder.otherPoints.push({ source: throneSource(owner), points: 1 });
  emit(ctx, { type: 'victory-point-gained', seat: holder.seat, source: 'Support for the Throne', points: 1 });
}

function loseThronePoint(ctx: FlowCtx, holder: PlayerState, owner: Seat): void {
  const i = holder.otherPoints.findIndex((p) => p.source === throneSource(owner));
  if (i < 0) return;
  holder.otherPoints.splice(i, 1);
  emit(ctx, { type: 'victory-point-gained', seat: holder.seat, source: 'Support for the Throne', points: -1 });
}

/**
 * Hands a note from `from`'s hand to `to` (the caller checked it is there). 69.4: a note given to its owner goes to
 * their hand; Support for the Throne and Alliance go face up into the receiver's play area, and the throne gives a
 * victory point at once (98.7: which may end the game).
 */
export function giveNote(ctx: FlowCtx, from: Seat, to: Seat, ref: NoteRef): void {
  const giver = ctx.state.players[from]!;
  const receiver = ctx.state.players[to]!;
  const copy = copyName(ref);
  giver.promissoryNotes.splice(giver.promissoryNotes.indexOf(copy), 1);
  if (ref.owner === to) {
    receiver.promissoryNotes.push(copy);
    return;
  }
  const t = transactionsState(ctx.state);
  if (!t.received.includes(to)) t.received.push(to);
  if (!PLACED_WHEN_RECEIVED.includes(ref.note)) {
    receiver.promissoryNotes.push(copy);
    return;
  }
  receiver.promissoryInPlay.push(copy);
  emit(ctx, { type: 'promissory-note-placed', seat: to, note: ref.note, owner: ref.owner });
  if (ref.note === 'sftt') {
    gainThronePoint(ctx, receiver, ref.owner);
    checkVictory(ctx);
  }
}

/**
 * 69.3: a note goes back to its owner's hand (from the holder's hand after it was played, or from their play area).
 * 69.7: an eliminated owner's notes go to the game box instead.
 */
export function returnNote(ctx: FlowCtx, holder: Seat, ref: NoteRef): void {
  const p = ctx.state.players[holder];
  const owner = ctx.state.players[ref.owner];
  if (!p || !owner) return;
  const copy = copyName(ref);
  const inHand = p.promissoryNotes.indexOf(copy);
  const inPlay = p.promissoryInPlay.indexOf(copy);
  if (inHand >= 0) p.promissoryNotes.splice(inHand, 1);
  else if (inPlay >= 0) p.promissoryInPlay.splice(inPlay, 1);
  else return;
  if (inPlay >= 0 && ref.note === 'sftt') loseThronePoint(ctx, p, ref.owner);
  if (owner.eliminated) transactionsState(ctx.state).removed.push(copy);
  else owner.promissoryNotes.push(copy);
  emit(ctx, { type: 'promissory-note-returned', seat: holder, note: ref.note, owner: ref.owner });
}

/** Whether the system holds any unit (ships, ground forces, structures) of the seat. */
export function hasUnitsIn(state: GameState, system: string, seat: Seat): boolean {
  const sys = state.board.systems[system];
  if (!sys) return false;
  const stacks = [sys.space[String(seat)], ...Object.values(sys.planets).map((p) => p.units[String(seat)])];
  return stacks.some((s) => Object.values(s?.counts ?? {}).some((n) => (n ?? 0) > 0));
}

/**
 * Support for the Throne, Alliance and the faction notes with the same clause: when their holder activates a system
 * that contains any of the owner's units, the note returns (the throne's point with it). Consulted by
 * engine/tactical/activation.ts right after a system is activated.
 */
export function returnNotesOnActivation(ctx: FlowCtx, seat: Seat, system: string): void {
  const p = ctx.state.players[seat];
  if (!p) return;
  for (const copy of [...p.promissoryInPlay]) {
    const ref = parseCopy(copy);
    if (ref && RETURNED_ON_ACTIVATION.includes(ref.note) && hasUnitsIn(ctx.state, system, ref.owner))
      returnNote(ctx, seat, ref);
  }
}

/**
 * 69.7: when a player is eliminated, every note of their colour or faction goes to the game box wherever it is
 * (a Support for the Throne takes its point with it), and other players' notes they held go back to their owners.
 * Call before or after marking the player eliminated; the caller owns the rest of elimination (LRR 33).
 */
export function returnNotesOnElimination(ctx: FlowCtx, seat: Seat): void {
  const t = transactionsState(ctx.state);
  for (const p of ctx.state.players) {
    for (const copy of [...p.promissoryNotes, ...p.promissoryInPlay]) {
      const ref = parseCopy(copy);
      if (!ref) continue;
      if (ref.owner === seat) {
        if (p.promissoryInPlay.includes(copy) && ref.note === 'sftt') loseThronePoint(ctx, p, seat);
        // A note in a hand leaves without being named: hands stay hidden (69.6); one in a play area was public.
        if (p.promissoryInPlay.includes(copy))
          emit(ctx, { type: 'promissory-note-returned', seat: p.seat, note: ref.note, owner: seat });
        p.promissoryNotes = p.promissoryNotes.filter((c) => c !== copy);
        p.promissoryInPlay = p.promissoryInPlay.filter((c) => c !== copy);
        t.removed.push(copy);
      } else if (p.seat === seat) {
        returnNote(ctx, seat, ref);
      }
    }
  }
}

/** 69.5a: whether the copy is in the seat's hand (notes in a play area cannot be traded). */
export const inHand = (state: GameState, seat: Seat, ref: NoteRef): boolean =>
  state.players[seat]?.promissoryNotes.includes(copyName(ref)) ?? false;
