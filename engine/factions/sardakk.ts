// The Sardakk N'orr's note — LRR 69 promissory notes, 42 ground combat, 56 modifiers: Tekklar Legion (at the start of
// a ground combat in an invasion, its holder's combat rolls get +1 for that combat, and the N'orr's get -1 if they are
// the opponent; then the note goes back to the N'orr).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import { addRollModifier } from '../combat/dice';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { playableCopies, returnNote } from '../transactions/notes';

const TEKKLAR = 'tekklar';

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** The ground combat that is starting, when the seat fights in it. */
function startingGroundCombat(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'ground' || c.round !== 0 || c.planet !== subject.planet) return null;
  return seat === c.attacker || seat === c.defender ? c : null;
}

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

function checkTekklar(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Tekklar Legion.');
  if (!playableCopies(state, seat, TEKKLAR).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Tekklar Legion.');
  if (!startingGroundCombat(state, seat, subject))
    return fail('ability/not-now', '42', 'Tekklar Legion is played as a ground combat you fight starts.');
  return ok(owner);
}

/** Tekklar Legion: +1 to the holder's combat rolls this ground combat, -1 to the N'orr's if they are the opponent. */
export const TEKKLAR_LEGION: AbilityDef = {
  id: 'tekklar-legion',
  name: 'Tekklar Legion',
  source: { kind: 'promissory-note', note: TEKKLAR },
  window: 'start-of-combat',
  costs: [],
  eligible: (state, seat, subject) =>
    mayHaveBeenGivenNotes(state, seat) && startingGroundCombat(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const c = startingGroundCombat(state, seat, subject);
    if (!c) return [];
    const opponent = seat === c.attacker ? c.defender : c.attacker;
    return playableCopies(state, seat, TEKKLAR).map((r) => ({
      label:
        `${seatName(state, r.owner)}'s note: +1 to your combat rolls this combat` +
        (opponent === r.owner ? `, -1 to ${seatName(state, r.owner)}'s` : ''),
      targets: { owner: r.owner },
    }));
  },
  check: (state, seat, targets, subject) => {
    const checked = checkTekklar(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkTekklar(ctx.state, seat, targets, subject);
    const c = startingGroundCombat(ctx.state, seat, subject);
    if (!checked.ok || !c) return;
    const owner = checked.value;
    addRollModifier(ctx.state, { seat, roll: 'combat', amount: 1, scope: 'combat', source: TEKKLAR });
    const opponent = seat === c.attacker ? c.defender : c.attacker;
    if (opponent === owner)
      addRollModifier(ctx.state, { seat: owner, roll: 'combat', amount: -1, scope: 'combat', source: TEKKLAR });
    returnNote(ctx, seat, { note: TEKKLAR, owner });
  },
};

export const SARDAKK = defineContent({ abilities: [TEKKLAR_LEGION] });
