import { expect, test } from 'vitest';
import { flowCtx } from '../kernel/context';
import { ACTIVE, AROUND } from '../testing/combat-scenario';
import { invasionGame, put } from '../testing/invasion-scenario';
import { capturedFrom, captureUnits, canCapture, releaseOnBlockade } from './capture';
import { destroyUnits, removeUnits } from './destroy';
import { checkReinforcements, inReinforcements, reclaimableAreas } from './reinforcements';
import { planetArea, spaceOf } from './stacks';
import { checkStructurePlacement } from './structures';

const ctxOf = (state: ReturnType<typeof invasionGame>) => flowCtx(state, { at: 0 });

test('23.4 / 96.2 a player cannot place more units of a type than their reinforcements hold', () => {
  const s = put(invasionGame(), 0, { dreadnought: 4 });
  expect(inReinforcements(s, 0, 'dreadnought')).toBe(1);
  expect(checkReinforcements(s, 0, [{ area: spaceOf(ACTIVE), type: 'dreadnought', count: 1 }]).ok).toBe(true);
  expect(checkReinforcements(s, 0, [{ area: spaceOf(ACTIVE), type: 'dreadnought', count: 2 }])).toMatchObject({
    ok: false,
    error: { rule: '23.4' },
  });
});

test('36.3 fighter tokens need one plastic fighter per system, however many fighters are there', () => {
  const s = invasionGame();
  const systems = [ACTIVE, ...AROUND];
  systems.forEach((key) => put(s, 0, { fighter: 5 }, { system: key }));
  // 7 systems use 7 of the 10 plastic fighters; more fighters where fighters already are need no plastic.
  expect(checkReinforcements(s, 0, [{ area: spaceOf(ACTIVE), type: 'fighter', count: 30 }]).ok).toBe(true);
  expect(inReinforcements(s, 0, 'fighter')).toBe(3);
  for (const extra of ['9,0', '10,0', '11,0']) s.board.systems[extra] = structuredClone(s.board.systems[ACTIVE]!);
  expect(checkReinforcements(s, 0, [{ area: spaceOf(AROUND[0]!), type: 'fighter', count: 1 }]).ok).toBe(true);
  s.board.systems['12,0'] = { ...structuredClone(s.board.systems[ACTIVE]!), space: {} };
  expect(checkReinforcements(s, 0, [{ area: spaceOf('12,0'), type: 'fighter', count: 1 }])).toMatchObject({
    ok: false,
    error: { rule: '36.3' },
  });
});

test('46.3 infantry tokens need one plastic infantry per planet or space area', () => {
  const s = invasionGame();
  put(s, 0, { infantry: 12 }, { planet: 'starpoint' });
  expect(inReinforcements(s, 0, 'infantry')).toBe(11);
  expect(
    checkReinforcements(s, 0, [
      { area: planetArea(ACTIVE, 'newalbion'), type: 'infantry', count: 2 },
      { area: spaceOf(ACTIVE), type: 'infantry', count: 1 },
    ]).ok,
  ).toBe(true);
});

test('31 destroyed units leave the board for reinforcements; Self-Assembly Routines pays 1 trade good per mech', () => {
  const s = put(invasionGame(), 0, { mech: 2, infantry: 1 }, { planet: 'starpoint' });
  s.players[0]!.technologies.push('sar');
  const ctx = ctxOf(s);
  destroyUnits(ctx, planetArea(ACTIVE, 'starpoint'), 0, 'mech', 2, { cause: 'ground-combat', by: 1 });
  expect(s.board.systems[ACTIVE]!.planets.starpoint!.units['0']!.counts).toEqual({ infantry: 1 });
  expect(s.players[0]!.tradeGoods).toBe(2);
  expect(inReinforcements(s, 0, 'mech')).toBe(4);
  expect(ctx.events).toContainEqual({
    type: 'units-destroyed',
    seat: 0,
    system: ACTIVE,
    planet: 'starpoint',
    unit: 'mech',
    count: 2,
    cause: 'ground-combat',
  });
});

test('31.2 removed units are not destroyed: nothing that watches destruction triggers', () => {
  const s = put(invasionGame(), 0, { mech: 1, carrier: 1 });
  s.players[0]!.technologies.push('sar');
  const ctx = ctxOf(s);
  removeUnits(ctx, spaceOf(ACTIVE), 0, 'mech', 1, 'capacity');
  expect(s.players[0]!.tradeGoods).toBe(0);
  expect(ctx.events.map((e) => e.type)).toEqual(['units-removed']);
});

test('87 destroying units takes damaged ones first unless told otherwise', () => {
  const s = put(invasionGame(), 0, { dreadnought: 2 }, { damaged: { dreadnought: 1 } });
  destroyUnits(ctxOf(s), spaceOf(ACTIVE), 0, 'dreadnought', 1, { cause: 'space-combat' });
  expect(s.board.systems[ACTIVE]!.space['0']).toEqual({ counts: { dreadnought: 1 }, damaged: {} });
});

test("17.1 / 17.5 a captured mech sits on the captor's faction sheet and is not in its owner's reinforcements", () => {
  const s = put(invasionGame({ factions: ['cabal', 'jolnar', 'xxcha'] }), 1, { mech: 1 }, { planet: 'starpoint' });
  const ctx = ctxOf(s);
  destroyUnits(ctx, planetArea(ACTIVE, 'starpoint'), 1, 'mech', 1, { cause: 'ground-combat', by: 0 });
  expect(s.players[0]!.captured).toEqual([{ owner: 1, type: 'mech', count: 1 }]);
  expect(capturedFrom(s, 1, 'mech')).toBe(1);
  expect(inReinforcements(s, 1, 'mech')).toBe(3);
});

test("17.3 a captured infantry returns to its owner's reinforcements; the captor keeps a token", () => {
  const s = put(invasionGame({ factions: ['cabal', 'jolnar', 'xxcha'] }), 1, { infantry: 2 }, { planet: 'starpoint' });
  destroyUnits(ctxOf(s), planetArea(ACTIVE, 'starpoint'), 1, 'infantry', 2, { cause: 'ground-combat', by: 0 });
  expect(s.players[0]!.captured).toEqual([{ owner: null, type: 'infantry', count: 2 }]);
  expect(inReinforcements(s, 1, 'infantry')).toBe(12);
});

test("17.6 a player whose space dock is blockaded cannot capture the blockader's units", () => {
  const s = put(
    invasionGame({ factions: ['cabal', 'jolnar', 'xxcha'] }),
    0,
    { 'space-dock': 1 },
    { planet: 'starpoint' },
  );
  put(s, 1, { cruiser: 1 });
  expect(canCapture(s, 0, 1)).toBe(false);
  expect(canCapture(s, 0, 2)).toBe(true);
  expect(captureUnits(ctxOf(s), 0, 1, 'cruiser', 1)).toBe(false);
  expect(s.players[0]!.captured).toBeUndefined();
});

test("14.2 blockading a space dock returns the blockader's captured ships and mechs, not their tokens", () => {
  const s = put(invasionGame(), 0, { 'space-dock': 1 }, { planet: 'starpoint' });
  s.players[0]!.captured = [
    { owner: 1, type: 'cruiser', count: 2 },
    { owner: null, type: 'fighter', count: 3 },
    { owner: 2, type: 'mech', count: 1 },
  ];
  put(s, 1, { destroyer: 1 });
  const ctx = ctxOf(s);
  releaseOnBlockade(ctx, ACTIVE);
  expect(s.players[0]!.captured).toEqual([
    { owner: null, type: 'fighter', count: 3 },
    { owner: 2, type: 'mech', count: 1 },
  ]);
  expect(ctx.events).toEqual([{ type: 'captured-units-returned', seat: 0, owner: 1, unit: 'cruiser', count: 2 }]);
});

test("23.4 / 67.5a units may be taken back only from systems without the player's command token", () => {
  const s = put(invasionGame(), 0, { cruiser: 2 });
  put(s, 0, { cruiser: 1 }, { system: AROUND[0] });
  s.board.systems[ACTIVE]!.commandTokens.push(0);
  expect(reclaimableAreas(s, 0, 'cruiser')).toEqual([{ area: spaceOf(AROUND[0]!), count: 1 }]);
});

test('63.3 / 85.5 at most two PDS per planet (Homeland Defense Act lifts it); 79.3 / 85.4 one space dock per planet', () => {
  const s = put(invasionGame(), 0, { pds: 2, 'space-dock': 1 }, { planet: 'starpoint' });
  s.board.systems[ACTIVE]!.planets.starpoint!.owner = 0;
  expect(checkStructurePlacement(s, 0, ACTIVE, 'starpoint', 'pds')).toMatchObject({
    ok: false,
    error: { rule: '63.3' },
  });
  expect(checkStructurePlacement(s, 0, ACTIVE, 'starpoint', 'space-dock')).toMatchObject({
    ok: false,
    error: { rule: '79.3' },
  });
  expect(checkStructurePlacement(s, 0, ACTIVE, 'newalbion', 'pds')).toMatchObject({
    ok: false,
    error: { rule: '67.4a' },
  });
  s.laws.push({ id: 'homeland-defense-act', electedTarget: null });
  expect(checkStructurePlacement(s, 0, ACTIVE, 'starpoint', 'pds').ok).toBe(true);
});
