// The Naalu Collective — LRR 48 initiative order (48.3: the Naalu "0" token), 69 promissory notes: Telepathic (their
// faction ability: at the end of the strategy phase the token goes on their strategy card) and Gift of Prescience
// (their note: its holder takes the token instead, and the Naalu cannot use Telepathic that round; it goes back to
// the Naalu when the status phase ends). The token is kept in PlayerState.otherTokens (engine/core/order.ts reads it).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { NoteRef } from '../core/transactions-state';
import { copyName, parseCopy, playableCopies, returnNote } from '../transactions/notes';
import { readOnly } from '../kernel/draft';

declare module '../kernel/steps' {
  interface StepArgs {
    'naalu/telepathic': NoArgs;
    'naalu/return-gift': NoArgs;
  }
}

/** The Naalu "0" token's name in PlayerState.otherTokens. */
export const NAALU_TOKEN = 'naalu-zero';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The Gift of Prescience lying face up in a play area this round, if one was played. */
export function giftInPlay(state: GameState): { holder: Seat; ref: NoteRef } | null {
  for (const p of readOnly(state).players) {
    for (const copy of p.promissoryInPlay) {
      const ref = parseCopy(copy);
      if (ref?.note === 'gift') return { holder: p.seat, ref };
    }
  }
  return null;
}

/** 48.3: exactly one player holds the "0" token; placing it takes it from wherever it was. */
function placeToken(ctx: FlowCtx, seat: Seat, why: string): void {
  for (const p of ctx.state.players) p.otherTokens = p.otherTokens.filter((t) => t !== NAALU_TOKEN);
  ctx.state.players[seat]!.otherTokens.push(NAALU_TOKEN);
  emit(ctx, { type: 'note', text: `${why}: ${seatName(ctx.state, seat)} takes the Naalu "0" token (initiative 0).` });
}

const naaluSeat = (state: GameState): Seat | null =>
  state.players.find((p) => p.faction === 'naalu' && !p.eliminated)?.seat ?? null;

/** 33.10c: the Naalu are eliminated and another player still holds their "0" token. */
export const tokenLeftByEliminatedNaalu = (state: GameState): boolean =>
  naaluSeat(state) === null && state.players.some((p) => p.otherTokens.includes(NAALU_TOKEN));

/** Whether any seat plays the Naalu (their ability and note exist only then). */
export const naaluInGame = (state: GameState): boolean => state.players.some((p) => p.faction === 'naalu');

// ---- Gift of Prescience ------------------------------------------------------------------------------------------

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

function checkGift(state: GameState, seat: Seat, targets: Targets): Result<NoteRef> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Gift of Prescience.');
  const copy = playableCopies(state, seat, 'gift').find((r) => r.owner === owner);
  if (!copy) return fail('ability/not-held', '69.1', 'You do not hold that Gift of Prescience.');
  if ((state.players[seat]?.strategyCards.length ?? 0) === 0)
    return fail('ability/not-eligible', '48.3', 'Gift of Prescience needs a strategy card to put the "0" token on.');
  return ok(copy);
}

/** At the end of the strategy phase: face up in the holder's play area; the holder takes the "0" token. */
export const GIFT_OF_PRESCIENCE: AbilityDef = {
  id: 'gift-of-prescience',
  name: 'Gift of Prescience',
  source: { kind: 'promissory-note', note: 'gift' },
  window: 'end-of-strategy-phase',
  costs: [],
  eligible: (state, seat) => mayHaveBeenGivenNotes(state, seat) && (state.players[seat]?.strategyCards.length ?? 0) > 0,
  targetOptions: (state, seat) =>
    playableCopies(state, seat, 'gift').map((r) => ({
      label: `${seatName(state, r.owner)}'s note: take the Naalu "0" token, initiative 0 this round`,
      targets: { owner: r.owner },
    })),
  check: (state, seat, targets) => {
    const checked = checkGift(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkGift(ctx.state, seat, targets);
    if (!checked.ok) return;
    const p = ctx.state.players[seat]!;
    const copy = copyName(checked.value);
    p.promissoryNotes.splice(p.promissoryNotes.indexOf(copy), 1);
    p.promissoryInPlay.push(copy);
    emit(ctx, { type: 'promissory-note-placed', seat, note: 'gift', owner: checked.value.owner });
    placeToken(ctx, seat, 'Gift of Prescience');
  },
};

// ---- Telepathic --------------------------------------------------------------------------------------------------

export const NAALU_STEPS = [
  /**
   * Telepathic: once the end-of-strategy-phase window has closed, the Naalu take the "0" token — unless a Gift of
   * Prescience was played this round, whose holder keeps it. Tokens of earlier rounds are taken back first.
   */
  defineStep('naalu/telepathic', noArgs, (ctx) => {
    const gift = giftInPlay(ctx.state);
    if (gift) return;
    const naalu = naaluSeat(ctx.state);
    for (const p of ctx.state.players) p.otherTokens = p.otherTokens.filter((t) => t !== NAALU_TOKEN);
    if (naalu === null || (ctx.state.players[naalu]?.strategyCards.length ?? 0) === 0) return;
    placeToken(ctx, naalu, 'Telepathic');
  }),
  /** When the status phase ends, a Gift of Prescience in a play area goes back to the Naalu. */
  defineStep('naalu/return-gift', noArgs, (ctx) => {
    const gift = giftInPlay(ctx.state);
    if (gift) returnNote(ctx, gift.holder, gift.ref);
    // 33.10c: with the Naalu eliminated, the "0" token leaves play when the status phase ends.
    if (naaluSeat(ctx.state) === null)
      for (const p of ctx.state.players) p.otherTokens = p.otherTokens.filter((t) => t !== NAALU_TOKEN);
  }),
];

export const NAALU = defineContent({ abilities: [GIFT_OF_PRESCIENCE], steps: NAALU_STEPS });
