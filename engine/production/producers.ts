// LRR 68 production (68.1 values, 68.1d Arborec space docks, 68.2–68.4 where units are placed), 79.1 space docks,
// 14.1 blockaded and 67.6 (no ships where other players have ships): what a seat's units in a system can produce.
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { planetValues } from '../economy/planets';
import { ask, PLANET_PRODUCTION, SUPERNOVA_PRODUCTION } from '../effects';
import { FREELANCERS, freelancerPlanets } from '../exploration/freelancers';
import { blockadersOf } from '../units/capture';
import { areasOf, countAt, otherShipOwners, spaceOf, type Area } from '../units/stacks';
import { anomaliesOf } from '../tactical/anomalies';
import { statsOf } from '../units/stats';
import { memoOn } from '../kernel/query-memo';

/** One kind of unit with Production in one area, and the value each of them has. */
export interface Producer {
  readonly area: Area;
  /** null: the system itself produces, as if it were a unit (Magmus Reactor Ω: a supernova holding their units). */
  readonly type: UnitType | null;
  readonly count: number;
  readonly valueEach: number;
}

/** 68.1 / 79.1: a space dock's value is its planet's resources plus a number; other units print a number. */
function productionValueOf(state: GameState, seat: Seat, type: UnitType, area: Area): number {
  const p = statsOf(state, seat, type)?.production ?? null;
  if (p === null) return 0;
  if (typeof p === 'number') return p;
  const bonus = Number(p.slice('resources+'.length));
  return (area.planet === undefined ? 0 : planetValues(state, area.planet).resources) + bonus;
}

/** Every unit of the seat in the system that has Production. */
export function producersIn(state: GameState, seat: Seat, system: string): Producer[] {
  const sys = state.board.systems[system];
  if (!sys) return [];
  const out: Producer[] = [];
  for (const area of areasOf(sys, system)) {
    for (const type of UNIT_TYPES) {
      const count = countAt(state, area, seat, type);
      if (count === 0) continue;
      const valueEach = productionValueOf(state, seat, type, area);
      if (valueEach > 0) out.push({ area, type, count, valueEach });
    }
    // A planet with Production of its own, as if it were a unit (Aerie Hololattice): counted as 1 PDS-like producer.
    const own = area.planet === undefined ? 0 : ask(PLANET_PRODUCTION, { state, seat, system, planet: area.planet });
    if (own > 0) out.push({ area, type: 'pds', count: 1, valueEach: own });
  }
  // Magmus Reactor Ω: a supernova holding any of the seat's units has Production as if it were 1 of their units.
  const supernova = ask(SUPERNOVA_PRODUCTION, { state, seat });
  const anyUnits = () => areasOf(sys, system).some((a) => UNIT_TYPES.some((t) => countAt(state, a, seat, t) > 0));
  if (supernova > 0 && anomaliesOf(state, system).includes('supernova') && anyUnits())
    out.push({ area: spaceOf(system), type: null, count: 1, valueEach: supernova });
  return out;
}

/** What the producers allow: how many units, where ground forces go, and whether ships can be produced. */
export interface ProductionLimits {
  /** 68.1a: the combined production value. */
  readonly units: number;
  /** 68.1d: the Arborec cannot produce infantry with the value of their space docks. */
  readonly infantry: number;
  /** 68.3/68.4: planets ground forces may be placed on. */
  readonly groundPlanets: readonly string[];
  /** 68.4: a producer in the space area lets ground forces be placed there too. */
  readonly groundInSpace: boolean;
  /** Why ships cannot be produced (67.6 / 14.1), or null when they can. */
  readonly shipsForbiddenBy: { rule: string; message: string } | null;
}

export function shipsForbidden(state: GameState, seat: Seat, system: string): ProductionLimits['shipsForbiddenBy'] {
  if (otherShipOwners(state, system, seat).length === 0) return null;
  return blockadersOf(state, system, seat).length > 0
    ? { rule: '14.1', message: 'Your units here are blockaded: they can produce ground forces but not ships.' }
    : { rule: '67.6', message: "You cannot produce ships in a system that contains other players' ships." };
}

/** The Arborec flagship (Duha Menaimon) lets its owner produce, without a Production ability, in its system. */
export const ARBOREC_FLAGSHIP = 'arborec-flagship';

/** The Arborec commander (Dirzuga Rophal) lets its owner produce 1 unit with their producers in a system. */
export const ARBOREC_COMMANDER = 'arboreccommander';

/** Chaos Mapping (the Saar) lets its owner produce 1 unit with their producers in a system as their turn starts. */
export const CHAOS_MAPPING = 'chaos-mapping';

/** The Arborec hero (Letani Miasmiala) lets its owner produce any number of units where they have ground forces. */
export const ARBOREC_HERO = 'arborechero';

/** The Muaat agent (Umbat) lets a player produce up to 2 units costing 4 or less each where their war sun or flagship is. */
export const MUAAT_AGENT = 'muaatagent';

/**
 * Duha Menaimon: up to 5 units in its system — ships in the space area, ground forces there with it or on planets
 * the player controls in the system (as 68.4 allows for a producer in the space area).
 */
function flagshipLimits(
  state: GameState,
  offer: Pick<ProductionOffer, 'seat' | 'system' | 'bonusUnits'>,
): ProductionLimits {
  const units = 5 + offer.bonusUnits;
  const groundPlanets = Object.entries(state.board.systems[offer.system]?.planets ?? {})
    .filter(([, pl]) => pl.owner === offer.seat)
    .map(([id]) => id);
  return {
    units,
    infantry: units,
    groundPlanets,
    groundInSpace: true,
    shipsForbiddenBy: shipsForbidden(state, offer.seat, offer.system),
  };
}

/** What a production decision allows, independent of how it was opened (see engine/core/frames ProductionDecision). */
export interface ProductionOffer {
  readonly seat: Seat;
  readonly system: string;
  readonly source: string;
  readonly planet: string | null;
  readonly maxCost: number | null;
  readonly bonusUnits: number;
  readonly costReduction: number;
  /** An ability that produces only ships, at most this many, without any unit's Production (Sling Relay: 1). */
  readonly shipLimit?: number;
  /** Salvage Operations: the only ship types it may produce. */
  readonly shipTypes?: readonly UnitType[];
  /** Trilossa Aun Mirik: planets (of this or adjacent systems, with their system) ground forces may also go to. */
  readonly nearby?: Readonly<Record<string, string>>;
}

/**
 * The limits of an offer's producers: all of the seat's units with Production in the system (68.1a), or, for the
 * Warfare card's secondary (99.3), one space dock only — the one with the highest value.
 */
export function productionLimits(
  state: GameState,
  offer: Pick<ProductionOffer, 'seat' | 'system' | 'source' | 'bonusUnits' | 'shipLimit' | 'nearby'>,
): ProductionLimits {
  // Asked for the offer and again for every order a listing checks: remembered while options() looks at one stored
  // state (kernel/query-memo.ts), keyed on everything of the offer it reads; callers only read the limits.
  const { seat, system, source, bonusUnits, shipLimit, nearby } = offer;
  const key = `production limits ${seat} ${system} ${source} ${bonusUnits} ${shipLimit} ${Object.keys(nearby ?? {}).join(',')}`;
  return memoOn(state, key, (s) => freshLimits(s, offer));
}

function freshLimits(
  state: GameState,
  offer: Pick<ProductionOffer, 'seat' | 'system' | 'source' | 'bonusUnits' | 'shipLimit' | 'nearby'>,
): ProductionLimits {
  const limits = ownLimits(state, offer);
  // Trilossa Aun Mirik: ground forces produced may also go to planets the player controls there or next door.
  const nearby = Object.keys(offer.nearby ?? {});
  if (nearby.length === 0 || limits.infantry === 0) return limits;
  return { ...limits, groundPlanets: [...new Set([...limits.groundPlanets, ...nearby])] };
}

function ownLimits(
  state: GameState,
  offer: Pick<ProductionOffer, 'seat' | 'system' | 'source' | 'bonusUnits' | 'shipLimit'>,
): ProductionLimits {
  const { seat, system } = offer;
  // 67.4: an ability that says how many ships and where needs no producing unit, and places no ground forces.
  if (offer.shipLimit !== undefined) {
    return {
      units: offer.shipLimit,
      infantry: 0,
      groundPlanets: [],
      groundInSpace: false,
      shipsForbiddenBy: shipsForbidden(state, seat, system),
    };
  }
  if (offer.source === ARBOREC_FLAGSHIP) return flagshipLimits(state, offer);
  // Freelancers (an exploration card): 1 unit in the system, ground forces on planets the seat controls there.
  if (offer.source === FREELANCERS)
    return {
      units: 1 + offer.bonusUnits,
      infantry: 1 + offer.bonusUnits,
      groundPlanets: freelancerPlanets(state, seat, system),
      groundInSpace: false,
      shipsForbiddenBy: shipsForbidden(state, seat, system),
    };
  // The Arborec hero: placed as for the flagship (space area, planets they control there), with no limit on how many.
  if (offer.source === ARBOREC_HERO)
    return { ...flagshipLimits(state, offer), units: Number.POSITIVE_INFINITY, infantry: Number.POSITIVE_INFINITY };
  // Umbat: 2 units, placed as for the Arborec flagship (space area, planets the player controls in the system).
  if (offer.source === MUAAT_AGENT) return { ...flagshipLimits(state, offer), units: 2, infantry: 2 };
  let producers = producersIn(state, seat, system);
  if (offer.source === 'warfare') {
    const best = producers.filter((p) => p.type === 'space-dock').sort((a, b) => b.valueEach - a.valueEach)[0];
    producers = best ? [{ ...best, count: 1 }] : [];
  }
  const total = producers.reduce((n, p) => n + p.count * p.valueEach, 0) + offer.bonusUnits;
  const arborec = state.players[seat]?.faction === 'arborec';
  const docks = producers.filter((p) => p.type === 'space-dock').reduce((n, p) => n + p.count * p.valueEach, 0);
  const sys = state.board.systems[system];
  const inSpace = producers.some((p) => p.area.planet === undefined);
  const onPlanets = producers.flatMap((p) => (p.area.planet === undefined ? [] : [p.area.planet]));
  const controlled = Object.entries(sys?.planets ?? {})
    .filter(([, pl]) => pl.owner === seat)
    .map(([id]) => id);
  const groundPlanets = [...new Set([...onPlanets, ...(inSpace ? controlled : [])])];
  // The Arborec commander and Chaos Mapping: 1 unit, placed as the producers allow.
  const cap = offer.source === ARBOREC_COMMANDER || offer.source === CHAOS_MAPPING ? 1 : Number.POSITIVE_INFINITY;
  return {
    units: Math.min(cap, total),
    infantry: Math.min(cap, arborec ? total - docks : total),
    groundPlanets,
    groundInSpace: inSpace,
    shipsForbiddenBy: shipsForbidden(state, seat, system),
  };
}
