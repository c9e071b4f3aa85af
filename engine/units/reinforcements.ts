// LRR 72 reinforcements, 23.4 component limits, 96.2 the units of each colour, 36/46 fighter and infantry tokens,
// 17.5 captured units: what a player can still place, and the 23.4 / 67.5a "take a unit back from the board" rule.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { checkNotDemilitarized } from '../exploration/dmz-rule';
import { capturedFrom, type UnitHolders } from './capture';
import { areasOf, countAt, describeArea, hasTokens, unitsOnBoard, type Area } from './stacks';

/** 96.2: the plastic units of one colour. */
export const UNIT_SUPPLY = {
  'space-dock': 3,
  pds: 6,
  destroyer: 8,
  cruiser: 8,
  'war-sun': 2,
  infantry: 12,
  fighter: 10,
  carrier: 4,
  dreadnought: 5,
  flagship: 1,
  mech: 4,
} as const satisfies Record<UnitType, number>;

/**
 * Where one plastic piece must accompany tokens: 36.3 fighters per system; 46.3 infantry per planet or space area.
 * So a seat needs as many plastic pieces as it has such places, whatever the number of units.
 */
const tokenPlaceKey = (type: UnitType, a: Area): string =>
  type === 'fighter' ? a.system : `${a.system}|${a.planet ?? ''}`;

function tokenPlaces(state: Pick<GameState, 'board'>, seat: Seat, type: UnitType): Set<string> {
  const places = new Set<string>();
  for (const [key, sys] of Object.entries(state.board.systems)) {
    for (const area of areasOf(sys, key))
      if (countAt(state, area, seat, type) > 0) places.add(tokenPlaceKey(type, area));
  }
  return places;
}

/** Plastic units of the type in the seat's reinforcements (for fighters and infantry: pieces not needed on the board). */
export function inReinforcements(state: Pick<GameState, 'board'> & UnitHolders, seat: Seat, type: UnitType): number {
  const used = hasTokens(type)
    ? tokenPlaces(state, seat, type).size
    : unitsOnBoard(state, seat, type) + capturedFrom(state, seat, type);
  return Math.max(0, UNIT_SUPPLY[type] - used);
}

export interface Placement {
  readonly area: Area;
  readonly type: UnitType;
  readonly count: number;
}

/**
 * 23.4, 30.2, 67.5: whether the seat can place all these units from reinforcements at once. Fighters and infantry
 * need only one plastic piece per new place (tokens do the rest); other units need one piece each.
 */
export function checkReinforcements(state: GameState, seat: Seat, placements: readonly Placement[]): Result<void> {
  return reinforcementsCheck(state, seat)(placements);
}

/**
 * checkReinforcements for many candidate placements on one unchanging state (options listing them): the board is
 * scanned for each type's token places once, not once per candidate.
 */
export function reinforcementsCheck(state: GameState, seat: Seat): (placements: readonly Placement[]) => Result<void> {
  const scanned = new Map<UnitType, ReadonlySet<string>>();
  const placesOf = (type: UnitType): ReadonlySet<string> => {
    let places = scanned.get(type);
    if (!places) scanned.set(type, (places = tokenPlaces(state, seat, type)));
    return places;
  };
  return (placements) => checkAgainst(state, seat, placements, placesOf);
}

function checkAgainst(
  state: GameState,
  seat: Seat,
  placements: readonly Placement[],
  placesOf: (type: UnitType) => ReadonlySet<string>,
): Result<void> {
  // Demilitarized Zone: no unit is placed on the planet, so no placement there can be made (12).
  for (const p of placements) {
    const dmz = p.count > 0 ? checkNotDemilitarized(state, p.area.system, p.area.planet) : ok(undefined);
    if (!dmz.ok) return dmz;
  }
  const byType = new Map<UnitType, Placement[]>();
  for (const p of placements) if (p.count > 0) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
  for (const [type, list] of byType) {
    if (hasTokens(type)) {
      const places = new Set(placesOf(type));
      const before = places.size;
      for (const p of list) places.add(tokenPlaceKey(type, p.area));
      if (places.size > UNIT_SUPPLY[type]) {
        return fail(
          'units/reinforcements',
          type === 'fighter' ? '36.3' : '46.3',
          `Every ${type} token needs a plastic ${type} with it, and you have ${UNIT_SUPPLY[type] - before} plastic ${type} left for ${places.size - before} new place(s).`,
        );
      }
      continue;
    }
    const wanted = list.reduce((n, p) => n + p.count, 0);
    const have = inReinforcements(state, seat, type);
    if (wanted > have) {
      return fail(
        'units/reinforcements',
        '23.4',
        `You have ${have} ${type} in your reinforcements but would place ${wanted} (${list.map((p) => describeArea(p.area)).join(', ')}).`,
      );
    }
  }
  return ok(undefined);
}

/** 23.4a / 67.5a: units the seat may take back from systems that do not hold one of its command tokens. */
export function reclaimableAreas(state: GameState, seat: Seat, type: UnitType): { area: Area; count: number }[] {
  const out: { area: Area; count: number }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (sys.commandTokens.includes(seat)) continue;
    for (const area of areasOf(sys, key)) {
      const n = countAt(state, area, seat, type);
      if (n > 0) out.push({ area, count: n });
    }
  }
  return out;
}
