// Fire Team (LRR 2 action cards, 42.1 ground combat rolls, 74 rerolls): after your ground forces roll in a round of
// ground combat, reroll as many of those dice as you like.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import { rerollDie, type Die } from '../combat/dice';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const ID = 'fire-team';

const subjectSchema = z.object({ planet: z.string(), attacker: z.number().int(), defender: z.number().int() });

/** The ground combat whose rolls the window follows, when the seat fights in it and rolled dice this round. */
function groundCombatOf(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const s = subjectSchema.safeParse(subject);
  const c = currentCombat(state);
  if (!s.success || !c || c.combat !== 'ground' || c.planet !== s.data.planet) return null;
  if (seat !== c.attacker && seat !== c.defender) return null;
  return (c.rolls[String(seat)]?.length ?? 0) > 0 ? c : null;
}

const diceOf = (c: CombatRecord, seat: Seat): Die[] => c.rolls[String(seat)] ?? [];

/** 74.1–74.2: the named dice, each one of the seat's own from this roll, each once, none rerolled by this card. */
function chosenDice(c: CombatRecord, seat: Seat, targets: Targets): Result<number[]> {
  const chosen = targets.dice;
  const dice = diceOf(c, seat);
  if (!Array.isArray(chosen) || chosen.length === 0 || !chosen.every((i) => Number.isInteger(i)))
    return fail('ability/bad-target', '74.1', 'Name at least one of your dice from this roll to reroll.');
  const indexes = chosen as number[];
  if (new Set(indexes).size !== indexes.length || indexes.some((i) => dice[i] === undefined))
    return fail('ability/bad-target', '74.1', 'Name each of your own dice from this roll once.');
  if (indexes.some((i) => dice[i]!.rerolledBy.includes(ID)))
    return fail('combat/rerolled-twice', '74.2', 'Fire Team cannot reroll the same die twice.');
  return ok(indexes);
}

export const FIRE_TEAM: AbilityDef = {
  id: ID,
  name: 'Fire Team',
  source: { kind: 'action-card', card: 'fire-team' },
  window: 'after-ground-combat-rolls',
  costs: [],
  // Public: the seat fights this ground combat (who rolled is on the table).
  eligible: (state, seat, subject) => groundCombatOf(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const c = groundCombatOf(state, seat, subject);
    if (!c) return [];
    const missed = diceOf(c, seat).flatMap((d, i) => (!d.hit && !d.rerolledBy.includes(ID) ? [i] : []));
    if (missed.length === 0) return [];
    const what = missed.length === 1 ? 'die' : 'dice';
    return [{ label: `reroll your ${missed.length} missed ${what}`, targets: { dice: missed } }];
  },
  check: (state, seat, targets, subject) => {
    const c = groundCombatOf(state, seat, subject);
    if (!c) return fail('ability/not-eligible', '42.1', 'Fire Team follows a ground combat roll of your own.');
    const dice = chosenDice(c, seat, targets);
    return dice.ok ? ok(undefined) : dice;
  },
  resolve: (ctx, seat, targets, subject) => {
    const c = groundCombatOf(ctx.state, seat, subject);
    if (!c) return;
    const dice = chosenDice(c, seat, targets);
    if (!dice.ok) return;
    const rolled = c.rolls[String(seat)]!;
    for (const i of dice.value) rerollDie(ctx, rolled, i, ID, seat, seat);
  },
};

export const FIRE_TEAM_CARD = defineContent({ abilities: [FIRE_TEAM] });
