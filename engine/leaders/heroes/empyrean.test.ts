import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { isSystem } from '../../galaxy/adjacency';
import { edit, playEvents, refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const USE = { type: 'component-action', ability: 'empyreanhero', targets: {} } as const;

/** The board's systems without planets (each holds a frontier token from setup, 38.1). */
const planetless = (s: GameState): string[] =>
  Object.keys(s.board.systems).filter(
    (k) => isSystem(s.board, k) && Object.keys(s.board.systems[k]!.planets).length === 0,
  );

/**
 * Four planetless systems A–D: A, B and C have lost their tokens (explored earlier); the Empyrean (seat 0) has a
 * cruiser in A and in D; the frontier deck holds two relic fragments.
 */
function board() {
  const s = scoreThree(heroGame('empyrean'));
  const [a, b, c, d] = planetless(s) as [string, string, string, string];
  const state = edit(s, (g) => {
    for (const k of [a, b, c]) g.board.systems[k]!.frontier = false;
    for (const k of [a, d]) g.board.systems[k]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} };
    g.decks.frontier = { draw: ['unknown-relic-fragment#1', 'unknown-relic-fragment#2'], discard: [] };
  });
  return { state, a, b, c, d };
}

test('51.10 Empyrean hero Conservator Procyon is locked until 3 scored objectives', () => {
  const s = heroGame('empyrean');
  expect(refuse(s, 0, USE)).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12, 38 Empyrean hero Conservator Procyon: tokens in every planetless system, those with its ships explored; purged', () => {
  const { state, a, b, c, d } = board();
  expect(planetless(state).length).toBeGreaterThanOrEqual(4);
  const r = playEvents(state, 0, USE);
  const frontier = (k: string) => r.state.board.systems[k]!.frontier;
  // A and D were explored (their tokens discarded, 35.6); B and C got tokens and keep them.
  expect([a, b, c, d].map(frontier)).toEqual([false, true, true, false]);
  expect(r.events.filter((e) => e.type === 'explored').map((e) => (e.type === 'explored' ? e.system : ''))).toEqual([
    a,
    d,
  ]);
  expect([...r.state.players[0]!.relicFragments].sort()).toEqual([
    'unknown-relic-fragment#1',
    'unknown-relic-fragment#2',
  ]);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test('51.10 Empyrean hero Conservator Procyon: once purged it is refused and nothing changes', () => {
  const { state, b } = board();
  const used = edit(state, (g) => void (g.players[0]!.leaders.hero = 'purged'));
  expect(refuse(used, 0, USE)).toMatchObject({ code: 'ability/not-held' });
  expect(used.board.systems[b]!.frontier).toBe(false);
});
