// The Barony of Letnev — LRR 30 deploy, 55.3 mechs, 96 faction units: their mech (Dunlain Reaper) deploys at the start
// of a ground combat round, for 2 resources, in place of 1 of their infantry in that combat; 74 rerolls, 78 space combat:
// Munitions Reserves (2 trade goods at the start of a space combat round buy rerolls of their dice that round); 69
// promissory notes: War Funding (after both sides roll in a space combat, its holder rerolls all of the opponent's
// dice and any of their own).
import { planetLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { checkPayment, describePayment, findPayment, parsePayment, pay, resourcesCost } from '../economy/spending';
import { emit } from '../kernel/context';
import { placeUnits, removeUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { playableCopies, returnNote } from '../transactions/notes';
import { defineContent } from '../kernel/content';
import { inSupply, str, unitIs } from './deploy';
import { chosenCombatDice, currentCombat, type CombatRecord } from '../combat/combat-record';
import { rerollDie } from '../combat/dice';

/** Letnev mech: spend 2 resources (30.1a: this deploy states a cost). */
const LETNEV_COST = resourcesCost(2);

/** The ground combat the window is about, when this seat fights in it with infantry on the planet. */
function letnevCombat(state: GameState, seat: Seat, subject: Subject): { system: string; planet: string } | null {
  const system = str(subject.system);
  const planet = str(subject.planet);
  if (system === null || planet === null || (subject.attacker !== seat && subject.defender !== seat)) return null;
  return countAt(state, planetArea(system, planet), seat, 'infantry') > 0 ? { system, planet } : null;
}

function letnevPossible(state: GameState, seat: Seat, subject: Subject): Result<{ system: string; planet: string }> {
  if (!unitIs(state, seat, 'mech', 'letnev_mech'))
    return fail('ability/not-held', '30.1', 'Only the Dunlain Reaper deploys this way.');
  if (ask(MECH_ABILITIES_SUPPRESSED, { state }))
    return fail('ability/articles-of-war', '30.1', 'Articles of War: mechs have no abilities.');
  const at = letnevCombat(state, seat, subject);
  if (!at)
    return fail('ability/not-eligible', '30.1', 'You need infantry in this ground combat to replace with a mech.');
  if (!inSupply(state, seat, 'mech'))
    return fail('ability/no-reinforcements', '30.2', 'You have no mech in your reinforcements.');
  return ok(at);
}

/** Dunlain Reaper (Letnev mech): at the start of a ground combat round, 2 resources turn 1 infantry there into a mech. */
export const LETNEV_MECH_DEPLOY: AbilityDef = {
  id: 'letnev-mech-deploy',
  name: 'Dunlain Reaper (Deploy)',
  source: { kind: 'faction', faction: 'letnev' },
  window: 'start-of-ground-combat-round',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    letnevPossible(state, seat, subject).ok && findPayment(state, seat, LETNEV_COST) !== null,
  targetOptions: (state, seat, subject) => {
    const at = letnevCombat(state, seat, subject);
    const payment = findPayment(state, seat, LETNEV_COST);
    return at && payment
      ? [
          {
            label: `replace 1 infantry on ${planetLabel(at.planet)} with 1 mech, ${describePayment(payment)}`,
            targets: { payment },
          },
        ]
      : [];
  },
  check: (state, seat, targets, subject) => {
    const possible = letnevPossible(state, seat, subject);
    if (!possible.ok) return possible;
    const payment = parsePayment(targets.payment);
    if (!payment.ok) return payment;
    return checkPayment(state, seat, payment.value, LETNEV_COST);
  },
  resolve: (ctx, seat, targets, subject) => {
    const possible = letnevPossible(ctx.state, seat, subject);
    const payment = parsePayment(targets.payment);
    if (!possible.ok || !payment.ok) return;
    const area = planetArea(possible.value.system, possible.value.planet);
    pay(ctx.state, seat, payment.value);
    if (payment.value.tradeGoods > 0)
      emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.value.tradeGoods });
    removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
    placeUnits(ctx, area, seat, 'mech', 1, 'deploy');
  },
};

// ---- Munitions Reserves ------------------------------------------------------------------------------------------

/** Where the engine remembers, for this tactical action, the space combat round whose rerolls were bought. */
const MUNITIONS_NOTE = 'letnev-munitions';
interface MunitionsNote {
  readonly seat: Seat;
  readonly system: string;
  readonly round: number;
}

/** The space combat the window is about, when the seat fights in it as the Letnev. */
function letnevSpaceCombat(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.system !== subject.system) return null;
  if (seat !== c.attacker && seat !== c.defender) return null;
  return state.players[seat]?.faction === 'letnev' ? c : null;
}

const boughtThisRound = (state: GameState, seat: Seat, c: CombatRecord): boolean => {
  const note = state.tactical?.notes[MUNITIONS_NOTE] as MunitionsNote | undefined;
  return note !== undefined && note.seat === seat && note.system === c.system && note.round === c.round;
};

/** Munitions Reserves: at the start of a space combat round, 2 trade goods buy rerolls for that round. */
export const MUNITIONS_RESERVES: AbilityDef = {
  id: 'munitions-reserves',
  name: 'Munitions Reserves',
  source: { kind: 'faction', faction: 'letnev' },
  window: 'start-of-combat-round',
  costs: [{ kind: 'trade-goods', amount: 2 }],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) =>
    letnevSpaceCombat(state, seat, subject) !== null && (state.players[seat]?.tradeGoods ?? 0) >= 2,
  targetOptions: () => [{ label: 'spend 2 trade goods to reroll any of your dice this combat round', targets: {} }],
  check: (state, seat, _targets, subject) =>
    letnevSpaceCombat(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-eligible', '78', 'Only the Letnev fighting this space combat may buy rerolls now.'),
  resolve: (ctx, seat, _targets, subject) => {
    const c = letnevSpaceCombat(ctx.state, seat, subject);
    if (!c || !ctx.state.tactical) return;
    ctx.state.tactical.notes[MUNITIONS_NOTE] = { seat, system: c.system, round: c.round } satisfies MunitionsNote;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: -2 });
  },
};

/** The seat's combat dice named in the targets (74.1–74.2, engine/combat/combat-record.ts). */
const diceToReroll = (state: GameState, seat: Seat, targets: Readonly<Record<string, unknown>>): Result<number[]> =>
  chosenCombatDice(state, seat, targets, MUNITIONS_REROLL_ID, 'Munitions Reserves');

const MUNITIONS_REROLL_ID = 'munitions-reserves-reroll';

/** After the combat rolls of a round Munitions Reserves was paid for: reroll any number of the Letnev's dice. */
export const MUNITIONS_RESERVES_REROLL: AbilityDef = {
  id: MUNITIONS_REROLL_ID,
  name: 'Munitions Reserves (reroll)',
  source: { kind: 'faction', faction: 'letnev' },
  window: 'after-combat-rolls',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => {
    const c = letnevSpaceCombat(state, seat, subject);
    return c !== null && boughtThisRound(state, seat, c) && (c.rolls[String(seat)]?.length ?? 0) > 0;
  },
  targetOptions: (state, seat) => {
    const dice = currentCombat(state)?.rolls[String(seat)] ?? [];
    const missed = dice.flatMap((d, i) => (!d.hit && !d.rerolledBy.includes(MUNITIONS_REROLL_ID) ? [i] : []));
    return missed.length > 0
      ? [
          {
            label: `reroll your ${missed.length} missed ${missed.length === 1 ? 'die' : 'dice'}`,
            targets: { dice: missed },
          },
        ]
      : [];
  },
  check: (state, seat, targets, subject) => {
    const c = letnevSpaceCombat(state, seat, subject);
    if (!c || !boughtThisRound(state, seat, c))
      return fail('ability/not-eligible', '74', 'Munitions Reserves was not paid for this combat round.');
    const dice = diceToReroll(state, seat, targets);
    return dice.ok ? ok(undefined) : dice;
  },
  resolve: (ctx, seat, targets) => {
    const c = currentCombat(ctx.state);
    const dice = diceToReroll(ctx.state, seat, targets);
    if (!c || !dice.ok) return;
    const rolled = c.rolls[String(seat)]!;
    for (const i of dice.value) rerollDie(ctx, rolled, i, MUNITIONS_REROLL_ID, seat, seat);
  },
};

// ---- War Funding -------------------------------------------------------------------------------------------------

const WAR_FUNDING_ID = 'war-funding';

/** Windows for notes ask only seats known to have been given a note (public: TransactionsState.received). */
const mayHaveBeenGivenNotes = (state: GameState, seat: Seat): boolean =>
  state.transactions?.received.includes(seat) ?? false;

/** The space combat the window is about and the seat's opponent in it, when the seat fights in it. */
function fundedCombat(state: GameState, seat: Seat, subject: Subject): { c: CombatRecord; opponent: Seat } | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.system !== subject.system) return null;
  if (seat !== c.attacker && seat !== c.defender) return null;
  return { c, opponent: seat === c.attacker ? c.defender : c.attacker };
}

/** The note's owner named in the targets, checked: another player's War Funding in the seat's hand. */
function checkWarFunding(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<Seat> {
  const owner = Number(targets.owner);
  if (owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own War Funding.');
  if (!playableCopies(state, seat, 'war_funding').some((r) => r.owner === owner))
    return fail('ability/not-held', '69.1', 'You do not hold that War Funding.');
  const fight = fundedCombat(state, seat, subject);
  if (!fight || (fight.c.rolls[String(fight.opponent)]?.length ?? 0) === 0)
    return fail('ability/not-eligible', '78', 'War Funding is played after both sides rolled in your space combat.');
  const own = fight.c.rolls[String(seat)] ?? [];
  const chosen = targets.dice ?? [];
  if (!Array.isArray(chosen) || !chosen.every((i) => Number.isInteger(i) && own[i as number] !== undefined))
    return fail('ability/bad-target', '74.1', 'Name only your own dice to reroll.');
  if (new Set(chosen).size !== chosen.length)
    return fail('ability/bad-target', '74.1', 'Name each of your own dice once.');
  return ok(owner);
}

/** War Funding: reroll every die of the opponent and any of one's own, then the note goes back to the Letnev. */
export const WAR_FUNDING: AbilityDef = {
  id: WAR_FUNDING_ID,
  name: 'War Funding',
  source: { kind: 'promissory-note', note: 'war_funding' },
  window: 'after-combat-rolls',
  costs: [],
  eligible: (state, seat, subject) => mayHaveBeenGivenNotes(state, seat) && fundedCombat(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const fight = fundedCombat(state, seat, subject);
    if (!fight) return [];
    const missed = (fight.c.rolls[String(seat)] ?? []).flatMap((d, i) => (d.hit ? [] : [i]));
    return playableCopies(state, seat, 'war_funding').flatMap((r) => [
      {
        label: `${seatName(state, r.owner)}'s note: reroll all your opponent's dice`,
        targets: { owner: r.owner, dice: [] },
      },
      ...(missed.length > 0
        ? [
            {
              label: `${seatName(state, r.owner)}'s note: reroll all your opponent's dice and your ${missed.length} missed`,
              targets: { owner: r.owner, dice: missed },
            },
          ]
        : []),
    ]);
  },
  check: (state, seat, targets, subject) => {
    const checked = checkWarFunding(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkWarFunding(ctx.state, seat, targets, subject);
    const fight = fundedCombat(ctx.state, seat, subject);
    if (!checked.ok || !fight) return;
    const theirs = fight.c.rolls[String(fight.opponent)] ?? [];
    for (let i = 0; i < theirs.length; i++) rerollDie(ctx, theirs, i, WAR_FUNDING_ID, seat, fight.opponent);
    const mine = fight.c.rolls[String(seat)] ?? [];
    for (const i of targets.dice as number[]) rerollDie(ctx, mine, i, WAR_FUNDING_ID, seat, seat);
    returnNote(ctx, seat, { note: 'war_funding', owner: checked.value });
  },
};

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

export const LETNEV = defineContent({
  abilities: [LETNEV_MECH_DEPLOY, MUNITIONS_RESERVES, MUNITIONS_RESERVES_REROLL, WAR_FUNDING],
});
