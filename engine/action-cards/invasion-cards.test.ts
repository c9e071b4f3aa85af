import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { actionCardOf } from '../kernel/abilities';
import { loadDice } from '../combat/dice';
import { seedRng } from '../core/rng';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import { AROUND, combatGame, runFrom } from '../testing/combat-scenario';
import {
  ACTIVE,
  addSystem,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  own,
  planetUnits,
  put,
  runInvasion,
  runProduction,
  spaceOf,
  type Run,
} from '../testing/invasion-scenario';
import { giveActionCards } from '../testing/scenario';

/** The engine's refusal of a command, and proof that the state is unchanged. */
function refused(run: Run, seat: Seat, command: Command) {
  const before = structuredClone(run.state);
  const r = apply(run.state, seat, command, { at: 0 });
  if (r.ok) throw new Error(`expected ${command.type} by ${seat} to be refused`);
  expect(run.state).toEqual(before);
  return r.error;
}

/** Passes every open timing window but `stop` until another kind of decision waits (or nothing does). */
function passWindows(run: Run, stop?: string): Run {
  let r = run;
  for (let d = decisionOf(r.state); d?.kind === 'window' && d.window !== stop; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

const use = (ability: string, targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability,
  targets,
});

/** Plays the card, lets seat `saboteur` cancel it with Sabotage, and passes every window after. */
function sabotaged(run: Run, seat: Seat, saboteur: Seat, command: Command): Run {
  let r: Run = { state: giveActionCards(run.state, saboteur, ['sabotage']), events: run.events };
  r = passWindows(answer(r, seat, command), 'when-action-card-played');
  r = answer(r, saboteur, use('sabotage'));
  expect(eventsOf(r, 'ability-cancelled').map((e) => e.by)).toEqual(['sabotage']);
  return r;
}

const discard = (s: GameState) => s.decks.action.discard.map(actionCardOf);

/** Every seat holds a strategy card, so windows have an order to ask in (1.19). */
function withCards(s: GameState): GameState {
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  return s;
}

// ---- Fire Team -------------------------------------------------------------------------------------------------

/** Wellon (tile 19) held by seat 1 with 2 infantry; seat 0 (Letnev, active) landed 2 infantry that roll 1s. */
function fireTeamGame(): Run {
  const s = withCards(combatGame({ active: '19' }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  s.rng = seedRng('fire-team-4'); // the rerolls come from the generator: a fixed one, whatever the decks hold
  const r = runFrom(giveActionCards(s, 0, ['fire-team']), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  return passWindows(r, 'after-ground-combat-rolls');
}

test('2 Fire Team (74, 42.1): after its ground forces roll, its player rerolls the dice they choose', () => {
  let r = fireTeamGame();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ground-combat-rolls' });
  r = answer(r, 0, use('fire-team', { dice: [0, 1] }));
  r = passWindows(r, 'after-ground-combat-rolls');
  expect(eventsOf(r, 'die-rerolled').map((e) => [e.seat, e.owner, e.ability, e.from, e.result, e.hit])).toEqual([
    [0, 0, 'fire-team', 1, 2, false],
    [0, 0, 'fire-team', 1, 10, true],
  ]);
  // The new results count (Letnev infantry hit on 8): the 10 destroys one of seat 1's infantry in round 1.
  r = passWindows(r);
  expect(eventsOf(r, 'units-destroyed')[0]).toMatchObject({ seat: 1, unit: 'infantry', count: 1 });
  expect(discard(r.state)).toEqual(['fire-team']);
});

test('2 Fire Team (74.1, 2.8): only its own dice of that roll; cancelled by Sabotage no die is rerolled', () => {
  const r = fireTeamGame();
  expect(refused(r, 0, use('fire-team', { dice: [2] }))).toMatchObject({ code: 'ability/bad-target', rule: '74.1' });
  expect(refused(r, 0, use('fire-team', { dice: [] }))).toMatchObject({ code: 'ability/bad-target' });
  const c = sabotaged(r, 0, 1, use('fire-team', { dice: [0, 1] }));
  expect(eventsOf(c, 'die-rerolled')).toEqual([]);
  // Before the roll is not after it: the start of the round refuses the card.
  const s = withCards(combatGame({ active: '19' }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 1 }, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  const early = passWindows(
    runFrom(giveActionCards(s, 0, ['fire-team']), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }),
    'start-of-ground-combat-round',
  );
  expect(decisionOf(early.state)).toMatchObject({ window: 'start-of-ground-combat-round' });
  expect(refused(early, 0, use('fire-team', { dice: [0] }))).toMatchObject({ code: 'ability/wrong-window' });
});

// ---- Parley and Ghost Squad ------------------------------------------------------------------------------------

/**
 * Starpoint and New Albion (tile 27) are seat 1's, 1 infantry on each; seat 0 (active) has a carrier with 2 infantry
 * in the space area and lands both on Starpoint. Seat 1 holds `card`; the run stops at the window after the landing.
 */
function landed(card: string): Run {
  const s = withCards(invasionGame());
  own(s, 1, 'starpoint');
  own(s, 1, 'newalbion');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  put(s, 1, { infantry: 1 }, { planet: 'newalbion' });
  put(s, 0, { carrier: 1, infantry: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = passWindows(runInvasion(giveActionCards(s, 1, [card])));
  r = answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] });
  expect(decisionOf(r.state)).toMatchObject({ window: 'after-ground-forces-committed', waitingOn: [1] });
  return r;
}

test('2 Parley (49.2): the units committed to its player’s planet return to the space area; no ground combat there', () => {
  let r = landed('parley');
  r = passWindows(answer(r, 1, use('parley', { planet: 'starpoint' })));
  expect(spaceOf(r.state, 0)?.counts).toEqual({ carrier: 1, infantry: 2 });
  expect(planetUnits(r.state, 'starpoint', 0)?.counts ?? {}).toEqual({});
  expect(eventsOf(r, 'combat-started')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
  expect(discard(r.state)).toEqual(['parley']);
});

test('2 Parley (2.6a, 2.8): refused for a planet nothing landed on; cancelled by Sabotage the invasion goes on', () => {
  const r = landed('parley');
  expect(refused(r, 1, use('parley', { planet: 'newalbion' }))).toMatchObject({ code: 'ability/bad-target' });
  const c = passWindows(sabotaged(r, 1, 0, use('parley', { planet: 'starpoint' })));
  expect(eventsOf(c, 'combat-started').map((e) => [e.combat, e.planet])).toEqual([['ground', 'starpoint']]);
  expect(c.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
});

test('2 Ghost Squad (43, 49.2): its player moves ground forces between their planets in the active system', () => {
  let r = landed('ghost-squad');
  const moves = [{ from: 'newalbion', to: 'starpoint', units: { infantry: 1 } }];
  r = passWindows(answer(r, 1, use('ghost-squad', { moves })));
  expect(planetUnits(r.state, 'newalbion', 1)?.counts ?? {}).toEqual({});
  // Both of seat 1's infantry now defend Starpoint: seat 0's two hits destroy them both.
  expect(eventsOf(r, 'units-destroyed')).toMatchObject([{ seat: 1, planet: 'starpoint', unit: 'infantry', count: 2 }]);
  expect(eventsOf(r, 'note').map((e) => e.text)).toEqual(['Ghost Squad: 1 infantry move from newalbion to starpoint.']);
});

test('2 Ghost Squad (2.6a, 2.8): only its own forces between its own planets; Sabotage leaves them in place', () => {
  const r = landed('ghost-squad');
  const tooMany = [{ from: 'newalbion', to: 'starpoint', units: { infantry: 2 } }];
  expect(refused(r, 1, use('ghost-squad', { moves: tooMany }))).toMatchObject({ code: 'ability/bad-target' });
  const samePlanet = [{ from: 'starpoint', to: 'starpoint', units: { infantry: 1 } }];
  expect(refused(r, 1, use('ghost-squad', { moves: samePlanet }))).toMatchObject({ code: 'ability/bad-target' });
  const moves = [{ from: 'newalbion', to: 'starpoint', units: { infantry: 1 } }];
  const c = sabotaged(r, 1, 0, use('ghost-squad', { moves }));
  expect(planetUnits(c.state, 'newalbion', 1)?.counts).toEqual({ infantry: 1 });
});

// ---- Infiltrate and Reparations --------------------------------------------------------------------------------

/** Passes windows and answers other decisions with their defaults until the window `stop` (or nothing) waits. */
function until(run: Run, stop: string): Run {
  let r = run;
  for (let d = decisionOf(r.state); d && !(d.kind === 'window' && d.window === stop); d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  return r;
}

/**
 * Starpoint is seat 1's with `defence` on it; seat 0 (active, Hacan) lands 2 infantry from its carrier there and wins.
 * `cards` go to their seats first; the run stops at the window `stop`.
 */
function takeStarpoint(defence: Record<string, number>, cards: [Seat, string][], stop: string): Run {
  let s = withCards(invasionGame());
  own(s, 1, 'starpoint');
  put(s, 1, defence, { planet: 'starpoint' });
  put(s, 0, { carrier: 1, infantry: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'space-cannon', result: 1 });
  for (const [seat, card] of cards) s = giveActionCards(s, seat, [card]);
  let r = passWindows(runInvasion(s));
  r = answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] });
  return until(r, stop);
}

test("2 Infiltrate (25, 49.5a): when its player gains a planet, the other player's PDS and space dock become theirs", () => {
  let r = takeStarpoint({ pds: 1, 'space-dock': 1 }, [[0, 'infiltrate']], 'when-planet-control-gained');
  expect(decisionOf(r.state)).toMatchObject({
    window: 'when-planet-control-gained',
    subject: { structures: { pds: 1, 'space-dock': 1 } },
  });
  r = passWindows(answer(r, 0, use('infiltrate')));
  expect(planetUnits(r.state, 'starpoint', 0)?.counts).toEqual({ infantry: 2, pds: 1, 'space-dock': 1 });
  expect(planetUnits(r.state, 'starpoint', 1)?.counts ?? {}).toEqual({});
  expect(eventsOf(r, 'units-placed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'pds', 1, 'infiltrate'],
    [0, 'space-dock', 1, 'infiltrate'],
  ]);
});

test('2 Infiltrate (2.6, 2.8): no moment for it on a planet without structures; Sabotage places nothing', () => {
  // Without structures on the planet the card's moment never comes: the planet is taken and the card stays in hand.
  const bare = takeStarpoint({ infantry: 1 }, [[0, 'infiltrate']], 'when-planet-control-gained');
  expect(decisionOf(bare.state)).toBeUndefined();
  expect(eventsOf(bare, 'planet-control-gained')).toMatchObject([{ seat: 0, planet: 'starpoint', from: 1 }]);
  expect(bare.state.players[0]!.actionCards.map(actionCardOf)).toEqual(['infiltrate']);
  const r = takeStarpoint({ pds: 1 }, [[0, 'infiltrate']], 'when-planet-control-gained');
  expect(refused(r, 0, use('parley', { planet: 'starpoint' }))).toMatchObject({ code: 'ability/wrong-window' });
  const c = passWindows(sabotaged(r, 0, 1, use('infiltrate')));
  expect(planetUnits(c.state, 'starpoint', 0)?.counts).toEqual({ infantry: 2 });
});

/** Seat 1 also has New Albion, exhausted; seat 0 has Wellon (readied) in a neighbouring system. */
function reparationsGame(): Run {
  const r = takeStarpoint({ infantry: 1 }, [[1, 'reparations']], 'after-planet-control-gained');
  const s = structuredClone(r.state);
  own(s, 1, 'newalbion', true);
  addSystem(s, AROUND[0]!, '19');
  own(s, 0, 'wellon', false, AROUND[0]);
  return { state: s, events: r.events };
}

test('2 Reparations (25, 34): after losing a planet, exhaust one of the taker’s planets and ready one of your own', () => {
  let r = reparationsGame();
  expect(decisionOf(r.state)).toMatchObject({
    window: 'after-planet-control-gained',
    subject: { seat: 0, from: 1, planet: 'starpoint' },
    waitingOn: [1],
  });
  expect(options(r.state, 1).map((o) => o.label)).toContain('Reparations: exhaust wellon, ready newalbion');
  r = passWindows(answer(r, 1, use('reparations', { exhaust: 'wellon', ready: 'newalbion' })));
  expect(r.state.board.systems[AROUND[0]!]!.planets.wellon).toMatchObject({ owner: 0, exhausted: true });
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion).toMatchObject({ owner: 1, exhausted: false });
  expect(discard(r.state)).toEqual(['reparations']);
});

test('2 Reparations (2.6a, 2.8): a readied planet of the taker must be chosen; Sabotage changes no planet', () => {
  const r = reparationsGame();
  expect(refused(r, 1, use('reparations', { exhaust: null, ready: 'newalbion' }))).toMatchObject({
    code: 'ability/bad-target',
  });
  expect(refused(r, 1, use('reparations', { exhaust: 'newalbion', ready: 'newalbion' }))).toMatchObject({
    code: 'ability/bad-target',
  });
  const c = passWindows(sabotaged(r, 1, 0, use('reparations', { exhaust: 'wellon', ready: 'newalbion' })));
  expect(c.state.board.systems[AROUND[0]!]!.planets.wellon!.exhausted).toBe(false);
  expect(c.state.board.systems[ACTIVE]!.planets.newalbion!.exhausted).toBe(true);
});

// ---- War Machine -----------------------------------------------------------------------------------------------

/** Seat 0 has a space dock on Starpoint (3 resources: Production 5) and 10 trade goods; it holds `cards`. */
function dockGame(cards: string[]): Run {
  const s = withCards(invasionGame());
  put(s, 0, { 'space-dock': 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  s.players[0]!.tradeGoods = 10;
  return runProduction(giveActionCards(s, 0, cards));
}

const infantry = (count: number, tradeGoods: number): Command => ({
  type: 'produce',
  units: [{ unit: 'infantry', count, planet: 'starpoint' }],
  payment: { resources: [], influence: [], tradeGoods },
});

test('2 War Machine (67, 68.1): +4 to the combined Production value, and the units cost 1 less in all', () => {
  let r = dockGame(['war-machine']);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-producing-units', waitingOn: [0] });
  r = passWindows(answer(r, 0, use('war-machine')));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', bonusUnits: 4, costReduction: 1 });
  // 9 infantry: 5 + 4 Production; they cost 5, less 1.
  expect(refused(r, 0, infantry(9, 3))).toMatchObject({ code: 'economy/cannot-pay' });
  r = answer(r, 0, infantry(9, 4));
  expect(planetUnits(r.state, 'starpoint', 0)?.counts).toEqual({ 'space-dock': 1, infantry: 9 });
  expect(r.state.players[0]!.tradeGoods).toBe(6);
});

test('2 War Machine (68.1, 2.8): cancelled by Sabotage the dock produces its own 5 at full cost', () => {
  const r = dockGame(['war-machine']);
  const c = passWindows(sabotaged(r, 0, 1, use('war-machine')));
  expect(decisionOf(c.state)).toMatchObject({ kind: 'production', bonusUnits: 0, costReduction: 0 });
  expect(refused(c, 0, infantry(6, 3))).toMatchObject({ code: 'production/over-capacity', rule: '68.1' });
  // Integrated Economy places units without Production: War Machine has no moment there.
  const s = withCards(invasionGame());
  own(s, 0, 'starpoint');
  const ie = runFrom(giveActionCards(s, 0, ['war-machine']), 'production/offer', {
    seat: 0,
    system: ACTIVE,
    source: 'integrated-economy',
    planet: 'starpoint',
    maxCost: 3,
  });
  expect(decisionOf(ie.state)).toMatchObject({ kind: 'production', source: 'integrated-economy' });
});

// ---- Blitz, Bunker, Disable ------------------------------------------------------------------------------------

/** Starpoint is seat 1's with `defence`; seat 0 (active) has `fleet` in the space area; stops at the invasion's start. */
function invasionStart(fleet: Record<string, number>, defence: Record<string, number>, cards: [Seat, string][]): Run {
  let s = withCards(invasionGame());
  own(s, 1, 'starpoint');
  put(s, 1, defence, { planet: 'starpoint' });
  put(s, 0, fleet);
  for (const [seat, card] of cards) s = giveActionCards(s, seat, [card]);
  const r = runInvasion(s);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-invasion' });
  return r;
}

const bombardRolls = (r: Run) =>
  eventsOf(r, 'dice-rolled')
    .filter((e) => e.roll === 'bombardment')
    .map((e) => e.dice.map((d) => [d.unit, d.hitsOn, d.modifier, d.result, d.hit]));

test('2 Blitz (15): its player’s non-fighter ships without Bombardment bombard with 6, one die each', () => {
  let r = invasionStart({ cruiser: 2, fighter: 1 }, { infantry: 2 }, [[0, 'blitz']]);
  loadDice(r.state, { seat: 0, roll: 'bombardment', result: 6 });
  r = passWindows(answer(r, 0, use('blitz')));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'bombardment', waitingOn: [0] });
  // Fighters gain nothing.
  expect(
    refused(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'fighter', count: 1 }] }),
  ).toMatchObject({ code: 'invasion/no-bombardment', rule: '15.1' });
  r = answer(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'cruiser', count: 2 }] });
  expect(bombardRolls(r)).toEqual([
    [
      ['cruiser', 6, 0, 6, true],
      ['cruiser', 6, 0, 6, true],
    ],
  ]);
  expect(eventsOf(r, 'units-destroyed')).toMatchObject([{ seat: 1, unit: 'infantry', count: 2, cause: 'bombardment' }]);
});

test('2 Blitz (2.6, 2.8): not for another player’s invasion; cancelled by Sabotage the ships cannot bombard', () => {
  const r = invasionStart({ cruiser: 2 }, { infantry: 2 }, [
    [0, 'blitz'],
    [1, 'bunker'],
  ]);
  expect(refused(r, 1, use('blitz'))).toMatchObject({ code: 'ability/not-held' });
  const c = passWindows(sabotaged(r, 0, 1, use('blitz')));
  expect(decisionOf(c.state)).toBeUndefined(); // no bombardment, and no ground forces to commit
  expect(bombardRolls(c)).toEqual([]);
});

test('2 Bunker (15, 56): -4 to each Bombardment die rolled against its player’s planets in this invasion', () => {
  let r = invasionStart({ dreadnought: 1 }, { infantry: 2 }, [[1, 'bunker']]);
  loadDice(r.state, { seat: 0, roll: 'bombardment', result: 8 });
  r = passWindows(answer(r, 1, use('bunker')));
  r = answer(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 1 }] });
  expect(bombardRolls(r)).toEqual([[['dreadnought', 5, -4, 8, false]]]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([]);
});

test('2 Bunker (2.6, 2.8): not for the invader; cancelled by Sabotage the die hits as rolled', () => {
  const r = invasionStart({ dreadnought: 1 }, { infantry: 2 }, [
    [1, 'bunker'],
    [0, 'blitz'],
  ]);
  loadDice(r.state, { seat: 0, roll: 'bombardment', result: 8 });
  // The invader is not asked in its own invasion's start for Bunker.
  expect(decisionOf(r.state)?.waitingOn).toEqual([1]);
  expect(refused(r, 0, use('bunker'))).toMatchObject({ code: 'flow/not-your-turn' });
  let c = passWindows(sabotaged(r, 1, 0, use('bunker')));
  c = answer(c, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 1 }] });
  expect(bombardRolls(c)).toEqual([[['dreadnought', 5, 0, 8, true]]]);
});

test('2 Disable (65, 77.6): the defender’s PDS lose Planetary Shield and Space Cannon for this invasion', () => {
  let r = invasionStart({ dreadnought: 1, carrier: 1, infantry: 2 }, { pds: 1, infantry: 1 }, [[0, 'disable']]);
  loadDice(r.state, { seat: 0, roll: 'bombardment', result: 1 });
  loadDice(r.state, { seat: 0, roll: 'combat', result: 10 });
  loadDice(r.state, { seat: 1, roll: 'combat', result: 1 });
  r = passWindows(answer(r, 0, use('disable')));
  // Without its Planetary Shield, Starpoint can be bombarded.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'bombardment', waitingOn: [0] });
  r = answer(r, 0, { type: 'bombard', targets: [] });
  r = answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] });
  r = passWindows(r);
  // No space cannon defense: the PDS fire nothing, and the landing takes the planet.
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'space-cannon')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
});

test('2 Disable (2.6, 2.8): not without another player’s PDS there; cancelled by Sabotage the shield holds', () => {
  const none = invasionStart({ dreadnought: 1 }, { infantry: 1 }, [
    [0, 'disable'],
    [1, 'bunker'],
  ]);
  expect(decisionOf(none.state)?.waitingOn).toEqual([1]);
  expect(refused(none, 0, use('disable'))).toMatchObject({ code: 'flow/not-your-turn' });
  const r = invasionStart({ dreadnought: 1, carrier: 1, infantry: 2 }, { pds: 1, infantry: 1 }, [[0, 'disable']]);
  const c = passWindows(sabotaged(r, 0, 1, use('disable')));
  // The Planetary Shield stops the dreadnought's Bombardment: straight to committing ground forces.
  expect(decisionOf(c.state)).toMatchObject({ kind: 'commit-ground-forces' });
});
