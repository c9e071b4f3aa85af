// What the tactical-action forms need beyond the view (LRR 89): each unit type's attributes for the viewer, the
// ships that can reach the active system (58.4) with what they can carry (95), combat odds before committing
// (78, 42 — via engine/odds), and production quotes (67/68). Computed with the engine's own checks; no rules here.
//
// Hidden information: everything below reads public state only (units on the board, technologies, planets). Odds
// for a move not yet made are computed on a copy where the units are moved by hand — never by applying the command,
// since applying it would roll the game's seeded dice and reveal rolls that have not happened yet.
import {
  GROUND_FORCE_TYPES,
  PLANETS,
  SHIP_TYPES,
  SYSTEMS,
  UNIT_TYPES,
  canUseAiDevelopment,
  checkOrder,
  costToPay,
  currentCombat,
  findPayment,
  groundCombatOdds,
  orderLines,
  planMovement,
  planetValues,
  producibleStats,
  productionLimits,
  readyPlanets,
  spaceCombatOdds,
  unitStats,
  usesProductionAbility,
} from '@/engine/index';
import type { Decision, GameState, GroupMove, OddsResult, Payment, UnitType } from '@/engine/index';
import { cargoIn, movementRoutes } from './movement-routes';
import type { CargoChoice, MovementRoute } from './movement-routes';

export { CARGO_TYPES } from './movement-routes';
export type { CargoChoice, CargoType, MovementRoute, PickupStop } from './movement-routes';

type Counts = Partial<Record<UnitType, number>>;
type ProductionDecision = Extract<Decision, { kind: 'production' }>;

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

// --- Movement ----------------------------------------------------------------------------------------------------

export interface ShipChoice {
  readonly type: UnitType;
  readonly count: number;
  readonly damaged: number;
  readonly capacity: number;
  /** 58.4f: a ship of this type can get from here to the active system (with the engine's best path). */
  readonly reaches: boolean;
  /** The systems it would enter, ending in the active system (empty when it cannot reach). */
  readonly path: readonly string[];
}

export interface MovementSource {
  readonly from: string;
  readonly ships: readonly ShipChoice[];
  /** 95.1: units the ships may pick up where they start (space area and the system's planets). */
  readonly cargo: readonly CargoChoice[];
  /**
   * 95.1: the routes the group may take with where they pass units to pick up: [0] is the engine's own path for
   * the slowest ship, the others detour through systems where units wait. Empty when no ship here can reach.
   */
  readonly routes: readonly MovementRoute[];
}

/**
 * 58.4: for each system outside the active one holding the seat's ships and no command token of theirs (58.4c),
 * the ships with a move value and whether each type can reach the active system. Needs a tactical action under way.
 */
export function movementSources(state: GameState, seat: number): MovementSource[] {
  const active = state.tactical?.system;
  if (!active) return [];
  const out: MovementSource[] = [];
  for (const [from, sys] of Object.entries(state.board.systems)) {
    if (from === active || sys.commandTokens.includes(seat)) continue;
    const stack = sys.space[String(seat)];
    const ships: ShipChoice[] = [];
    const moves: Partial<Record<UnitType, number>> = {};
    for (const type of SHIP_TYPES) {
      const count = stack?.counts[type] ?? 0;
      if (count === 0) continue;
      const stats = unitStats(state, seat, type);
      if (!stats.move) continue;
      const plan = planMovement(state, seat, [{ from, ships: { [type]: 1 } }]);
      moves[type] = stats.move;
      ships.push({
        type,
        count,
        damaged: stack?.damaged[type] ?? 0,
        capacity: stats.capacity ?? 0,
        reaches: plan.ok,
        path: plan.ok ? [...(plan.value[0]?.route.path ?? [])] : [],
      });
    }
    if (ships.length === 0) continue;
    const reaching = ships
      .filter((s) => s.reaches)
      .map((s) => ({ type: s.type, capacity: s.capacity, move: moves[s.type] ?? 0 }));
    // The engine's path for the group is the slowest ship's (58.4f: every ship must make it).
    const slowest = [...reaching].sort((a, b) => a.move - b.move)[0];
    const direct = ships.find((s) => s.type === slowest?.type)?.path ?? [];
    const routes = movementRoutes(state, seat, from, direct, reaching);
    out.push({ from, ships, cargo: cargoIn(state, seat, from, true), routes });
  }
  return out;
}

/** Every ship that can reach, loaded from its starting space area first and then its planets, up to capacity. */
export function everythingThatReaches(state: GameState, seat: number): GroupMove[] {
  const moves: GroupMove[] = [];
  for (const source of movementSources(state, seat)) {
    const ships: GroupMove['ships'] = {};
    let room = 0;
    for (const s of source.ships) {
      if (!s.reaches) continue;
      ships[s.type as keyof GroupMove['ships']] = s.count;
      room += s.capacity * s.count;
    }
    if (Object.keys(ships).length === 0) continue;
    const selfMovingFighters = ships.fighter ?? 0;
    const transport: NonNullable<GroupMove['transport']> = [];
    for (const c of source.cargo) {
      const free = c.count - (c.planet === null && c.type === 'fighter' ? selfMovingFighters : 0);
      const take = Math.min(room, free);
      if (take <= 0) continue;
      room -= take;
      transport.push({
        system: source.from,
        ...(c.planet === null ? {} : { planet: c.planet }),
        units: { [c.type]: take },
      });
    }
    moves.push(transport.length > 0 ? { from: source.from, ships, transport } : { from: source.from, ships });
  }
  // Declared together (58.6): keep the groups that still pass together, so one bad group does not hide the rest.
  if (planMovement(state, seat, moves).ok) return moves;
  const kept: GroupMove[] = [];
  for (const m of moves) if (planMovement(state, seat, [...kept, m]).ok) kept.push(m);
  return kept;
}

function takeFrom(
  stack: { counts: Counts; damaged: Counts } | undefined,
  type: UnitType,
  n: number,
  damaged: number,
): void {
  if (!stack) return;
  stack.counts[type] = Math.max(0, (stack.counts[type] ?? 0) - n);
  stack.damaged[type] = Math.max(0, (stack.damaged[type] ?? 0) - damaged);
}

function addTo(
  area: Record<string, { counts: Counts; damaged: Counts }>,
  seat: number,
  type: UnitType,
  n: number,
  damaged: number,
): void {
  const stack = (area[String(seat)] ??= { counts: {}, damaged: {} });
  stack.counts[type] = (stack.counts[type] ?? 0) + n;
  if (damaged > 0) stack.damaged[type] = (stack.damaged[type] ?? 0) + damaged;
}

/** A copy of the state with the declared groups already in the active system (units moved by hand, no dice). */
export function afterMoving(state: GameState, seat: number, moves: readonly GroupMove[]): GameState {
  const copy = structuredClone(state);
  const active = copy.tactical?.system;
  const target = active === undefined ? undefined : copy.board.systems[active];
  if (!target) return copy;
  for (const m of moves) {
    const from = copy.board.systems[m.from];
    const stack = from?.space[String(seat)];
    for (const [t, n] of Object.entries(m.ships) as [UnitType, number][]) {
      const undamaged = (stack?.counts[t] ?? 0) - (stack?.damaged[t] ?? 0);
      const damaged = m.damaged?.[t as keyof typeof m.damaged] ?? Math.max(0, n - undamaged);
      takeFrom(stack, t, n, damaged);
      addTo(target.space, seat, t, n, damaged);
    }
    for (const pick of m.transport ?? []) {
      const sys = copy.board.systems[pick.system];
      const area = pick.planet === undefined ? sys?.space : sys?.planets[pick.planet]?.units;
      for (const [t, n] of Object.entries(pick.units) as [UnitType, number][]) {
        takeFrom(area?.[String(seat)], t, n, 0);
        addTo(target.space, seat, t, n, 0);
      }
    }
  }
  return copy;
}

// --- Odds ----------------------------------------------------------------------------------------------------------

export type OddsQuery =
  /** Before activating: every ship that can reach moves in with what it carries. */
  | { readonly kind: 'activate'; readonly system: string }
  /** Before declaring a movement: these groups move in. */
  | { readonly kind: 'move'; readonly moves: readonly GroupMove[] }
  /** The combat under way, as it stands (for the retreat choice). */
  | { readonly kind: 'combat' }
  /** Before committing ground forces: these land on the planet (added to any already there). */
  | { readonly kind: 'ground'; readonly planet: string; readonly units: Partial<Record<'infantry' | 'mech', number>> };

export interface OddsAnswer {
  readonly combat: 'space' | 'ground' | null;
  readonly attacker: number | null;
  readonly defender: number | null;
  /** Null when there is no combat to predict (no opponent there), with `note` saying why. */
  readonly odds: Omit<OddsResult, 'states'> | null;
  /** What the answer assumed, in words ("moving in: 2 carrier, 1 cruiser carrying 4 infantry"). */
  readonly assumed: string | null;
  readonly note: string | null;
}

const noCombat = (note: string, assumed: string | null = null): OddsAnswer => ({
  combat: null,
  attacker: null,
  defender: null,
  odds: null,
  assumed,
  note,
});

const strip = ({ states: _states, ...rest }: OddsResult): Omit<OddsResult, 'states'> => rest;

function otherShipOwner(state: GameState, system: string, seat: number): number | null {
  const space = state.board.systems[system]?.space ?? {};
  const found = Object.entries(space).find(
    ([owner, stack]) => Number(owner) !== seat && SHIP_TYPES.some((t) => (stack.counts[t] ?? 0) > 0),
  );
  return found ? Number(found[0]) : null;
}

function describeMoves(moves: readonly GroupMove[]): string {
  if (moves.length === 0) return 'no ships move in';
  const ships: Record<string, number> = {};
  const carried: Record<string, number> = {};
  for (const m of moves) {
    for (const [t, n] of Object.entries(m.ships)) ships[t] = (ships[t] ?? 0) + (n ?? 0);
    for (const p of m.transport ?? [])
      for (const [t, n] of Object.entries(p.units)) carried[t] = (carried[t] ?? 0) + (n ?? 0);
  }
  const list = (r: Record<string, number>) =>
    Object.entries(r)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ');
  return `moving in: ${list(ships)}${Object.keys(carried).length > 0 ? ` carrying ${list(carried)}` : ''}`;
}

function spaceOdds(
  state: GameState,
  seat: number,
  system: string,
  assumed: string | null,
  spaceCannon: boolean,
): OddsAnswer {
  const defender = otherShipOwner(state, system, seat);
  if (defender === null) return noCombat('No other player has ships there: no space combat.', assumed);
  const mine = state.board.systems[system]?.space[String(seat)];
  if (!SHIP_TYPES.some((t) => (mine?.counts[t] ?? 0) > 0))
    return noCombat('None of your ships would be there.', assumed);
  const odds = spaceCombatOdds(state, { system, attacker: seat, defender, spaceCannon });
  return odds
    ? { combat: 'space', attacker: seat, defender, odds: strip(odds), assumed, note: null }
    : noCombat('No space combat.', assumed);
}

export function oddsFor(state: GameState, seat: number, query: OddsQuery): OddsAnswer {
  switch (query.kind) {
    case 'activate': {
      if (!state.board.systems[query.system]) return noCombat('There is no such system.');
      const hypothetical = structuredClone(state);
      hypothetical.tactical = { system: query.system, movedFrom: [], notes: {} };
      hypothetical.activeSeat = seat;
      const moves = everythingThatReaches(hypothetical, seat);
      return spaceOdds(afterMoving(hypothetical, seat, moves), seat, query.system, describeMoves(moves), true);
    }
    case 'move': {
      const system = state.tactical?.system;
      if (!system) return noCombat('No tactical action is under way.');
      const plan = planMovement(state, seat, query.moves);
      if (!plan.ok) return noCombat(plan.error.message, describeMoves(query.moves));
      return spaceOdds(afterMoving(state, seat, query.moves), seat, system, describeMoves(query.moves), true);
    }
    case 'combat': {
      const c = currentCombat(state);
      if (!c) return noCombat('No combat is under way.');
      const odds =
        c.combat === 'space'
          ? spaceCombatOdds(state, { system: c.system, attacker: c.attacker, defender: c.defender, spaceCannon: false })
          : groundCombatOdds(state, c.system, c.planet ?? '', {
              attacker: c.attacker,
              bombardment: false,
              spaceCannon: false,
            });
      if (!odds) return noCombat('The combat is over.');
      return {
        combat: c.combat,
        attacker: c.attacker,
        defender: c.defender,
        odds: strip(odds),
        assumed: `round ${c.round} as it stands`,
        note: null,
      };
    }
    case 'ground': {
      const system = state.tactical?.system;
      const planet = system === undefined ? undefined : state.board.systems[system]?.planets[query.planet];
      if (!system || !planet) return noCombat('That planet is not in the active system.');
      const already = planet.units[String(seat)]?.counts ?? {};
      const committed: Counts = {};
      for (const t of GROUND_FORCE_TYPES) {
        const n = (already[t] ?? 0) + (query.units[t] ?? 0);
        if (n > 0) committed[t] = n;
      }
      const assumed = `landing ${
        Object.entries(query.units)
          .filter(([, n]) => (n ?? 0) > 0)
          .map(([t, n]) => `${n} ${t}`)
          .join(', ') || 'nothing'
      }`;
      // Bombardment comes before the commitment (49.1), so only space cannon defense is still to come (77.6).
      const odds = groundCombatOdds(state, system, query.planet, { attacker: seat, committed, bombardment: false });
      if (!odds) return noCombat('Nobody defends that planet: no ground combat.', assumed);
      const defender =
        Object.keys(planet.units)
          .map(Number)
          .find((s) => s !== seat && Object.values(planet.units[String(s)]?.counts ?? {}).some((n) => (n ?? 0) > 0)) ??
        planet.owner;
      return { combat: 'ground', attacker: seat, defender, odds: strip(odds), assumed, note: null };
    }
  }
}

// --- Production ----------------------------------------------------------------------------------------------------

export interface ProducibleUnit {
  readonly type: UnitType;
  readonly name: string;
  readonly cost: number;
  /** 67.2: the cost buys this many (fighters and infantry: 2). */
  readonly costFor: number;
  /** Where it may be placed: null for the space area, or a planet. */
  readonly places: readonly (string | null)[];
}

export interface ProductionInfo {
  readonly system: string;
  /** 68.1: how many units may be produced in all (each fighter and infantry counts). */
  readonly limit: number;
  readonly maxCost: number | null;
  readonly units: readonly ProducibleUnit[];
  /** Ready planets the player may exhaust for resources, with their values. */
  readonly planets: readonly { readonly id: string; readonly resources: number; readonly influence: number }[];
  readonly tradeGoods: number;
  /**
   * AI Development Algorithm may be exhausted: it is ready and this production uses a unit's Production ability
   * (not Sling Relay, Integrated Economy or the Arborec flagship, which produce without one).
   */
  readonly aiDevelopment: boolean;
  /** Why ships cannot be produced here, or null. */
  readonly shipsForbidden: string | null;
}

export function productionInfo(state: GameState, decision: ProductionDecision): ProductionInfo {
  const seat = decision.seat;
  const limits = productionLimits(state, decision);
  const units: ProducibleUnit[] = [];
  for (const type of UNIT_TYPES) {
    const stats = producibleStats(state, seat, type);
    if (!stats || stats.cost === null) continue;
    const ship = (SHIP_TYPES as readonly string[]).includes(type);
    const ground = (GROUND_FORCE_TYPES as readonly string[]).includes(type);
    let places: (string | null)[] = [];
    if (ship) places = limits.shipsForbiddenBy ? [] : [null];
    else if (ground)
      places =
        decision.planet !== null
          ? [decision.planet]
          : [...limits.groundPlanets, ...(limits.groundInSpace ? [null] : [])];
    if (places.length > 0)
      units.push({ type, name: stats.name || type, cost: stats.cost, costFor: stats.costFor, places });
  }
  return {
    system: decision.system,
    limit: decision.planet === null ? limits.units : 2 * (decision.maxCost ?? 0),
    maxCost: decision.maxCost,
    units,
    planets: readyPlanets(state, seat).map((p) => ({ id: p.id, ...planetValues(state, p.id) })),
    tradeGoods: state.players[seat]?.tradeGoods ?? 0,
    aiDevelopment: canUseAiDevelopment(state, seat) && usesProductionAbility(decision),
    shipsForbidden: limits.shipsForbiddenBy?.message ?? null,
  };
}

export type OrderedUnits = readonly { readonly unit: UnitType; readonly count: number; readonly planet?: string }[];

export interface ProductionQuote {
  readonly cost: number;
  /** The least wasteful payment (planets before trade goods), or null when the player cannot pay. */
  readonly payment: Payment | null;
  /** What the engine would refuse in this order (with the suggested payment), or null. */
  readonly problem: { readonly message: string; readonly rule: string } | null;
}

export function productionQuote(
  state: GameState,
  decision: ProductionDecision,
  units: OrderedUnits,
  aiDevelopment: boolean,
): ProductionQuote {
  const list = units.map((u) => ({
    unit: u.unit,
    count: u.count,
    ...(u.planet === undefined ? {} : { planet: u.planet }),
  }));
  const cost = costToPay(state, decision, orderLines(decision, list), aiDevelopment);
  const payment = findPayment(state, decision.seat, { resources: cost, influence: 0, tradeGoods: 0 });
  const checked = checkOrder(state, decision, {
    type: 'produce',
    units: list,
    payment: payment ?? { resources: [], influence: [], tradeGoods: 0 },
    ...(aiDevelopment ? { aiDevelopment: true } : {}),
  });
  return { cost, payment, problem: checked.ok ? null : { message: checked.error.message, rule: checked.error.rule } };
}
