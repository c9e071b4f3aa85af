import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { checkReinforcements } from '../units/reinforcements';
import { countAt, planetArea, spaceOf } from '../units/stacks';
import { checkPlanetTrades, tradablePlanets } from '../transactions/planet-trades';
import { ACTIVE, decisionOf, invasionGame, own, put, runInvasion, type Run } from '../testing/invasion-scenario';
import { runFrom } from '../testing/combat-scenario';

// Seat 0 (Hacan) controls Starpoint (2 infantry, 1 PDS, 1 space dock) and New Albion in ACTIVE, with a carrier in
// space, and explores Starpoint: the cultural deck holds the Demilitarized Zone.
function explored(): Run {
  const s = invasionGame();
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  put(s, 0, { carrier: 1 });
  put(s, 0, { infantry: 2, pds: 1, 'space-dock': 1 }, { planet: 'starpoint' });
  s.decks.cultural.draw = ['demilitarized-zone#1'];
  return runFrom(s, 'exploration/explore', { seat: 0, system: ACTIVE, planet: 'starpoint', deck: 'cultural' });
}
const starpoint = planetArea(ACTIVE, 'starpoint');

test('35.8 Demilitarized Zone: structures return to reinforcements, ground forces move to space, the card attaches', () => {
  const r = explored();
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.attachments).toEqual(['dmz']);
  expect(['pds', 'space-dock', 'infantry'].map((t) => countAt(r.state, starpoint, 0, t as 'pds'))).toEqual([0, 0, 0]);
  expect(countAt(r.state, spaceOf(ACTIVE), 0, 'infantry')).toBe(2);
  expect(r.state.decks.cultural.discard).toEqual([]);
  // The planet stays the explorer's (only the units leave it).
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
});

test('12 Demilitarized Zone: no unit may be placed or produced on the planet; other planets are unaffected', () => {
  const s = explored().state;
  expect(checkReinforcements(s, 0, [{ area: starpoint, type: 'infantry', count: 1 }])).toMatchObject({
    ok: false,
    error: { code: 'exploration/demilitarized-zone', rule: '12' },
  });
  expect(checkReinforcements(s, 0, [{ area: planetArea(ACTIVE, 'newalbion'), type: 'pds', count: 1 }]).ok).toBe(true);
});

test('12 Demilitarized Zone: ground forces cannot be committed to the planet; the refusal changes nothing', () => {
  const s0 = explored().state;
  const run = runInvasion(s0);
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces' });
  const cmd = { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] } as const;
  const r = apply(run.state, 0, cmd, { at: 0 });
  expect(r).toMatchObject({ ok: false, error: { code: 'exploration/demilitarized-zone', rule: '12' } });
  expect(countAt(run.state, spaceOf(ACTIVE), 0, 'infantry')).toBe(2);
  const labels = options(run.state, 0).map((o) => o.label);
  expect(labels.some((l) => l.includes('on Starpoint'))).toBe(false);
  expect(labels.some((l) => l.includes('on New Albion'))).toBe(true);
});

test('94.3 Demilitarized Zone: its planet card may be traded in the agenda phase, not in the action phase', () => {
  const s: GameState = explored().state;
  expect(tradablePlanets(s, 0)).toEqual([]);
  expect(checkPlanetTrades(s, 0, [{ planet: 'starpoint', moveTo: 'starpoint' }])).toMatchObject({
    ok: false,
    error: { rule: '94.3' },
  });
  const agenda: GameState = { ...s, phase: 'agenda' };
  expect(tradablePlanets(agenda, 0)).toEqual(['starpoint']);
  expect(checkPlanetTrades(agenda, 0, [{ planet: 'starpoint', moveTo: 'starpoint' }]).ok).toBe(true);
});
