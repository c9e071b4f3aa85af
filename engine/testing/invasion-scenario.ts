// Test kit for invasion and production: engine/testing/combat-scenario's small galaxy with a tactical action under
// way in ACTIVE, plus planet control, trade goods and runners for the invasion and production steps.
import type { GameState, Seat } from '../core/state';
import type { ArgsParam, StepName } from '../kernel/steps';
import type { TileId } from '../data/systems';
import { newSystem } from '../galaxy/board';
import { ACTIVE, answer, combatGame, decisionOf, runFrom, type Run } from './combat-scenario';

export {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  give,
  loaded,
  planetUnits,
  put,
  settle,
  spaceOf,
} from './combat-scenario';
export type { Run } from './combat-scenario';

/** Seat 0 active in ACTIVE (tile `active`), three players of the given factions, no custodians unless asked. */
export function invasionGame(
  opts: { active?: TileId; factions?: readonly string[]; custodians?: boolean; seed?: string } = {},
): GameState {
  const state = combatGame({
    active: opts.active ?? '27',
    factions: opts.factions ?? ['hacan', 'jolnar', 'xxcha'],
    seed: opts.seed ?? 'invasion',
  });
  state.custodiansOnMecatol = opts.custodians ?? false;
  // Exploration decks start empty, so gaining a planet explores nothing unless a test stacks a deck (35.1).
  for (const deck of ['cultural', 'hazardous', 'industrial', 'frontier'] as const)
    state.decks[deck] = { draw: [], discard: [] };
  return state;
}

/** The planet is controlled by `seat` (readied unless `exhausted`). Mutates. */
export function own(
  state: GameState,
  seat: Seat | null,
  planet: string,
  exhausted = false,
  system = ACTIVE,
): GameState {
  const p = state.board.systems[system]!.planets[planet]!;
  p.owner = seat;
  p.exhausted = exhausted;
  return state;
}

/** Adds a system (tile) at a hex key, e.g. for planets to pay with or units to take back from. Mutates. */
export function addSystem(state: GameState, key: string, tile: TileId): GameState {
  state.board.systems[key] = newSystem(tile);
  return state;
}

export function tradeGoods(state: GameState, seat: Seat, n: number): GameState {
  state.players[seat]!.tradeGoods = n;
  return state;
}

export const runInvasion = (state: GameState): Run => runFrom(state, 'tactical/invasion');
export const runProduction = (state: GameState): Run => runFrom(state, 'tactical/production');

/** Answers a choice decision with an option and returns the run. */
export const choose = (run: Run, option: string): Run =>
  answer(run, decisionOf(run.state)!.waitingOn[0]!, { type: 'choose', option });

/** Passes every open timing window at the top of the stack. */
export function passWindows(run: Run): Run {
  let r = run;
  for (let i = 0; i < 50; i++) {
    const d = decisionOf(r.state);
    if (d?.kind !== 'window') return r;
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  }
  throw new Error('passWindows: windows did not close');
}

export const NO_PAYMENT: { resources: string[]; influence: string[]; tradeGoods: number } = {
  resources: [],
  influence: [],
  tradeGoods: 0,
};

/** Pushes a step on the run's state and runs it, keeping the events. */
export function runFromRun<N extends StepName>(run: Run, step: N, ...args: ArgsParam<N>): Run {
  const next = runFrom(run.state, step, ...args);
  return { state: next.state, events: [...run.events, ...next.events] };
}
