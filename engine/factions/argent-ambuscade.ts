// The Argent Flight's promissory note, Strike Wing Ambuscade — LRR 69 promissory notes, 10/15/77 unit abilities:
// when some of its holder's units are about to roll for a unit ability (anti-fighter barrage, space cannon,
// bombardment), 1 of those units rolls 1 more die; then the note returns to the Argent.
//
// What we decided, and why:
// - The moment is the 'when-unit-ability-rolled' window, opened before every such roll by the rolling code
//   (engine/combat/anti-fighter-barrage.ts, engine/combat/space-cannon.ts, engine/invasion/bombardment.ts, and
//   engine/action-cards/experimental-battlestation.ts). Playing the
//   note promises 1 die to that roll (engine/combat/dice.ts `promisedDieNote`), which takes it.
// - As for the Argent commander, the extra die goes to the rolling unit likeliest to hit, as a player would choose.
// - Asked only of the rolling seat, and only once it was ever given a note (public, TransactionsState.received).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { promisedDieNote, ROLL_KINDS, type RollKind } from '../combat/dice';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { playableCopies, returnNote } from '../transactions/notes';

const NOTE = 'ambuscade';
const NAME = 'Strike Wing Ambuscade';

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The unit-ability roll the seat's units are about to make, if this window is about one. */
function rollOf(state: GameState, seat: Seat, subject: Subject): RollKind | null {
  const roll = subject.roll;
  if (subject.seat !== seat || !state.tactical) return null;
  return typeof roll === 'string' && roll !== 'combat' && (ROLL_KINDS as readonly string[]).includes(roll)
    ? (roll as RollKind)
    : null;
}

function checkAmbuscade(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', `You cannot play your own ${NAME}.`);
  if (!playableCopies(state, seat, NOTE).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', `You do not hold ${seatName(state, owner)}'s ${NAME}.`);
  if (rollOf(state, seat, subject) === null)
    return fail('ability/not-now', '69.1', `${NAME} is played as your units roll for a unit ability.`);
  return ok(owner);
}

export const STRIKE_WING_AMBUSCADE: AbilityDef = {
  id: 'strike-wing-ambuscade',
  name: NAME,
  source: { kind: 'promissory-note', note: NOTE },
  window: 'when-unit-ability-rolled',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    rollOf(state, seat, subject) !== null &&
    (state.transactions?.received.includes(seat) ?? false) &&
    state.players.some((p) => p.seat !== seat && p.faction === 'argent' && !p.eliminated),
  targetOptions: (state, seat, subject) =>
    rollOf(state, seat, subject) === null
      ? []
      : playableCopies(state, seat, NOTE).map((r) => ({
          label: `${seatName(state, r.owner)}'s note: 1 of your rolling units rolls 1 more die`,
          targets: { owner: r.owner },
        })),
  check: (state, seat, targets, subject) => {
    const r = checkAmbuscade(state, seat, targets, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets, subject) => {
    const r = checkAmbuscade(ctx.state, seat, targets, subject);
    const roll = rollOf(ctx.state, seat, subject);
    if (!r.ok || roll === null || !ctx.state.tactical) return;
    ctx.state.tactical.notes[promisedDieNote(seat)] = roll;
    emit(ctx, { type: 'note', text: `${NAME}: 1 unit of ${seatName(ctx.state, seat)} rolls 1 more die.` });
    returnNote(ctx, seat, { note: NOTE, owner: r.value });
  },
};

export const ARGENT_AMBUSCADE = defineContent({ abilities: [STRIKE_WING_AMBUSCADE] });
