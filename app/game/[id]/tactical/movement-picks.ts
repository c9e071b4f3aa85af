// The movement picker's selection (LRR 58.4, 95.1, 16.1): ship counts and cargo per starting system, turned into
// the groups of a move-ships command. Pure, so it is tested without a browser.
import type { Command } from '@/engine/index';
import type { TacticalInfo } from './tactical-data';

export type Source = NonNullable<TacticalInfo['movement']>[number];
type MoveCommand = Extract<Command, { type: 'move-ships' }>;
type GroupMove = MoveCommand['moves'][number];
type ShipKey = keyof GroupMove['ships'];
type CargoKey = keyof NonNullable<GroupMove['transport']>[number]['units'];

/** Picks by source system: ship type → count, and "planet|type" (planet '' = space area) → count. */
export interface Picks {
  readonly ships: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly cargo: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export const cargoId = (planet: string | null, type: string) => `${planet ?? ''}|${type}`;
export const sum = (r: Readonly<Record<string, number>> | undefined) => Object.values(r ?? {}).reduce((a, b) => a + b, 0);

export function capacityOf(source: Source, ships: Readonly<Record<string, number>> | undefined): number {
  return source.ships.reduce((n, s) => n + s.capacity * (ships?.[s.type] ?? 0), 0);
}

/** Fighters moving by themselves (Fighter II) are not also cargo. */
export function cargoMax(source: Source, ships: Readonly<Record<string, number>> | undefined, c: Source['cargo'][number]): number {
  return c.count - (c.planet === null && c.type === 'fighter' ? (ships?.fighter ?? 0) : 0);
}

export function buildMoves(sources: readonly Source[], picks: Picks): GroupMove[] {
  const moves: GroupMove[] = [];
  for (const source of sources) {
    const ships: GroupMove['ships'] = {};
    for (const [t, n] of Object.entries(picks.ships[source.from] ?? {})) if (n > 0) ships[t as ShipKey] = n;
    if (Object.keys(ships).length === 0) continue;
    const byPlace = new Map<string, Partial<Record<CargoKey, number>>>();
    for (const [id, n] of Object.entries(picks.cargo[source.from] ?? {})) {
      if (n <= 0) continue;
      const [planet = '', type] = id.split('|');
      const units = byPlace.get(planet) ?? {};
      units[type as CargoKey] = n;
      byPlace.set(planet, units);
    }
    const transport = [...byPlace].map(([planet, units]) => ({ system: source.from, ...(planet === '' ? {} : { planet }), units }));
    moves.push(transport.length > 0 ? { from: source.from, ships, transport } : { from: source.from, ships });
  }
  return moves;
}

/** Every ship that can reach, loaded up to capacity (space area first, then planets). */
export function everything(sources: readonly Source[]): Picks {
  const ships: Record<string, Record<string, number>> = {};
  const cargo: Record<string, Record<string, number>> = {};
  for (const source of sources) {
    const s: Record<string, number> = {};
    for (const ship of source.ships) if (ship.reaches) s[ship.type] = ship.count;
    if (Object.keys(s).length === 0) continue;
    ships[source.from] = s;
    let room = capacityOf(source, s);
    const c: Record<string, number> = {};
    for (const item of source.cargo) {
      const take = Math.min(room, cargoMax(source, s, item));
      if (take > 0) c[cargoId(item.planet, item.type)] = take;
      room -= Math.max(0, take);
    }
    cargo[source.from] = c;
  }
  return { ships, cargo };
}

