// The Naaz-Rokha mech (Eidolon / Z-Grav Eidolon), with LRR 78 space combat and 96 faction units: Eidolons in the
// active system's space area at the start of a space combat flip to their ship side, which is a ship there (it rolls
// 8 ×2 and has no sustain damage); at the end of that space combat they flip back.
//
// The data has one unit id per side (naaz_mech, naaz_mech_space) and the board one count of mechs, so the flip lives
// in the combat record: the Naaz mechs in the space area are recorded as fighting as ships (the same record as the
// Alastor's ground forces, engine/combat/alastor.ts), and while so recorded they use the ship side's attributes.
// The flip is not optional ("flip it"); Articles of War (mechs have no printed abilities) stops it. The record ends
// with the combat, which flips them back. Only the combat's own units change: a mech on a planet keeps its side.
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { UNITS } from '../data/units';

import { emit, type FlowCtx } from '../kernel/context';
import type { Area } from '../units/stacks';
import { currentCombat, groundForcesAsShips, type CombatRecord } from './combat-record';
import { statsOfDef, unitStats, type UnitStats } from './unit-stats';

/** The Z-Grav Eidolon's attributes. */
export const SHIP_SIDE: UnitStats = statsOfDef(UNITS.naaz_mech_space);

/** Eidolons of the seat in the system's space area that flip at the start of a space combat there. */
export function eidolonsToFlip(state: GameState, system: string, seat: Seat): number {
  if (unitStats(state, seat, 'mech').unit !== 'naaz_mech' || ask(MECH_ABILITIES_SUPPRESSED, { state })) return 0;
  return state.board.systems[system]?.space[String(seat)]?.counts.mech ?? 0;
}

/** Whether the seat's mechs fighting as ships in this combat are Z-Grav Eidolons. */
const flipped = (
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system' | 'planet' | 'asShips'>,
  seat: Seat,
): boolean =>
  (groundForcesAsShips(state, c, seat).mech ?? 0) > 0 && unitStats(state, seat, 'mech').unit === 'naaz_mech';

/** A unit type's attributes for its combat rolls and hits in this combat: the Z-Grav Eidolon's while flipped. */
export function combatUnitStats(
  state: GameState,
  c: Pick<CombatRecord, 'combat' | 'system' | 'planet' | 'asShips'>,
  seat: Seat,
  type: UnitType,
): UnitStats {
  return type === 'mech' && flipped(state, c, seat) ? SHIP_SIDE : unitStats(state, seat, type);
}

/** The same for units in an area (hits): the combat's rules apply only in its own space area. */
export function areaUnitStats(state: GameState, area: Area, seat: Seat, type: UnitType): UnitStats {
  const c = currentCombat(state);
  const inCombat = c && c.combat === 'space' && area.planet === undefined && area.system === c.system;
  return inCombat ? combatUnitStats(state, c, seat, type) : unitStats(state, seat, type);
}

/** The odds' view: the mechs fighting as Z-Grav Eidolons in a space combat in the system — now, or once it starts. */
export function eidolonOddsShips(state: GameState, system: string, seat: Seat): number {
  const c = currentCombat(state);
  if (c && c.combat === 'space' && c.system === system && (c.asShips?.[String(seat)] || c.round > 0))
    return flipped(state, c, seat) ? (groundForcesAsShips(state, c, seat).mech ?? 0) : 0;
  return eidolonsToFlip(state, system, seat);
}

/** At the start of a space combat (with the Alastor's pick, before Assault Cannon): the Eidolons there flip. */
export function flipEidolons(ctx: FlowCtx, c: CombatRecord): void {
  for (const seat of [c.attacker, c.defender]) {
    const n = eidolonsToFlip(ctx.state, c.system, seat);
    if (n === 0) continue;
    (c.asShips ??= {})[String(seat)] = { mech: n };
    emit(ctx, { type: 'ability-used', seat, ability: 'naaz_mech', window: null });
  }
}
