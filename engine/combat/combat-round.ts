// LRR 78.5–78.6 and 42.1–42.2 (with 18 combat, 56 modifiers, 59.3 nebula, 74.3 rerolls): one round's combat rolls
// and hit assignment, shared by space and ground combat. Rolls stay in the combat record until hits are counted,
// so that rerolls in the 'after rolls' window change them.
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { emit } from '../kernel/context';
import { defineStep, noArgs, pushStep, pushStepCall, type NoArgs } from '../kernel/steps';
import { isNebula } from '../tactical/anomalies';
import {
  borrowedBy,
  combatantCount,
  combatOver,
  combatStack,
  combatTypesIn,
  currentCombat,
  groundForcesAsShips,
  groundHitTypes,
  opponentIn,
  type CombatRecord,
} from './combat-record';
import {
  AFTER_COMBAT_ROLL,
  ask,
  COMBAT_ROLL_MODIFIER,
  EXTRA_COMBAT_DICE,
  EXTRA_COMBAT_HITS,
  FLAGSHIP_COMBAT_DICE,
  HITS_ON_NON_FIGHTERS,
} from '../effects';
import { combatUnitStats } from './as-ships';
import { registeredModifier, rollDice, type DiceGroup } from './dice';
import { pushAssignHits } from './hits';

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/roll': NoArgs;
    'combat/count-hits': NoArgs;
    'combat/assign-hits': NoArgs;
  }
}

const placeOf = (c: CombatRecord) => ({ combat: c.combat, system: c.system, planet: c.planet });

/** The opponent's non-fighter ships in the combat, ground forces fighting as ships included (the Winnu flagship). */
function enemyNonFighterShips(state: GameState, c: CombatRecord, seat: Seat): number {
  const opponent = opponentIn(c, seat);
  const stack = combatStack(state, c, opponent);
  const asShips = Object.values(groundForcesAsShips(state, c, opponent)).reduce<number>((n, k) => n + (k ?? 0), 0);
  return SHIP_TYPES.filter((t) => t !== 'fighter').reduce((n, t) => n + (stack?.counts[t] ?? 0), asShips);
}

/**
 * 18, 78.5a/42.1a: one die per unit, or one per burst icon; 59.3: the defender in a nebula applies +1; effects add
 * dice, change a flagship's dice or modify the rolls (engine/effects/hooks.ts: the Sardakk, Winnu and Naaz-Rokha
 * flagships, FRAGILE, Iconoclast); ground forces fighting as ships roll with the attributes they have as such.
 */
export function combatGroups(state: GameState, c: CombatRecord, seat: Seat): DiceGroup[] {
  const nebula = c.combat === 'space' && seat === c.defender && isNebula(state, c.system) ? 1 : 0;
  const place = placeOf(c);
  const opponent = opponentIn(c, seat);
  const groups: DiceGroup[] = [];
  for (const t of combatTypesIn(state, c, seat)) {
    const n = combatantCount(state, c, seat, t);
    const combat = combatUnitStats(state, c, seat, t).combat; // a Z-Grav Eidolon rolls its ship side's value
    if (n <= 0 || !combat) continue;
    // The Cavalry: one ship of the type rolls with borrowed values, the others with their own.
    const borrowed = borrowedBy(state, c, seat, t)?.combat ?? null;
    const own = borrowed ? n - 1 : n;
    const flagshipDice =
      t === 'flagship' && own > 0
        ? ask(FLAGSHIP_COMBAT_DICE, { state, seat, place, enemyNonFighterShips: enemyNonFighterShips(state, c, seat) })
        : null;
    const dice =
      (flagshipDice ?? combat.dice * own) + ask(EXTRA_COMBAT_DICE, { state, seat, place, unit: t, count: n });
    const modifier =
      nebula +
      ask(COMBAT_ROLL_MODIFIER, { state, seat, place, unit: t, opponent }) +
      registeredModifier(state, seat, 'combat', t);
    if (dice > 0) groups.push({ unit: t, hitsOn: combat.hitsOn, dice, modifier });
    if (borrowed) groups.push({ unit: t, hitsOn: borrowed.hitsOn, dice: borrowed.dice, modifier });
  }
  return groups;
}

/** 78.6: unit types of the seat whose hits must go to non-fighter ships (the L1Z1X flagship), when it has them here. */
const restrictedUnits = (state: GameState, c: CombatRecord, seat: Seat): readonly UnitType[] =>
  ask(HITS_ON_NON_FIGHTERS, { state, seat, place: placeOf(c) });

export const COMBAT_ROUND_STEPS = [
  /** 78.5 / 42.1: the attacker rolls first (78.5f), then the defender. */
  defineStep('combat/roll', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.rolls = {};
    for (const seat of [c.attacker, c.defender]) {
      c.rolls[String(seat)] = rollDice(
        ctx,
        { seat, roll: 'combat', system: c.system, planet: c.planet },
        combatGroups(ctx.state, c, seat),
      );
    }
    const window = c.combat === 'space' ? 'after-combat-rolls' : 'after-ground-combat-rolls';
    pushStep(ctx.state, 'combat/count-hits');
    pushStep(ctx.state, 'window/open', {
      window,
      subject: { system: c.system, planet: c.planet, attacker: c.attacker, defender: c.defender },
    });
    // Effects that act on the dice just rolled (the Hacan flagship).
    for (const call of ask(AFTER_COMBAT_ROLL, { state: ctx.state, place: placeOf(c) })) pushStepCall(ctx.state, call);
  }),
  /** 78.5d: each player counts the hits their rolls produced; then effects before hits are assigned (78.6a). */
  defineStep('combat/count-hits', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.hits = {};
    for (const seat of [c.attacker, c.defender]) {
      const dice = c.rolls[String(seat)] ?? [];
      const restrictedBy = restrictedUnits(ctx.state, c, seat);
      let extra = 0;
      for (const more of ask(EXTRA_COMBAT_HITS, { state: ctx.state, seat, place: placeOf(c), dice })) {
        if (more.hits <= 0) continue;
        extra += more.hits;
        emit(ctx, { type: 'ability-used', seat, ability: more.ability, window: null });
      }
      c.hits[String(opponentIn(c, seat))] = {
        count: dice.filter((d) => d.hit).length + extra,
        restricted: dice.filter((d) => d.hit && restrictedBy.includes(d.unit)).length,
      };
    }
    pushStep(ctx.state, 'combat/assign-hits');
    pushStep(ctx.state, 'window/open', {
      window: 'before-hits-assigned',
      subject: { system: c.system, planet: c.planet, attacker: c.attacker, defender: c.defender },
    });
  }),
  /** 78.6 / 42.2: both players assign the hits against their own units at once. */
  defineStep('combat/assign-hits', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    const hits = Object.fromEntries(
      [c.attacker, c.defender].map((s) => {
        const h = c.hits[String(s)] ?? { count: 0, restricted: 0 };
        const eligible =
          c.planet === null ? combatTypesIn(ctx.state, c, s) : groundHitTypes(ctx.state, c.system, c.planet, s);
        const limit = groundForcesAsShips(ctx.state, c, s); // the Alastor: only the ground forces fighting take hits
        return [
          String(s),
          {
            count: h.count,
            restricted: h.restricted,
            eligible,
            sustain: true,
            by: opponentIn(c, s),
            ...(Object.keys(limit).length > 0 ? { limit } : {}),
          },
        ];
      }),
    );
    pushAssignHits(ctx, {
      cause: c.combat === 'space' ? 'space-combat' : 'ground-combat',
      system: c.system,
      planet: c.planet,
      order: [c.attacker, c.defender],
      hits,
    });
  }),
];
