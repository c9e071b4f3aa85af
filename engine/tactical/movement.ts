// LRR 58.4 move ships (a–f), 57 move, 89.2 movement step, 95 transport, 59.2 nebula move, Gravity Drive and the
// Creuss' Slipstream: checks a declared movement against the board and turns it into a plan, changing nothing.
import { dominusOrbInUse } from '../relics/dominus-orb';
import type { CommandOf } from '../core/commands';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { isSystem } from '../galaxy/adjacency';
import { baseMoveIn, movementIgnoresAnomalies, nebulaeIgnoredInMovement } from './anomalies';
import { bestPath, checkPath, moveNeeded, type PathInfo } from './paths';
import {
  ask,
  MOVE_BONUS,
  MOVEMENT_ORDERS,
  MOVES_THROUGH_SHIPS,
  SHIP_EXTRA_ADJACENCY,
  LONE_SHIP_IGNORES_OWN_TOKENS,
  TRANSPORTED_WITHOUT_CAPACITY,
} from '../effects';
import {
  capacityOf,
  hasTechnology,
  isShipType,
  moveValueOf,
  TRANSPORTABLE_TYPES,
  type ShipType,
  type TransportableType,
} from './unit-attributes';

export type MoveShipsCommand = CommandOf<'move-ships'>;
export type GroupMove = MoveShipsCommand['moves'][number];

/** What the movement step remembers in `state.tactical.notes.movement` (abilities may set `moveBonus` before). */
export interface MovementNotes {
  /** Added to the move value of every ship that moves this action (abilities resolved after activation; 59.2a). */
  moveBonus?: number;
  /** Every system the moving ships entered, the active system included (100.2 needs "moved through"). */
  entered?: string[];
  /** Gravity Drive's +1 went to this ship. */
  gravityDrive?: { from: string; ship: ShipType } | null;
  /** Ships that arrived in the active system this movement, by type. */
  arrived?: Partial<Record<UnitType, number>>;
  /** Ships with a capacity value that arrived having moved through 1 or more wormholes (the Ghost commander). */
  wormholeCarriers?: number;
  /** Captain Mendosa (the Saar agent): one ship of this type in `from` has its move value raised to `move`. */
  mendosa?: { from: string; type: ShipType; move: number };
}

export function movementNotes(state: GameState): MovementNotes {
  return (state.tactical?.notes.movement as MovementNotes | undefined) ?? {};
}

export interface ShipsOfType {
  readonly type: ShipType;
  readonly n: number;
  readonly damaged: number;
}

export interface Pickup {
  readonly system: string;
  readonly planet: string | null;
  readonly type: TransportableType;
  readonly n: number;
}

/** 58.4b: a group that may move through systems with other players' ships (the Yssaril flagship alone). */
export const groupPassesShips = (
  state: GameState,
  seat: Seat,
  ships: readonly { readonly type: UnitType }[],
  from?: string,
): boolean =>
  ask(MOVES_THROUGH_SHIPS, { state, seat, ships: ships.map((s) => s.type), ...(from === undefined ? {} : { from }) });

/** 95, 16.1: the capacity a group's pickups use — units an effect carries without capacity use none (Argent mech). */
function transportedLoad(
  state: GameState,
  seat: Seat,
  pickups: readonly { readonly type: UnitType; readonly n: number }[],
): number {
  return pickups.reduce((a, p) => a + (ask(TRANSPORTED_WITHOUT_CAPACITY, { state, seat, unit: p.type }) ? 0 : p.n), 0);
}

export interface PlannedGroup {
  readonly from: string;
  readonly route: PathInfo;
  readonly ships: readonly ShipsOfType[];
  readonly pickups: readonly Pickup[];
  /** The ship type whose one ship uses Gravity Drive's +1, if the group needs it. */
  readonly gravityDrive: ShipType | null;
  /**
   * 58.6: this group, holding the seat's flagship, travels before the others because they were planned against its
   * wormhole already in the active system (the Hil Colish moving first); if the flagship is lost on the way, the
   * wormhole goes with it (FAQ) and routes into the active system are checked again.
   */
  readonly leads?: true;
}

/**
 * 57.1 with 59.2 (nebula: 1), Slipstream (+1 from the Creuss home system or an alpha/beta wormhole system) and
 * abilities' bonus: how far a ship of this type starting in `from` can move. 0 = it cannot move by itself.
 */
export function moveBudget(state: GameState, seat: Seat, type: UnitType, from: string, raisedTo = 0): number {
  const printed = Math.max(moveValueOf(state, seat, type), raisedTo);
  if (printed <= 0) return 0;
  // Nav Suite: the nebula's move of 1 is an anomaly's effect, ignored with the others; Voidborn ignores nebulae.
  const ignored = movementIgnoresAnomalies(state, seat) || nebulaeIgnoredInMovement(state, seat);
  const base = ignored ? printed : baseMoveIn(state, from, printed);
  const budget = base + ask(MOVE_BONUS, { state, seat, type, from });
  return budget + (movementNotes(state).moveBonus ?? 0);
}

/** Gravity Drive: one of the player's ships gets +1 move for this tactical action. */
const hasGravityDrive = (state: GameState, seat: Seat) => hasTechnology(state, seat, 'gd');

const areaKey = (system: string, planet: string | null, type: UnitType) => `${system}|${planet ?? ''}|${type}`;

function available(
  state: GameState,
  seat: Seat,
  system: string,
  planet: string | null,
  type: UnitType,
): { n: number; damaged: number } {
  const sys = state.board.systems[system];
  const stack = planet === null ? sys?.space[String(seat)] : sys?.planets[planet]?.units[String(seat)];
  return { n: stack?.counts[type] ?? 0, damaged: stack?.damaged[type] ?? 0 };
}

function entries<K extends string>(record: Partial<Record<K, number>> | undefined): [K, number][] {
  return Object.entries(record ?? {}).filter(([, n]) => typeof n === 'number' && n > 0) as [K, number][];
}

/** 58.4c and the group's ships: which ships leave, with how many damaged (undamaged first unless told). */
function checkShips(state: GameState, seat: Seat, move: GroupMove, used: Map<string, number>): Result<ShipsOfType[]> {
  const active = state.tactical!.system;
  const sys = state.board.systems[move.from];
  if (!sys || !isSystem(state.board, move.from))
    return fail('movement/not-a-system', '58.4', `${move.from} is not a system.`);
  const tokenHolds = move.from !== active && sys.commandTokens.includes(seat) && !dominusOrbInUse(state);
  const tokenRefusal = () =>
    fail(
      'movement/command-token',
      '58.4c',
      `Ships cannot move out of ${move.from}: it contains one of your command tokens.`,
    );
  // A ship moving alone may be free of the token (the Nomad hero): known only once the group's ships are read.
  if (tokenHolds && loneShip(move.ships) === null) return tokenRefusal();
  const ships: ShipsOfType[] = [];
  for (const [type, n] of entries(move.ships)) {
    if (!isShipType(type)) return fail('movement/not-a-ship', '58.4', `${type} is not a ship.`);
    if (moveValueOf(state, seat, type) <= 0) {
      return type === 'fighter'
        ? fail(
            'movement/fighters-transported',
            '95',
            'Your fighters have no move value: a ship with capacity must transport them.',
          )
        : fail('movement/no-move-value', '57.1', `Your ${type} has no move value.`);
    }
    const have = available(state, seat, move.from, null, type);
    const wantDamaged = move.damaged?.[type];
    const key = areaKey(move.from, null, type);
    const usedBefore = used.get(key) ?? 0;
    const usedDamaged = used.get(`${key}|damaged`) ?? 0;
    if (usedBefore + n > have.n)
      return fail('movement/not-enough-ships', '58.4', `You do not have ${usedBefore + n} ${type} in ${move.from}.`);
    const freeDamaged = have.damaged - usedDamaged;
    const freeUndamaged = have.n - have.damaged - (usedBefore - usedDamaged);
    const damaged = wantDamaged ?? Math.max(0, n - freeUndamaged);
    if (damaged > n || damaged > freeDamaged || n - damaged > freeUndamaged) {
      return fail(
        'movement/not-enough-ships',
        '87',
        `You do not have ${damaged} damaged and ${n - damaged} undamaged ${type} in ${move.from}.`,
      );
    }
    used.set(key, usedBefore + n);
    used.set(`${key}|damaged`, usedDamaged + damaged);
    ships.push({ type, n, damaged });
  }
  for (const [type] of entries(move.damaged)) {
    if (!ships.some((s) => s.type === type))
      return fail('input/damaged-not-moving', 'input', `No ${type} moves in this group.`);
  }
  if (ships.length === 0) return fail('movement/no-ships', '58.4', 'Each group must move at least one ship.');
  if (tokenHolds && !ignoresOwnTokens(state, seat, ships)) return tokenRefusal();
  return ok(ships);
}

/** The one non-fighter ship type of a group that moves exactly one such ship (with fighters or not), else null. */
function loneShip(ships: Partial<Record<string, number>>): ShipType | null {
  const carriers = Object.entries(ships).filter(([t, n]) => t !== 'fighter' && (n ?? 0) > 0);
  return carriers.length === 1 && carriers[0]![1] === 1 && isShipType(carriers[0]![0]) ? carriers[0]![0] : null;
}

/** 58.4c, 95.3: the group is a ship moving alone that may leave (and load in) systems with the seat's tokens. */
function ignoresOwnTokens(state: GameState, seat: Seat, ships: readonly ShipsOfType[]): boolean {
  const lone = loneShip(Object.fromEntries(ships.map((s) => [s.type, s.n])));
  return lone !== null && ask(LONE_SHIP_IGNORES_OWN_TOKENS, { state, seat, unit: lone });
}

/** 95.3: whether the seat's fighters and ground forces may be picked up in `system` during the tactical action. */
export function mayPickUpFrom(state: GameState, seat: Seat, system: string): boolean {
  return (
    system === state.tactical?.system ||
    !(state.board.systems[system]?.commandTokens.includes(seat) ?? false) ||
    dominusOrbInUse(state) // the Dominus Orb purged for this movement
  );
}

/** 95.1, 95.3, 16.1: what the group picks up, where, within its capacity. */
function checkTransport(
  state: GameState,
  seat: Seat,
  move: GroupMove,
  group: readonly ShipsOfType[],
  route: PathInfo,
  used: Map<string, number>,
): Result<Pickup[]> {
  const active = state.tactical!.system;
  const reachable = new Set([move.from, active, ...route.path]);
  const pickups: Pickup[] = [];
  for (const entry of move.transport ?? []) {
    const sys = state.board.systems[entry.system];
    if (!sys || !reachable.has(entry.system)) {
      return fail(
        'movement/pick-up-off-path',
        '95.1',
        `Units can only be picked up in the system the ships start in, systems they move through, or the active system (not ${entry.system}).`,
      );
    }
    if (!mayPickUpFrom(state, seat, entry.system) && !ignoresOwnTokens(state, seat, group)) {
      return fail(
        'movement/pick-up-command-token',
        '95.3',
        `Units cannot be picked up from ${entry.system}: it contains one of your command tokens.`,
      );
    }
    const planet = entry.planet ?? null;
    if (planet !== null && !Object.hasOwn(sys.planets, planet))
      return fail('input/unknown-planet', 'input', `There is no planet ${planet} in ${entry.system}.`);
    for (const [type, n] of entries(entry.units)) {
      if (!(TRANSPORTABLE_TYPES as readonly string[]).includes(type))
        return fail('movement/not-transportable', '95', `${type} cannot be transported.`);
      const key = areaKey(entry.system, planet, type);
      const total = (used.get(key) ?? 0) + n;
      if (total > available(state, seat, entry.system, planet, type).n) {
        return fail(
          'movement/not-enough-units',
          '95.1',
          `You do not have ${total} ${type} to pick up in ${planet ?? `the space area of ${entry.system}`}.`,
        );
      }
      used.set(key, total);
      pickups.push({ system: entry.system, planet, type, n });
    }
  }
  const carried = transportedLoad(state, seat, pickups);
  const capacity = group.reduce((a, s) => a + capacityOf(state, seat, s.type) * s.n, 0);
  if (carried > capacity) {
    return fail(
      'movement/over-capacity',
      '95',
      `These ships can transport ${capacity} fighters and ground forces, not ${carried}.`,
    );
  }
  // 95: only ships with capacity transport — even units that take none of it (the Argent mech).
  if (pickups.length > 0 && capacity === 0)
    return fail('movement/over-capacity', '95', 'These ships have no capacity: they cannot transport units.');
  return ok(pickups);
}

/**
 * 58.4f and Gravity Drive: the route the group takes (given, or the best one), and whether one ship needs the
 * drive's +1 to make it. Each ship must cover the route's move needed with its own move value. The drive's card
 * gives +1 to one ship after activation; the engine gives it to the one ship that needs it, which is the same.
 */
function chooseRoute(
  state: GameState,
  seat: Seat,
  move: GroupMove,
  ships: readonly ShipsOfType[],
  driveFree: boolean,
  mendosa: MovementNotes['mendosa'] | null,
): Result<{ route: PathInfo; drive: ShipType | null }> {
  const budgets = ships.flatMap((s) => {
    const budget = moveBudget(state, seat, s.type, move.from);
    if (mendosa?.from !== move.from || mendosa.type !== s.type) return [{ ...s, budget }];
    // Captain Mendosa raises one ship's move value: that ship counts apart from the others of its type.
    const raised = { ...s, n: 1, budget: moveBudget(state, seat, s.type, move.from, mendosa.move) };
    return s.n > 1 ? [raised, { ...s, n: s.n - 1, budget }] : [raised];
  });
  const slowest = Math.min(...budgets.map((b) => b.budget));
  const slowShips = budgets.filter((b) => b.budget === slowest).reduce((a, b) => a + b.n, 0);
  const driveCan = driveFree && slowShips === 1;
  let route: PathInfo | undefined;
  const passShips = groupPassesShips(state, seat, ships, move.from);
  // 6, 58.4f: a ship moving with no other ship but the fighters it carries may treat more systems as adjacent to
  // itself (the Nomad's Memoria).
  const lone = loneShip(Object.fromEntries(ships.map((s) => [s.type, s.n])));
  const extra = lone === null ? [] : ask(SHIP_EXTRA_ADJACENCY, { state, seat, unit: lone });
  if (move.path) {
    const checked = checkPath(state, seat, move.from, move.path, passShips, extra);
    if (!checked.ok) return checked;
    route = checked.value;
  } else {
    // The drive is spent only when the group cannot arrive without it, so that a later group may still use it.
    route =
      bestPath(state, seat, move.from, slowest, passShips, extra) ??
      (driveCan ? bestPath(state, seat, move.from, slowest + 1, passShips, extra) : undefined);
    if (!route)
      return fail(
        'movement/out-of-range',
        '58.4f',
        `Ships in ${move.from} cannot reach the active system: not enough move.`,
      );
  }
  const needed = moveNeeded(route);
  const short = budgets.filter((b) => b.budget < needed);
  if (short.length === 0) return ok({ route, drive: null });
  const one = short[0]!;
  if (short.length === 1 && one.n === 1 && one.budget === needed - 1 && driveFree)
    return ok({ route, drive: one.type });
  return fail(
    'movement/out-of-range',
    '58.4f',
    `Your ${one.type} in ${move.from} has move ${one.budget}; this path needs ${needed}.`,
  );
}

/**
 * Validates the whole declared movement (58.6: declared at once) into a plan. Nothing changes. When the Hil Colish
 * moves, it may move after the other ships (its delta wormhole still where it started) or before them (already in
 * the active system): the movement is legal if either order makes it so, and the first that does is used. The plan
 * lists the groups in the order they travel.
 */
export function planMovement(state: GameState, seat: Seat, moves: readonly GroupMove[]): Result<PlannedGroup[]> {
  const asDeclared = planInOrder(state, seat, moves);
  if (asDeclared.ok) return asDeclared;
  const flagshipMoves = moves.some((m) => (m.ships.flagship ?? 0) > 0);
  for (const other of ask(MOVEMENT_ORDERS, { state, seat, flagshipMoves })) {
    const plan = planInOrder(other, seat, moves);
    if (plan.ok) return ok(flagshipFirst(plan.value));
  }
  return asDeclared;
}

/** The plan in travel order when the flagship moves before the other ships: its group first, marked as leading. */
function flagshipFirst(plan: readonly PlannedGroup[]): PlannedGroup[] {
  const lead = plan.find((g) => g.ships.some((s) => s.type === 'flagship'));
  return lead ? [{ ...lead, leads: true }, ...plan.filter((g) => g !== lead)] : [...plan];
}

function planInOrder(state: GameState, seat: Seat, moves: readonly GroupMove[]): Result<PlannedGroup[]> {
  if (!state.tactical)
    return fail('movement/no-tactical-action', '58.2', 'Ships move during the movement step of a tactical action.');
  const used = new Map<string, number>();
  let driveFree = hasGravityDrive(state, seat) && !movementNotes(state).gravityDrive;
  let mendosa = movementNotes(state).mendosa ?? null;
  const plan: PlannedGroup[] = [];
  for (const move of moves) {
    const ships = checkShips(state, seat, move, used);
    if (!ships.ok) return ships;
    const routed = chooseRoute(state, seat, move, ships.value, driveFree, mendosa);
    if (!routed.ok) return routed;
    if (routed.value.drive) driveFree = false;
    // The raised ship is one ship: the first group from its system with its type takes it.
    if (mendosa?.from === move.from && ships.value.some((s) => s.type === mendosa?.type)) mendosa = null;
    const pickups = checkTransport(state, seat, move, ships.value, routed.value.route, used);
    if (!pickups.ok) return pickups;
    plan.push({
      from: move.from,
      route: routed.value.route,
      ships: ships.value,
      pickups: pickups.value,
      gravityDrive: routed.value.drive,
    });
  }
  return ok(plan);
}
