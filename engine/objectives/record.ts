// LRR 61.4, 61.7, 61.9: the events that objectives ask about (a combat won, a unit destroyed, the last unit of a kind
// destroyed in a step, a home planet lost, the last pass, an election), written by the modules where they happen and
// kept only as long as they can be scored: an action-phase event until the end of the turn it happened in, the last
// pass until the action phase ends, an election until the agenda phase ends.
import type { GameState, Seat } from '../core/state';
import type { EventRecord, LastDestroyed, TurnFacts } from '../core/record-state';
import { PLANETS, isPlanetId } from '../data/planets';
import { GROUND_FORCE_TYPES, SHIP_TYPES, type UnitType } from '../data/types';
import { victoryPoints } from '../phases/victory';
import { statsOf } from '../units/stats';
import { NON_FIGHTER_SHIPS, count, homeSystems, isAnomaly, keepsPlayerInGame } from './board-queries';
import { readOnly } from '../kernel/draft';

const emptyRecord = (): EventRecord => ({
  turn: {},
  noteOwnersAtActionStart: [],
  combats: 0,
  combat: null,
  lastToPass: null,
  elected: null,
});

export const recordOf = (state: GameState): EventRecord => (state.record ??= emptyRecord());

/** 33.1: the seat may have lost what keeps a player in the game (engine/phases/elimination.ts checks it). */
export function noteLoss(state: GameState, seat: Seat): void {
  const r = recordOf(state);
  if (!(r.watch ??= []).includes(seat)) r.watch.push(seat);
}

/** The seats to check for elimination; the list starts again empty. */
export function takeWatched(state: GameState): Seat[] {
  const watched = state.record?.watch ?? [];
  if (state.record) delete state.record.watch;
  return watched;
}

const emptyFacts = (): TurnFacts => ({
  destroyed: [],
  destroyedLast: [],
  wins: [],
  nonFighterShipsAfterSpaceCombat: 0,
  lostHomePlanet: false,
});

function factsOf(state: GameState, seat: Seat): TurnFacts {
  return (recordOf(state).turn[String(seat)] ??= emptyFacts());
}

/** The facts of the turn under way for a seat (none outside the action phase). */
export function turnFacts(state: GameState, seat: Seat): TurnFacts {
  if (state.phase !== 'action') return emptyFacts();
  return state.record?.turn[String(seat)] ?? emptyFacts();
}

/** 5.4: a tactical action ended; its system stays "the active system" of the turn for end-of-turn abilities. */
export function noteTacticalActionEnded(state: GameState, seat: Seat, system: string): void {
  factsOf(state, seat).activeSystem = system;
}

/** A turn begins: the events of the last one can no longer be scored. */
export function startTurn(state: GameState, seat: Seat): void {
  const r = recordOf(state);
  r.turn = {};
  r.combat = null;
  noteActionStart(state, seat);
}

/** An action begins (the turn's first, or another one in the same turn): Betray a Friend looks at this moment. */
export function noteActionStart(state: GameState, seat: Seat): void {
  // Read without copying: at every turn's start, and the draft need not copy the players for it (kernel/draft.ts).
  const owners = (readOnly(state).players[seat]?.promissoryInPlay ?? [])
    .map((copy) => Number(copy.split('@')[1]))
    .filter((s) => Number.isInteger(s) && s !== seat);
  recordOf(state).noteOwnersAtActionStart = [...new Set(owners)].sort((a, b) => a - b);
}

// ---- Combat ------------------------------------------------------------------------------------------------------

/** 61.7: each combat opens a new "during or after this combat" period; 33.1: its players are watched. */
export function noteCombatStarted(state: GameState, seats: readonly Seat[] = []): void {
  for (const seat of seats) if (keepsPlayerInGame(state, seat)) noteLoss(state, seat);
  const r = recordOf(state);
  r.combats += 1;
  r.combat = { number: r.combats, scored: [] };
}

/** 61.7: whether the seat already scored an objective during or after the latest combat of this turn. */
export const scoredSinceCombat = (state: GameState, seat: Seat): boolean =>
  state.phase === 'action' && (state.record?.combat?.scored.includes(seat) ?? false);

export function noteScored(state: GameState, seat: Seat): void {
  const c = state.record?.combat;
  if (state.phase === 'action' && c && !c.scored.includes(seat)) c.scored.push(seat);
}

function hasMostPoints(state: GameState, seat: Seat): boolean {
  const living = state.players.filter((p) => !p.eliminated);
  const best = Math.max(...living.map((p) => victoryPoints(p)));
  return victoryPoints(state.players[seat]!) >= best;
}

export interface CombatEnd {
  readonly combat: 'space' | 'ground';
  readonly system: string;
  readonly attacker: Seat;
  readonly defender: Seat;
  readonly winner: Seat | null;
  readonly loser: Seat | null;
}

/** 78.10 / 42.4: a combat ended; records the win and, for space combat, the non-fighter ships left (Demonstrate Your Power). */
export function noteCombatEnded(state: GameState, end: CombatEnd): void {
  const sys = state.board.systems[end.system];
  if (!sys) return;
  if (end.combat === 'space') {
    for (const seat of [end.attacker, end.defender]) {
      const facts = factsOf(state, seat);
      facts.nonFighterShipsAfterSpaceCombat = Math.max(
        facts.nonFighterShipsAfterSpaceCombat,
        count(sys.space[String(seat)], NON_FIGHTER_SHIPS),
      );
    }
  }
  const { winner, loser } = end;
  if (winner === null || loser === null) return;
  const r = recordOf(state);
  const homes = homeSystems(state);
  factsOf(state, winner).wins.push({
    combat: end.combat,
    system: end.system,
    loser,
    againstLeader: hasMostPoints(state, loser),
    againstNoteOwner: winner === state.activeSeat && r.noteOwnersAtActionStart.includes(loser),
    anomaly: isAnomaly(state, end.system),
    otherPlayersHome: [...homes].some(([s, key]) => s !== winner && key === end.system),
    flagshipSurvived: end.combat === 'space' && (sys.space[String(winner)]?.counts.flagship ?? 0) > 0,
  });
}

// ---- Destruction ------------------------------------------------------------------------------------------------

export interface Destruction {
  readonly system: string;
  /** null: the space area. */
  readonly planet: string | null;
  /** The units' owner. */
  readonly seat: Seat;
  /** The player whose units or ability destroyed them. */
  readonly by: Seat | null;
  /** The cause as engine/units/destroy.ts names it ('bombardment', 'space-cannon', 'anti-fighter-barrage', ...). */
  readonly cause: string;
  readonly units: Partial<Record<UnitType, number>>;
}

const destroyedOf = (d: Destruction, types: readonly UnitType[]): number =>
  types.reduce((n, t) => n + (d.units[t] ?? 0), 0);

/** Which "destroy the last of a player's …" requirement this destruction fulfils, if any (units still left count). */
function lastDestroyed(state: GameState, d: Destruction): LastDestroyed | null {
  const sys = state.board.systems[d.system];
  if (!sys) return null;
  const left = (types: readonly UnitType[]) =>
    count(d.planet === null ? sys.space[String(d.seat)] : sys.planets[d.planet]?.units[String(d.seat)], types);
  if (
    d.cause === 'bombardment' &&
    d.planet !== null &&
    destroyedOf(d, GROUND_FORCE_TYPES) > 0 &&
    left(GROUND_FORCE_TYPES) === 0
  )
    return 'ground-forces-on-planet@bombardment';
  // Space cannon offense fires at ships in the space area; space cannon defense at ground forces on a planet.
  // FAQ: fighters left behind (to be removed for want of capacity) mean the cannon did not destroy the last ship.
  if (
    d.cause === 'space-cannon' &&
    d.planet === null &&
    destroyedOf(d, NON_FIGHTER_SHIPS) > 0 &&
    left(SHIP_TYPES) === 0
  )
    return 'non-fighter-ships@space-cannon-offense';
  if (d.cause === 'anti-fighter-barrage' && destroyedOf(d, ['fighter']) > 0 && left(['fighter']) === 0)
    return 'fighters@anti-fighter-barrage';
  return null;
}

/**
 * 31, 61.9: units were destroyed (call after they left the board): what objectives ask about another player's units
 * destroyed by `by`, and, for elimination (33.1), a loss of ground forces or of units with Production.
 */
export function noteUnitsDestroyed(state: GameState, d: Destruction): void {
  const types = (Object.keys(d.units) as UnitType[]).filter((t) => (d.units[t] ?? 0) > 0);
  if (
    types.some(
      (t) =>
        (GROUND_FORCE_TYPES as readonly UnitType[]).includes(t) ||
        (statsOf(state, d.seat, t)?.production ?? null) !== null,
    )
  )
    noteLoss(state, d.seat);
  if (d.by === null || d.by === d.seat || state.phase !== 'action') return;
  const facts = factsOf(state, d.by);
  for (const [type, n] of Object.entries(d.units) as [UnitType, number][]) {
    if (n > 0 && !facts.destroyed.includes(type)) facts.destroyed.push(type);
  }
  const last = lastDestroyed(state, d);
  if (last !== null && !facts.destroyedLast.includes(last)) facts.destroyedLast.push(last);
}

// ---- Planets, passing, elections -------------------------------------------------------------------------------

/** 25: the seat lost control of the planet; Become a Martyr asks whether it is in a home system. */
export function notePlanetLost(state: GameState, seat: Seat, planet: string): void {
  noteLoss(state, seat);
  if (state.phase !== 'action' || !isPlanetId(planet) || PLANETS[planet].homeOf === null) return;
  factsOf(state, seat).lostHomePlanet = true;
}

/** 3.5: the seat passed and every other player already had. */
export function noteLastToPass(state: GameState, seat: Seat): void {
  recordOf(state).lastToPass = { round: state.round, seat };
}

export const passedLast = (state: GameState, seat: Seat): boolean =>
  state.phase === 'action' && state.record?.lastToPass?.round === state.round && state.record.lastToPass.seat === seat;

/** 8.10–8.11: the seat an outcome elects — the player elected, or the controller of the planet elected. */
export function electedSeat(state: GameState, election: string | undefined, outcome: string): Seat | null {
  if (election === 'player') return state.players[Number(outcome)] ? Number(outcome) : null;
  if (election === 'planet' || election === 'non-home-planet-other-than-mecatol-rex') {
    for (const sys of Object.values(state.board.systems)) if (sys.planets[outcome]) return sys.planets[outcome].owner;
  }
  return null;
}

/** Drive the Debate: a player, or a planet a player controls, was elected in this agenda phase. */
export function noteElected(state: GameState, seat: Seat | null): void {
  if (seat === null) return;
  const r = recordOf(state);
  if (r.elected?.round !== state.round) r.elected = { round: state.round, seats: [] };
  if (!r.elected.seats.includes(seat)) r.elected.seats.push(seat);
}

export const electedThisAgendaPhase = (state: GameState, seat: Seat): boolean =>
  state.phase === 'agenda' && state.record?.elected?.round === state.round && state.record.elected.seats.includes(seat);
