// LRR 89.2 movement step: the ready-made choices offered to the active player (the command accepts any legal
// combination, so the UI can also build its own). Strategy, kept small on purpose:
//  - "Move nothing" (89.2b);
//  - for each system with ships that can reach the active system: every such ship there, and each ship type alone;
//  - "Move everything that can reach": all of those groups at once.
// Each group takes the engine's best path (fewest gravity rifts, then shortest) and carries, up to its capacity,
// the fighters and ground forces in its starting space area — which would otherwise be left without capacity
// (16.3). Picking up from planets or from systems passed through is left to custom moves. Every option is built
// with planMovement, the same check apply runs, so it is marked checked.
import type { Command } from '../core/commands';
import type { MoveShipsDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { SHIP_TYPES } from '../data/types';
import type { Option } from '../kernel/options';
import { adjacentSystems } from '../galaxy/adjacency';
import { describeUnits, systemLabel } from './labels';
import { movementNotes, planMovement, type GroupMove } from './movement';
import { movementAdjacency } from './paths';
import { capacityOf, moveValueOf, type ShipType, type TransportableType } from './unit-attributes';
import { readOnly } from '../kernel/draft';

const CARRY_ORDER: readonly TransportableType[] = ['infantry', 'mech', 'fighter'];

/** A group of `ships` from `from`, loaded with what waits in that space area, up to capacity. */
function groupWithLoad(
  state: GameState,
  seat: Seat,
  from: string,
  ships: Partial<Record<ShipType, number>>,
): GroupMove {
  const space = state.board.systems[from]?.space[String(seat)]?.counts ?? {};
  let room = Object.entries(ships).reduce((a, [t, n]) => a + capacityOf(state, seat, t as ShipType) * (n ?? 0), 0);
  const units: Partial<Record<TransportableType, number>> = {};
  for (const type of CARRY_ORDER) {
    const selfMoving = type === 'fighter' ? (ships.fighter ?? 0) : 0;
    const take = Math.min(room, (space[type] ?? 0) - selfMoving);
    if (take > 0) {
      units[type] = take;
      room -= take;
    }
  }
  return Object.keys(units).length > 0 ? { from, ships, transport: [{ system: from, units }] } : { from, ships };
}

const reaches = (state: GameState, seat: Seat, group: GroupMove): boolean => planMovement(state, seat, [group]).ok;

/** For each system outside the active one: the ship types there that can reach the active system. */
function reachingShips(
  state: GameState,
  seat: Seat,
  firstOnly = false,
): { from: string; ships: Partial<Record<ShipType, number>> }[] {
  const active = state.tactical?.system;
  const out: { from: string; ships: Partial<Record<ShipType, number>> }[] = [];
  const mendosa = movementNotes(state).mendosa;
  // Only read: the draft need not copy every system (kernel/draft.ts).
  for (const [key, sys] of Object.entries(readOnly(state).board.systems)) {
    if (key === active) continue;
    const counts = sys.space[String(seat)]?.counts ?? {};
    const ships: Partial<Record<ShipType, number>> = {};
    for (const type of SHIP_TYPES) {
      const n = counts[type] ?? 0;
      if (n === 0 || moveValueOf(state, seat, type) <= 0) continue;
      // When not all of them reach, the one ship Captain Mendosa raised may.
      const raised = mendosa?.from === key && mendosa.type === type && n > 1 ? [1] : [];
      const reach = [n, ...raised].find((k) => reaches(state, seat, { from: key, ships: { [type]: k } }));
      if (reach !== undefined) {
        ships[type] = reach;
        // Asked only whether any ship reaches: the first one answers it.
        if (firstOnly) return [{ from: key, ships }];
      }
    }
    if (Object.keys(ships).length > 0) out.push({ from: key, ships });
  }
  return out;
}

/**
 * 58.4e, 95.1: a ship with capacity already in the active system may go out to an adjacent system and come back
 * with units it picks up there. Only worth asking about when such a round trip is possible.
 */
function roundTripPossible(state: GameState, seat: Seat): boolean {
  const active = state.tactical?.system;
  const sys = active === undefined ? undefined : state.board.systems[active];
  if (!active || !sys) return false;
  const carriers = SHIP_TYPES.filter(
    (t) => (sys.space[String(seat)]?.counts[t] ?? 0) > 0 && capacityOf(state, seat, t) > 0,
  );
  if (carriers.length === 0) return false;
  for (const nb of adjacentSystems(state.board, active, movementAdjacency(state, seat))) {
    const there = state.board.systems[nb]!;
    const areas: { planet?: string; counts: Partial<Record<string, number>> }[] = [
      { counts: there.space[String(seat)]?.counts ?? {} },
      ...Object.entries(there.planets).map(([planet, p]) => ({ planet, counts: p.units[String(seat)]?.counts ?? {} })),
    ];
    for (const area of areas) {
      const type = CARRY_ORDER.find((t) => (area.counts[t] ?? 0) > 0);
      if (!type) continue;
      const pickup =
        area.planet === undefined
          ? { system: nb, units: { [type]: 1 } }
          : { system: nb, planet: area.planet, units: { [type]: 1 } };
      if (
        carriers.some((t) =>
          reaches(state, seat, { from: active, ships: { [t]: 1 }, path: [nb, active], transport: [pickup] }),
        )
      )
        return true;
    }
  }
  return false;
}

/** Whether the active player has any ship that could usefully move this step (when not, the step asks nothing). */
export const anyShipCanMove = (state: GameState, seat: Seat): boolean =>
  reachingShips(state, seat, true).length > 0 || roundTripPossible(state, seat);

function label(state: GameState, group: GroupMove): string {
  const carried = group.transport?.[0]?.units;
  return `${describeUnits(group.ships)} from ${systemLabel(state, group.from)}${carried ? ` carrying ${describeUnits(carried)}` : ''}`;
}

export function movementOptions(state: GameState, decision: MoveShipsDecision, seat: Seat): Option[] {
  const group = 'Movement';
  const move = (moves: GroupMove[]): Command => ({ type: 'move-ships', moves });
  const out: Option[] = [{ command: move([]), label: 'Move no ships', group, checked: true }];
  const all: GroupMove[] = [];
  const seen = new Set<string>();
  const offer = (g: GroupMove) => {
    const tag = JSON.stringify(g);
    if (seen.has(tag) || !reaches(state, seat, g)) return false;
    seen.add(tag);
    out.push({ command: move([g]), label: `Move ${label(state, g)}`, group, checked: true });
    return true;
  };
  for (const { from, ships } of reachingShips(state, seat)) {
    const whole = groupWithLoad(state, seat, from, ships);
    if (offer(whole)) all.push(whole);
    for (const [type, n] of Object.entries(ships)) offer(groupWithLoad(state, seat, from, { [type]: n }));
  }
  if (all.length > 1 && planMovement(state, seat, all).ok) {
    out.push({
      command: move(all),
      label: `Move everything that can reach ${systemLabel(state, decision.system)}`,
      group,
      checked: true,
    });
  }
  return out;
}
