import { expect, test } from 'vitest';
import { homeSystemKey, mecatolKey } from '../../objectives/board-queries';
import { edit, play, refuse } from '../../testing/scenario';
import { unitsIn } from '../../testing/tactical-scenario';
import { heroGame, scoreThree } from './hero-kit';

/** The Argent (seat 0): a carrier with 2 fighters at home, a cruiser at Sol's home, its tokens at Mecatol Rex. */
function fleet(hero: 'locked' | 'unlocked' = 'unlocked') {
  const base = heroGame('argent');
  const home = homeSystemKey(base, 0)!;
  const away = homeSystemKey(base, 2)!;
  const to = mecatolKey(base)!;
  const s = edit(hero === 'unlocked' ? scoreThree(base) : base, (d) => {
    d.board.systems[home]!.space['0'] = { counts: { carrier: 1, fighter: 2 }, damaged: {} };
    d.board.systems[away]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} };
    d.board.systems[to]!.commandTokens.push(0);
  });
  return { s, home, away, to };
}

test('51.10 Argent hero Mirik Aun Sissiri is locked until 3 scored objectives', () => {
  const { s, home, to } = fleet('locked');
  const moves = [{ from: home, to, ships: { carrier: 1 } }];
  expect(refuse(s, 0, { type: 'component-action', ability: 'argenthero', targets: { moves } })).toMatchObject({
    code: 'ability/not-held',
  });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12 Argent hero Mirik Aun Sissiri: ships from several systems move into one with its token; purged', () => {
  const { s, home, away, to } = fleet();
  const moves = [
    { from: home, to, ships: { carrier: 1 }, cargo: [{ unit: 'fighter', count: 2 }] },
    { from: away, to, ships: { cruiser: 1 } },
  ];
  const r = play(s, 0, { type: 'component-action', ability: 'argenthero', targets: { moves } });
  expect(unitsIn(r, to, 0)).toEqual({ carrier: 1, fighter: 2, cruiser: 1 });
  expect(unitsIn(r, home, 0)).toEqual({});
  expect(unitsIn(r, away, 0)).toEqual({});
  expect(r.players[0]!.leaders.hero).toBe('purged');
});

test("51.10 Argent hero Mirik Aun Sissiri: a system without its token or with another player's ships is refused", () => {
  const { s, home, to } = fleet();
  const noToken = edit(s, (d) => void (d.board.systems[to]!.commandTokens = []));
  const withSol = edit(s, (d) => void (d.board.systems[to]!.space['1'] = { counts: { cruiser: 1 }, damaged: {} }));
  for (const state of [noToken, withSol])
    expect(
      refuse(state, 0, {
        type: 'component-action',
        ability: 'argenthero',
        targets: { moves: [{ from: home, to, ships: { carrier: 1 } }] },
      }),
    ).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(unitsIn(s, home, 0)).toEqual({ carrier: 1, fighter: 2 });
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
