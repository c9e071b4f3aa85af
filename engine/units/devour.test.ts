import { expect, test } from 'vitest';
import { flowCtx } from '../flow/context';
import { ACTIVE } from '../testing/combat-scenario';
import { invasionGame, put } from '../testing/invasion-scenario';
import { capturedFrom } from './capture';
import { destroyUnits, type DestroyCause } from './destroy';
import { planetArea, spaceOf } from './stacks';

/** The Vuil'raith (seat 0) invade; seat 1 (Jol-Nar) has 2 cruisers in space and a mech on Starpoint. */
const game = () => {
  let s = invasionGame({ factions: ['cabal', 'jolnar', 'xxcha'] });
  s = put(s, 1, { cruiser: 2 });
  return put(s, 1, { mech: 1 }, { planet: 'starpoint' });
};

function destroy(cause: DestroyCause, by: number | null, where: 'space' | 'planet') {
  const s = structuredClone(game());
  const area = where === 'space' ? spaceOf(ACTIVE) : planetArea(ACTIVE, 'starpoint');
  destroyUnits(flowCtx(s, { at: 0 }), area, 1, where === 'space' ? 'cruiser' : 'mech', 1, { cause, by });
  return s;
}

test("17 Devour: the Vuil'raith capture their opponent's units destroyed in combat against them, ships and ground forces", () => {
  expect(destroy('space-combat', 0, 'space').players[0]!.captured).toEqual([{ owner: 1, type: 'cruiser', count: 1 }]);
  const ground = destroy('ground-combat', 0, 'planet');
  expect(ground.players[0]!.captured).toEqual([{ owner: 1, type: 'mech', count: 1 }]);
  expect(capturedFrom(ground, 1, 'mech')).toBe(1);
});

test("17 Devour: nothing is captured outside combat, or in a combat the Vuil'raith do not fight", () => {
  expect(destroy('bombardment', 0, 'planet').players[0]!.captured).toBeUndefined();
  expect(destroy('ability', 0, 'space').players[0]!.captured).toBeUndefined();
  expect(destroy('space-combat', 2, 'space').players.map((p) => p.captured)).toEqual([undefined, undefined, undefined]);
});
