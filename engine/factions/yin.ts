// The Yin Brotherhood — LRR 42 ground combat, 47 influence, 30 deploy, 69 promissory notes: Indoctrination (as a
// ground combat starts, spend 2 influence to swap 1 of the opponent's infantry there for 1 of theirs), Moyin's Ashes
// (its deploy: 1 more influence swaps that infantry for a mech instead) and Greyfire Mutagen (its holder swaps 1 of
// the opponent's infantry for 1 of their own when facing 2 or more ground forces of a player other than the Yin).
// The swapped infantry is removed, not destroyed (31.2): it goes back to its owner's reinforcements.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, groundForceCount, opponentIn, type CombatRecord } from '../combat/combat-record';
import { checkInfluence, paymentLabel, spendInfluence, suggestInfluence } from '../action-cards/influence-cost';
import type { Payment } from '../economy/spending';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { planetLabel } from '../tactical/labels';
import { mayHoldNoteOf, playableCopies, returnNote } from '../transactions/notes';
import { placeUnits, removeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { countAt, planetArea } from '../units/stacks';
import { unitIs } from './deploy';
import { unlockCommanderOnEvent } from '../leaders/event-unlocks.effects';

const INDOCTRINATION_COST = 2;
/** Moyin's Ashes: "1 more influence" to put a mech in the infantry's place. */
const MECH_EXTRA = 1;
const GREYFIRE = 'greyfire';

type Swapped = 'infantry' | 'mech';
const swappedSchema = z.enum(['infantry', 'mech']);

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/** The ground combat that is starting on a planet, when the seat fights in it. */
function startingGroundCombat(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'ground' || c.round !== 0 || c.planet === null || c.planet !== subject.planet) return null;
  return seat === c.attacker || seat === c.defender ? c : null;
}

/** Infantry of the opponent on the combat's planet: every one of them takes part in the ground combat (42). */
const opponentInfantry = (state: GameState, c: CombatRecord, seat: Seat): number =>
  countAt(state, planetArea(c.system, c.planet ?? ''), opponentIn(c, seat), 'infantry');

/** Swaps 1 of the opponent's infantry on the combat's planet for 1 unit of the seat's from reinforcements. */
function swapInfantry(ctx: FlowCtx, seat: Seat, c: CombatRecord, unit: Swapped, cause: string): void {
  const area = planetArea(c.system, c.planet ?? '');
  const opponent = opponentIn(c, seat);
  removeUnits(ctx, area, opponent, 'infantry', 1, 'ability');
  placeUnits(ctx, area, seat, unit, 1, cause);
  emit(ctx, {
    type: 'note',
    text: `${cause === GREYFIRE ? 'Greyfire Mutagen' : 'Indoctrination'}: 1 of ${seatName(ctx.state, opponent)}'s infantry on ${planetLabel(c.planet ?? '')} becomes ${seatName(ctx.state, seat)}'s ${unit}.`,
  });
}

// ---- Indoctrination and Moyin's Ashes ----------------------------------------------------------------------------

/** 30.2: what the Yin can put in the infantry's place — infantry, or their mech by deploying it (Moyin's Ashes). */
function swapUnits(state: GameState, seat: Seat): Swapped[] {
  const out: Swapped[] = [];
  if (inReinforcements(state, seat, 'infantry') > 0) out.push('infantry');
  if (unitIs(state, seat, 'mech', 'yin_mech') && inReinforcements(state, seat, 'mech') > 0) out.push('mech');
  return out;
}

const indoctrinationCost = (unit: Swapped): number => INDOCTRINATION_COST + (unit === 'mech' ? MECH_EXTRA : 0);

function checkIndoctrination(
  state: GameState,
  seat: Seat,
  targets: Targets,
  subject: Subject,
): Result<{ c: CombatRecord; unit: Swapped; payment: Payment }> {
  const c = startingGroundCombat(state, seat, subject);
  if (!c) return fail('ability/not-now', '42', 'Indoctrination is used as a ground combat you fight starts.');
  if (opponentInfantry(state, c, seat) === 0)
    return fail('ability/bad-target', '42', 'Your opponent has no infantry in this ground combat.');
  const unit = swappedSchema.safeParse(targets.unit);
  if (!unit.success || !swapUnits(state, seat).includes(unit.data))
    return fail(
      'ability/bad-target',
      '30.2',
      unit.success && unit.data === 'mech'
        ? "Moyin's Ashes is deployed from your reinforcements: you have none there."
        : 'The infantry you put in its place comes from your reinforcements: you have none there.',
    );
  const paid = checkInfluence(state, seat, targets, indoctrinationCost(unit.data));
  return paid.ok ? ok({ c, unit: unit.data, payment: paid.value }) : paid;
}

/** Indoctrination: at the start of a ground combat, 2 influence swaps 1 opposing infantry for 1 of the Yin's. */
export const INDOCTRINATION: AbilityDef = {
  id: 'indoctrination',
  name: 'Indoctrination',
  source: { kind: 'faction', faction: 'yin' },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => {
    const c = startingGroundCombat(state, seat, subject);
    return c !== null && opponentInfantry(state, c, seat) > 0 && swapUnits(state, seat).length > 0;
  },
  targetOptions: (state, seat, subject) => {
    const c = startingGroundCombat(state, seat, subject);
    if (!c || opponentInfantry(state, c, seat) === 0) return [];
    const opponent = seatName(state, opponentIn(c, seat));
    return swapUnits(state, seat).flatMap((unit) => {
      const payment = suggestInfluence(state, seat, indoctrinationCost(unit));
      if (!payment) return [];
      const what = unit === 'mech' ? "your mech (deploying Moyin's Ashes)" : '1 of your infantry';
      return [
        {
          label: `swap 1 of ${opponent}'s infantry on ${planetLabel(c.planet ?? '')} for ${what}, ${paymentLabel(payment)}`,
          targets: { unit, payment },
        },
      ];
    });
  },
  check: (state, seat, targets, subject) => {
    const checked = checkIndoctrination(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkIndoctrination(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    const { c, unit, payment } = checked.value;
    spendInfluence(ctx, seat, payment);
    swapInfantry(ctx, seat, c, unit, 'indoctrination');
    // Brother Omar unlocks as the Yin use one of their faction abilities.
    unlockCommanderOnEvent(ctx, seat, 'yincommander');
  },
};

// ---- Greyfire Mutagen --------------------------------------------------------------------------------------------

/** The ground combat starting, when the holder faces 2 or more ground forces of a player who is not the Yin. */
function greyfireCombat(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = startingGroundCombat(state, seat, subject);
  if (!c || c.planet === null) return null;
  const opponent = opponentIn(c, seat);
  if (state.players[opponent]?.faction === 'yin') return null;
  return groundForceCount(state, c.system, c.planet, opponent) >= 2 ? c : null;
}

function checkGreyfire(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Greyfire Mutagen.');
  if (!playableCopies(state, seat, GREYFIRE).some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that Greyfire Mutagen.');
  const c = greyfireCombat(state, seat, subject);
  if (!c)
    return fail(
      'ability/not-now',
      '42',
      'Greyfire Mutagen is played as a ground combat starts against 2 or more ground forces of a player who is not the Yin.',
    );
  if (opponentInfantry(state, c, seat) === 0)
    return fail('ability/bad-target', '42', 'Your opponent has no infantry in this ground combat.');
  if (inReinforcements(state, seat, 'infantry') === 0)
    return fail('ability/bad-target', '30.2', 'The infantry you put in its place comes from your reinforcements.');
  return ok(owner);
}

/** Greyfire Mutagen (Yin note): swap 1 of the opponent's infantry for 1 of the holder's; the note goes back. */
export const GREYFIRE_MUTAGEN: AbilityDef = {
  id: 'greyfire-mutagen',
  name: 'Greyfire Mutagen',
  source: { kind: 'promissory-note', note: GREYFIRE },
  window: 'start-of-combat',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => {
    // Public facts only: the seat was given notes, the Yin play, and the combat allows it.
    if (!mayHoldNoteOf(state, seat, 'yin')) return false;
    const c = greyfireCombat(state, seat, subject);
    return c !== null && opponentInfantry(state, c, seat) > 0 && inReinforcements(state, seat, 'infantry') > 0;
  },
  targetOptions: (state, seat, subject) => {
    const c = greyfireCombat(state, seat, subject);
    if (!c || opponentInfantry(state, c, seat) === 0 || inReinforcements(state, seat, 'infantry') === 0) return [];
    const opponent = seatName(state, opponentIn(c, seat));
    return playableCopies(state, seat, GREYFIRE).map((r) => ({
      label: `${seatName(state, r.owner)}'s note: swap 1 of ${opponent}'s infantry on ${planetLabel(c.planet ?? '')} for 1 of yours`,
      targets: { owner: r.owner },
    }));
  },
  check: (state, seat, targets, subject) => {
    const checked = checkGreyfire(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkGreyfire(ctx.state, seat, targets, subject);
    const c = greyfireCombat(ctx.state, seat, subject);
    if (!checked.ok || !c) return;
    swapInfantry(ctx, seat, c, 'infantry', GREYFIRE);
    returnNote(ctx, seat, { note: GREYFIRE, owner: checked.value });
  },
};

export const YIN = defineContent({ abilities: [INDOCTRINATION, GREYFIRE_MUTAGEN] });
