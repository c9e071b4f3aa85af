// The random bot's opt-in invasion habit (LRR 89 tactical action, 95.1 transport, 49 invasion). The ready-made
// movement options (tactical/movement-options.ts) carry only what waits in a start system's space area, and
// infantry start on planets, so a bot that picks only from options() seldom lands anything: no ground combat, the
// custodians stay on Mecatol Rex and the agenda phase is never reached. With `invade`, the bot sometimes
//  - activates a system holding a planet it does not control, that its loaded ships could reach;
//  - builds its own move-ships command, its ships carrying ground forces picked up from the planets (and the
//    space area) of their start system (95.1), checked with planMovement and then by apply itself;
//  - commits ground forces when a landing is offered.
// options() stays untouched: every other fixed-seed bot game plays exactly as before.
import type { Command } from '../core/commands';
import type { Rng } from '../core/rng';
import type { GameState, Seat } from '../core/state';
import { apply, type ApplyResult } from '../flow/apply';
import { GROUND_FORCE_TYPES, SHIP_TYPES } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { decisionFor, type Option } from '../flow/options';
import { custodiansCost, MECATOL_REX } from '../invasion/commit';
import { findPayment } from '../economy/spending';
import { planMovement, type GroupMove } from '../tactical/movement';
import { movementAdjacency } from '../tactical/paths';
import { capacityOf, moveValueOf, type ShipType, type TransportableType } from '../tactical/unit-attributes';

/** How often the bot takes its invasion habit when it can (out of 100). */
const CHANCE = { activate: 50, contested: 60, moveToTarget: 85, moveElsewhere: 25, land: 85 } as const;

type Transport = NonNullable<GroupMove['transport']>[number];

const roll = (rng: Rng, percent: number): boolean => rng.int(100) < percent;

/** A planet in the system that the seat does not control (25): something to invade. */
const holdsTarget = (state: GameState, seat: Seat, system: string): boolean =>
  Object.values(state.board.systems[system]?.planets ?? {}).some((p) => p.owner !== seat);

/** Own ground forces in the system, in its space area and on its planets. */
function groundForcesIn(state: GameState, seat: Seat, system: string): number {
  const sys = state.board.systems[system];
  if (!sys) return 0;
  const areas = [sys.space[String(seat)], ...Object.values(sys.planets).map((p) => p.units[String(seat)])];
  return areas.reduce((n, a) => n + GROUND_FORCE_TYPES.reduce((m, t) => m + (a?.counts[t] ?? 0), 0), 0);
}

/**
 * 58.4c: the largest move value among the seat's ships with capacity in a system they may leave that also holds
 * its ground forces (0: no such system).
 */
export function loadedReach(state: GameState, seat: Seat, system: string): number {
  const sys = state.board.systems[system];
  if (!sys || sys.commandTokens.includes(seat) || groundForcesIn(state, seat, system) === 0) return 0;
  const counts = sys.space[String(seat)]?.counts ?? {};
  const moves = SHIP_TYPES.filter((t) => (counts[t] ?? 0) > 0 && capacityOf(state, seat, t) > 0).map((t) =>
    moveValueOf(state, seat, t),
  );
  return Math.max(0, ...moves);
}

const loadedSource = (state: GameState, seat: Seat, system: string): boolean => loadedReach(state, seat, system) > 0;

/**
 * Whether a loaded source lies within its carriers' move of `target` over the seat's movement adjacency: a rough
 * reach (anomalies and other ships are left to planMovement when the move is built).
 */
export function loadedSourceNear(state: GameState, seat: Seat, target: string): boolean {
  const adjacency = movementAdjacency(state, seat);
  const seen = new Set([target]);
  let ring = [target];
  for (let steps = 1; steps <= 4 && ring.length > 0; steps++) {
    ring = ring.flatMap((k) => adjacentSystems(state.board, k, adjacency)).filter((k) => !seen.has(k));
    ring.forEach((k) => seen.add(k));
    if (ring.some((k) => loadedReach(state, seat, k) >= steps)) return true;
  }
  return false;
}

/**
 * 25, 27: a planet held by another player (a ground combat to fight), or Mecatol Rex under the custodians token
 * while the seat could pay to remove it (27.2; removing it starts the agenda phases, 8.1).
 */
const contested = (state: GameState, seat: Seat, system: string): boolean =>
  Object.entries(state.board.systems[system]?.planets ?? {}).some(([id, p]) =>
    id === MECATOL_REX && state.custodiansOnMecatol
      ? findPayment(state, seat, custodiansCost(state, seat)) !== null
      : p.owner !== null && p.owner !== seat,
  );

/** Among the offered activations, those of a system to invade with a loaded source nearby. */
function invasionActivations(state: GameState, seat: Seat, choices: readonly Option[]): Option[] {
  return choices.filter((o) => {
    if (o.command.type !== 'tactical-action') return false;
    const target = o.command.system;
    if (!holdsTarget(state, seat, target)) return false;
    return loadedSourceNear(state, seat, target);
  });
}

/**
 * 95.1: the group of every ship in `from` that can reach the active system on its own, loaded up to capacity with
 * ground forces from the space area and the planets of `from`, then fighters from the space area. Null when it
 * would carry no ground force.
 */
function loadedGroup(state: GameState, seat: Seat, from: string): GroupMove | null {
  const sys = state.board.systems[from];
  if (!sys || !loadedSource(state, seat, from)) return null;
  const space = sys.space[String(seat)]?.counts ?? {};
  const ships: Partial<Record<ShipType, number>> = {};
  for (const type of SHIP_TYPES) {
    const n = space[type] ?? 0;
    if (n > 0 && moveValueOf(state, seat, type) > 0 && planMovement(state, seat, [{ from, ships: { [type]: n } }]).ok)
      ships[type] = n;
  }
  let room = Object.entries(ships).reduce((a, [t, n]) => a + capacityOf(state, seat, t as ShipType) * (n ?? 0), 0);
  if (room === 0) return null;
  const transport: Transport[] = [];
  const take = (planet: string | null, type: TransportableType, there: number) => {
    const n = Math.min(room, there);
    if (n <= 0) return;
    room -= n;
    const entry = transport.find((t) => t.system === from && (t.planet ?? null) === planet);
    if (entry) (entry.units as Partial<Record<TransportableType, number>>)[type] = n;
    else transport.push({ system: from, ...(planet === null ? {} : { planet }), units: { [type]: n } });
  };
  for (const type of GROUND_FORCE_TYPES) take(null, type, space[type] ?? 0);
  for (const [planet, p] of Object.entries(sys.planets))
    for (const type of GROUND_FORCE_TYPES) take(planet, type, p.units[String(seat)]?.counts[type] ?? 0);
  if (transport.length === 0) return null;
  take(null, 'fighter', (space.fighter ?? 0) - (ships.fighter ?? 0));
  return { from, ships, transport };
}

/** A move-ships command bringing ground forces to the active system, or null if none can be built legally. */
export function invasionMove(state: GameState, seat: Seat): Command | null {
  const active = state.tactical?.system;
  if (!active) return null;
  const groups = Object.keys(state.board.systems)
    .filter((k) => k !== active)
    .flatMap((k) => loadedGroup(state, seat, k) ?? [])
    .filter((g) => planMovement(state, seat, [g]).ok);
  if (groups.length === 0) return null;
  const moves = groups.length > 1 && planMovement(state, seat, groups).ok ? groups : groups.slice(0, 1);
  return { type: 'move-ships', moves };
}

/**
 * The bot's own choice for this decision when its invasion habit applies, or null to pick from the options as
 * usual. `choices` are the seat's options(); a built move is still checked by the caller with apply.
 */
export function invasionChoice(state: GameState, seat: Seat, choices: readonly Option[], rng: Rng): Command | null {
  const decision = decisionFor(state, seat);
  switch (decision?.kind) {
    case 'action-turn': {
      const targets = invasionActivations(state, seat, choices);
      if (targets.length === 0 || !roll(rng, CHANCE.activate)) return null;
      // Unclaimed planets lie nearer: without a nudge the bots would seldom fight a ground combat or meet Mecatol Rex.
      const fights = targets.filter(
        (o) => o.command.type === 'tactical-action' && contested(state, seat, o.command.system),
      );
      return rng.pick(fights.length > 0 && roll(rng, CHANCE.contested) ? fights : targets).command;
    }
    case 'move-ships': {
      const target = holdsTarget(state, seat, decision.system);
      return roll(rng, target ? CHANCE.moveToTarget : CHANCE.moveElsewhere) ? invasionMove(state, seat) : null;
    }
    case 'commit-ground-forces': {
      const landings = choices.filter(
        (o) => o.command.type === 'commit-ground-forces' && o.command.landings.length > 0,
      );
      if (landings.length === 0 || !roll(rng, CHANCE.land)) return null;
      // Rather a planet it does not control yet than reinforcing its own.
      const planets = state.board.systems[decision.system]?.planets ?? {};
      const taking = landings.filter(
        (o) =>
          o.command.type === 'commit-ground-forces' &&
          o.command.landings.some((l) => planets[l.planet]?.owner !== seat),
      );
      return rng.pick(taking.length > 0 ? taking : landings).command;
    }
    default:
      return null;
  }
}

/** A pick the bot made itself: the option (offered, or built), and apply's accepted result for it. */
export interface OwnPick {
  readonly choice: Option;
  readonly result: ApplyResult & { ok: true };
}

/** The invasion habit's command, when it has one and apply accepts it (else the bot picks from the options). */
export function invasionPick(
  state: GameState,
  seat: Seat,
  choices: readonly Option[],
  rng: Rng,
  at: number,
): OwnPick | null {
  const command = invasionChoice(state, seat, choices, rng);
  if (!command) return null;
  const result = apply(state, seat, command, { at });
  if (!result.ok) return null;
  const offered = choices.find((o) => JSON.stringify(o.command) === JSON.stringify(command));
  return { choice: offered ?? { command, label: `Move ships to invade (${describe(command)})`, group: 'bot' }, result };
}

const describe = (command: Command): string =>
  command.type === 'move-ships'
    ? command.moves
        .map((m) => `${m.from}: ${JSON.stringify(m.ships)} with ${JSON.stringify(m.transport ?? [])}`)
        .join('; ')
    : command.type;
