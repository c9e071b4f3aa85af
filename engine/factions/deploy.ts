// LRR 30 deploy (30.1a costs only when stated, 30.2 the unit must be in reinforcements, 30.3 once per timing window):
// what the faction units that deploy share (the Letnev mech, the Titans flagship, the Empyrean units...).
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { inReinforcements } from '../units/reinforcements';
import { statsOf } from '../units/stats';

/** The faction unit the seat's units of this type are (their faction sheet, 97.4 upgrades included). */
export const unitIs = (state: GameState, seat: Seat, type: UnitType, id: string): boolean =>
  statsOf(state, seat, type)?.unit.startsWith(id) ?? false;

export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** 30.2: a unit is deployed only from reinforcements. */
export const inSupply = (state: GameState, seat: Seat, type: UnitType): boolean =>
  inReinforcements(state, seat, type) > 0;
