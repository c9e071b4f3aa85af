import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import { apply } from '../flow/apply';
import { actionCardOf } from '../kernel/abilities';
import { loadDice } from '../combat/dice';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  put,
  runFrom,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
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

const hand = (s: GameState, seat: Seat) => s.players[seat]!.actionCards;

/** The combat kit's three players, each holding a strategy card so windows have an order to ask in (1.19). */
function cardGame(): GameState {
  const s = combatGame();
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  return s;
}

// ---- Direct Hit ------------------------------------------------------------------------------------------------

/** Seat 0's cruiser hits, seat 1's dreadnought misses and is about to sustain the hit; seat 0 holds Direct Hit. */
function dreadnoughtSustains(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const withCard = giveActionCards(s, 0, ['direct-hit']);
  const r = passWindows(runFrom(withCard, 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [1] });
  return passWindows(
    answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }),
    'after-sustain-damage',
  );
}

test("2 Direct Hit (87): destroys the ship that just used Sustain Damage against its player's hits", () => {
  let r = dreadnoughtSustains();
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [0] });
  r = passWindows(answer(r, 0, { type: 'use-ability', ability: 'direct-hit', targets: { unit: 'dreadnought' } }));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([[1, 'dreadnought', 'ability']]);
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(hand(r.state, 0)).toEqual([]);
  expect(r.state.decks.action.discard.map(actionCardOf)).toEqual(['direct-hit']);
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([0]);
});

test('2 Direct Hit (87): a ship that did not sustain damage, another window, or a Sabotage leaves the ship alone', () => {
  const r = dreadnoughtSustains();
  expect(refused(r, 0, { type: 'use-ability', ability: 'direct-hit', targets: { unit: 'carrier' } })).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
  // Seat 1 may answer with Sabotage (2.8): the card is discarded and the damaged dreadnought stays.
  const s = giveActionCards(r.state, 1, ['sabotage']);
  let c = answer({ state: s, events: [] }, 0, {
    type: 'use-ability',
    ability: 'direct-hit',
    targets: { unit: 'dreadnought' },
  });
  c = passWindows(c, 'when-action-card-played');
  c = answer(c, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
  expect(eventsOf(c, 'ability-cancelled')).toEqual([
    { type: 'ability-cancelled', ability: 'direct-hit', by: 'sabotage' },
  ]);
  // The dreadnought is not destroyed by the card: it survives to round 2, where the cruiser's next hit destroys it.
  expect(eventsOf(c, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([
    [1, 'dreadnought', 'space-combat'],
  ]);
  expect(eventsOf(c, 'combat-round-started').map((e) => e.round)).toEqual([2]);
});

test('2 Direct Hit (1.22): cannot be played outside the window after a ship sustains damage', () => {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 });
  const r = passWindows(
    runFrom(giveActionCards(s, 0, ['direct-hit']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat-round' });
  expect(refused(r, 0, { type: 'use-ability', ability: 'direct-hit', targets: { unit: 'dreadnought' } })).toMatchObject(
    { code: 'ability/wrong-window', rule: '1.22' },
  );
});

// ---- Morale Boost ----------------------------------------------------------------------------------------------

/** Seat 0's cruiser rolls 6 (it hits on 7), seat 1's dreadnought rolls 1; seat 0 holds Morale Boost. */
function moraleGame(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 6 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return runFrom(giveActionCards(s, 0, ['morale-boost']), 'tactical/space-combat');
}

test('2 Morale Boost (56): +1 to each combat roll of its player for that combat round only', () => {
  let r = passWindows(moraleGame(), 'start-of-combat-round');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat-round', subject: { round: 1 } });
  r = passWindows(answer(r, 0, { type: 'use-ability', ability: 'morale-boost', targets: {} }));
  const round1 = eventsOf(r, 'dice-rolled').filter((e) => e.seat === 0);
  expect(round1.map((e) => e.dice.map((d) => [d.result, d.modifier, d.hit]))).toEqual([[[6, 1, true]]]);
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  r = passWindows(r);
  // Round 2: the same 6 misses without the card.
  const round2 = eventsOf(r, 'dice-rolled').filter((e) => e.seat === 0);
  expect(round2[1]!.dice.map((d) => [d.result, d.modifier, d.hit])).toEqual([[6, 0, false]]);
});

test('2 Morale Boost (1.22, 2.8): refused in another window; cancelled by Sabotage it changes no roll', () => {
  const open = passWindows(moraleGame(), 'start-of-combat-round');
  const s = giveActionCards(open.state, 1, ['sabotage']);
  let r: Run = { state: s, events: [] };
  r = answer(r, 0, { type: 'use-ability', ability: 'morale-boost', targets: {} });
  r = passWindows(r, 'when-action-card-played');
  r = answer(r, 1, { type: 'use-ability', ability: 'sabotage', targets: {} });
  r = passWindows(r);
  expect(
    eventsOf(r, 'dice-rolled')
      .filter((e) => e.seat === 0)[0]!
      .dice.map((d) => [d.modifier, d.hit]),
  ).toEqual([[0, false]]);
  // Before hits are assigned is not the start of a round.
  const later = giveActionCards(put(put(cardGame(), 0, { cruiser: 1 }), 1, { dreadnought: 1 }), 0, ['morale-boost']);
  const at = passWindows(runFrom(later, 'tactical/space-combat'), 'before-hits-assigned');
  expect(decisionOf(at.state)).toMatchObject({ window: 'before-hits-assigned' });
  expect(refused(at, 0, { type: 'use-ability', ability: 'morale-boost', targets: {} })).toMatchObject({
    code: 'ability/wrong-window',
  });
});

// ---- Shields Holding -------------------------------------------------------------------------------------------

/** Seat 0's two cruisers hit every round, seat 1's two cruisers miss; seat 1 holds Shields Holding. */
function shieldsGame(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 2 }), 1, { cruiser: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return passWindows(
    runFrom(giveActionCards(s, 1, ['shields-holding']), 'tactical/space-combat'),
    'before-hits-assigned',
  );
}

test('2 Shields Holding (78.6): cancels up to 2 hits before its player assigns them to their ships', () => {
  let r = shieldsGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-hits-assigned', subject: { planet: null } });
  r = passWindows(answer(r, 1, { type: 'use-ability', ability: 'shields-holding', targets: { hits: 2 } }));
  // Round 1 costs seat 1 nothing; round 2 (no card left) destroys both cruisers.
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([[1, 'cruiser', 2]]);
  expect(eventsOf(r, 'combat-round-started').map((e) => e.round)).toEqual([1, 2]);
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([0]);
});

test('2 Shields Holding (2.6a): cannot cancel more than 2 hits, nor hits that were not produced', () => {
  const r = shieldsGame();
  expect(refused(r, 1, { type: 'use-ability', ability: 'shields-holding', targets: { hits: 3 } })).toMatchObject({
    code: 'input/bad-targets',
  });
  // Seat 0 (holding the card too) has no hit against its ships to cancel.
  const s = put(put(cardGame(), 0, { cruiser: 2 }), 1, { cruiser: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  const both = giveActionCards(giveActionCards(s, 1, ['shields-holding']), 0, ['shields-holding']);
  const open = passWindows(runFrom(both, 'tactical/space-combat'), 'before-hits-assigned');
  expect(decisionOf(open.state)).toMatchObject({ window: 'before-hits-assigned', waitingOn: [0, 1] });
  expect(refused(open, 0, { type: 'use-ability', ability: 'shields-holding', targets: { hits: 1 } })).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
});

// ---- Emergency Repairs -----------------------------------------------------------------------------------------

test('2 Emergency Repairs (87.3): at the start of a combat round every damaged unit of its player there is repaired', () => {
  const s = put(put(cardGame(), 0, { dreadnought: 2, cruiser: 1 }, { damaged: { dreadnought: 2 } }), 1, {
    cruiser: 1,
  });
  let r = passWindows(
    runFrom(giveActionCards(s, 0, ['emergency-repairs']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
  r = answer(r, 0, { type: 'use-ability', ability: 'emergency-repairs', targets: {} });
  expect(spaceOf(r.state, 0)).toEqual({ counts: { dreadnought: 2, cruiser: 1 }, damaged: {} });
  expect(eventsOf(r, 'units-repaired')).toEqual([
    {
      type: 'units-repaired',
      seat: 0,
      system: ACTIVE,
      planet: null,
      unit: 'dreadnought',
      count: 2,
      cause: 'emergency-repairs',
    },
  ]);
});

test('2 Emergency Repairs (2.6a): refused to a player with no damaged unit in the active system', () => {
  const s = put(put(cardGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  const r = passWindows(
    runFrom(giveActionCards(s, 0, ['emergency-repairs']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
  expect(refused(r, 0, { type: 'use-ability', ability: 'emergency-repairs', targets: {} })).toMatchObject({
    code: 'ability/not-eligible',
  });
});

// ---- Maneuvering Jets ------------------------------------------------------------------------------------------

/** Seat 1's two PDS on Wellon (the active system) hit seat 0's ships with every die; seat 0 holds Maneuvering Jets. */
function jetsGame(pdsHit = true): Run {
  const s = cardGame();
  s.board.systems[ACTIVE] = structuredClone(combatGame({ active: '19' }).board.systems[ACTIVE]!);
  s.board.systems[ACTIVE].planets.wellon!.owner = 1;
  put(s, 1, { pds: 2 }, { planet: 'wellon' });
  put(s, 0, { cruiser: 2 });
  loadDice(s, { seat: 1, roll: 'space-cannon', result: pdsHit ? 10 : 1 });
  let r = runFrom(giveActionCards(s, 0, ['maneuvering-jets']), 'tactical/space-cannon-offense');
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  return passWindows(r, 'before-space-cannon-hits-assigned');
}

test("2 Maneuvering Jets (77): cancels 1 hit of another player's space cannon roll before its player assigns them", () => {
  let r = jetsGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-space-cannon-hits-assigned', waitingOn: [0] });
  r = passWindows(answer(r, 0, { type: 'use-ability', ability: 'maneuvering-jets', targets: {} }));
  // One hit is left: it destroys one of the two cruisers (no choice to make).
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'cruiser', 1, 'space-cannon'],
  ]);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
  expect(r.state.tactical?.notes['space-cannon-cancelled']).toBeUndefined();
});

test('2 Maneuvering Jets (2.6a, 1.22): refused when the roll produced no hit, and outside its window', () => {
  const miss = jetsGame(false);
  expect(decisionOf(miss.state)).toMatchObject({ window: 'before-space-cannon-hits-assigned' });
  expect(refused(miss, 0, { type: 'use-ability', ability: 'maneuvering-jets', targets: {} })).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  const r = runFrom(giveActionCards(s, 0, ['maneuvering-jets']), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window' });
  expect(refused(r, 0, { type: 'use-ability', ability: 'maneuvering-jets', targets: {} })).toMatchObject({
    code: 'ability/wrong-window',
  });
});

test("2 Morale Boost (56, 42): played at the start of a ground combat round, +1 to its player's ground force rolls", () => {
  const s = cardGame();
  s.board.systems[ACTIVE] = structuredClone(combatGame({ active: '19' }).board.systems[ACTIVE]!);
  s.board.systems[ACTIVE].planets.wellon!.owner = 1;
  put(s, 0, { infantry: 1 }, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  loadDice(s, { seat: 0, roll: 'combat', result: 7 }); // Letnev infantry hit on 8
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = runFrom(giveActionCards(s, 0, ['morale-boost']), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  r = passWindows(r, 'start-of-ground-combat-round');
  expect(refused(r, 0, { type: 'use-ability', ability: 'morale-boost', targets: {} })).toMatchObject({
    code: 'ability/wrong-window',
  });
  r = passWindows(answer(r, 0, { type: 'use-ability', ability: 'morale-boost-ground', targets: {} }));
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => [d.result, d.modifier, d.hit])).toEqual([[7, 1, true]]);
  expect(eventsOf(r, 'combat-ended').map((e) => [e.combat, e.winner])).toEqual([['ground', 0]]);
});
