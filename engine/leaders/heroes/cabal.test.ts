import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { adjacentSystems } from '../../galaxy/adjacency';
import { homeSystemKey } from '../../objectives/board-queries';
import { capturedFrom } from '../../units/capture';
import { optionLabels, placeUnits, playEvents, refuse } from '../../testing/scenario';
import { unitsIn, withNextRolls } from '../../testing/tactical-scenario';
import { heroGame, scoreThree } from './hero-kit';

const USE = { type: 'component-action', ability: 'cabalhero', targets: {} } as const;

/**
 * The Vuil'raith (seat 0) on their first turn; Jol-Nar (seat 1) has a dreadnought in the Vuil'raith home (its
 * Dimensional Tear) and a carrier with 2 infantry beside it; Letnev (seat 2) a cruiser two systems from it.
 */
function carrion(hero: 'unlocked' | 'locked' = 'unlocked'): { state: GameState; home: string; beside: string } {
  const base = heroGame('cabal', ['jolnar', 'letnev']);
  const s = hero === 'unlocked' ? scoreThree(base) : base;
  const home = homeSystemKey(s, 0)!;
  const near = new Set([home, ...adjacentSystems(s.board, home)]);
  const beside = adjacentSystems(s.board, home).find((k) => k !== homeSystemKey(s, 1) && k !== homeSystemKey(s, 2))!;
  const far = Object.keys(s.board.systems).find(
    (k) => !near.has(k) && !adjacentSystems(s.board, k).some((a) => a === home),
  )!;
  let state = placeUnits(s, home, 1, { dreadnought: 1 });
  state = placeUnits(state, beside, 1, { carrier: 1, infantry: 2 });
  state = placeUnits(state, far, 2, { cruiser: 1 });
  return { state, home, beside };
}

test("51.10 Vuil'raith hero It Feeds on Carrion: ships in or beside a dimensional tear rolled 1–3 are captured, and the ground forces they carried too (16.3); purged (51.12)", () => {
  const { state, home, beside } = carrion();
  expect(optionLabels(state, 0).filter((l) => l.startsWith('It Feeds on Carrion'))).toEqual([
    'It Feeds on Carrion: every other player rolls for each non-fighter ship in or beside a dimensional tear (2 now); 1–3 you capture it',
  ]);
  const r = playEvents(withNextRolls(state, [(n) => n <= 3, (n) => n <= 3]), 0, USE);
  expect(r.events.filter((e) => e.type === 'die-rolled')).toHaveLength(2);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
  expect(unitsIn(r.state, home, 1)).toEqual({});
  expect(unitsIn(r.state, beside, 1)).toEqual({});
  expect(capturedFrom(r.state, 1, 'dreadnought')).toBe(1);
  expect(capturedFrom(r.state, 1, 'carrier')).toBe(1);
  expect(r.state.players[0]!.captured).toContainEqual({ owner: null, type: 'infantry', count: 2 });
  // The Letnev cruiser is not beside a tear: it rolls nothing.
  expect(r.events.some((e) => e.type === 'die-rolled' && e.seat === 2)).toBe(false);
});

test("51.10 Vuil'raith hero It Feeds on Carrion: a roll of 4 or more leaves the ship where it is", () => {
  const { state, beside } = carrion();
  const r = playEvents(withNextRolls(state, [(n) => n >= 4, (n) => n >= 4]), 0, USE);
  expect(unitsIn(r.state, beside, 1)).toEqual({ carrier: 1, infantry: 2 });
  expect(r.state.players[0]!.captured ?? []).toEqual([]);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test("51.10 Vuil'raith hero It Feeds on Carrion refusals change nothing: locked before 3 objectives; used only as the active player's action", () => {
  const { state } = carrion('locked');
  const before = structuredClone(state);
  expect(refuse(state, 0, USE).rule).toMatch(/^51|^22|^1/);
  expect(state).toEqual(before);
  expect(optionLabels(state, 0).some((l) => l.startsWith('It Feeds on Carrion'))).toBe(false);
  const theirs = carrion().state;
  expect(refuse(theirs, 1, USE)).toBeDefined();
  expect(optionLabels(theirs, 1).some((l) => l.startsWith('It Feeds on Carrion'))).toBe(false);
});
