import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import type { GameState } from '../core/state';
import { combatOdds } from '../odds/combat-odds';
import { groundOddsInput } from '../odds/from-state';
import {
  ACTIVE,
  addSystem,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  loaded,
  own,
  passWindows,
  planetUnits,
  put,
  runInvasion,
  spaceOf,
  type Run,
} from '../testing/invasion-scenario';
import { optionLabels } from '../testing/scenario';
import { groundCombatResult } from './combat-record';

/** The Naalu (seat 0) arrive at Starpoint with their flagship, 2 fighters and 1 infantry; seat 1 holds it with 2 infantry. */
function matriarchGame(flagship = true): GameState {
  const s = invasionGame({ factions: ['naalu', 'letnev', 'xxcha'] });
  own(s, 1, 'starpoint');
  own(s, 0, 'newalbion'); // a planet of their own, so that losing every ground force does not eliminate them (33)
  put(s, 1, { infantry: 2 }, { planet: 'starpoint' });
  return put(s, 0, { ...(flagship ? { flagship: 1 } : { carrier: 1 }), fighter: 2, infantry: 1 });
}

const invade = (s: GameState): Run => passWindows(runInvasion(s));
const land = (units: Record<string, number>) => ({
  type: 'commit-ground-forces' as const,
  landings: [{ planet: 'starpoint', units }],
});

test('49.2 Naalu Matriarch: fighters commit beside ground forces, roll in the ground combat (42.1), then return to space', () => {
  const s = matriarchGame();
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const run = invade(s);
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  const r = passWindows(answer(run, 0, land({ infantry: 1, fighter: 2 })));
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => d.unit)).toEqual(['infantry', 'fighter', 'fighter']);
  expect(eventsOf(r, 'fighters-returned')).toEqual([
    { type: 'fighters-returned', seat: 0, system: ACTIVE, planet: 'starpoint', count: 2 },
  ]);
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: 0, rounds: 1 });
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 1 });
  expect(spaceOf(r.state, 0)!.counts).toEqual({ flagship: 1, fighter: 2 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
});

test('42.4d FAQ Matriarch: with only fighters left the combat is a draw — they return to space and no control is gained (49.5)', () => {
  const s = matriarchGame();
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  let r = passWindows(answer(invade(s), 0, land({ infantry: 1, fighter: 2 })));
  // Two hits on the Naalu: they may lose the infantry and keep a fighter.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', cause: 'ground-combat', waitingOn: [0] });
  r = passWindows(answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { infantry: 1, fighter: 1 } }));
  expect(eventsOf(r, 'fighters-returned')).toEqual([
    { type: 'fighters-returned', seat: 0, system: ACTIVE, planet: 'starpoint', count: 1 },
  ]);
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: null, loser: null });
  expect(planetUnits(r.state, 'starpoint', 0)?.counts.fighter ?? 0).toBe(0);
  expect(spaceOf(r.state, 0)!.counts).toEqual({ flagship: 1, fighter: 1 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
});

test('FAQ: with the Matriarch and Dacxive Animators, fighters alone take nothing — the draw does not trigger Dacxive (42.4d)', () => {
  const s = matriarchGame();
  s.players[0]!.technologies.push('dxa');
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  let r = passWindows(answer(invade(s), 0, land({ infantry: 1, fighter: 2 })));
  r = passWindows(answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { infantry: 1, fighter: 1 } }));
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: null, loser: null });
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'invasion/dacxive' });
  expect(planetUnits(r.state, 'starpoint', 0)).toBeUndefined();
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
});

test('49.2 fighters are not ground forces without the Matriarch; with it they may land alone, on any planet', () => {
  const refused = (s: GameState, units: Record<string, number>, planet = 'starpoint') => {
    const r = apply(invade(s).state, 0, { type: 'commit-ground-forces', landings: [{ planet, units }] }, { at: 0 });
    return r.ok ? null : r.error.code;
  };
  expect(refused(matriarchGame(false), { infantry: 1, fighter: 1 })).toBe('invasion/not-in-space');
  expect([
    refused(matriarchGame(), { fighter: 2 }),
    refused(matriarchGame(), { fighter: 1 }, 'newalbion'),
    refused(matriarchGame(), { infantry: 1, fighter: 2 }),
  ]).toEqual([null, null, null]);
});

test('49.2 Matriarch: the fighters are offered beside the ground forces, and alone, only where a ground combat follows', () => {
  const labels = (s: GameState) => optionLabels(invade(s).state, 0).filter((l) => l.includes('fighter'));
  expect(labels(matriarchGame())).toEqual(['Land 1 infantry and 2 fighter(s) (Matriarch) on Starpoint']);
  const fightersOnly = matriarchGame();
  fightersOnly.board.systems[ACTIVE]!.space['0']!.counts = { flagship: 1, fighter: 2 };
  expect(labels(fightersOnly)).toEqual(['Land 2 fighter(s) (Matriarch) on Starpoint']);
});

test('42.1 / 42.4d Matriarch fighters committed alone fight the ground combat, then return: a draw, no control (FAQ)', () => {
  const s = matriarchGame();
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = passWindows(answer(invade(s), 0, land({ fighter: 2 })));
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => d.unit)).toEqual(['fighter', 'fighter']);
  expect(planetUnits(r.state, 'starpoint', 1)?.counts.infantry ?? 0).toBe(0);
  expect(eventsOf(r, 'fighters-returned')).toEqual([
    { type: 'fighters-returned', seat: 0, system: ACTIVE, planet: 'starpoint', count: 2 },
  ]);
  expect(groundCombatResult(r.state, 'starpoint')).toMatchObject({ winner: null, loser: null, rounds: 1 });
  expect(spaceOf(r.state, 0)!.counts).toEqual({ flagship: 1, fighter: 2, infantry: 1 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
});

test('49.5 Matriarch fighters on a planet where no ground combat happens return to space before control: they take nothing', () => {
  const s = addSystem(matriarchGame(), '3,-3', '19');
  own(own(s, null, 'newalbion'), 0, 'wellon', false, '3,-3'); // the Naalu hold a planet elsewhere (33)
  const r = passWindows(
    answer(invade(s), 0, { type: 'commit-ground-forces', landings: [{ planet: 'newalbion', units: { fighter: 1 } }] }),
  );
  expect(eventsOf(r, 'combat-started')).toEqual([]);
  expect(eventsOf(r, 'fighters-returned')).toEqual([
    { type: 'fighters-returned', seat: 0, system: ACTIVE, planet: 'newalbion', count: 1 },
  ]);
  expect(eventsOf(r, 'planet-control-gained')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBeNull();
  expect(planetUnits(r.state, 'newalbion', 0)?.counts.fighter ?? 0).toBe(0);
  expect(spaceOf(r.state, 0)!.counts).toEqual({ flagship: 1, fighter: 2, infantry: 1 });
});

test('77.6 space cannon defense fires at Matriarch fighters committed without ground forces', () => {
  const s = matriarchGame();
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  loaded(s, 1, 'space-cannon', true);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  let r = passWindows(answer(invade(s), 0, land({ fighter: 2 })));
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'choice',
    choice: 'combat/space-cannon',
    waitingOn: [1],
    args: { planet: 'starpoint' },
  });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]).toMatchObject({
    roll: 'space-cannon',
    planet: 'starpoint',
    dice: [{ unit: 'pds', hit: true }],
  });
  // 77.8 the fighters take the hit; the other fights the ground combat.
  expect(eventsOf(r, 'units-destroyed')[0]).toEqual({
    type: 'units-destroyed',
    seat: 0,
    system: ACTIVE,
    planet: 'starpoint',
    unit: 'fighter',
    count: 1,
    cause: 'space-cannon',
  });
  expect(eventsOf(r, 'combat-started')).toHaveLength(1);
});

test('42 odds with Matriarch fighters on the planet: they roll and are lost first, as the engine assigns hits', () => {
  const s = matriarchGame();
  const withFighters = combatOdds(
    groundOddsInput(s, ACTIVE, 'starpoint', {
      committed: { infantry: 1, fighter: 2 },
      bombardment: false,
      spaceCannon: false,
    })!,
  );
  const alone = combatOdds(
    groundOddsInput(s, ACTIVE, 'starpoint', { committed: { infantry: 1 }, bombardment: false, spaceCannon: false })!,
  );
  expect(withFighters.attackerWins).toBeGreaterThan(alone.attackerWins + 0.2);
  expect(withFighters.attackerWins + withFighters.defenderWins + withFighters.draw).toBeCloseTo(1, 12);
});
