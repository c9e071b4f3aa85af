// The Sardakk N'orr — LRR 69 promissory notes, 42 ground combat, 56 modifiers: Tekklar Legion (at the start of a ground
// combat in an invasion, its holder's combat rolls get +1 for that combat, and the N'orr's get -1 if they are the
// opponent; then the note goes back to the N'orr); 78 space combat, 31 destroyed, 96 faction units: Exotrireme II
// (once a space combat round is over, destroy it to destroy up to 2 ships in its system).
import { fail, ok, type Result } from '../core/result';
import { unitCountsSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import { describeUnits } from '../tactical/labels';
import { destroyUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';
import { unitIs } from './deploy';
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

// ---- Exotrireme II ---------------------------------------------------------------------------------------------------

/** The space combat whose round just ended, when the seat fights in it with an Exotrireme II there. */
function exotriremeCombat(state: GameState, seat: Seat): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || (seat !== c.attacker && seat !== c.defender)) return null;
  if (!unitIs(state, seat, 'dreadnought', 'sardakk_dreadnought2')) return null;
  return countAt(state, spaceOf(c.system), seat, 'dreadnought') > 0 ? c : null;
}

type Counts = Partial<Record<UnitType, number>>;

/** Every choice of 1 or 2 of the opponent's ships in the system, by type. */
function shipChoices(state: GameState, c: CombatRecord, opponent: Seat): Counts[] {
  const there = SHIP_TYPES.filter((t) => countAt(state, spaceOf(c.system), opponent, t) > 0);
  const out: Counts[] = [];
  there.forEach((t, i) => {
    if (countAt(state, spaceOf(c.system), opponent, t) >= 2) out.push({ [t]: 2 });
    for (const u of there.slice(i + 1)) out.push({ [t]: 1, [u]: 1 });
  });
  for (const t of there) out.push({ [t]: 1 });
  return out;
}

function checkExotrireme(state: GameState, seat: Seat, targets: Targets): Result<{ c: CombatRecord; ships: Counts }> {
  const c = exotriremeCombat(state, seat);
  if (!c)
    return fail('ability/not-now', '78', 'An Exotrireme II of yours in the space combat is destroyed after a round.');
  const parsed = unitCountsSchema.safeParse(targets.ships);
  const opponent = seat === c.attacker ? c.defender : c.attacker;
  const ships = parsed.success ? parsed.data : {};
  const total = Object.values(ships).reduce<number>((n, k) => n + (k ?? 0), 0);
  const there = (Object.entries(ships) as [UnitType, number][]).every(
    ([t, n]) =>
      n === 0 ||
      ((SHIP_TYPES as readonly UnitType[]).includes(t) && countAt(state, spaceOf(c.system), opponent, t) >= n),
  );
  if (!parsed.success || total < 1 || total > 2 || !there)
    return fail('ability/bad-target', '78', "Choose 1 or 2 of your opponent's ships in the system.");
  return ok({ c, ships });
}

/** Exotrireme II: once a space combat round is over, destroy it to destroy up to 2 of the opponent's ships there. */
export const EXOTRIREME_II: AbilityDef = {
  id: 'exotrireme-ii',
  name: 'Exotrireme II',
  source: { kind: 'faction', faction: 'sardakk' },
  window: 'end-of-combat-round',
  costs: [],
  repeatable: 'each use destroys another of the Sardakk dreadnoughts in the combat, whose own ability it is',
  eligible: (state, seat) => {
    const c = exotriremeCombat(state, seat);
    return c !== null && shipChoices(state, c, seat === c.attacker ? c.defender : c.attacker).length > 0;
  },
  targetOptions: (state, seat) => {
    const c = exotriremeCombat(state, seat);
    if (!c) return [];
    return shipChoices(state, c, seat === c.attacker ? c.defender : c.attacker).map((ships) => ({
      label: `destroy 1 of your dreadnoughts to destroy ${describeUnits(ships)}`,
      targets: { ships },
    }));
  },
  check: (state, seat, targets) => {
    const checked = checkExotrireme(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkExotrireme(ctx.state, seat, targets);
    if (!checked.ok) return;
    const { c, ships } = checked.value;
    const opponent = seat === c.attacker ? c.defender : c.attacker;
    const area = spaceOf(c.system);
    destroyUnits(ctx, area, seat, 'dreadnought', 1, { cause: 'ability', by: seat });
    for (const [t, n] of Object.entries(ships) as [UnitType, number][])
      destroyUnits(ctx, area, opponent, t, n, { cause: 'ability', by: seat });
  },
};

export const SARDAKK = defineContent({ abilities: [TEKKLAR_LEGION, EXOTRIREME_II] });
