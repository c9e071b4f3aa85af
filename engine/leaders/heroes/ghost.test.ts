import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { isSystem, wormholesIn } from '../../galaxy/adjacency';
import { edit, playEvents, refuse } from '../../testing/scenario';
import { heroGame, scoreThree } from './hero-kit';

const use = (a: string, b: string) =>
  ({ type: 'component-action', ability: 'ghosthero', targets: { systems: [a, b] } }) as const;

const systemsWhere = (s: GameState, keep: (key: string) => boolean): string[] =>
  Object.keys(s.board.systems).filter((k) => isSystem(s.board, k) && k !== '0,0' && keep(k));

/** The Creuss (seat 0) with a cruiser in a system W without wormholes; V is a wormhole system. */
function board() {
  const s = scoreThree(heroGame('ghost'));
  const v = systemsWhere(s, (k) => wormholesIn(s.board, k).length > 0)[0]!;
  const w = systemsWhere(
    s,
    (k) => wormholesIn(s.board, k).length === 0 && Object.keys(s.board.systems[k]!.space).length === 0,
  )[0]!;
  const state = edit(s, (d) => void (d.board.systems[w]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} }));
  return { state, v, w };
}

test('51.10 Creuss hero Riftwalker Meian is locked until 3 scored objectives', () => {
  const s = heroGame('ghost');
  const { v, w } = board();
  expect(refuse(s, 0, use(v, w))).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12 Creuss hero Riftwalker Meian: a wormhole system and one with its units trade places, contents and all; purged', () => {
  const { state, v, w } = board();
  const [tileV, tileW] = [state.board.systems[v]!.tile, state.board.systems[w]!.tile];
  const r = playEvents(state, 0, use(v, w));
  expect(r.state.board.systems[v]!.tile).toBe(tileW);
  expect(r.state.board.systems[w]!.tile).toBe(tileV);
  // The cruiser went with its system.
  expect(r.state.board.systems[v]!.space['0']?.counts).toEqual({ cruiser: 1 });
  expect(r.state.board.systems[w]!.space['0']).toBeUndefined();
  expect(wormholesIn(r.state.board, w).length).toBeGreaterThan(0);
  expect(wormholesIn(r.state.board, v)).toEqual([]);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test('51.10 Creuss hero Riftwalker Meian: Mecatol Rex without units, or one system twice, is refused and nothing changes', () => {
  const { state, v, w } = board();
  for (const [a, b] of [
    ['0,0', w],
    [v, v],
  ] as const)
    expect(refuse(state, 0, use(a, b))).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(state.board.systems['0,0']!.tile).toBe('18');
  expect(state.players[0]!.leaders.hero).toBe('unlocked');
});
