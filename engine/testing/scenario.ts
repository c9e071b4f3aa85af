// Test kit: compact scenarios for rule tests. A scenario starts from a real createGame and then places exactly
// what the rule under test needs (cards, tokens, units, control), so tests stay a few lines long.
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { Decision } from '../core/frames';
import type { RuleViolation } from '../core/result';
import type { GameState, PlayerColor, Seat, UnitStack } from '../core/state';
import type { UnitType } from '../data/types';
import { advance, apply } from '../flow/apply';
import { deepCopy, flowCtx } from '../kernel/context';
import { pushStep, type ArgsParam, type StepName } from '../kernel/steps';
import { options } from '../flow/options';
import { createGame } from '../setup/create-game';

// No Naalu here: Telepathic puts them first in initiative order, which scenarios of the turn order do not expect.
export const TEST_FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'mentak', 'arborec', 'yssaril'] as const;
const COLORS: PlayerColor[] = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'];
const LAYOUT = { 3: '3p', 4: '4p', 5: '5p', 6: '6p', 7: '7p', 8: '8p' } as const;

/**
 * Scenarios play on a fixed galaxy per player count, so rule tests that look for a planet or a system do not depend on
 * what the generator deals. These are the boards the rulebook layouts' tile placement drew for the seed 'scenario'
 * with speaker 0 (under sfc32, the generator before ChaCha20), which the tests were written against.
 */
export const SCENARIO_MAPS = {
  3: '46 48 19 33 62 45 66 42 29 70 34 41 24 22 59 25 71 28 -1 -1 36 0 27 -1 -1 -1 43 0 35 -1 -1 -1 61 0 76 -1',
  4: '78 46 61 68 62 67 45 22 39 25 66 71 33 70 48 77 19 28 36 50 59 76 0 41 27 29 0 38 34 64 43 0 42 24 35 0',
  5: '36 66 24 48 77 50 71 39 64 76 70 59 45 25 33 38 19 27 41 62 42 0 68 43 0 61 34 0 28 22 46 0 67 35 29 0',
  6: '36 48 24 25 70 34 39 62 61 41 66 29 45 27 33 42 76 71 0 22 50 0 35 78 0 68 67 0 46 43 0 19 77 0 28 59',
  7:
    '21 49 74 47 31 45 78 25 44 32 46 64 85A0 41 73 33 71 24 62 69 76 36 48 43 59 79 88A0 38 87A0 35 77 70 34 27 61 ' +
    '30 0 65 37 0 67 23 0 66 68 0 60 83A0 86A0 84A0 39 0 28 42 0 29 50 0 19 22',
  8:
    '80 75 28 40 63 22 50 47 73 39 25 65 32 42 38 68 21 60 62 19 79 34 61 35 23 31 64 74 29 37 43 59 71 70 77 76 0 ' +
    '30 78 0 33 67 0 48 69 0 46 41 0 27 66 0 45 49 0 26 44 0 36 24',
} as const;

export interface NewGameOptions {
  readonly players?: 3 | 4 | 5 | 6 | 7 | 8;
  readonly seed?: string;
  readonly speaker?: Seat;
  readonly factions?: readonly string[];
  /** Keep the first offered secret objective for everyone and stop at the first strategy pick (default true). */
  readonly skipSecretChoice?: boolean;
  /**
   * Agents start ready in a game (51.4); scenarios exhaust them unless asked, so that a rule test sees no agent's
   * window unless it is about leaders (engine/leaders tests pass 'ready').
   */
  readonly agents?: 'ready' | 'exhausted';
}

export function newGame(opts: NewGameOptions = {}): GameState {
  const players = opts.players ?? 6;
  const factions = opts.factions ?? TEST_FACTIONS.slice(0, players);
  const created = createGame({
    seed: opts.seed ?? 'scenario',
    victoryPoints: 10,
    layout: LAYOUT[players],
    mapString: SCENARIO_MAPS[players],
    speaker: opts.speaker ?? 0,
    seats: factions.map((faction, i) => ({ name: `Player ${i + 1}`, faction, color: COLORS[i]! })),
  });
  if (!created.ok) throw new Error(`scenario setup failed: ${created.error.message}`);
  let state = created.value.state;
  if ((opts.agents ?? 'exhausted') === 'exhausted')
    for (const p of state.players) {
      p.leaders.agent = 'exhausted';
      for (const id of Object.keys(p.extraAgents ?? {})) p.extraAgents![id] = 'exhausted';
    }
  if (opts.skipSecretChoice ?? true) {
    for (const p of state.players) {
      const top = state.stack.at(-1) as Decision;
      if (top.kind !== 'choose-secret-objective') break;
      state = play(state, p.seat, { type: 'choose-secret-objective', objective: top.offered[String(p.seat)]![0]! });
    }
  }
  // Scenarios change the state they are given; a state apply returned never changes (its answers to board queries
  // are remembered for good, kernel/query-memo.ts): the scenario starts from a copy of its own.
  return deepCopy(state);
}

/** Applies a command that the test expects to be legal; throws with the engine's message otherwise. */
export function play(state: GameState, seat: Seat, command: Command, at = 0): GameState {
  const r = apply(state, seat, command, { at });
  if (!r.ok)
    throw new Error(`expected ${command.type} by seat ${seat} to be legal: [${r.error.rule}] ${r.error.message}`);
  return r.state;
}

export function playEvents(state: GameState, seat: Seat, command: Command): { state: GameState; events: GameEvent[] } {
  const r = apply(state, seat, command, { at: 0 });
  if (!r.ok) throw new Error(`expected ${command.type} to be legal: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** Applies a command the test expects to be refused and returns the violation. */
export function refuse(state: GameState, seat: Seat, command: Command): RuleViolation {
  const r = apply(state, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} by seat ${seat} to be refused`);
  return r.error;
}

export const topDecision = (state: GameState): Decision | undefined => {
  const f = state.stack.at(-1);
  return f?.frame === 'decision' ? f : undefined;
};

/** Everyone picks strategy cards in the given order of card ids (speaker first, then clockwise). */
export function pickStrategyCards(state: GameState, cards: readonly string[]): GameState {
  let s = state;
  for (const card of cards) {
    const d = topDecision(s);
    if (d?.kind !== 'choose-strategy-card') throw new Error(`not choosing strategy cards (${d?.kind})`);
    s = play(s, d.waitingOn[0]!, { type: 'choose-strategy-card', card });
  }
  return s;
}

/** Mutating helpers: tests build on a structured clone so the original scenario stays reusable. */
export function edit(state: GameState, change: (draft: GameState) => void): GameState {
  const draft = structuredClone(state);
  change(draft);
  return draft;
}

export const giveActionCards = (state: GameState, seat: Seat, cards: readonly string[]): GameState =>
  edit(state, (s) => {
    for (const card of cards) {
      const copy = s.decks.action.draw.find((c) => c.startsWith(`${card}#`));
      if (!copy) throw new Error(`no copy of ${card} left in the action deck`);
      s.decks.action.draw.splice(s.decks.action.draw.indexOf(copy), 1);
      s.players[seat]!.actionCards.push(copy);
    }
  });

export function placeUnits(
  state: GameState,
  key: string,
  seat: Seat,
  counts: Partial<Record<UnitType, number>>,
  planet?: string,
): GameState {
  return edit(state, (s) => {
    const sys = s.board.systems[key];
    if (!sys) throw new Error(`no system at ${key}`);
    const area: Record<string, UnitStack> = planet ? sys.planets[planet]!.units : sys.space;
    const stack = (area[String(seat)] ??= { counts: {}, damaged: {} });
    for (const [type, n] of Object.entries(counts))
      stack.counts[type as UnitType] = (stack.counts[type as UnitType] ?? 0) + (n ?? 0);
  });
}

export const optionLabels = (state: GameState, seat: Seat): string[] => options(state, seat).map((o) => o.label);

/** Key of the system that holds `planet`. */
export function systemOf(state: GameState, planet: string): string {
  const entry = Object.entries(state.board.systems).find(([, sys]) => Object.hasOwn(sys.planets, planet));
  if (!entry) throw new Error(`planet ${planet} is not on the board`);
  return entry[0];
}

/** Pushes a step and runs the flow, as the engine would when reaching that point (e.g. opening a window). */
export function runStep<N extends StepName>(state: GameState, step: N, ...args: ArgsParam<N>): GameState {
  return edit(state, (d) => {
    pushStep(d, step, ...args);
    advance(flowCtx(d, { at: 0 }));
  });
}
