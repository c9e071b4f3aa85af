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
  put,
  runFrom,
  settle,
  spaceOf,
} from '../testing/combat-scenario';
import { spaceCombatResult } from './combat-record';
import { retreatDestinations } from './retreat';
import { optionLabels } from '../testing/scenario';

/** Seat 0 attacks seat 1 with cruisers; nobody hits, so retreats decide the combat. */
function standoff() {
  const s = put(put(combatGame(), 0, { cruiser: 2 }), 1, { cruiser: 1, carrier: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true, 'carrier');
  loaded(s, 1, 'combat', false, 'cruiser');
  return s;
}

test('78.4 the defender may announce a retreat first; 78.4b the attacker then cannot', () => {
  const s = put(
    put(standoff(), 0, { destroyer: 1 }, { system: AROUND[0] }),
    1,
    { destroyer: 1 },
    { system: AROUND[3] },
  );
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/announce-retreat', waitingOn: [1] });
  r = answer(r, 1, { type: 'choose', option: 'retreat' });
  r = settle(r);
  expect(eventsOf(r, 'retreat-announced')).toEqual([
    { type: 'retreat-announced', seat: 1, system: ACTIVE, forced: false },
  ]);
  // 78.7: after the hits, the defender retreats to the only eligible system, and places a command token (78.7d).
  expect(spaceOf(r.state, 1, AROUND[3])?.counts).toEqual({ destroyer: 1, cruiser: 1, carrier: 1 });
  expect(r.state.board.systems[AROUND[3]!]!.commandTokens).toEqual([1]);
  expect(eventsOf(r, 'retreated')).toEqual([
    { type: 'retreated', seat: 1, from: ACTIVE, to: AROUND[3], units: { cruiser: 1, carrier: 1 } },
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0, loser: 1, rounds: 1 });
});

test('78.4 when the defender does not announce a retreat, the attacker may', () => {
  const s = put(
    put(standoff(), 0, { destroyer: 1 }, { system: AROUND[0] }),
    1,
    { destroyer: 1 },
    { system: AROUND[3] },
  );
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 1, { type: 'choose', option: 'stay' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/announce-retreat', waitingOn: [0] });
  r = settle(answer(r, 0, { type: 'choose', option: 'retreat' }));
  expect(spaceOf(r.state, 0, AROUND[0])?.counts).toEqual({ destroyer: 1, cruiser: 1 });
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 1, loser: 0 });
});

test('78.4c a player with no eligible system cannot announce a retreat (no question is asked)', () => {
  const s = standoff();
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([]);
  expect(retreatDestinations(s, 1, ACTIVE)).toEqual([]);
  const r = runFrom(s, 'tactical/space-combat');
  // The whole combat runs without a single question: the carrier's hits leave no choice either.
  expect(r.state.stack).toEqual([]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 1, rounds: 2 });
});

test("78.7c a retreat needs an adjacent system with the player's units or planets and no other player's ships", () => {
  const s = combatGame({ around: { 1: '19', 2: '43', 4: '44' } });
  put(s, 0, { infantry: 1 }, { system: AROUND[0] }); // own units: eligible
  s.board.systems[AROUND[1]!]!.planets.wellon!.owner = 0; // own planet: eligible
  put(s, 0, { cruiser: 1 }, { system: AROUND[2] }); // supernova: ships cannot enter (86.1)
  put(s, 0, { cruiser: 1 }, { system: AROUND[3] });
  put(s, 1, { fighter: 1 }, { system: AROUND[3] }); // another player's ships
  put(s, 0, { infantry: 1 }, { system: AROUND[4] }); // asteroid field without Antimass Deflectors (11.1)
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([AROUND[0], AROUND[1]].sort());
  give(s, 0, 'amd');
  expect(retreatDestinations(s, 0, ACTIVE)).toContain(AROUND[4]);
});

test("78.7c Dark Energy Tap: ships may retreat into an adjacent system with no other player's units", () => {
  const s = combatGame();
  put(s, 1, { infantry: 1 }, { system: AROUND[5] });
  expect(retreatDestinations(s, 0, ACTIVE)).toEqual([]);
  give(s, 0, 'det');
  expect(retreatDestinations(s, 0, ACTIVE).sort()).toEqual(AROUND.filter((k) => k !== AROUND[5]).sort());
});

test('78.7b ships without a move value stay, and fighters and ground forces that cannot be carried are removed', () => {
  const s = put(put(combatGame(), 0, { carrier: 1, dreadnought: 1, fighter: 6, infantry: 1 }), 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: AROUND[0] });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  r = settle(answer(r, 0, { type: 'choose', option: 'retreat' }));
  expect(spaceOf(r.state, 0, AROUND[0])).toEqual({
    counts: { destroyer: 1, carrier: 1, dreadnought: 1, fighter: 5 },
    damaged: { dreadnought: 1 },
  });
  expect(eventsOf(r, 'units-removed').map((e) => [e.unit, e.count, e.reason])).toEqual([
    ['fighter', 1, 'capacity'],
    ['infantry', 1, 'capacity'],
  ]);
  expect(spaceOf(r.state, 0)).toBeUndefined();
});

test('78.7a a retreat does not happen when the opponent has no ships left', () => {
  const s = put(put(combatGame(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: AROUND[0] });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/space-combat');
  r = settle(answer(r, 0, { type: 'choose', option: 'retreat' }));
  expect(eventsOf(r, 'retreated')).toEqual([]);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0 });
});

test('78.7 with several eligible systems the retreating player chooses one', () => {
  const s = put(put(combatGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  put(s, 0, { infantry: 1 }, { system: AROUND[0] });
  put(s, 0, { infantry: 1 }, { system: AROUND[2] });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 0, { type: 'choose', option: 'retreat' });
  r = answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/retreat-to', waitingOn: [0] });
  r = answer(r, 0, { type: 'choose', option: AROUND[2]! });
  expect(spaceOf(r.state, 0, AROUND[2])?.counts).toEqual({ infantry: 1, dreadnought: 1 });
});

test('78.7 ships that retreated count against the fleet pool in their new system (37)', () => {
  // Not the Letnev as seat 0: their Armada would allow 2 ships beyond the fleet pool.
  const s = put(put(combatGame({ factions: ['hacan', 'sol', 'l1z1x'] }), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: AROUND[0] });
  s.players[0]!.pools.fleet = 1;
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 0, { type: 'choose', option: 'retreat' });
  r = answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'fleet-pool/remove', waitingOn: [0] });
});

/** Seat 0 controls Wellon next door (AROUND[0]), its only place to retreat to (78.7c), and stays in the game (33.1). */
function withHomePlanet() {
  const s = combatGame({ around: { 0: '19' } });
  s.board.systems[AROUND[0]!]!.planets.wellon!.owner = 0;
  return s;
}

/** Neither side can hit, so seat 0 must retreat (78.9 FAQ): a carrier and a destroyer with 3 fighters, 2 infantry and a mech. */
function crowdedRetreat() {
  const s = put(put(withHomePlanet(), 0, { carrier: 1, destroyer: 1, fighter: 3, infantry: 2, mech: 1 }), 1, {
    dreadnought: 1,
  });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return runFrom(s, 'tactical/space-combat');
}

test('78.7b / 16.3a the retreating player chooses which fighters and ground forces their ships carry; the rest is removed', () => {
  const r = crowdedRetreat();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/retreat-carry', waitingOn: [0] });
  // Capacity 4 for 6 units: every full load (5 of them) of mechs, fighters and infantry is offered, the engine's pick first.
  const labels = optionLabels(r.state, 0);
  expect(labels[0]).toBe('Retreat carrying 1 mech, 3 fighters (remove 2 infantry)');
  expect(labels).toHaveLength(5);
  const done = answer(r, 0, { type: 'choose', option: 'mech=0,fighter=2,infantry=2' });
  expect(spaceOf(done.state, 0, AROUND[0])?.counts).toEqual({ carrier: 1, destroyer: 1, fighter: 2, infantry: 2 });
  expect(
    eventsOf(done, 'units-removed')
      .filter((e) => e.seat === 0)
      .map((e) => [e.unit, e.count, e.reason]),
  ).toEqual([
    ['mech', 1, 'capacity'],
    ['fighter', 1, 'capacity'],
  ]);
});

test("78.7b / 16.3a a player who does not choose carries the engine's pick: mechs, then fighters, then infantry", () => {
  const done = answer(crowdedRetreat(), 0, { type: 'timeout' });
  expect(spaceOf(done.state, 0, AROUND[0])?.counts).toEqual({ carrier: 1, destroyer: 1, mech: 1, fighter: 3 });
});

test('78.7d / 20.3b with no command token in reinforcements, the retreating player chooses the pool it comes from', () => {
  const s = put(put(withHomePlanet(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  s.players[0]!.pools = { tactic: 6, fleet: 5, strategy: 5 };
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/retreat-token', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toHaveLength(3);
  r = answer(r, 0, { type: 'choose', option: 'strategy' });
  expect(r.state.players[0]!.pools).toEqual({ tactic: 6, fleet: 5, strategy: 4 });
  expect(r.state.board.systems[AROUND[0]!]!.commandTokens).toEqual([0]);
  expect(spaceOf(r.state, 0, AROUND[0])?.counts).toEqual({ cruiser: 1 });
});

test("78.7d / 20.3b a system that already holds the player's token takes no other, so nothing is asked", () => {
  const s = put(put(withHomePlanet(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  s.players[0]!.pools = { tactic: 6, fleet: 4, strategy: 5 };
  s.board.systems[AROUND[0]!]!.commandTokens.push(0);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'retreated')).toHaveLength(1);
  expect(r.state.players[0]!.pools).toEqual({ tactic: 6, fleet: 4, strategy: 5 });
  expect(r.state.board.systems[AROUND[0]!]!.commandTokens).toEqual([0]);
});
