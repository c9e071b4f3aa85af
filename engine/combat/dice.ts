// LRR 18 combat rolls, 56 modifiers, 74 rerolls (and the roll steps of 10 anti-fighter barrage, 15 bombardment,
// 77 space cannon): every die comes from the game's generator and is recorded with the unit that rolled it, the
// value it needed, the modifier applied and the result.
import type { DieEvent } from '../core/events';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import { ask, UNIT_ABILITY_EXTRA_DICE, UNIT_ABILITY_REROLL_MISSES } from '../effects';

/** The kinds of roll; effects that modify one kind do not touch the others (10.1c, 15.1c, 77.3d). */
export const ROLL_KINDS = ['combat', 'anti-fighter-barrage', 'bombardment', 'space-cannon'] as const;
export type RollKind = (typeof ROLL_KINDS)[number];

/** One die as rolled (and possibly rerolled). Stored in the combat record so that rerolls can change it (74.3). */
export interface Die {
  readonly unit: UnitType;
  readonly hitsOn: number;
  modifier: number;
  /** Part of `modifier` added to this one result by an ability after the roll (the Hacan flagship's +1). */
  resultBonus?: number;
  result: number;
  hit: boolean;
  /** 74.2: abilities that already rerolled this die. */
  rerolledBy: string[];
}

/** Dice one unit type rolls: `dice` in total for all units of that type together. */
export interface DiceGroup {
  readonly unit: UnitType;
  readonly hitsOn: number;
  readonly dice: number;
  /** 56.2: added to each result. */
  readonly modifier: number;
}

const isHit = (result: number, modifier: number, hitsOn: number): boolean => result + modifier >= hitsOn;

export interface RollContext {
  readonly seat: Seat;
  readonly roll: RollKind;
  readonly system: string;
  readonly planet: string | null;
}

/**
 * A die promised to the seat's next roll for a unit ability during this tactical action (Strike Wing Ambuscade,
 * played in the 'when-unit-ability-rolled' window): the note's key; its value is the roll kind.
 */
export const promisedDieNote = (seat: Seat): string => `unit-ability-extra-die:${seat}`;

function takePromisedDie(ctx: FlowCtx, at: RollContext): number {
  const notes = ctx.state.tactical?.notes;
  const key = promisedDieNote(at.seat);
  if (!notes || notes[key] !== at.roll) return 0;
  delete notes[key];
  return 1;
}

/**
 * Rolls every group, lowest combat value first (78.5c), and records the roll in one event. Returns the dice.
 */
export function rollDice(ctx: FlowCtx, at: RollContext, groups: readonly DiceGroup[]): Die[] {
  const dice: Die[] = [];
  const sorted = [...groups].sort((a, b) => a.hitsOn - b.hitsOn);
  // Unit abilities (10, 15, 77): the Argent commander adds a die to 1 of the rolling units — the likeliest to hit.
  const extra =
    at.roll === 'combat'
      ? 0
      : ask(UNIT_ABILITY_EXTRA_DICE, { state: ctx.state, seat: at.seat, roll: at.roll }) + takePromisedDie(ctx, at);
  const first = sorted.findIndex((g) => g.dice > 0);
  if (extra > 0 && first >= 0) sorted[first] = { ...sorted[first]!, dice: sorted[first]!.dice + extra };
  for (const g of sorted) {
    const loaded = loadedResult(ctx.state, at, g.unit);
    for (let i = 0; i < g.dice; i++) {
      // A loaded die still draws from the generator, so that every other roll stays as it would have been.
      const drawn = ctx.rng.d10();
      const result = loaded ?? drawn;
      dice.push({
        unit: g.unit,
        hitsOn: g.hitsOn,
        modifier: g.modifier,
        result,
        hit: isHit(result, g.modifier, g.hitsOn),
        rerolledBy: [],
      });
    }
  }
  if (dice.length > 0)
    emit(ctx, {
      type: 'dice-rolled',
      seat: at.seat,
      roll: at.roll,
      system: at.system,
      planet: at.planet,
      dice: dice.map(dieEvent),
    });
  // The Jol-Nar commander: any of those dice may be rerolled — rerolling a miss never loses anything, so every miss is.
  const reroller =
    at.roll === 'combat' ? null : ask(UNIT_ABILITY_REROLL_MISSES, { state: ctx.state, seat: at.seat, roll: at.roll });
  if (reroller !== null)
    dice.forEach((d, i) => {
      if (!d.hit) rerollDie(ctx, dice, i, reroller, at.seat, at.seat);
    });
  return dice;
}

export const dieEvent = (d: Die): DieEvent => ({
  unit: d.unit,
  hitsOn: d.hitsOn,
  modifier: d.modifier,
  result: d.result,
  hit: d.hit,
});

export const hitsOf = (dice: readonly Die[]): number => dice.filter((d) => d.hit).length;

/**
 * 74.1–74.2: rerolls one die for an ability; the new result replaces the old. The same ability cannot reroll
 * the same die twice. `by` is the seat whose ability rerolls (it may be the opponent's die).
 */
export function rerollDie(
  ctx: FlowCtx,
  dice: Die[],
  index: number,
  ability: string,
  by: Seat,
  owner: Seat,
): Result<Die> {
  const die = dice[index];
  if (!die) return fail('combat/no-such-die', '74.1', 'There is no such die to reroll.');
  if (die.rerolledBy.includes(ability))
    return fail('combat/rerolled-twice', '74.2', 'The same ability cannot reroll the same die twice.');
  const from = die.result;
  // A bonus applied to the old result does not carry over to the new one (74.1: the new result replaces the old).
  if (die.resultBonus) {
    die.modifier -= die.resultBonus;
    delete die.resultBonus;
  }
  die.result = ctx.rng.d10();
  die.hit = isHit(die.result, die.modifier, die.hitsOn);
  die.rerolledBy.push(ability);
  emit(ctx, {
    type: 'die-rerolled',
    seat: by,
    owner,
    ability,
    unit: die.unit,
    hitsOn: die.hitsOn,
    modifier: die.modifier,
    from,
    result: die.result,
    hit: die.hit,
  });
  return ok(die);
}

/**
 * A modifier an ability applies to a player's rolls (56): e.g. +1 to combat rolls this round, -4 to bombardment
 * this tactical action. Kept with the tactical action and dropped when its scope ends.
 */
export interface RollModifier {
  /** Whose rolls are modified. */
  readonly seat: Seat;
  readonly roll: RollKind;
  readonly amount: number;
  /** Only this unit type's rolls, when given. */
  readonly unit?: UnitType;
  readonly scope: 'round' | 'combat' | 'tactical-action';
  readonly source: string;
}

const MODIFIERS_NOTE = 'roll-modifiers';

export function rollModifiers(state: GameState): readonly RollModifier[] {
  return (state.tactical?.notes[MODIFIERS_NOTE] as RollModifier[] | undefined) ?? [];
}

/** For abilities: apply a modifier to a player's rolls (during a tactical action). */
export function addRollModifier(state: GameState, modifier: RollModifier): void {
  if (!state.tactical) return;
  state.tactical.notes[MODIFIERS_NOTE] = [...rollModifiers(state), modifier];
}

/** Drops modifiers whose scope ended ('round' at the end of each combat round, 'combat' at the end of a combat). */
export function endModifierScope(state: GameState, scope: RollModifier['scope']): void {
  if (!state.tactical) return;
  const kept = rollModifiers(state).filter((m) => m.scope !== scope && !(scope === 'combat' && m.scope === 'round'));
  if (kept.length > 0) state.tactical.notes[MODIFIERS_NOTE] = kept;
  else delete state.tactical.notes[MODIFIERS_NOTE];
}

/**
 * Loaded dice, for test scenarios only (no command sets them): the result a seat's dice of one roll kind show — of
 * one unit type, or all. Kept with the tactical action, like modifiers; the modifiers still apply to the result.
 */
export interface LoadedDice {
  readonly seat: Seat;
  readonly roll: RollKind;
  readonly unit?: UnitType;
  readonly result: number;
}

const LOADED_NOTE = 'loaded-dice';

/** For test scenarios: the seat's dice of this roll kind (and unit type) show `result` until the tactical action ends. */
export function loadDice(state: GameState, loaded: LoadedDice): void {
  if (!state.tactical) return;
  const list = (state.tactical.notes[LOADED_NOTE] as LoadedDice[] | undefined) ?? [];
  state.tactical.notes[LOADED_NOTE] = [...list, loaded];
}

function loadedResult(state: GameState, at: RollContext, unit: UnitType): number | null {
  const list = (state.tactical?.notes[LOADED_NOTE] as LoadedDice[] | undefined) ?? [];
  // The latest loading that matches wins.
  const l = list.findLast((d) => d.seat === at.seat && d.roll === at.roll && (d.unit === undefined || d.unit === unit));
  return l?.result ?? null;
}

/** The sum of registered modifiers for one seat's roll of one unit type. */
export function registeredModifier(state: GameState, seat: Seat, roll: RollKind, unit: UnitType): number {
  return rollModifiers(state)
    .filter((m) => m.seat === seat && m.roll === roll && (m.unit === undefined || m.unit === unit))
    .reduce((n, m) => n + m.amount, 0);
}

/** Antimass Deflectors: other players' space cannon rolls against this player's units get -1. */
export const antimassModifier = (state: GameState, target: Seat): number =>
  state.players[target]?.technologies.includes('amd') ? -1 : 0;

const owns = (state: GameState, seat: Seat, tech: string): boolean =>
  state.players[seat]?.technologies.includes(tech) ?? false;

/** The group whose dice hit most easily (the lowest value after modifiers); the first such on a tie. */
const bestGroup = (groups: readonly DiceGroup[]): DiceGroup | undefined =>
  [...groups].sort((a, b) => a.hitsOn - a.modifier - (b.hitsOn - b.modifier))[0];

/**
 * Plasma Scoring: one of the units using bombardment or space cannon rolls 1 extra die (FAQ: one per roll, the unit
 * chosen before rolling). `pick` is the unit type the player chose; without one, the best unit gets it.
 */
export function withPlasmaScoring(
  state: GameState,
  seat: Seat,
  groups: readonly DiceGroup[],
  pick?: UnitType,
): DiceGroup[] {
  if (!owns(state, seat, 'ps') || groups.length === 0) return [...groups];
  const chosen = (pick !== undefined ? groups.find((g) => g.unit === pick) : undefined) ?? bestGroup(groups)!;
  return groups.map((g) => (g === chosen ? { ...g, dice: g.dice + 1 } : g));
}

/**
 * Plasma Scoring: the unit types between which the choice of the extra die matters (their values differ), best first;
 * empty when the player does not own it or every candidate rolls alike (then the engine gives the die itself).
 */
export function plasmaScoringChoices(state: GameState, seat: Seat, groups: readonly DiceGroup[]): UnitType[] {
  if (!owns(state, seat, 'ps')) return [];
  const sorted = [...groups].sort((a, b) => a.hitsOn - a.modifier - (b.hitsOn - b.modifier));
  const values = new Set(sorted.map((g) => g.hitsOn - g.modifier));
  return values.size > 1 ? [...new Set(sorted.map((g) => g.unit))] : [];
}
