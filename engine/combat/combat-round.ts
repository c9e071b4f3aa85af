// LRR 78.5–78.6 and 42.1–42.2 (with 18 combat, 56 modifiers, 59.3 nebula, 74.3 rerolls): one round's combat rolls
// and hit assignment, shared by space and ground combat. Rolls stay in the combat record until hits are counted,
// so that rerolls in the 'after rolls' window change them.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { emit } from '../kernel/context';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { isNebula } from '../tactical/anomalies';
import {
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
import { registeredModifier, rollDice, type DiceGroup } from './dice';
import { jolnarExtraHits, sardakkBonus, winnuDice } from './faction-units';
import { fragileModifier } from './fragile';
import { iconoclastBonus } from './faction-units-2';
import { naazFlagshipDice } from './naaz-flagship';
import { combatUnitStats } from './naaz-mech';
import { pushAssignHits } from './hits';
import { unitStats } from './unit-stats';

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/roll': NoArgs;
    'combat/count-hits': NoArgs;
    'combat/assign-hits': NoArgs;
  }
}

/**
 * 18, 78.5a/42.1a: one die per unit, or one per burst icon; 59.3: the defender in a nebula applies +1; the Sardakk
 * flagship's +1 and the Winnu flagship's dice (engine/combat/faction-units.ts); the Naaz-Rokha flagship's extra die
 * for each of their mechs in its system (engine/combat/naaz-flagship.ts); the Alastor's ground forces fighting as ships
 * roll their own combat value (engine/combat/alastor.ts).
 */
export function combatGroups(state: GameState, c: CombatRecord, seat: Seat): DiceGroup[] {
  const nebula = c.combat === 'space' && seat === c.defender && isNebula(state, c.system) ? 1 : 0;
  const groups: DiceGroup[] = [];
  for (const t of combatTypesIn(state, c, seat)) {
    const n = combatantCount(state, c, seat, t);
    const combat = combatUnitStats(state, c, seat, t).combat; // a Z-Grav Eidolon rolls its ship side's value
    if (n <= 0 || !combat) continue;
    const dice =
      ((t === 'flagship' ? winnuDice(state, c, seat, opponentIn(c, seat)) : null) ?? combat.dice * n) +
      naazFlagshipDice(state, c.system, seat, t, n);
    groups.push({
      unit: t,
      hitsOn: combat.hitsOn,
      dice,
      modifier:
        nebula +
        sardakkBonus(state, c, seat, t) +
        fragileModifier(state, c, seat, t) +
        iconoclastBonus(state, c, seat, t, opponentIn(c, seat)) +
        registeredModifier(state, seat, 'combat', t),
    });
  }
  return groups;
}

/** The L1Z1X flagship: in space combat, hits from it and the dreadnoughts in its system go to non-fighter ships. */
function restrictedUnits(state: GameState, c: CombatRecord, seat: Seat): readonly UnitType[] {
  if (c.combat !== 'space') return [];
  const flagshipThere = (combatStack(state, c, seat)?.counts.flagship ?? 0) > 0;
  return flagshipThere && unitStats(state, seat, 'flagship').unit === 'l1z1x_flagship'
    ? ['flagship', 'dreadnought']
    : [];
}

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
    if (c.combat === 'space') pushStep(ctx.state, 'combat/hacan-flagship');
  }),
  /** 78.5d: each player counts the hits their rolls produced; then effects before hits are assigned (78.6a). */
  defineStep('combat/count-hits', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.hits = {};
    for (const seat of [c.attacker, c.defender]) {
      const dice = c.rolls[String(seat)] ?? [];
      const restrictedBy = restrictedUnits(ctx.state, c, seat);
      const extra = jolnarExtraHits(ctx.state, c, seat, dice);
      if (extra > 0) emit(ctx, { type: 'ability-used', seat, ability: 'jolnar_flagship', window: null });
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
