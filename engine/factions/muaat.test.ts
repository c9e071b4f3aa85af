// The Embers of Muaat: Star Forge, Gashlai Physiology, the Ember Colossus, Fires of the Gashlai and Magmus Reactor Ω (the
// Inferno is tested in engine/production/flagships.test.ts).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { edit, placeUnits, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { mayEnter } from '../combat/retreat';
import { NO_PAYMENT } from '../economy/spending';
import { productionLimits } from '../production/producers';
import {
  activate,
  key,
  line,
  move,
  tacticalGame,
  unitsIn,
  withPools,
  withTechnologies,
} from '../testing/tactical-scenario';
import { labelsIn } from '../testing/unit-ability-scenario';
import { planMovement } from '../tactical/movement';

/** The Muaat (seat 0) with a war sun at 0,0 (Starpoint) and a mech on Starpoint; 0,1 is Wellon, 0,2 empty space. */
function forgeGame(factions: readonly string[] = ['muaat', 'hacan', 'jolnar']): GameState {
  const s = edit(tacticalGame({ factions, tiles: line('27', '19', '47', '48') }), (d) => {
    d.board.systems[key(0)]!.planets.starpoint!.owner = 0;
  });
  return placeUnits(s, key(0), 0, { 'war-sun': 1 });
}

const forge = (targets: Record<string, unknown>): Command => ({
  type: 'component-action',
  ability: 'star-forge',
  targets,
});

test('Star Forge (Muaat) 22 spend a strategy pool token to place 2 fighters or 1 destroyer with a war sun', () => {
  const s = forgeGame();
  expect(labelsIn(s, 0, 'Component action').filter((l) => l.startsWith('Star Forge'))).toEqual([
    'Star Forge: place 2 fighters in Starpoint/New Albion (27)',
    'Star Forge: place 1 destroyer in Starpoint/New Albion (27)',
  ]);
  const r = playEvents(s, 0, forge({ system: key(0), unit: 'fighter' }));
  expect(unitsIn(r.state, key(0), 0)).toEqual({ 'war-sun': 1, fighter: 2 });
  expect(r.state.players[0]!.pools.strategy).toBe(s.players[0]!.pools.strategy - 1);
  const d = playEvents(s, 0, forge({ system: key(0), unit: 'destroyer' }));
  expect(unitsIn(d.state, key(0), 0)).toEqual({ 'war-sun': 1, destroyer: 1 });
});

test('Star Forge (Muaat) 1.11 without a strategy token, a war sun there, or a right unit it is refused and changes nothing', () => {
  const s = forgeGame();
  expect(refuse(withPools(s, 0, { strategy: 0 }), 0, forge({ system: key(0), unit: 'fighter' }))).toMatchObject({
    rule: '1.11',
  });
  expect(refuse(s, 0, forge({ system: key(1), unit: 'fighter' })).rule).toBe('22');
  expect(refuse(s, 0, forge({ system: key(0), unit: 'cruiser' })).rule).toBe('22');
  // Without a war sun the Muaat is not offered Star Forge; the Hacan never is.
  const none = edit(s, (d) => {
    delete d.board.systems[key(0)]!.space['0'];
  });
  expect(labelsIn(none, 0, 'Component action').some((l) => l.startsWith('Star Forge'))).toBe(false);
  expect(refuse(forgeGame(['hacan', 'muaat', 'jolnar']), 0, forge({ system: key(0), unit: 'fighter' })).rule).toBe(
    '1.3',
  );
});

test('Ember Colossus (Muaat mech) 22 a Star Forge in or next to its system also places 1 infantry with it', () => {
  const s = placeUnits(forgeGame(), key(1), 0, { mech: 1 }, 'wellon');
  expect(labelsIn(s, 0, 'Component action')).toContain(
    'Star Forge: place 1 destroyer in Starpoint/New Albion (27), and 1 infantry with your Ember Colossus on Wellon',
  );
  const r = playEvents(s, 0, forge({ system: key(0), unit: 'destroyer', mechSystem: key(1), mechPlanet: 'wellon' }));
  expect(unitsIn(r.state, key(1), 0, 'wellon')).toEqual({ mech: 1, infantry: 1 });
  expect(unitsIn(r.state, key(0), 0)).toEqual({ 'war-sun': 1, destroyer: 1 });
});

test('Ember Colossus (Muaat mech) 22 a mech two systems away places nothing: refused, nothing changes', () => {
  const s = placeUnits(forgeGame(), key(2), 0, { mech: 1 });
  expect(labelsIn(s, 0, 'Component action').some((l) => l.includes('Ember Colossus'))).toBe(false);
  expect(refuse(s, 0, forge({ system: key(0), unit: 'fighter', mechSystem: key(2) })).rule).toBe('22');
});

/** Seat 0 has a cruiser at 0,0; 1,0 is a supernova; 2,0 and 3,0 are empty. */
const supernovaGame = (faction: string): GameState =>
  placeUnits(tacticalGame({ factions: [faction, 'hacan', 'jolnar'], tiles: line('19', '43', '47', '48') }), key(0), 0, {
    cruiser: 1,
  });

test('Gashlai Physiology (Muaat) 86.1 their ships move through a supernova', () => {
  const s = activate(supernovaGame('muaat'), key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('Gashlai Physiology (Muaat) 86.1 still no ship ends its move in a supernova, and other factions cannot pass', () => {
  const other = { ...supernovaGame('letnev'), tactical: { system: key(2), movedFrom: [], notes: {} } };
  expect(planMovement(other, 0, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }])).toMatchObject({
    ok: false,
    error: { rule: '86.1' },
  });
  const into = { ...supernovaGame('muaat'), tactical: { system: key(1), movedFrom: [], notes: {} } };
  expect(planMovement(into, 0, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }])).toMatchObject({
    ok: false,
    error: { rule: '86.1' },
  });
});

/** The Hacan (seat 0, on its turn) holds the Muaat's (seat 1) Fires of the Gashlai. */
function firesGame(): GameState {
  return edit(tacticalGame({ factions: ['hacan', 'muaat', 'jolnar'], tiles: line('19') }), (d) => {
    d.players[1]!.promissoryNotes = d.players[1]!.promissoryNotes.filter((n) => n !== 'fires@1');
    d.players[0]!.promissoryNotes.push('fires@1');
  });
}

const fires: Command = { type: 'component-action', ability: 'fires-of-the-gashlai', targets: { owner: 1 } };

test('Fires of the Gashlai (Muaat note) 69 the Muaat return a fleet pool token, the holder gains War Sun, note returns', () => {
  const s = firesGame();
  expect(labelsIn(s, 0, 'Component action').filter((l) => l.startsWith('Fires of the Gashlai'))).toHaveLength(1);
  const r = playEvents(s, 0, fires);
  expect(r.state.players[1]!.pools.fleet).toBe(s.players[1]!.pools.fleet - 1);
  expect(r.state.players[0]!.technologies).toContain('ws');
  expect(r.state.players[1]!.promissoryNotes).toContain('fires@1');
  expect(r.state.players[0]!.promissoryNotes).not.toContain('fires@1');
});

test('Fires of the Gashlai (Muaat note) 2.6a with no Muaat fleet pool token, or War Sun owned, it is refused; nothing changes', () => {
  expect(refuse(withPools(firesGame(), 1, { fleet: 0 }), 0, fires).rule).toBe('2.6a');
  const owned = edit(firesGame(), (d) => {
    d.players[0]!.technologies.push('ws');
  });
  expect(refuse(owned, 0, fires).rule).toBe('2.6a');
  expect(labelsIn(owned, 0, 'Component action').some((l) => l.startsWith('Fires of the Gashlai'))).toBe(false);
  expect(refuse(firesGame(), 0, { ...fires, targets: { owner: 2 } }).rule).toBe('69.1');
});

// ---- Magmus Reactor Ω ----------------------------------------------------------------------------------------------

const magmusGame = (faction = 'muaat'): GameState => withTechnologies(supernovaGame(faction), 0, ['mr']);

test('Magmus Reactor Ω (Muaat) 86.1 its owner’s ships move into a supernova and end their move there', () => {
  const s = activate(magmusGame(), key(1));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ cruiser: 1 });
});

test('Magmus Reactor Ω (Muaat) 68.1 a supernova holding its owner’s units produces as a unit with Production 5', () => {
  const s = activate(magmusGame(), key(1));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }]);
  expect(topDecision(r.state)).toMatchObject({ kind: 'production', seat: 0, system: key(1), source: 'tactical' });
  expect(productionLimits(r.state, { seat: 0, system: key(1), source: 'tactical', bonusUnits: 0 })).toMatchObject({
    units: 5,
    groundInSpace: true,
  });
  const cheap = edit(r.state, (d) => {
    d.players[0]!.tradeGoods = 2;
  });
  const two: Command = {
    type: 'produce',
    units: [{ unit: 'destroyer', count: 2 }],
    payment: { ...NO_PAYMENT, tradeGoods: 2 },
  };
  expect(unitsIn(play(cheap, 0, two), key(1), 0)).toEqual({ cruiser: 1, destroyer: 2 });
});

test('Magmus Reactor Ω (Muaat) 68.1 more than 5 units from the supernova are refused; nothing changes', () => {
  const s = activate(magmusGame(), key(1));
  const r = edit(move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }]).state, (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  const before = structuredClone(r);
  const six = { type: 'produce', units: [{ unit: 'fighter', count: 6 }], payment: { ...NO_PAYMENT, tradeGoods: 3 } };
  expect(refuse(r, 0, six as Command).rule).toBe('68.1');
  expect(r).toEqual(before);
});

test('Magmus Reactor Ω (Muaat) 86.1 without it no ship ends its move in a supernova, nor retreats into one', () => {
  const without = { ...supernovaGame('muaat'), tactical: { system: key(1), movedFrom: [], notes: {} } };
  expect(planMovement(without, 0, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }])).toMatchObject({
    ok: false,
    error: { rule: '86.1' },
  });
  expect(mayEnter(without, 0, key(1))).toBe(false);
  expect(mayEnter(magmusGame(), 0, key(1))).toBe(true);
});
