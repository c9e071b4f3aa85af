import { expect, test } from 'vitest';
import {
  ACTIVE,
  AROUND,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  planetUnits,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../testing/combat-scenario';
import { addRollModifier } from './dice';
import { SPACE_CANNON_DEFENSE_STEP } from './space-cannon';
import { optionLabels } from '../testing/scenario';

/** Active system Wellon (tile 19) with seat 1's PDS on the planet. */
function withPds(pds = 1) {
  const s = combatGame({ active: '19' });
  put(s, 1, { pds }, { planet: 'wellon' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  return s;
}

test("77.2 other players may fire their space cannon at the active player's ships; 77.5 the active player assigns the hits", () => {
  const s = put(withPds(), 0, { cruiser: 1, fighter: 1 });
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [1] });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')).toEqual([
    {
      type: 'dice-rolled',
      seat: 1,
      roll: 'space-cannon',
      system: ACTIVE,
      planet: null,
      dice: [{ unit: 'pds', hitsOn: 6, modifier: 10, result: expect.any(Number) as number, hit: true }],
    },
  ]);
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    cause: 'space-cannon',
    waitingOn: [0],
    hits: { 0: { count: 1, restricted: 0 } },
  });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { fighter: 1 } });
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
});

test('77.1/77.2 using space cannon is optional', () => {
  const s = put(withPds(), 0, { cruiser: 1 });
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'hold' });
  expect(eventsOf(r, 'space-cannon-declined')).toEqual([
    { type: 'space-cannon-declined', seat: 1, system: ACTIVE, planet: null },
  ]);
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  expect(r.state.stack).toEqual([]);
});

test('77.2 the active player fires first, then the others clockwise; 77.5b the active player picks whose ships to target', () => {
  const s = put(withPds(), 0, { cruiser: 1 });
  put(s, 0, { pds: 1 }, { planet: 'wellon' });
  put(s, 1, { cruiser: 1 });
  put(s, 2, { destroyer: 1 });
  let r = runFrom(s, 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    "Fire space cannon at Player 2's ships",
    "Fire space cannon at Player 3's ships",
    'Do not use space cannon',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'hold' });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [1] });
  expect(optionLabels(r.state, 1)).toEqual(["Fire space cannon at Player 1's ships", 'Do not use space cannon']);
});

test('77.3c with PDS II a player fires from adjacent systems; PDS I there cannot', () => {
  const s = put(combatGame({ around: { 0: '19' } }), 0, { cruiser: 1 });
  put(s, 1, { pds: 1 }, { system: AROUND[0], planet: 'wellon' });
  expect(runFrom(s, 'tactical/space-cannon-offense').state.stack).toEqual([]);
  give(s, 1, 'pds2');
  const r = runFrom(s, 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [1] });
  const fired = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(fired, 'dice-rolled')[0]!.dice).toMatchObject([{ unit: 'pds', hitsOn: 5 }]);
});

test('77.3d combat roll modifiers do not apply to space cannon; Antimass Deflectors give -1 to space cannon against its owner', () => {
  const s = give(put(withPds(), 0, { cruiser: 1 }), 0, 'amd');
  addRollModifier(s, { seat: 1, roll: 'combat', amount: 2, scope: 'tactical-action', source: 'test' });
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice[0]!.modifier).toBe(-1);
});

test('77.3 Plasma Scoring: one unit using space cannon rolls an extra die', () => {
  const s = give(put(withPds(2), 0, { cruiser: 1 }), 1, 'ps');
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice).toHaveLength(3);
});

test('77.3 Plasma Scoring FAQ: the player chooses, before rolling, which unit rolls the extra die', () => {
  const s = combatGame({ active: '19', factions: ['letnev', 'xxcha', 'sol'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 1, mech: 1 }, { planet: 'wellon' });
  put(s, 0, { cruiser: 1 });
  give(s, 1, 'ps');
  let r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/plasma-scoring', waitingOn: [1] });
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  // The PDS hits on 6 and the Xxcha mech (Indomitus) on 8: the better one is offered first.
  expect(optionLabels(r.state, 1)).toEqual([
    'Plasma Scoring: the extra space cannon die for a pds (hits on 6)',
    'Plasma Scoring: the extra space cannon die for a mech (hits on 8)',
  ]);
  r = answer(r, 1, { type: 'choose', option: 'mech' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => d.unit)).toEqual(['pds', 'mech', 'mech']);
});

test('77.3 Plasma Scoring FAQ: a player who does not choose gives the extra die to the best unit; units alike are not asked about', () => {
  const s = combatGame({ active: '19', factions: ['letnev', 'xxcha', 'sol'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 1, mech: 1 }, { planet: 'wellon' });
  put(s, 0, { cruiser: 1 });
  give(s, 1, 'ps');
  const r = answer(answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' }), 1, {
    type: 'timeout',
  });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => d.unit)).toEqual(['pds', 'pds', 'mech']);
  // Two PDS of the same kind: nothing to choose.
  const alike = give(put(withPds(2), 0, { cruiser: 1 }), 1, 'ps');
  expect(
    decisionOf(answer(runFrom(alike, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' }).state)
      ?.kind,
  ).not.toBe('choice');
});

test('77.5 Graviton Laser System: exhausted before firing, its hits must go to non-fighter ships', () => {
  const s = give(put(withPds(), 0, { cruiser: 1, fighter: 2 }), 1, 'gls');
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, 'tactical/space-cannon-offense');
  expect(optionLabels(r.state, 1)).toContain("Exhaust Graviton Laser System and fire at Player 1's non-fighter ships");
  r = answer(r, 1, { type: 'choose', option: 'fire:0:gls' });
  expect(r.state.players[1]!.exhaustedTechnologies).toEqual(['gls']);
  expect(decisionOf(r.state)).toBeUndefined(); // the cruiser is the only non-fighter ship: nothing to choose
  expect(spaceOf(r.state, 0)?.counts).toEqual({ fighter: 2 });
});

test('77.6 space cannon defense: units on the invaded planet fire at the ground forces committed there (77.8)', () => {
  const s = withPds();
  put(s, 1, { pds: 1 }, { system: AROUND[0] }); // 77.7d: units elsewhere do not fire, even with PDS II
  give(s, 1, 'pds2');
  put(s, 0, { infantry: 2, mech: 1 }, { planet: 'wellon' });
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'wellon' });
  expect(decisionOf(r.state)).toMatchObject({
    choice: 'combat/space-cannon',
    waitingOn: [1],
    args: { planet: 'wellon' },
  });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]).toMatchObject({
    roll: 'space-cannon',
    planet: 'wellon',
    dice: [{ unit: 'pds', hitsOn: 5 }],
  });
  // 87.4: the mech may sustain damage against the space cannon hit.
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    planet: 'wellon',
    waitingOn: [0],
    hits: { 0: { count: 1, eligible: ['infantry', 'mech'] } },
  });
  r = answer(r, 0, { type: 'assign-hits', sustain: { mech: 1 }, destroy: {} });
  expect(planetUnits(r.state, 'wellon', 0)).toEqual({ counts: { infantry: 2, mech: 1 }, damaged: { mech: 1 } });
});

test('77.6 no space cannon defense when no ground forces were committed to the planet', () => {
  const s = withPds();
  const r = runFrom(s, SPACE_CANNON_DEFENSE_STEP, { system: ACTIVE, planet: 'wellon' });
  expect(r.state.stack).toEqual([]);
  expect(settle(r).events).toEqual([]);
});
