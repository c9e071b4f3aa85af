// What the game page shows of units and places beside the view: each unit type's attributes for the viewer (LRR 96,
// 97.4 unit upgrades included) and the names of the systems and planets on the board.
import { PLANETS } from '../data/planets';
import { SYSTEMS } from '../data/systems';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { unitStats } from '../combat/unit-stats';
import type { GameState } from '../core/state';

export interface UnitFacts {
  readonly name: string;
  readonly move: number;
  readonly capacity: number;
  readonly sustainDamage: boolean;
  /** "hits on X, rolls N dice" in combat, or null for units that do not fight. */
  readonly combat: { readonly hitsOn: number; readonly dice: number } | null;
}

/** The viewer's unit attributes by type, as they are now (97.4 unit upgrades included). */
export function unitFacts(state: GameState, seat: number): Record<UnitType, UnitFacts> {
  const out = {} as Record<UnitType, UnitFacts>;
  for (const type of UNIT_TYPES) {
    const s = unitStats(state, seat, type);
    out[type] = {
      name: s.name || type,
      move: s.move ?? 0,
      capacity: s.capacity ?? 0,
      sustainDamage: s.sustainDamage,
      combat: s.combat,
    };
  }
  return out;
}

/** Names for the page: "Vefut II (2,0)" for each system on the board, and each planet's name. */
export function boardNames(state: Pick<GameState, 'board'>): {
  systems: Record<string, string>;
  planets: Record<string, string>;
} {
  const systems: Record<string, string> = {};
  const planets: Record<string, string> = {};
  for (const [key, sys] of Object.entries(state.board.systems)) {
    const def = (SYSTEMS as Record<string, { name: string } | undefined>)[sys.tile];
    systems[key] = def ? `${def.name} (${key})` : key;
    for (const id of Object.keys(sys.planets))
      planets[id] = (PLANETS as Record<string, { name: string } | undefined>)[id]?.name ?? id;
  }
  return { systems, planets };
}
