// LRR 69: the five generic promissory notes (engine/data/promissory-notes.ts ids cf, ta, ps, sftt, an). Ceasefire,
// Trade Agreement and Political Secret are played in timing windows (abilities with a promissory-note source);
// Support for the Throne and Alliance act while face up in a play area (notes.ts places and returns them). Effects
// that other modules must respect answer effects hooks (note-effects.ts); GENERIC_NOTE_QUERIES says which.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { emit } from '../kernel/context';
import type { CeasefireNote } from './note-effects';
import { hasUnitsIn, parseCopy, playableCopies, returnNote, transactionsState } from './notes';
import { transactionWindow } from './scope';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** Windows for notes ask only seats known to have been given a note (public, see TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** 69.2: the copy played must be in the seat's hand and belong to another player; `owners` narrows whose. */
function checkCopy(
  state: GameState,
  seat: Seat,
  note: string,
  name: string,
  targets: Targets,
  owners?: (owner: Seat) => boolean,
): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', `You cannot play your own ${name}.`);
  const copy = playableCopies(state, seat, note).find((r) => r.owner === owner);
  if (!copy) return fail('ability/not-held', '69.1', `You do not hold ${seatName(state, owner)}'s ${name}.`);
  if (owners && !owners(owner))
    return fail('ability/bad-target', '69.1', `${seatName(state, owner)}'s ${name} cannot be played now.`);
  return ok(owner);
}

function copyTargets(
  state: GameState,
  seat: Seat,
  note: string,
  name: string,
  owners: (owner: Seat) => boolean,
): { label: string; targets: Targets }[] {
  return playableCopies(state, seat, note)
    .filter((r) => owners(r.owner))
    .map((r) => ({ label: `${seatName(state, r.owner)}'s ${name}`, targets: { owner: r.owner } }));
}

const unitsInSubjectSystem = (state: GameState, system: unknown, seat: Seat): boolean =>
  typeof system === 'string' && hasUnitsIn(state, system, seat);

// ---- Ceasefire -----------------------------------------------------------------------------------------------------

const activatedBy = (subject: Subject, owner: Seat): boolean => subject.seat === owner;

/** After the owner activates a system that contains the holder's units: the owner cannot move units into it. */
export const CEASEFIRE: AbilityDef = {
  id: 'ceasefire',
  name: 'Ceasefire',
  source: { kind: 'promissory-note', note: 'cf' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) =>
    subject.seat !== seat && mayHaveBeenGivenNotes(state, seat) && unitsInSubjectSystem(state, subject.system, seat),
  targetOptions: (state, seat, subject) => copyTargets(state, seat, 'cf', 'Ceasefire', (o) => activatedBy(subject, o)),
  check: (state, seat, targets, subject) => {
    const owner = checkCopy(state, seat, 'cf', 'Ceasefire', targets, (o) => activatedBy(subject, o));
    if (!owner.ok) return owner;
    return unitsInSubjectSystem(state, subject.system, seat)
      ? ok(undefined)
      : fail('ability/bad-target', '69.1', 'Ceasefire needs your units in the active system.');
  },
  resolve: (ctx, seat, targets) => {
    const owner = Number(targets.owner);
    if (ctx.state.tactical) ctx.state.tactical.notes.ceasefire = { owner, by: seat } satisfies CeasefireNote;
    emit(ctx, {
      type: 'note',
      text: `Ceasefire: ${seatName(ctx.state, owner)} cannot move units into the active system during this action.`,
    });
    returnNote(ctx, seat, { note: 'cf', owner });
  },
};

// ---- Trade Agreement -----------------------------------------------------------------------------------------------

/** When the owner replenishes commodities: the owner gives the holder all of their commodities (as trade goods, 21.6). */
export const TRADE_AGREEMENT: AbilityDef = {
  id: 'trade-agreement',
  name: 'Trade Agreement',
  source: { kind: 'promissory-note', note: 'ta' },
  window: 'after-commodities-replenished',
  costs: [],
  eligible: (state, seat, subject) => subject.seat !== seat && mayHaveBeenGivenNotes(state, seat),
  targetOptions: (state, seat, subject) => copyTargets(state, seat, 'ta', 'Trade Agreement', (o) => subject.seat === o),
  check: (state, seat, targets, subject) => {
    const owner = checkCopy(state, seat, 'ta', 'Trade Agreement', targets, (o) => subject.seat === o);
    return owner.ok ? ok(undefined) : owner;
  },
  resolve: (ctx, seat, targets) => {
    const owner = Number(targets.owner);
    const from = ctx.state.players[owner];
    const to = ctx.state.players[seat];
    if (from && to && from.commodities > 0) {
      const n = from.commodities;
      from.commodities = 0;
      to.tradeGoods += n;
      emit(ctx, { type: 'trade-goods-changed', seat, delta: n, from: 'player' });
    }
    returnNote(ctx, seat, { note: 'ta', owner });
  },
};

// ---- Political Secret ----------------------------------------------------------------------------------------------

const agendaScope = (state: GameState): string | null => {
  const w = transactionWindow(state);
  return w?.kind === 'agenda' ? w.key : null;
};

/**
 * When an agenda is revealed: until it is resolved, the owner cannot vote, play action cards, or use faction
 * abilities they would choose to use. Voting is barred through the agenda's own list (8.16); the rest through
 * `silencedByPoliticalSecret`.
 */
export const POLITICAL_SECRET: AbilityDef = {
  id: 'political-secret',
  name: 'Political Secret',
  source: { kind: 'promissory-note', note: 'ps' },
  window: 'when-agenda-revealed',
  costs: [],
  eligible: (state, seat) => mayHaveBeenGivenNotes(state, seat),
  targetOptions: (state, seat) =>
    copyTargets(state, seat, 'ps', 'Political Secret', (o) => !state.players[o]?.eliminated),
  check: (state, seat, targets) => {
    const owner = checkCopy(state, seat, 'ps', 'Political Secret', targets);
    if (!owner.ok) return owner;
    return state.agenda?.current
      ? ok(undefined)
      : fail('ability/not-now', '69.1', 'Political Secret is played when an agenda is revealed.');
  },
  resolve: (ctx, seat, targets) => {
    const owner = Number(targets.owner);
    const current = ctx.state.agenda?.current;
    const scope = agendaScope(ctx.state);
    if (current && !current.cannotVote.includes(owner)) current.cannotVote.push(owner);
    if (scope) transactionsState(ctx.state).silenced.push({ owner, scope });
    emit(ctx, {
      type: 'note',
      text: `Political Secret: ${seatName(ctx.state, owner)} cannot vote, play action cards or use chosen faction abilities until this agenda is resolved.`,
    });
    returnNote(ctx, seat, { note: 'ps', owner });
  },
};

// ---- Support for the Throne and Alliance ---------------------------------------------------------------------------

const inPlayArea = (state: GameState, seat: Seat, note: string): Seat[] =>
  (state.players[seat]?.promissoryInPlay ?? [])
    .map(parseCopy)
    .filter((r) => r !== null && r.note === note && r.owner !== seat)
    .map((r) => r!.owner);

/** Support for the Throne: the owners whose throne the seat holds face up (1 victory point each, in otherPoints). */
export const thronesHeld = (state: GameState, seat: Seat): Seat[] => inPlayArea(state, seat, 'sftt');

/** Alliance: the players whose commander ability the seat may use (their Alliance face up here, commander unlocked). */
export function allianceCommanders(state: GameState, seat: Seat): Seat[] {
  return inPlayArea(state, seat, 'an').filter((owner) => {
    const p = state.players[owner];
    return (
      p !== undefined && !p.eliminated && (p.leaders.commander === 'unlocked' || p.leaders.commander === 'exhausted')
    );
  });
}

export const GENERIC_NOTE_ABILITIES: readonly AbilityDef[] = [CEASEFIRE, TRADE_AGREEMENT, POLITICAL_SECRET];

/** Who must call what, so that the notes take effect everywhere (the flow calls the rest itself). */
export const GENERIC_NOTE_QUERIES = {
  cf: { consultedBy: 'engine/tactical (movement into the active system)', query: 'CANNOT_MOVE_INTO_ACTIVE_SYSTEM' },
  ta: {
    consultedBy:
      'engine/phases/cards/common.ts replenishCommodities: open the after-commodities-replenished window with subject {seat}',
    query: 'TRADE_AGREEMENT',
  },
  ps: {
    consultedBy: 'engine/abilities/play.ts checkUse (action cards, faction abilities); voting already reads cannotVote',
    query: 'CANNOT_USE_ABILITY',
  },
  sftt: {
    consultedBy: 'engine/tactical/activation.ts (returnNotesOnActivation), elimination (returnNotesOnElimination)',
    query: 'thronesHeld',
  },
  an: {
    consultedBy: 'leaders (commander abilities), engine/tactical/activation.ts (returnNotesOnActivation)',
    query: 'allianceCommanders',
  },
} as const;
