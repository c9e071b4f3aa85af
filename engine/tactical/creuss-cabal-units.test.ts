import { expect, test } from 'vitest';
import { areAdjacent } from '../galaxy/adjacency';
import { mayTransactAcross } from '../transactions/scope';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withNextRolls,
  withTechnologies,
} from '../testing/tactical-scenario';
import { planMovement } from './movement';
import { anomaliesOf } from './anomalies';
import { unitWormholes } from '../factions/ghost.effects';
import { movementAdjacency } from './paths';

/** Creuss Gate (delta) at key(0), then three empty systems; seat 0 plays the Creuss, seat 2 the Vuil'raith. */
const creussGame = () => tacticalGame({ tiles: line('17', '19', '20', '47'), factions: ['ghost', 'sol', 'cabal'] });

test("101 the Hil Colish's system contains a delta wormhole, which follows the ship", () => {
  const s = placeUnits(creussGame(), key(3), 0, { flagship: 1 });
  expect(unitWormholes(s)).toEqual({ [key(3)]: ['delta'] });
  expect(areAdjacent(s.board, key(0), key(3), movementAdjacency(s, 0))).toBe(true);
  // Another faction's flagship carries no wormhole.
  const sol = placeUnits(creussGame(), key(3), 1, { flagship: 1 });
  expect(unitWormholes(sol)).toEqual({});
});

test("6.1 ships move through the Hil Colish's delta wormhole: a cruiser crosses from the Creuss Gate in one move", () => {
  let s = placeUnits(placeUnits(creussGame(), key(3), 0, { flagship: 1 }), key(0), 0, { cruiser: 1 });
  s = activate(s, key(3));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ flagship: 1, cruiser: 1 });
  // Without the flagship there, the active system is three systems away (58.4f): the movement step asks nothing.
  const alone = activate(placeUnits(creussGame(), key(0), 0, { cruiser: 1 }), key(3));
  expect(topDecision(alone)?.kind).not.toBe('move-ships');
  const during = { ...alone, tactical: { system: key(3), movedFrom: [], notes: {} } };
  expect(planMovement(during, 0, [{ from: key(0), ships: { cruiser: 1 }, path: [key(3)] }])).toMatchObject({
    ok: false,
    error: { code: 'movement/not-adjacent', rule: '58.4f' },
  });
});

test("6.1 the Hil Colish's delta wormhole serves other players too (60.2 neighbours)", () => {
  let s = placeUnits(creussGame(), key(3), 0, { flagship: 1 });
  s = placeUnits(s, key(0), 1, { cruiser: 1 });
  expect(mayTransactAcross(s, 0, 1)).toBe(true);
  const moved = placeUnits(creussGame(), key(2), 0, { flagship: 1 });
  expect(mayTransactAcross(placeUnits(moved, key(0), 1, { cruiser: 1 }), 0, 1)).toBe(true);
  const gone = placeUnits(creussGame(), key(3), 1, { cruiser: 1 });
  expect(mayTransactAcross(placeUnits(gone, key(0), 2, { cruiser: 1 }), 1, 2)).toBe(false);
});

test('58.6 the Hil Colish may move after the other ships: they use its delta wormhole where it started', () => {
  let s = placeUnits(placeUnits(creussGame(), key(2), 0, { flagship: 1 }), key(0), 0, { destroyer: 1 });
  s = activate(s, key(3));
  const r = move(s, [
    { from: key(2), ships: { flagship: 1 } },
    { from: key(0), ships: { destroyer: 1 }, path: [key(2), key(3)] },
  ]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ flagship: 1, destroyer: 1 });
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
});

test('58.6 the Hil Colish may move before the other ships: they use its delta wormhole in the active system', () => {
  let s = placeUnits(placeUnits(creussGame(), key(2), 0, { flagship: 1 }), key(0), 0, { destroyer: 1 });
  s = activate(s, key(3));
  const r = move(s, [
    { from: key(0), ships: { destroyer: 1 }, path: [key(3)] },
    { from: key(2), ships: { flagship: 1 } },
  ]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ flagship: 1, destroyer: 1 });
  // If the flagship stays behind, the delta wormhole stays with it: the same path is refused.
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { destroyer: 1 }, path: [key(3)] }] }),
  ).toMatchObject({ rule: '58.4f' });
  expect(unitsIn(s, key(2), 0)).toEqual({ flagship: 1 });
});

/** The Creuss Gate (delta) at key(0), an empty system, a gravity rift holding the Hil Colish at key(2), an empty key(3). */
const riftGame = (rolls: readonly ((roll: number) => boolean)[]) => {
  const s = tacticalGame({ tiles: line('17', '47', '41', '48'), factions: ['ghost', 'sol', 'cabal'] });
  return withNextRolls(placeUnits(placeUnits(s, key(2), 0, { flagship: 1 }), key(0), 0, { carrier: 1 }), rolls);
};
/** The carrier (move 1) reaches key(3) only through the Hil Colish's wormhole once the flagship is there. */
const throughTheFlagship = [
  { from: key(0), ships: { carrier: 1 }, path: [key(3)] },
  { from: key(2), ships: { flagship: 1 } },
];

test('41.2 FAQ: the Hil Colish moving first and lost to a gravity rift takes its wormhole: ships routed through it stay', () => {
  const r = move(activate(riftGame([(n) => n <= 3]), key(3)), throughTheFlagship);
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toMatchObject([
    { seat: 0, system: key(2), unit: 'flagship', removed: true },
  ]);
  // The carrier never leaves the Creuss Gate: nothing arrives, and it rolled no die.
  expect(unitsIn(r.state, key(0), 0)).toEqual({ carrier: 1 });
  expect(unitsIn(r.state, key(3), 0)).toEqual({});
  expect(r.events.filter((e) => e.type === 'ships-moved')).toEqual([]);
  // The same movement with the flagship through the rift brings both in.
  const kept = move(activate(riftGame([(n) => n >= 4]), key(3)), throughTheFlagship);
  expect(unitsIn(kept.state, key(3), 0)).toEqual({ flagship: 1, carrier: 1 });
  expect(unitsIn(kept.state, key(0), 0)).toEqual({});
});

test('41.2 FAQ: the Hil Colish moving after the other ships and lost to a rift does not stop those that used its wormhole', () => {
  // The destroyer goes through the flagship's wormhole where it started (key 2), then both leave the rift: the
  // flagship's roll fails, the destroyer's succeeds.
  let s = placeUnits(riftGame([(n) => n <= 3, (n) => n >= 4]), key(0), 0, { destroyer: 1 });
  s = activate(s, key(3));
  const r = move(s, [
    { from: key(2), ships: { flagship: 1 } },
    { from: key(0), ships: { destroyer: 1 }, path: [key(2), key(3)] },
  ]);
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toMatchObject([
    { unit: 'flagship', removed: true },
    { unit: 'destroyer', removed: false },
  ]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ destroyer: 1 });
});

/** A row whose first system (tile 19) holds Wellon, where the Vuil'raith may have its space dock. */
const cabalGame = () => tacticalGame({ tiles: line('19', '20', '47'), factions: ['cabal', 'hacan', 'letnev'] });

test("41 the Dimensional Tear's system is a gravity rift (9.4), for every player", () => {
  const s = placeUnits(cabalGame(), key(0), 0, { 'space-dock': 1 }, 'wellon');
  expect(anomaliesOf(s, key(0))).toEqual(['gravity-rift']);
  // Another faction's space dock does not make a rift.
  const hacan = placeUnits(cabalGame(), key(0), 1, { 'space-dock': 1 }, 'wellon');
  expect(anomaliesOf(hacan, key(0))).toEqual([]);
});

test("41.1 the Vuil'raith's ships leave their Dimensional Tear with +1 move and roll no die (41.2)", () => {
  let s = placeUnits(placeUnits(cabalGame(), key(0), 0, { 'space-dock': 1 }, 'wellon'), key(0), 0, { carrier: 1 });
  s = activate(s, key(2));
  // The carrier (move 1) reaches the system two away thanks to the rift's +1.
  const r = move(s, [{ from: key(0), ships: { carrier: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1 });
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toEqual([]);
});

test("41.2 other players' ships leaving a Dimensional Tear roll for it as for any gravity rift", () => {
  let s = tacticalGame({ tiles: line('19', '20', '47'), factions: ['hacan', 'letnev', 'cabal'] });
  s = placeUnits(placeUnits(s, key(0), 2, { 'space-dock': 1 }, 'wellon'), key(0), 0, { carrier: 1 });
  s = activate(withNextRolls(s, [(r) => r <= 3]), key(2));
  const r = move(s, [{ from: key(0), ships: { carrier: 1 }, path: [key(1), key(2)] }]);
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toMatchObject([
    { seat: 0, system: key(0), unit: 'carrier', needed: 4, removed: true },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({});
});

test("FAQ: Light/Wave Deflector lets another player's fleet pass the Hil Colish's system into the Creuss Gate (58.4b)", () => {
  // Sol (seat 0) at key(3); the Hil Colish (seat 1) at key(2); the Creuss Gate at key(0), reached by the delta wormhole.
  const base = () => {
    const s = tacticalGame({ tiles: line('17', '19', '20', '47'), factions: ['sol', 'ghost', 'cabal'] });
    return placeUnits(placeUnits(s, key(2), 1, { flagship: 1 }), key(3), 0, { cruiser: 1 });
  };
  const path = [{ from: key(3), ships: { cruiser: 1 }, path: [key(2), key(0)] }];
  // Without the technology no ship of Sol's can reach: the movement step asks nothing, and the route is refused.
  const blocked = activate(base(), key(0));
  expect(topDecision(blocked)?.kind).not.toBe('move-ships');
  const during = { ...blocked, tactical: { system: key(0), movedFrom: [], notes: {} } };
  expect(planMovement(during, 0, path)).toMatchObject({ ok: false, error: { rule: '58.4b' } });
  const r = move(activate(withTechnologies(base(), 0, ['lwd']), key(0)), path);
  expect(unitsIn(r.state, key(0), 0)).toEqual({ cruiser: 1 });
});
