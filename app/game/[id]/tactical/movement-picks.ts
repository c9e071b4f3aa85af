// The movement picker's selection (LRR 58.4, 95.1, 95.3, 16.1): per starting system, ship counts, the route taken
// and what is picked up where — at the start, in systems the route passes through and in the active system —
// turned into the groups of a move-ships command. Pure, so it is tested without a browser.
import type { Command } from '@/engine/index';
import type { TacticalInfo } from './tactical-data';

export type Source = NonNullable<TacticalInfo['movement']>[number];
export type Route = Source['routes'][number];
type CargoItem = Source['cargo'][number];
type MoveCommand = Extract<Command, { type: 'move-ships' }>;
type GroupMove = MoveCommand['moves'][number];
type ShipKey = keyof GroupMove['ships'];
type CargoKey = keyof NonNullable<GroupMove['transport']>[number]['units'];

/** By source system: ship type → count; cargoId → count; and the index of the route taken (0 when absent). */
export interface Picks {
  readonly ships: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly cargo: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly route: Readonly<Record<string, number>>;
}

export const NO_PICKS: Picks = { ships: {}, cargo: {}, route: {} };

/** Where a group may pick units up: its start, then the stops of its route in order. */
export interface Place {
  readonly system: string;
  readonly kind: 'start' | 'on-the-way' | 'active';
  readonly cargo: readonly CargoItem[];
}

/** One pick-up: which system, planet ('' = space area) and unit type. */
export const cargoId = (system: string, planet: string | null, type: string) => `${system}|${planet ?? ''}|${type}`;
export const sum = (r: Readonly<Record<string, number>> | undefined) =>
  Object.values(r ?? {}).reduce((a, b) => a + b, 0);

export const routeIndex = (source: Source, picks: Picks): number => {
  const i = picks.route[source.from] ?? 0;
  return i < source.routes.length ? i : 0;
};
export const routeOf = (source: Source, picks: Picks): Route | undefined => source.routes[routeIndex(source, picks)];

export function placesOf(source: Source, picks: Picks): Place[] {
  const start: Place = { system: source.from, kind: 'start', cargo: source.cargo };
  const stops = (routeOf(source, picks)?.stops ?? []).map((s): Place => ({
    system: s.system,
    kind: s.active ? 'active' : 'on-the-way',
    cargo: s.cargo,
  }));
  return [start, ...stops].filter((p) => p.cargo.length > 0);
}

export function capacityOf(source: Source, ships: Readonly<Record<string, number>> | undefined): number {
  return source.ships.reduce((n, s) => n + s.capacity * (ships?.[s.type] ?? 0), 0);
}

/**
 * How many of `item` at `system` this source may still take: what is there less what other groups pick up there,
 * and less the fighters there that move by themselves (Fighter II) — they are not also cargo.
 */
export function cargoMax(
  sources: readonly Source[],
  picks: Picks,
  from: string,
  system: string,
  item: CargoItem,
): number {
  const id = cargoId(system, item.planet, item.type);
  let taken = 0;
  for (const s of sources) if (s.from !== from) taken += picks.cargo[s.from]?.[id] ?? 0;
  if (item.planet === null && item.type === 'fighter') taken += picks.ships[system]?.fighter ?? 0;
  return Math.max(0, item.count - taken);
}

/** Caps each pick-up at what is left and drops cargo beyond the ships' capacity, last places first. */
function fit(sources: readonly Source[], picks: Picks, from: string): Picks {
  const source = sources.find((s) => s.from === from);
  if (!source) return picks;
  const places = placesOf(source, picks);
  const allowed = new Set(places.flatMap((p) => p.cargo.map((c) => cargoId(p.system, c.planet, c.type))));
  const cargo: Record<string, number> = {};
  for (const [id, n] of Object.entries(picks.cargo[from] ?? {})) if (allowed.has(id) && n > 0) cargo[id] = n;
  let over = sum(cargo) - capacityOf(source, picks.ships[from]);
  for (const place of [...places].reverse()) {
    for (const item of [...place.cargo].reverse()) {
      const id = cargoId(place.system, item.planet, item.type);
      let n = Math.min(cargo[id] ?? 0, cargoMax(sources, picks, from, place.system, item));
      const drop = Math.min(n, Math.max(0, over));
      n -= drop;
      over -= drop;
      if (n > 0) cargo[id] = n;
      else delete cargo[id];
    }
  }
  return { ...picks, cargo: { ...picks.cargo, [from]: cargo } };
}

export function setShips(sources: readonly Source[], picks: Picks, from: string, type: string, n: number): Picks {
  return fit(sources, { ...picks, ships: { ...picks.ships, [from]: { ...picks.ships[from], [type]: n } } }, from);
}

export function setCargo(picks: Picks, from: string, id: string, n: number): Picks {
  return { ...picks, cargo: { ...picks.cargo, [from]: { ...picks.cargo[from], [id]: n } } };
}

/** Taking another route: ships that cannot take it stay behind, pick-ups no longer on the way are dropped. */
export function setRoute(sources: readonly Source[], picks: Picks, from: string, index: number): Picks {
  const source = sources.find((s) => s.from === from);
  const route = source?.routes[index];
  if (!source || !route) return picks;
  const ships: Record<string, number> = {};
  for (const [t, n] of Object.entries(picks.ships[from] ?? {}))
    if (route.ships.includes(t as Route['ships'][number])) ships[t] = n;
  return fit(
    sources,
    { ...picks, route: { ...picks.route, [from]: index }, ships: { ...picks.ships, [from]: ships } },
    from,
  );
}

export function buildMoves(sources: readonly Source[], picks: Picks): GroupMove[] {
  const moves: GroupMove[] = [];
  for (const source of sources) {
    const ships: GroupMove['ships'] = {};
    for (const [t, n] of Object.entries(picks.ships[source.from] ?? {})) if (n > 0) ships[t as ShipKey] = n;
    if (Object.keys(ships).length === 0) continue;
    const byPlace = new Map<string, Partial<Record<CargoKey, number>>>();
    for (const place of placesOf(source, picks)) {
      for (const item of place.cargo) {
        const n = picks.cargo[source.from]?.[cargoId(place.system, item.planet, item.type)] ?? 0;
        if (n <= 0) continue;
        const at = `${place.system}|${item.planet ?? ''}`;
        byPlace.set(at, { ...byPlace.get(at), [item.type]: n });
      }
    }
    const transport = [...byPlace].map(([at, units]) => {
      const [system = '', planet = ''] = at.split('|');
      return { system, ...(planet === '' ? {} : { planet }), units };
    });
    const route = routeOf(source, picks);
    const active = route?.path.at(-1);
    // The engine picks its own path when none is given; a pick-up on the way, or a detour, needs this one.
    const pinned =
      route &&
      (routeIndex(source, picks) !== 0 || transport.some((t) => t.system !== source.from && t.system !== active));
    moves.push({
      from: source.from,
      ships,
      ...(pinned ? { path: [...route.path] } : {}),
      ...(transport.length > 0 ? { transport } : {}),
    });
  }
  return moves;
}

/** Every ship that can reach by the engine's own path, loaded up to capacity where it starts (space area first). */
export function everything(sources: readonly Source[]): Picks {
  let picks: Picks = NO_PICKS;
  for (const source of sources) {
    const s: Record<string, number> = {};
    for (const ship of source.ships) if (ship.reaches) s[ship.type] = ship.count;
    if (Object.keys(s).length === 0) continue;
    picks = { ...picks, ships: { ...picks.ships, [source.from]: s }, route: { ...picks.route, [source.from]: 0 } };
    let room = capacityOf(source, s);
    const c: Record<string, number> = {};
    for (const item of source.cargo) {
      const take = Math.min(room, cargoMax(sources, picks, source.from, source.from, item));
      if (take > 0) c[cargoId(source.from, item.planet, item.type)] = take;
      room -= Math.max(0, take);
    }
    picks = { ...picks, cargo: { ...picks.cargo, [source.from]: c } };
  }
  return picks;
}

/** What the moving groups carry in all, by unit type. */
export function carried(moves: readonly GroupMove[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of moves)
    for (const t of m.transport ?? [])
      for (const [type, n] of Object.entries(t.units)) out[type] = (out[type] ?? 0) + (n ?? 0);
  return out;
}

/** Ships moving in all, by type. */
export function moving(moves: readonly GroupMove[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of moves) for (const [type, n] of Object.entries(m.ships)) out[type] = (out[type] ?? 0) + (n ?? 0);
  return out;
}
