import { expect, test } from 'vitest';
import { adjacentSystems } from '../../galaxy/adjacency';
import { homeSystemKey } from '../../objectives/board-queries';
import { edit, play, refuse, topDecision } from '../../testing/scenario';
import { unitsIn } from '../../testing/tactical-scenario';
import type { Command } from '../../core/commands';
import { heroGame, scoreThree } from './hero-kit';

const NOTHING: Command = { type: 'produce', units: [], payment: { resources: [], influence: [], tradeGoods: 0 } };

/** The Arborec (seat 0) with the hero unlocked, 20 trade goods and 1 infantry on a planet next to home. */
function ready() {
  const s = scoreThree(heroGame('arborec'));
  const home = homeSystemKey(s, 0)!;
  const next = adjacentSystems(s.board, home).find((k) => Object.keys(s.board.systems[k]?.planets ?? {}).length > 0)!;
  const planet = Object.keys(s.board.systems[next]!.planets)[0]!;
  const state = edit(s, (d) => {
    d.players[0]!.tradeGoods = 20;
    d.board.systems[next]!.planets[planet]!.owner = 0;
    d.board.systems[next]!.planets[planet]!.units['0'] = { counts: { infantry: 1 }, damaged: {} };
  });
  return { s: state, home, next, planet };
}

test('51.10 Arborec hero Letani Miasmiala is locked until 3 scored objectives', () => {
  const s = heroGame('arborec');
  const home = homeSystemKey(s, 0)!;
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'arborechero', targets: { systems: [home] } }),
  ).toMatchObject({ code: 'ability/not-held' });
  expect(scoreThree(s).players[0]!.leaders.hero).toBe('unlocked');
});

test('51.10, 51.12 Arborec hero Letani Miasmiala: any number of units in each chosen system with ground forces; purged', () => {
  const { s, home, next, planet } = ready();
  let r = play(s, 0, { type: 'component-action', ability: 'arborechero', targets: { systems: [home, next] } });
  expect(r.players[0]!.leaders.hero).toBe('purged');
  expect(topDecision(r)).toMatchObject({ kind: 'production', system: home, source: 'arborechero' });
  // 12 units: beyond the space dock's production value; the hero has no limit. Paid as usual (12 trade goods).
  const before = unitsIn(r, home, 0, 'nestphar');
  r = play(r, 0, {
    type: 'produce',
    units: [
      { unit: 'mech', count: 4, planet: 'nestphar' },
      { unit: 'infantry', count: 8, planet: 'nestphar' },
    ],
    payment: { resources: [], influence: [], tradeGoods: 12 },
  });
  expect(unitsIn(r, home, 0, 'nestphar')).toEqual({
    ...before,
    mech: (before.mech ?? 0) + 4,
    infantry: (before.infantry ?? 0) + 8,
  });
  expect(r.players[0]!.tradeGoods).toBe(8);
  // Then the second system, where only an infantry stands (no unit with Production there).
  expect(topDecision(r)).toMatchObject({ kind: 'production', system: next, source: 'arborechero' });
  r = play(r, 0, {
    type: 'produce',
    units: [{ unit: 'carrier', count: 1 }],
    payment: { resources: [], influence: [], tradeGoods: 3 },
  });
  expect(unitsIn(r, next, 0)).toEqual({ carrier: 1 });
  expect(unitsIn(r, next, 0, planet)).toEqual({ infantry: 1 });
  expect(refuse(r, 0, NOTHING).code).toMatch(/^flow\//); // no third decision
});

test('51.10 Arborec hero Letani Miasmiala: a system without its ground forces is refused and nothing changes', () => {
  const { s } = ready();
  const far = homeSystemKey(s, 2)!;
  expect(refuse(s, 0, { type: 'component-action', ability: 'arborechero', targets: { systems: [far] } })).toMatchObject(
    { code: 'ability/bad-target', rule: '51.10' },
  );
  expect(s.players[0]!.leaders.hero).toBe('unlocked');
});
