// The Crown of Thalnos (LRR 73 relics, 74 rerolls, 56 modifiers, 78 space combat, 42 ground combat): once in each
// combat round, after the combat rolls, its holder may reroll any number of their dice with +1 on each new result;
// every unit that rerolled and then has no hit among its dice is destroyed. The card is neither exhausted nor purged.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import type { WindowId } from '../core/windows';
import { chosenCombatDice, currentCombat } from '../combat/combat-record';
import { rerollDie, type Die } from '../combat/dice';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import type { FlowCtx } from '../kernel/context';
import { destroyUnits } from '../units/destroy';
import { countAt, type Area } from '../units/stacks';

const RELIC = 'the-crown-of-thalnos';

/** The combat under way when the seat fights in it and it is of the window's kind. */
function combatOf(state: GameState, seat: Seat, kind: 'space' | 'ground') {
  const c = currentCombat(state);
  if (!c || c.combat !== kind || (seat !== c.attacker && seat !== c.defender)) return null;
  return c;
}

const myDice = (state: GameState, seat: Seat): Die[] => currentCombat(state)?.rolls[String(seat)] ?? [];

const chosenDice = (state: GameState, seat: Seat, targets: Targets): Result<number[]> =>
  chosenCombatDice(state, seat, targets, RELIC, 'The Crown of Thalnos');

/**
 * Which unit rolled each die: the dice of one unit type lie together, each unit rolling the same number (its
 * combat dice), so a die's unit is its place among its type's dice divided by that number.
 */
function unitOfDie(dice: readonly Die[], index: number, units: number): string {
  const type = dice[index]!.unit;
  const ofType = dice.flatMap((d, i) => (d.unit === type ? [i] : []));
  const perUnit = Math.max(1, Math.floor(ofType.length / Math.max(1, units)));
  return `${type}#${Math.floor(ofType.indexOf(index) / perUnit)}`;
}

function crownOfThalnos(window: WindowId, kind: 'space' | 'ground'): AbilityDef {
  return {
    id: kind === 'space' ? RELIC : `${RELIC}-ground`,
    name: 'The Crown of Thalnos',
    source: { kind: 'relic', relic: RELIC },
    window,
    costs: [],
    limit: { per: 'window', times: 1 },
    eligible: (state, seat) => combatOf(state, seat, kind) !== null && myDice(state, seat).length > 0,
    targetOptions: (state, seat) => {
      const missed = myDice(state, seat).flatMap((d, i) => (!d.hit && !d.rerolledBy.includes(RELIC) ? [i] : []));
      return missed.length > 0
        ? [
            {
              label: `reroll your ${missed.length} missed dice at +1 (units still missing are destroyed)`,
              targets: { dice: missed },
            },
          ]
        : [];
    },
    check: (state, seat, targets, _subject: Subject) => {
      if (!combatOf(state, seat, kind)) return fail('ability/not-eligible', '74', 'You are not in this combat.');
      const dice = chosenDice(state, seat, targets);
      return dice.ok ? ok(undefined) : dice;
    },
    resolve: (ctx, seat, targets) => resolveCrown(ctx, seat, targets, kind),
  };
}

function resolveCrown(ctx: FlowCtx, seat: Seat, targets: Targets, kind: 'space' | 'ground'): void {
  const c = combatOf(ctx.state, seat, kind);
  const chosen = chosenDice(ctx.state, seat, targets);
  if (!c || !chosen.ok) return;
  const dice = c.rolls[String(seat)]!;
  const area: Area = c.planet === null ? { system: c.system } : { system: c.system, planet: c.planet };
  const unitsOf = (type: UnitType) => countAt(ctx.state, area, seat, type);
  for (const i of chosen.value) {
    const die = dice[i]!;
    // 56: +1 to the new result only (a later reroll by another ability drops it, engine/combat/dice.ts).
    rerollDie(ctx, dice, i, RELIC, seat, seat);
    die.modifier += 1;
    die.resultBonus = (die.resultBonus ?? 0) + 1;
    die.hit = die.result + die.modifier >= die.hitsOn;
  }
  // Every unit that rerolled: destroyed when none of its dice hit now.
  const rerolled = new Set(chosen.value.map((i) => unitOfDie(dice, i, unitsOf(dice[i]!.unit))));
  const lost = new Map<UnitType, number>();
  for (const unit of rerolled) {
    const type = unit.split('#')[0] as UnitType;
    const hit = dice.some((d, i) => d.hit && unitOfDie(dice, i, unitsOf(d.unit)) === unit);
    if (!hit) lost.set(type, (lost.get(type) ?? 0) + 1);
  }
  for (const [type, n] of lost)
    destroyUnits(ctx, area, seat, type, Math.min(n, unitsOf(type)), { cause: 'ability', by: seat });
}

export const THE_CROWN_OF_THALNOS = crownOfThalnos('after-combat-rolls', 'space');
export const THE_CROWN_OF_THALNOS_GROUND = crownOfThalnos('after-ground-combat-rolls', 'ground');

export const THE_CROWN_OF_THALNOS_CARD = defineContent({
  abilities: [THE_CROWN_OF_THALNOS, THE_CROWN_OF_THALNOS_GROUND],
});
