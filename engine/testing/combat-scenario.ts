// Test kit for combat: a small galaxy (an active system and its six neighbours) with a tactical action under way,
// units placed by seat, and helpers that run a step or answer decisions while collecting the events.
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { Decision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import type { TileId } from '../data/systems';
import type { UnitType } from '../data/types';
import { advance, apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { pushStep, type ArgsParam, type StepName } from '../kernel/steps';
import { emptyBoard, newSystem } from '../galaxy/board';
import { hexKey, neighbour, SIDES } from '../galaxy/hex';
import { addRollModifier, type RollKind } from '../combat/dice';
import { newGame } from './scenario';

export const ACTIVE = '0,0';
/** The six neighbours of the active system, clockwise from the top. */
export const AROUND = SIDES.map((s) => hexKey(neighbour({ q: 0, r: 0 }, s)));

export interface CombatScenario {
  readonly factions?: readonly string[];
  /** Tile of the active system (default an empty system). */
  readonly active?: TileId;
  /** Tiles of neighbours by index in AROUND (default empty systems). */
  readonly around?: Readonly<Record<number, TileId>>;
  readonly seed?: string;
  /** Agents exhausted unless 'ready' (see NewGameOptions.agents). */
  readonly agents?: 'ready' | 'exhausted';
}

/** Three players (default Letnev, Sol, L1Z1X), seat 0 active, a tactical action in ACTIVE, nothing on the stack. */
export function combatGame(opts: CombatScenario = {}): GameState {
  const state = newGame({
    players: 3,
    factions: opts.factions ?? ['letnev', 'sol', 'l1z1x'],
    seed: opts.seed ?? 'combat',
    ...(opts.agents ? { agents: opts.agents } : {}),
  });
  const board = emptyBoard();
  board.systems[ACTIVE] = newSystem(opts.active ?? '46');
  AROUND.forEach((key, i) => {
    board.systems[key] = newSystem(opts.around?.[i] ?? (['47', '48', '49', '46', '47', '48'] as const)[i]!);
  });
  state.board = board;
  state.phase = 'action';
  state.activeSeat = 0;
  state.tactical = { system: ACTIVE, movedFrom: [], notes: {} };
  state.stack = [];
  for (const p of state.players) p.technologies = [];
  return state;
}

/** Places units (mutating); `damaged` marks that many of each type as damaged. */
export function put(
  state: GameState,
  seat: Seat,
  units: Partial<Record<UnitType, number>>,
  where: { system?: string; planet?: string; damaged?: Partial<Record<UnitType, number>> } = {},
): GameState {
  const sys = state.board.systems[where.system ?? ACTIVE]!;
  const area = where.planet ? sys.planets[where.planet]!.units : sys.space;
  const stack = (area[String(seat)] ??= { counts: {}, damaged: {} });
  for (const [t, n] of Object.entries(units))
    stack.counts[t as UnitType] = (stack.counts[t as UnitType] ?? 0) + (n ?? 0);
  for (const [t, n] of Object.entries(where.damaged ?? {}))
    stack.damaged[t as UnitType] = (stack.damaged[t as UnitType] ?? 0) + (n ?? 0);
  return state;
}

export function give(state: GameState, seat: Seat, ...technologies: string[]): GameState {
  state.players[seat]!.technologies.push(...technologies);
  return state;
}

export interface Run {
  state: GameState;
  events: GameEvent[];
}

/** Pushes a step on a copy and runs the flow until a decision waits or the stack is empty. */
export function runFrom<N extends StepName>(state: GameState, step: N, ...args: ArgsParam<N>): Run {
  const draft = structuredClone(state);
  const ctx = flowCtx(draft, { at: 0 });
  pushStep(draft, step, ...args);
  advance(ctx);
  return { state: draft, events: ctx.events };
}

/** Applies a legal command and appends its events. */
export function answer(run: Run, seat: Seat, command: Command): Run {
  const r = apply(run.state, seat, command, { at: 0 });
  if (!r.ok) throw new Error(`expected ${command.type} by ${seat} to be legal: [${r.error.rule}] ${r.error.message}`);
  return { state: r.state, events: [...run.events, ...r.events] };
}

export const decisionOf = (state: GameState): Decision | undefined => {
  const f = state.stack.at(-1);
  return f?.frame === 'decision' ? f : undefined;
};

/** Answers every waiting decision with the engine's timeout default until nothing waits. */
export function settle(run: Run, limit = 500): Run {
  let r = run;
  for (let i = 0; i < limit; i++) {
    const d = decisionOf(r.state);
    if (!d) return r;
    r = answer(r, d.waitingOn[0]!, { type: 'timeout' });
  }
  throw new Error('settle: too many decisions');
}

export const spaceOf = (state: GameState, seat: Seat, system = ACTIVE) =>
  state.board.systems[system]!.space[String(seat)];
export const planetUnits = (state: GameState, planet: string, seat: Seat, system = ACTIVE) =>
  state.board.systems[system]!.planets[planet]!.units[String(seat)];

/**
 * Loads the dice for exact tests: +10 makes every die of that roll kind hit, -10 makes every one miss (56.2).
 * Scope 'tactical-action' so it lasts through every round.
 */
export function loaded(state: GameState, seat: Seat, roll: RollKind, hit: boolean, unit?: UnitType): GameState {
  addRollModifier(state, {
    seat,
    roll,
    amount: hit ? 10 : -10,
    scope: 'tactical-action',
    source: 'test',
    ...(unit ? { unit } : {}),
  });
  return state;
}

export function eventsOf<T extends GameEvent['type']>(run: Run, type: T): Extract<GameEvent, { type: T }>[] {
  return run.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
