import { expect, test } from 'vitest';
import { addUnits, control, planetState, primary, systemKeyOf, turnWith } from '../phases/cards/cards.fixture';
import { play, refuse } from '../testing/scenario';
import {
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  put,
  runFrom,
  spaceOf,
} from '../testing/combat-scenario';
import { newSystem } from '../galaxy/board';
import { activate, key, line, placeUnits, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { inReinforcements, UNIT_SUPPLY } from './reinforcements';
import { choose, invasionGame, own, passWindows, planetUnits, runInvasion } from '../testing/invasion-scenario';
import type { GameState } from '../core/state';

// Seat 0 (Sol) holds Construction and also controls Gral; seat 1 (the Hacan) may follow it.
const construction = (change?: (d: GameState) => void) =>
  turnWith('construction', 6, (d) => {
    control(d, 0, ['gral']);
    change?.(d);
  });
const structuresOn = (s: GameState, planet: string, seat: number) => planetState(s, planet).units[String(seat)]?.counts;

test("63.2 / 79.2 / 85.2 Construction's primary places a space dock and a PDS; its secondary places a PDS", () => {
  let s = primary(construction(), 'construction', {
    first: { unit: 'space-dock', planet: 'gral' },
    pds: { unit: 'pds', planet: 'gral' },
  });
  expect(structuresOn(s, 'gral', 0)).toEqual({ 'space-dock': 1, pds: 1 });
  s = play(s, 1, { type: 'follow-secondary', choices: { unit: 'pds', planet: 'arretze' } });
  expect(structuresOn(s, 'arretze', 1)).toMatchObject({ pds: 1 });
});

test("85.6 a structure that would exceed the planet's maximum is refused, and nothing changes", () => {
  const s = construction((d) => addUnits(d, systemKeyOf(d, 'gral'), 0, { pds: 2 }, 'gral'));
  const before = structuredClone(s);
  expect(
    refuse(s, 0, {
      type: 'strategic-action',
      card: 'construction',
      choices: { first: { unit: 'pds', planet: 'gral' } },
    }),
  ).toMatchObject({
    rule: '85.5',
  });
  expect(s).toEqual(before);
});

test('85.3 structures cannot move or be transported: a PDS in a moving fleet is refused and stays put', () => {
  let s = tacticalGame({ tiles: line('19', '47', '48') });
  s = placeUnits(s, key(1), 0, { carrier: 1 });
  s = placeUnits(s, key(0), 0, { pds: 1 }, 'wellon');
  s = activate(placeUnits(s, key(0), 0, { carrier: 1 }), key(2));
  const moving = refuse(s, 0, {
    type: 'move-ships',
    moves: [{ from: key(0), ships: { carrier: 1, pds: 1 } as never }],
  });
  expect(moving).toMatchObject({ code: 'input/invalid-command' });
  const carried = refuse(s, 0, {
    type: 'move-ships',
    moves: [
      {
        from: key(0),
        ships: { carrier: 1 },
        transport: [{ system: key(0), planet: 'wellon', units: { pds: 1 } as never }],
      },
    ],
  });
  expect(carried).toMatchObject({ code: 'input/invalid-command' });
  expect(unitsIn(s, key(0), 0, 'wellon')).toEqual({ pds: 1 });
});

test('63.1 a PDS has Space Cannon: it fires at ships entering its system', () => {
  const s = combatGame({ active: '19' });
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  s.board.systems['0,0']!.planets.wellon!.owner = 1;
  put(s, 0, { cruiser: 1 });
  loaded(s, 1, 'space-cannon', true);
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]).toMatchObject({ roll: 'space-cannon', dice: [{ unit: 'pds', hitsOn: 6 }] });
  // One hit and one ship: the cruiser is destroyed without a choice.
  expect(spaceOf(r.state, 0)).toBeUndefined();
});

test('101.2 with PDS II, a PDS fires into a system connected to its own only by a wormhole; without it, it does not', () => {
  // The active system is the alpha wormhole (39); Lodor (26, alpha) with seat 1's PDS lies three hexes away.
  const build = (upgraded: boolean) => {
    const s = combatGame({ active: '39' });
    s.board.systems['3,0'] = newSystem('26');
    put(s, 1, { pds: 1 }, { system: '3,0', planet: 'lodor' });
    s.board.systems['3,0']!.planets.lodor!.owner = 1;
    put(s, 0, { cruiser: 1 });
    if (upgraded) give(s, 1, 'pds2');
    return s;
  };
  expect(decisionOf(runFrom(build(false), 'tactical/space-cannon-offense').state)).toBeUndefined();
  expect(decisionOf(runFrom(build(true), 'tactical/space-cannon-offense').state)).toMatchObject({
    choice: 'combat/space-cannon',
    waitingOn: [1],
  });
});

test("63.4 a PDS left on a planet with another player's ground forces and none of its owner's is destroyed", () => {
  const s = own(put(invasionGame(), 0, { carrier: 1, infantry: 2 }), 1, 'starpoint');
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  loaded(s, 1, 'space-cannon', false);
  let r = passWindows(runInvasion(s));
  r = passWindows(
    answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] }),
  );
  for (let i = 0; i < 5 && decisionOf(r.state)?.kind === 'choice'; i++) r = passWindows(choose(r, 'hold'));
  expect(planetUnits(r.state, 'starpoint', 1)?.counts ?? {}).toEqual({});
  expect(planetUnits(r.state, 'starpoint', 0)?.counts).toEqual({ infantry: 2 });
  expect(r.state.board.systems['0,0']!.planets.starpoint!.owner).toBe(0);
});

test('96.3 a unit is on the board or in reinforcements: a destroyed cruiser returns to its reinforcements', () => {
  const s = put(put(combatGame(), 0, { cruiser: 1 }), 1, { destroyer: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const before = inReinforcements(s, 0, 'cruiser');
  expect(before).toBe(UNIT_SUPPLY.cruiser - 1);
  const r = runFrom(s, 'tactical/space-combat');
  expect(spaceOf(r.state, 0)?.counts.cruiser ?? 0).toBe(0);
  expect(inReinforcements(r.state, 0, 'cruiser')).toBe(UNIT_SUPPLY.cruiser);
});

// 88.5 (planets are in systems; ground forces and structures usually stand on planets) and 88.6 (the rest of a tile
// is space, where ships usually are) are the definitions behind 68.2 / 68.3 in engine/production/production.test.ts
// and 85.3 above.
