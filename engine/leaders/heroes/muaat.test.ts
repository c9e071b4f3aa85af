import { expect, test } from 'vitest';
import { ACTIVE, answer, decisionOf, eventsOf, put, runFrom, spaceOf } from '../../testing/combat-scenario';
import { invasionGame, own } from '../../testing/invasion-scenario';
import { refuse } from '../../testing/scenario';
import type { TileId } from '../../data/systems';
import { heroGame, scoreThree } from './hero-kit';

/** The Muaat (seat 0) moved a war sun into ACTIVE (New Albion and Starpoint unless `tile`), where Sol waits. */
function arrived(hero: 'locked' | 'unlocked', tile: TileId = '27', warSunMoved = true) {
  const s = invasionGame({ factions: ['muaat', 'sol', 'xxcha'], active: tile });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.hero = hero;
  put(s, 0, { 'war-sun': 1, carrier: 1 });
  put(s, 1, { cruiser: 1, fighter: 2 });
  if (tile === '27') {
    own(s, 1, 'starpoint');
    own(s, 0, 'newalbion');
    put(s, 1, { infantry: 2, pds: 1 }, { planet: 'starpoint' });
    put(s, 0, { infantry: 1 }, { planet: 'newalbion' });
  }
  s.tactical!.notes.movement = { arrived: warSunMoved ? { 'war-sun': 1 } : { carrier: 1 } };
  return runFrom(s, 'window/open', { window: 'after-ships-moved', subject: { seat: 0, system: ACTIVE } });
}

test("51.10 Muaat hero Adjudicator Ba'al is locked until 3 scored objectives: not asked after the war sun moves", () => {
  const r = arrived('locked');
  expect(decisionOf(r.state)).toBeUndefined();
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'muaathero', targets: {} }).code).toMatch(/^flow\//);
  expect(scoreThree(heroGame('muaat')).players[0]!.leaders.hero).toBe('unlocked');
});

test("51.10, 51.12 Muaat hero Adjudicator Ba'al: the others' units are destroyed and the system becomes the Nova Seed; its planets leave; purged", () => {
  let r = arrived('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'muaathero', targets: {} });
  const sys = r.state.board.systems[ACTIVE]!;
  expect(sys.tile).toBe('81');
  expect(sys.planets).toEqual({});
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(spaceOf(r.state, 0)?.counts).toEqual({ 'war-sun': 1, carrier: 1 });
  expect(eventsOf(r, 'units-destroyed').map((e) => `${e.seat} ${e.unit} ${e.count} ${e.planet ?? 'space'}`)).toEqual([
    '1 cruiser 1 space',
    '1 fighter 2 space',
    '1 infantry 2 starpoint',
    '1 pds 1 starpoint',
  ]);
  // The Muaat's own infantry had no planet left: removed, not destroyed.
  expect(eventsOf(r, 'units-removed').map((e) => `${e.seat} ${e.unit} ${e.count}`)).toEqual(['0 infantry 1']);
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
});

test("51.10 Muaat hero Adjudicator Ba'al: not at Mecatol Rex, nor without a war sun moved in; refused, nothing changes", () => {
  for (const r of [arrived('unlocked', '18'), arrived('unlocked', '27', false)]) {
    expect(decisionOf(r.state)).toBeUndefined();
    expect(refuse(r.state, 0, { type: 'use-ability', ability: 'muaathero', targets: {} }).code).toMatch(/^flow\//);
    expect(r.state.players[0]!.leaders.hero).toBe('unlocked');
    expect(r.state.board.systems[ACTIVE]!.tile).not.toBe('81');
  }
});
