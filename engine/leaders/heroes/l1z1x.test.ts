import { expect, test } from 'vitest';
import { homeSystemKey, mecatolKey } from '../../objectives/board-queries';
import { edit, playEvents, refuse } from '../../testing/scenario';
import { unitsIn } from '../../testing/tactical-scenario';
import { heroGame, scoreThree } from './hero-kit';

/** The L1Z1X (seat 0): a flagship, 2 dreadnoughts and a carrier at home, 4 infantry on a home planet. */
function fleet(hero: 'locked' | 'unlocked' = 'unlocked') {
  const base = heroGame('l1z1x');
  const home = homeSystemKey(base, 0)!;
  const planet = Object.keys(base.board.systems[home]!.planets)[0]!;
  const s = edit(hero === 'unlocked' ? scoreThree(base) : base, (d) => {
    d.board.systems[home]!.space['0'] = {
      counts: { flagship: 1, dreadnought: 2, carrier: 1 },
      damaged: { dreadnought: 1 },
    };
    d.board.systems[home]!.planets[planet]!.units['0'] = { counts: { infantry: 4 }, damaged: {} };
  });
  return { s, home, planet, to: mecatolKey(s)! };
}

test('51.10 L1Z1X hero The Helmsman is locked until 3 scored objectives', () => {
  const { s, home, to } = fleet('locked');
  const targets = { system: to, moves: [{ from: home, to, ships: { flagship: 1 } }] };
  expect(refuse(s, 0, { type: 'component-action', ability: 'l1z1xhero', targets })).toMatchObject({
    code: 'ability/not-held',
  });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12 L1Z1X hero The Helmsman: flagship and dreadnoughts jump into 1 system, carrying ground forces; purged', () => {
  const { s, home, planet, to } = fleet();
  const targets = {
    system: to,
    moves: [
      { from: home, to, ships: { flagship: 1, dreadnought: 2 }, cargo: [{ unit: 'infantry', count: 3, planet }] },
    ],
  };
  const r = playEvents(s, 0, { type: 'component-action', ability: 'l1z1xhero', targets });
  expect(unitsIn(r.state, to, 0)).toEqual({ flagship: 1, dreadnought: 2, infantry: 3 });
  expect(r.state.board.systems[to]!.space['0']!.damaged).toEqual({ dreadnought: 1 }); // damage travels with it
  expect(unitsIn(r.state, home, 0)).toEqual({ carrier: 1 });
  expect(unitsIn(r.state, home, 0, planet)).toEqual({ infantry: 1 });
  expect(r.events.filter((e) => e.type === 'ships-moved')).toEqual([
    {
      type: 'ships-moved',
      seat: 0,
      from: home,
      to,
      path: [to],
      ships: { flagship: 1, dreadnought: 2 },
      transported: { infantry: 3 },
    },
  ]);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test("51.10 L1Z1X hero The Helmsman: a carrier, cargo beyond capacity, or a system with another player's ships is refused", () => {
  const { s, home, planet, to } = fleet();
  const withSol = edit(s, (d) => void (d.board.systems[to]!.space['1'] = { counts: { cruiser: 1 }, damaged: {} }));
  const cases = [
    [s, { from: home, to, ships: { carrier: 1 } }],
    [s, { from: home, to, ships: { dreadnought: 1 }, cargo: [{ unit: 'infantry', count: 3, planet }] }], // capacity 2
    [withSol, { from: home, to, ships: { flagship: 1 } }],
  ] as const;
  for (const [state, move] of cases)
    expect(
      refuse(state, 0, { type: 'component-action', ability: 'l1z1xhero', targets: { system: to, moves: [move] } }),
    ).toMatchObject({ code: 'ability/bad-target' });
  expect(unitsIn(s, home, 0)).toEqual({ flagship: 1, dreadnought: 2, carrier: 1 });
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
