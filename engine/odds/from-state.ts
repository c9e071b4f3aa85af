// Builds the odds calculator's input from a game state with the engine's own rules: unit stats (97.4), combat
// modifiers (56, 59.3 nebula), space cannon offense (77.2–77.3, Plasma Scoring, Antimass Deflectors, Graviton Laser
// System), Assault Cannon, Duranium Armor, ground forces in space (16.3c), bombardment (15, 65 planetary shield, 65.3
// war sun — as engine/invasion decides it), space cannon defense (77.6) and Magen Defense Grid Ω; faction units (the
// Argent flagship's shield and mech, the Naaz-Rokha flagship's mech dice and the Nekro's Alastor — its ground forces
// in the space area fight as ships — here; the flagships and the Mentak mech in engine/odds/side-model.ts).
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES, UNIT_TYPES, type UnitType } from '../data/types';
import { currentCombat, groundCombatantTypes, otherShipOwners } from '../combat/combat-record';
import { antimassModifier, registeredModifier, withPlasmaScoring, type DiceGroup, type RollKind } from '../combat/dice';
import { sustainCancels } from '../combat/hits';
import { cannonOf, defenseUnits, offenseUnits, type CannonUnits } from '../combat/space-cannon';
import { unitStats, type UnitStats } from '../combat/unit-stats';
import { naazFlagshipDice } from '../combat/naaz-flagship';
import { spaceCannonShielded } from '../combat/faction-units';
import { alastorOddsShips } from '../combat/alastor';
import { eidolonOddsShips, SHIP_SIDE } from '../combat/naaz-mech';
import { fragileModifier, type CombatPlace } from '../combat/fragile';
import { barrageForbidden, iconoclastOddsBonus, withoutBarrageIf } from '../combat/faction-units-2';

import { isNebula } from '../tactical/anomalies';
import { bombarders, bombardmentBlock } from '../invasion/bombardment';
import { statsOf } from '../units/stats';
import { combatOdds } from './combat-odds';
import type { OddsDice, OddsInput, OddsResult, OddsSide, OddsUnits } from './types';

type Counts = Partial<Record<UnitType, number>>;

const pick = (counts: Counts, types: readonly UnitType[]): Counts =>
  Object.fromEntries(types.filter((t) => counts[t] !== undefined).map((t) => [t, counts[t]]));

/** A unit's stats for its combat rolls: the Naaz-Rokha flagship's extra die per mech in its system is one die more. */
function combatStats(state: GameState, seat: Seat, t: UnitType, system: string): UnitStats {
  const stats = unitStats(state, seat, t);
  const extra = naazFlagshipDice(state, system, seat, t, 1);
  return extra > 0 && stats.combat ? { ...stats, combat: { ...stats.combat, dice: stats.combat.dice + extra } } : stats;
}

function unitsOf(
  state: GameState,
  seat: Seat,
  counts: Counts,
  damaged: Counts,
  types: readonly UnitType[],
  bonus: number,
  place: CombatPlace,
): OddsUnits[] {
  return types
    .filter((t) => (counts[t] ?? 0) > 0)
    .map((t) => ({
      type: t,
      count: counts[t]!,
      damaged: damaged[t] ?? 0,
      stats: combatStats(state, seat, t, place.system),
      modifier:
        bonus +
        fragileModifier(state, place, seat, t, place.planet === null ? undefined : (counts.mech ?? 0)) +
        iconoclastOddsBonus(state, place, seat, t) +
        registeredModifier(state, seat, 'combat', t),
    }));
}

/** A roll outside combat as the engine makes it: registered modifiers, `extra` (Antimass Deflectors), Plasma Scoring. */
function rolls(
  state: GameState,
  seat: Seat,
  units: Counts,
  roll: RollKind,
  pick: (t: UnitType) => { hitsOn: number; dice: number } | null,
  extra: number,
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
        modifier: extra + registeredModifier(state, seat, roll, t),
      });
  }
  return withPlasmaScoring(state, seat, groups).map((g) => ({ hitsOn: g.hitsOn, dice: g.dice, modifier: g.modifier }));
}

/** Flipped Eidolons roll and take hits as Z-Grav Eidolons (8 ×2, no sustain damage; the Naaz flagship's die stays). */
function zGrav(state: GameState, system: string, seat: Seat, eidolons: number, units: OddsUnits[]): OddsUnits[] {
  if (eidolons === 0) return units;
  const extra = naazFlagshipDice(state, system, seat, 'mech', 1);
  const stats = { ...SHIP_SIDE, combat: { hitsOn: SHIP_SIDE.combat!.hitsOn, dice: SHIP_SIDE.combat!.dice + extra } };
  return units.map((u) => (u.type === 'mech' ? { ...u, damaged: 0, stats } : u));
}

const cannonDice = (state: GameState, seat: Seat, units: CannonUnits, target: Seat): OddsDice[] =>
  rolls(state, seat, units, 'space-cannon', (t) => cannonOf(state, seat, t), antimassModifier(state, target));

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
    // The Alastor: the ground forces fighting as ships are among the units; the others wait in the space area.
    // Naaz-Rokha Eidolons there flip and fight as Z-Grav Eidolons.
    const eidolons = eidolonOddsShips(state, system, seat);
    const asShips: Counts = eidolons > 0 ? { mech: eidolons } : alastorOddsShips(state, system, seat);
    const fighting: Counts = { ...pick(stack?.counts ?? {}, SHIP_TYPES), ...asShips };
    const types = [...SHIP_TYPES, ...(Object.keys(asShips) as UnitType[])];
    const waiting = (t: 'infantry' | 'mech') => (stack?.counts[t] ?? 0) - (asShips[t] ?? 0);
    return {
      units: zGrav(
        state,
        system,
        seat,
        eidolons,
        withoutBarrageIf(
          barrageForbidden(state, system, seat, enemy),
          unitsOf(state, seat, fighting, stack?.damaged ?? {}, types, nebula, { system, planet: null }),
        ),
      ),
      sustainCancels: sustainCancels(state, seat),
      spaceCannon:
        opts.spaceCannon === false || spaceCannonShielded(state, system, enemy, seat)
          ? []
          : cannonDice(state, seat, offenseUnits(state, seat, system), enemy),
      graviton: canUseGraviton(state, seat),
      hangar: hangarIn(state, seat, system),
      groundForcesInSpace: { infantry: waiting('infantry'), mech: waiting('mech') },
      assaultCannon: assaultCannonToCome && owns(state, seat, 'asc'),
      duraniumArmor: owns(state, seat, 'da'),
      mechsNeedNoCapacity:
        unitStats(state, seat, 'mech').unit === 'argent_mech' && !ask(MECH_ABILITIES_SUPPRESSED, { state }),
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
        { system, planet },
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
            0,
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
        { system, planet },
      ),
      sustainCancels: sustainCancels(state, defender),
      duraniumArmor: owns(state, defender, 'da'),
      spaceCannon:
        opts.spaceCannon === false
          ? []
          : cannonDice(state, defender, defenseUnits(state, defender, system, planet), attacker),
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
