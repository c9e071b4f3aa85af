// Builds the odds calculator's input from a game state with the engine's own rules: unit stats (97.4), combat modifiers
// (56, 59.3 nebula), space cannon offense (77.2–77.3, Plasma Scoring, Antimass Deflectors, Graviton Laser System, and
// the cannons planets give: an attached card, Custodia Vigilia — the engine's own dice groups), Assault Cannon,
// Duranium Armor, ground forces in space (16.3c), bombardment (15, 65 planetary shield, 65.3 war sun — as
// engine/invasion decides it), space cannon defense (77.6, L4 Disruptors) and Magen Defense Grid Ω; faction units (the
// Argent flagship's shield and mech, the Naaz-Rokha flagship's mech dice, ground forces fighting as ships — the
// Alastor's and the Eidolons — through the effects hooks here; FRAGILE, Iconoclast, Arvicon Rex's +2 against the
// opponent, the Mordred's +2, the Winnu commander's +2 and Prophecy of Ixth's +1 to fighters read from the engine's own
// helpers, The Cavalry's ship with its borrowed values in the space combat under way, since the Sardakk flagship's
// bonus, the other flagships and the Mentak mech are modelled in engine/odds/side-model.ts).
import {
  ask,
  CANNOT_BARRAGE_AGAINST,
  CANNOT_SPACE_CANNON_AGAINST,
  CANNOT_SPACE_CANNON_DEFENSE_AGAINST,
  COMBAT_UNIT_STATS,
  EXTRA_COMBAT_DICE,
  MECH_ABILITIES_SUPPRESSED,
  TRANSPORTED_WITHOUT_CAPACITY,
  type CombatPlace,
} from '../effects';
import { mayFightAsShips } from '../combat/as-ships';
import { fragileModifier } from '../factions/jolnar.effects';
import { iconoclastBonus } from '../factions/naalu.effects';
import { unrelenting } from '../factions/sardakk.effects';
import { arviconRexBonus } from '../factions/mahact.effects';
import { mordredBonus } from '../factions/nekro.effects';
import { winnuCommanderBonus } from '../leaders/winnu.effects';
import { prophecyOfIxthBonus } from '../agenda/law-effects';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, UNIT_TYPES, type UnitType } from '../data/types';
import { borrowedBy, currentCombat, groundCombatantTypes, otherShipOwners } from '../combat/combat-record';
import { registeredModifier, withPlasmaScoring, type DiceGroup, type RollKind } from '../combat/dice';
import { sustainCancels } from '../combat/hits';
import { cannonGroups, type CannonFire } from '../combat/space-cannon';
import { unitStats, type UnitStats } from '../combat/unit-stats';

import { isNebula } from '../tactical/anomalies';
import { bombarders, bombardmentBlock } from '../invasion/bombardment';
import { statsOf } from '../units/stats';
import { combatOdds } from './combat-odds';
import type { OddsDice, OddsInput, OddsResult, OddsSide, OddsUnits } from './types';

type Counts = Partial<Record<UnitType, number>>;

const pick = (counts: Counts, types: readonly UnitType[]): Counts =>
  Object.fromEntries(types.filter((t) => counts[t] !== undefined).map((t) => [t, counts[t]]));

/** A unit's stats for its combat rolls: an effect's extra die per unit (the Naaz-Rokha flagship's) is one die more. */
function combatStats(state: GameState, seat: Seat, t: UnitType, place: CombatPlace, stats = unitStats(state, seat, t)) {
  const extra = ask(EXTRA_COMBAT_DICE, { state, seat, place, unit: t, count: 1 });
  return extra > 0 && stats.combat ? { ...stats, combat: { ...stats.combat, dice: stats.combat.dice + extra } } : stats;
}

/** For the odds: units with their anti-fighter barrage taken away when `forbidden` (Iconoclast Ω). */
function withoutBarrageIf<T extends { readonly stats: UnitStats }>(forbidden: boolean, units: readonly T[]): T[] {
  return forbidden ? units.map((u) => ({ ...u, stats: { ...u.stats, antiFighterBarrage: null } })) : [...units];
}

function unitsOf(
  state: GameState,
  seat: Seat,
  counts: Counts,
  damaged: Counts,
  types: readonly UnitType[],
  bonus: number,
  place: CombatPlace,
  enemy: Seat,
): OddsUnits[] {
  const mechs = place.planet === null ? undefined : (counts.mech ?? 0);
  return types
    .filter((t) => (counts[t] ?? 0) > 0)
    .map((t) => ({
      type: t,
      count: counts[t]!,
      damaged: damaged[t] ?? 0,
      stats: combatStats(state, seat, t, place),
      modifier:
        bonus +
        fragileModifier(state, seat, place, t, ask, mechs) +
        iconoclastBonus(state, seat, place, t, enemy, ask) +
        unrelenting(state, seat) +
        arviconRexBonus(state, seat, place, t, enemy) +
        winnuCommanderBonus(state, seat, place) +
        mordredBonus(state, seat, t, enemy, ask) +
        prophecyOfIxthBonus(state, seat, t) +
        registeredModifier(state, seat, 'combat', t),
    }));
}

/**
 * The Cavalry in the space combat under way: its ship is a unit of its own with the borrowed combat value, barrage
 * and sustain damage (a type without sustain damage of its own: the damaged ship of the type is that one).
 */
function withCavalry(state: GameState, seat: Seat, system: string, units: OddsUnits[]): OddsUnits[] {
  const c = currentCombat(state);
  const b = c?.system === system && c.borrowed ? borrowedBy(state, c, seat, c.borrowed.type) : null;
  const i = b ? units.findIndex((u) => u.type === b.type) : -1;
  const u = units[i];
  if (!b || !u) return units;
  const damaged = u.damaged ?? 0;
  const bearerDamaged = u.stats.sustainDamage ? Math.max(0, damaged - (u.count - 1)) : Math.min(1, damaged);
  const stats: UnitStats = {
    ...u.stats,
    combat: b.combat,
    antiFighterBarrage: b.barrage,
    sustainDamage: u.stats.sustainDamage || b.sustain,
  };
  const bearer: OddsUnits = { ...u, count: 1, damaged: bearerDamaged, stats };
  const rest: OddsUnits = { ...u, count: u.count - 1, damaged: damaged - bearerDamaged };
  return [...units.slice(0, i), ...(rest.count > 0 ? [rest] : []), bearer, ...units.slice(i + 1)];
}

/** A roll outside combat as the engine makes it (bombardment): registered modifiers, Plasma Scoring. */
function rolls(
  state: GameState,
  seat: Seat,
  units: Counts,
  roll: RollKind,
  pick: (t: UnitType) => { hitsOn: number; dice: number } | null,
): OddsDice[] {
  const groups: DiceGroup[] = [];
  for (const t of UNIT_TYPES) {
    const n = units[t] ?? 0;
    const d = pick(t);
    if (n > 0 && d)
      groups.push({
        unit: t,
        hitsOn: d.hitsOn,
        dice: d.dice * n,
        modifier: registeredModifier(state, seat, roll, t),
      });
  }
  return withPlasmaScoring(state, seat, groups).map(oddsDice);
}

const oddsDice = (g: DiceGroup): OddsDice => ({ hitsOn: g.hitsOn, dice: g.dice, modifier: g.modifier });

/**
 * Ground forces fighting as ships with attributes of their own roll and take hits with them (Z-Grav Eidolons: 8 ×2,
 * no sustain damage; the Naaz flagship's die stays).
 */
function asShipsStats(
  state: GameState,
  place: CombatPlace,
  seat: Seat,
  asShips: Counts,
  units: OddsUnits[],
): OddsUnits[] {
  return units.map((u) => {
    const n = asShips[u.type] ?? 0;
    const own = n > 0 ? ask(COMBAT_UNIT_STATS, { state, seat, type: u.type, asShips: n }) : null;
    return own
      ? { ...u, damaged: own.sustainDamage ? u.damaged : 0, stats: combatStats(state, seat, u.type, place, own) }
      : u;
  });
}

/** 77.3 / 77.7: the space cannon roll as the engine makes it — units and the cannons planets give, Plasma Scoring. */
const cannonDice = (state: GameState, fire: CannonFire): OddsDice[] =>
  withPlasmaScoring(state, fire.seat, cannonGroups(state, fire)).map(oddsDice);

const owns = (state: GameState, seat: Seat, technology: string): boolean =>
  state.players[seat]?.technologies.includes(technology) ?? false;

const canUseGraviton = (state: GameState, seat: Seat): boolean =>
  (state.players[seat]?.technologies.includes('gls') ?? false) &&
  !(state.players[seat]?.exhaustedTechnologies.includes('gls') ?? false);

/** Fighters the seat's space docks in the system keep without capacity (16.3c after the combat). */
function hangarIn(state: GameState, seat: Seat, system: string): number {
  const sys = state.board.systems[system];
  const docks = [
    sys?.space[String(seat)],
    ...Object.values(sys?.planets ?? {}).map((p) => p.units[String(seat)]),
  ].reduce((n, stack) => n + (stack?.counts['space-dock'] ?? 0), 0);
  return docks * unitStats(state, seat, 'space-dock').fighterHangar;
}

export interface SpaceOddsOptions {
  readonly system?: string;
  readonly attacker?: Seat;
  readonly defender?: Seat;
  /** Include space cannon offense (default true: odds asked before the step). */
  readonly spaceCannon?: boolean;
}

/** 78 (with 77.2): the odds input for a space combat in a system (default: the active system). */
export function spaceOddsInput(state: GameState, opts: SpaceOddsOptions = {}): OddsInput | null {
  const system = opts.system ?? state.tactical?.system;
  const attacker = opts.attacker ?? state.activeSeat;
  if (!system || attacker === null) return null;
  const defender = opts.defender ?? otherShipOwners(state, system, attacker)[0];
  if (defender === undefined) return null;
  // Assault Cannon fires at the start of the combat: not for odds asked once its first round has begun.
  const c = currentCombat(state);
  const assaultCannonToCome = !(c && c.combat === 'space' && c.system === system && c.round > 0);
  const side = (seat: Seat, enemy: Seat): OddsSide => {
    const stack = state.board.systems[system]?.space[String(seat)];
    const nebula = seat === defender && isNebula(state, system) ? 1 : 0;
    // Ground forces fighting as ships (the Alastor's pick, Eidolons) are among the units; the others wait in space.
    const asShips: Counts = mayFightAsShips(state, system, seat);
    const place: CombatPlace = { combat: 'space', system, planet: null };
    const fighting: Counts = { ...pick(stack?.counts ?? {}, SHIP_TYPES), ...asShips };
    const types = [...SHIP_TYPES, ...(Object.keys(asShips) as UnitType[])];
    const waiting = (t: 'infantry' | 'mech') => (stack?.counts[t] ?? 0) - (asShips[t] ?? 0);
    return {
      units: asShipsStats(
        state,
        place,
        seat,
        asShips,
        withoutBarrageIf(
          ask(CANNOT_BARRAGE_AGAINST, { state, system, firer: seat, target: enemy }),
          withCavalry(
            state,
            seat,
            system,
            unitsOf(state, seat, fighting, stack?.damaged ?? {}, types, nebula, place, enemy),
          ),
        ),
      ),
      sustainCancels: sustainCancels(state, seat),
      spaceCannon:
        opts.spaceCannon === false || ask(CANNOT_SPACE_CANNON_AGAINST, { state, system, firer: seat, target: enemy })
          ? []
          : cannonDice(state, { seat, target: enemy, system, planet: null }),
      graviton: canUseGraviton(state, seat),
      hangar: hangarIn(state, seat, system),
      groundForcesInSpace: { infantry: waiting('infantry'), mech: waiting('mech') },
      assaultCannon: assaultCannonToCome && owns(state, seat, 'asc'),
      duraniumArmor: owns(state, seat, 'da'),
      mechsNeedNoCapacity: ask(TRANSPORTED_WITHOUT_CAPACITY, { state, seat, unit: 'mech' }),
    };
  };
  return { combat: 'space', attacker: side(attacker, defender), defender: side(defender, attacker) };
}

export interface GroundOddsOptions {
  readonly attacker?: Seat;
  /** Ground forces the attacker lands (49.2); default: those already on the planet. */
  readonly committed?: Counts;
  /** Include bombardment by the attacker's units in the system (default true). */
  readonly bombardment?: boolean;
  /** Include space cannon defense (default true). */
  readonly spaceCannon?: boolean;
}

/** 42 (with 15, 77.6): the odds input for a ground combat on a planet. */
export function groundOddsInput(
  state: GameState,
  system: string,
  planet: string,
  opts: GroundOddsOptions = {},
): OddsInput | null {
  const attacker = opts.attacker ?? state.activeSeat;
  const p = state.board.systems[system]?.planets[planet];
  if (attacker === null || !p) return null;
  const defenderKey = Object.keys(p.units).find(
    (s) => Number(s) !== attacker && Object.values(p.units[s]!.counts).some((n) => (n ?? 0) > 0),
  );
  const defender = defenderKey !== undefined ? Number(defenderKey) : p.owner;
  if (defender === null || defender === attacker) return null;
  const dStack = p.units[String(defender)];
  const aCounts = opts.committed ?? p.units[String(attacker)]?.counts ?? {};
  // 15.1f / 65 / 65.3 and the laws on bombardment, as the invasion step decides them.
  const bombard = opts.bombardment !== false && bombardmentBlock(state, attacker, system, planet) === null;
  const structures = (dStack?.counts.pds ?? 0) + (dStack?.counts['space-dock'] ?? 0) > 0;
  return {
    combat: 'ground',
    attacker: {
      units: unitsOf(
        state,
        attacker,
        aCounts,
        opts.committed ? {} : (p.units[String(attacker)]?.damaged ?? {}),
        groundCombatantTypes(state, attacker),
        0,
        { combat: 'ground', system, planet },
        defender,
      ),
      sustainCancels: sustainCancels(state, attacker),
      duraniumArmor: owns(state, attacker, 'da'),
      bombardment: bombard
        ? rolls(
            state,
            attacker,
            bombarders(state, attacker, system),
            'bombardment',
            (t) => statsOf(state, attacker, t)?.bombardment ?? null,
          )
        : [],
      x89: state.players[attacker]?.technologies.includes('x89') ?? false,
      mechAbilitiesSuppressed: ask(MECH_ABILITIES_SUPPRESSED, { state }),
    },
    defender: {
      units: unitsOf(
        state,
        defender,
        dStack?.counts ?? {},
        dStack?.damaged ?? {},
        groundCombatantTypes(state, defender),
        0,
        { combat: 'ground', system, planet },
        attacker,
      ),
      sustainCancels: sustainCancels(state, defender),
      duraniumArmor: owns(state, defender, 'da'),
      // L4 Disruptors: no space cannon defense against the Letnev's units, as the engine decides it.
      spaceCannon:
        opts.spaceCannon === false ||
        ask(CANNOT_SPACE_CANNON_DEFENSE_AGAINST, { state, system, planet, firer: defender, target: attacker })
          ? []
          : cannonDice(state, { seat: defender, target: attacker, system, planet }),
      magenDefenseGrid: structures && (state.players[defender]?.technologies.includes('md') ?? false),
      mechAbilitiesSuppressed: ask(MECH_ABILITIES_SUPPRESSED, { state }),
    },
  };
}

/** Odds of the space combat about to be fought in the active system, or null when there is none. */
export function spaceCombatOdds(state: GameState, opts: SpaceOddsOptions = {}): OddsResult | null {
  const input = spaceOddsInput(state, opts);
  return input ? combatOdds(input) : null;
}

/** Odds of a ground combat on a planet, or null when there is no defender. */
export function groundCombatOdds(
  state: GameState,
  system: string,
  planet: string,
  opts: GroundOddsOptions = {},
): OddsResult | null {
  const input = groundOddsInput(state, system, planet, opts);
  return input ? combatOdds(input) : null;
}
