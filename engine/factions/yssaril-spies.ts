// The Yssaril Tribes' spies — LRR 2 action cards (2.2 hands are hidden), 22 component actions, 69 promissory notes:
// Mageon Implants (their faction technology: exhaust as an action to look through another player's action cards and
// take 1 of them) and Spy Net (their note: when its holder's turn begins, the holder looks through the Yssaril's
// action cards, takes 1, then returns the note).
//
// What we decided, and why:
// - Both end in one choice, "take 1 of these cards", waiting on the looker alone. Its options name the cards of the
//   other hand and are listed only to the looker; the decision everyone sees names the two players, never a card, and
//   the log says only that 1 card changed hands (2.2).
// - Both are offered only when the hand looked at holds a card (its size is public): with none, nothing could be taken.
// - The timeout takes the first card offered: a card gained is never worse than none.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { actionCard, parseActionCardCopy } from '../data/action-cards';
import { actionCardOf, type AbilityDef, type Subject, type Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { mayHoldNoteOf, ownTurnStarts, playableCopies, returnNote } from '../transactions/notes';

export const TAKE_SOURCES = ['mageon-implants', 'spy-net', 'kyver'] as const;
type TakeSource = (typeof TAKE_SOURCES)[number];
const SOURCE_NAME: Record<TakeSource, string> = {
  'mageon-implants': 'Mageon Implants',
  'spy-net': 'Spy Net',
  kyver: 'Kyver, Blade and Key',
};

const takeArgs = z.object({ seat: seatSchema, target: seatSchema, source: z.enum(TAKE_SOURCES) });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'yssaril/take-action-card': z.infer<typeof takeArgs>;
  }
}

export const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

export const cardName = (copy: string): string => {
  const id = parseActionCardCopy(copy);
  return id ? actionCard(id).name : 'an action card';
};

/** Other players still in the game whose hand holds an action card (counts are public). */
const handsToLookAt = (state: GameState, seat: Seat): Seat[] =>
  state.players.filter((p) => p.seat !== seat && !p.eliminated && p.actionCards.length > 0).map((p) => p.seat);

/** Moves one card between hands and tells everyone that a card — not which — changed hands. */
export function takeActionCard(ctx: FlowCtx, seat: Seat, from: Seat, copy: string, source: string): void {
  const giver = ctx.state.players[from];
  const taker = ctx.state.players[seat];
  if (!giver || !taker) return;
  const i = giver.actionCards.indexOf(copy);
  if (i < 0) return;
  giver.actionCards.splice(i, 1);
  taker.actionCards.push(copy);
  emit(ctx, {
    type: 'note',
    text: `${source}: ${seatName(ctx.state, seat)} took 1 action card from ${seatName(ctx.state, from)}.`,
  });
}

/** Opens the look-and-take choice for the looker. */
export const askTake = (ctx: FlowCtx, seat: Seat, target: Seat, source: TakeSource): void =>
  void pushChoice(ctx, 'yssaril/take-action-card', { args: { seat, target, source }, waitingOn: [seat] });

/** One copy per card of the other hand (copies of one card are alike). */
function offered(state: GameState, target: Seat): string[] {
  const seen = new Set<string>();
  return (state.players[target]?.actionCards ?? []).filter((c) => {
    const id = actionCardOf(c);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export const TAKE_CHOICE = defineChoice('yssaril/take-action-card', takeArgs, {
  rule: '2',
  offersOnlyLegal: true,
  // Listed to the looker only: the other players must not learn the hand (2.2).
  options: (state, decision, seat) =>
    seat !== decision.args.seat
      ? []
      : offered(state, decision.args.target).map((c) => ({
          option: c,
          label: `${SOURCE_NAME[decision.args.source]}: take ${cardName(c)}`,
        })),
  resolve: (ctx, decision, option) => {
    const { seat, target, source } = decision.args;
    if (!(ctx.state.players[target]?.actionCards ?? []).includes(option))
      return fail('ability/bad-target', '2', `${seatName(ctx.state, target)} does not hold that card.`);
    popDecision(ctx.state, decision);
    takeActionCard(ctx, seat, target, option, SOURCE_NAME[source]);
    return ok(undefined);
  },
  default: (state, decision) => offered(state, decision.args.target)[0],
});

// ---- Mageon Implants -----------------------------------------------------------------------------------------------

function checkMageon(state: GameState, seat: Seat, targets: Targets): Result<Seat> {
  const target = Number(targets.player);
  if (!handsToLookAt(state, seat).includes(target))
    return fail(
      'ability/bad-target',
      '2',
      'Mageon Implants looks at the hand of another player who holds action cards.',
    );
  return ok(target);
}

export const MAGEON_IMPLANTS: AbilityDef = {
  id: 'mageon-implants',
  name: 'Mageon Implants',
  source: { kind: 'technology', technology: 'mi' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) =>
    state.phase === 'action' && state.activeSeat === seat && handsToLookAt(state, seat).length > 0,
  targetOptions: (state, seat) =>
    handsToLookAt(state, seat).map((t) => ({
      label: `look through ${seatName(state, t)}'s action cards and take 1`,
      targets: { player: t },
    })),
  check: (state, seat, targets) => {
    const r = checkMageon(state, seat, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    const r = checkMageon(ctx.state, seat, targets);
    if (r.ok) askTake(ctx, seat, r.value, 'mageon-implants');
  },
};

// ---- Spy Net -------------------------------------------------------------------------------------------------------

/** Spy Net copies the seat could play now: its own turn is beginning and the Yssaril owner holds a card. */
function spyNetOwners(state: GameState, seat: Seat, subject: Subject): Seat[] {
  if (!ownTurnStarts(state, seat, subject)) return [];
  return playableCopies(state, seat, 'spynet')
    .map((r) => r.owner)
    .filter((o) => {
      const p = state.players[o];
      return p !== undefined && !p.eliminated && p.actionCards.length > 0;
    });
}

function checkSpyNet(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Spy Net.');
  if (!spyNetOwners(state, seat, subject).includes(owner))
    return fail(
      'ability/bad-target',
      '69.1',
      'Spy Net is played when your turn begins, from a copy you hold, on a Yssaril hand holding action cards.',
    );
  return ok(owner);
}

export const SPY_NET: AbilityDef = {
  id: 'spy-net',
  name: 'Spy Net',
  source: { kind: 'promissory-note', note: 'spynet' },
  window: 'start-of-turn',
  costs: [],
  // Public facts only: the seat was given notes (who received one is public), and some Yssaril hand holds a card.
  eligible: (state, seat, subject) =>
    ownTurnStarts(state, seat, subject) &&
    mayHoldNoteOf(state, seat, 'yssaril') &&
    state.players.some((p) => p.seat !== seat && p.faction === 'yssaril' && p.actionCards.length > 0),
  targetOptions: (state, seat, subject) =>
    spyNetOwners(state, seat, subject).map((o) => ({
      label: `${seatName(state, o)}'s Spy Net: look through their action cards and take 1`,
      targets: { owner: o },
    })),
  check: (state, seat, targets, subject) => {
    const r = checkSpyNet(state, seat, targets, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets, subject) => {
    const r = checkSpyNet(ctx.state, seat, targets, subject);
    if (!r.ok) return;
    askTake(ctx, seat, r.value, 'spy-net');
    returnNote(ctx, seat, { note: 'spynet', owner: r.value });
  },
};

export const YSSARIL_SPIES = defineContent({
  abilities: [MAGEON_IMPLANTS, SPY_NET],
  choices: [TAKE_CHOICE],
});
