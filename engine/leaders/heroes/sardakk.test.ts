import { expect, test } from 'vitest';
import {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  planetUnits,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../../testing/combat-scenario';
import { invasionGame, own } from '../../testing/invasion-scenario';
import { refuse } from '../../testing/scenario';
import { stepFrame } from '../../kernel/steps';
import { heroGame, scoreThree } from './hero-kit';

const USE = { type: 'use-ability', ability: 'sardakkhero', targets: {} } as const;

/**
 * The Sardakk (seat 0) moved a carrier, a dreadnought and `infantry` into New Albion / Starpoint (tile 27), where Sol
 * (seat 1) has a cruiser in space, an infantry on New Albion and a PDS on Starpoint; the rest of the action waits.
 */
function arrived(hero: 'locked' | 'unlocked', infantry = 2) {
  const s = invasionGame({ factions: ['sardakk', 'sol', 'xxcha'], active: '27' });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.hero = hero;
  put(s, 0, { carrier: 1, dreadnought: 1, ...(infantry > 0 ? { infantry } : {}) });
  put(s, 1, { cruiser: 1 });
  own(s, 1, 'newalbion');
  own(s, 1, 'starpoint');
  put(s, 1, { infantry: 1 }, { planet: 'newalbion' });
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  s.tactical!.notes.movement = { arrived: { carrier: 1, dreadnought: 1 } };
  s.stack = (['tactical/end', 'tactical/production', 'tactical/invasion', 'tactical/space-combat'] as const)
    .map((step) => stepFrame(step))
    .concat([stepFrame('tactical/movement-end'), stepFrame('tactical/space-cannon-offense')]);
  return runFrom(s, 'window/open', { window: 'after-ships-moved', subject: { seat: 0, system: ACTIVE } });
}

test("51.10 Sardakk hero Sh'val, Harbinger is locked until 3 scored objectives: not asked after the move", () => {
  const r = arrived('locked');
  expect(decisionOf(r.state)).not.toMatchObject({ kind: 'window', window: 'after-ships-moved' });
  expect(refuse(r.state, 0, USE).code).toMatch(/^flow\/|^ability\//);
  expect(scoreThree(heroGame('sardakk')).players[0]!.leaders.hero).toBe('unlocked');
});

test("51.10, 51.12 Sardakk hero Sh'val, Harbinger: straight to committing ground forces, then the ships go home; purged", () => {
  let r = arrived('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [0] });
  r = answer(r, 0, USE);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
  // No space cannon offense from the PDS, no space combat against the cruiser, no bombardment: the commit comes next.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  r = answer(r, 0, {
    type: 'commit-ground-forces',
    landings: [{ planet: 'newalbion', units: { infantry: 2 } }],
  });
  expect(eventsOf(r, 'units-removed').map((e) => `${e.seat} ${e.unit} ${e.count} ${e.reason}`)).toEqual([
    '0 dreadnought 1 ability',
    '0 carrier 1 ability',
  ]);
  expect(spaceOf(r.state, 0)?.counts ?? {}).toEqual({});
  expect(spaceOf(r.state, 1)?.counts).toEqual({ cruiser: 1 });
  r = settle(r);
  // Only the ground combat on New Albion rolled dice.
  expect(new Set(eventsOf(r, 'dice-rolled').map((e) => `${e.roll} ${e.planet}`))).toEqual(
    new Set(['combat newalbion']),
  );
  expect(planetUnits(r.state, 'starpoint', 1)?.counts).toEqual({ pds: 1 });
});

test("51.10 Sardakk hero Sh'val, Harbinger: without ground forces to commit it is not offered; refused, nothing changes", () => {
  const r = arrived('unlocked', 0);
  expect(decisionOf(r.state)).not.toMatchObject({ kind: 'window', window: 'after-ships-moved' });
  expect(refuse(r.state, 0, USE).code).toMatch(/^flow\/|^ability\//);
  expect(r.state.players[0]!.leaders.hero).toBe('unlocked');
});
