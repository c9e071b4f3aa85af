import { expect, test } from 'vitest';
import { actionCardOf } from '../kernel/abilities';
import { loadDice } from '../combat/dice';
import {
  ACTIVE,
  AROUND,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  put,
  planetUnits,
  runFrom,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import type { Seat } from '../core/state';
import { giveActionCards } from '../testing/scenario';
import { invasionGame, own, runInvasion } from '../testing/invasion-scenario';
import { cardGame, passWindows, refused, use } from './combat-card-testkit';

// ---- Skilled Retreat -------------------------------------------------------------------------------------------

/** Seat 0 (attacker) has a cruiser, seat 1 a destroyer and a carrier with 2 fighters and 1 infantry; seat 1 holds it. */
function skilledGame(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { destroyer: 1, carrier: 1, fighter: 2, infantry: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return passWindows(
    runFrom(giveActionCards(s, 1, ['skilled-retreat']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
}

test('2.1 Skilled Retreat moves the ships out and ends the combat without a winner (78.10)', () => {
  let r = skilledGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'start-of-combat-round', subject: { round: 1 } });
  r = passWindows(answer(r, 1, use('skilled-retreat', { system: AROUND[0] })));
  expect(decisionOf(r.state)).toBeUndefined();
  // Ships move; the carrier transports the fighters and the infantry (its capacity is 4).
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(spaceOf(r.state, 1, AROUND[0])?.counts).toEqual({ destroyer: 1, carrier: 1, fighter: 2, infantry: 1 });
  expect(r.state.board.systems[AROUND[0]!]!.commandTokens).toEqual([1]);
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  expect(eventsOf(r, 'combat-ended').map((e) => [e.winner, e.loser])).toEqual([[null, null]]);
  expect(r.state.tactical?.notes['space-combat']).toMatchObject({ winner: null, loser: null, rounds: 1 });
  expect(r.state.decks.action.discard.map(actionCardOf)).toEqual(['skilled-retreat']);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
});

test("2.6a Skilled Retreat is refused into a system with another player's ships; cancelled by Sabotage nothing moves", () => {
  const r = skilledGame();
  put(r.state, 2, { destroyer: 1 }, { system: AROUND[0] });
  expect(refused(r, 1, use('skilled-retreat', { system: AROUND[0] }))).toMatchObject({
    code: 'ability/bad-target',
    rule: '2.6a',
  });
  // Not adjacent: the active system itself.
  expect(refused(r, 1, use('skilled-retreat', { system: ACTIVE }))).toMatchObject({ code: 'ability/bad-target' });
  let c: Run = { state: giveActionCards(r.state, 0, ['sabotage']), events: [] };
  c = passWindows(answer(c, 1, use('skilled-retreat', { system: AROUND[1] })), 'when-action-card-played');
  c = answer(c, 0, use('sabotage'));
  expect(eventsOf(c, 'ability-cancelled')).toEqual([
    { type: 'ability-cancelled', ability: 'skilled-retreat', by: 'sabotage' },
  ]);
  c = passWindows(c);
  expect(eventsOf(c, 'retreated')).toEqual([]);
  expect(spaceOf(c.state, 1)?.counts).toMatchObject({ destroyer: 1, carrier: 1 });
  expect(eventsOf(c, 'dice-rolled').length).toBeGreaterThan(0);
});

test('FAQ: Skilled Retreat ships take ground forces aboard from the planets of the active system, with room (95.1)', () => {
  // The same fleet over Vefut II, where seat 1 has 3 infantry and 1 mech: the carrier (capacity 6) has room for 3.
  const s = combatGame({ active: '20' });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  put(put(s, 0, { cruiser: 1 }), 1, { destroyer: 1, carrier: 1, fighter: 2, infantry: 1 });
  put(s, 1, { infantry: 3, mech: 1 }, { planet: 'vefutii' });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = passWindows(
    runFrom(giveActionCards(s, 1, ['skilled-retreat']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
  r = passWindows(answer(r, 1, use('skilled-retreat', { system: AROUND[0] })));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'transport/board', waitingOn: [1] });
  // A pick beyond what is on the planet is refused; the mech and 2 infantry board and fill the carrier.
  expect(refused(r, 1, { type: 'choose', option: 'vefutii:pds' })).toMatchObject({ rule: '95.1' });
  for (const option of ['vefutii:mech', 'vefutii:infantry', 'vefutii:infantry'])
    r = passWindows(answer(r, 1, { type: 'choose', option }));
  expect(decisionOf(r.state)).toBeUndefined();
  expect(spaceOf(r.state, 1, AROUND[0])?.counts).toEqual({
    destroyer: 1,
    carrier: 1,
    fighter: 2,
    infantry: 3,
    mech: 1,
  });
  expect(planetUnits(r.state, 'vefutii', 1)?.counts).toEqual({ infantry: 1 });
  expect(eventsOf(r, 'combat-ended').map((e) => [e.winner, e.loser])).toEqual([[null, null]]);
});

// ---- Rout ------------------------------------------------------------------------------------------------------

/** Seat 0 attacks with a cruiser and has a destroyer next door (a place to retreat to); seat 1 defends with one. */
function routGame(holder: 0 | 1 = 1): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: AROUND[2] });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  // The other seat holds a Sabotage, so that the window is open to the defender in every case.
  const held = giveActionCards(giveActionCards(s, holder, ['rout']), 1 - holder, ['sabotage']);
  return passWindows(runFrom(held, 'tactical/space-combat'), 'announce-retreats');
}

test('2.1 Rout (78.4) makes the attacker announce a retreat, and they retreat after the rolls (78.7)', () => {
  let r = routGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'announce-retreats', waitingOn: [1] });
  r = passWindows(answer(r, 1, use('rout')));
  expect(eventsOf(r, 'retreat-announced')).toEqual([
    { type: 'retreat-announced', seat: 0, system: ACTIVE, forced: true },
  ]);
  expect(eventsOf(r, 'retreated').map((e) => [e.seat, e.to])).toEqual([[0, AROUND[2]]]);
  expect(spaceOf(r.state, 0, AROUND[2])?.counts).toEqual({ destroyer: 1, cruiser: 1 });
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([1]);
});

test('2.6a Rout is refused to the attacker, and when the attacker has nowhere to retreat', () => {
  const a = routGame(0);
  expect(decisionOf(a.state)).toMatchObject({ window: 'announce-retreats', waitingOn: [1] });
  expect(refused(a, 0, use('rout'))).toMatchObject({ code: 'flow/not-your-turn' });
  const r = routGame();
  delete r.state.board.systems[AROUND[2]!]!.space['0'];
  expect(refused(r, 1, use('rout'))).toMatchObject({ code: 'ability/bad-target', rule: '2.6a' });
});

// ---- Waylay ----------------------------------------------------------------------------------------------------

/** Seat 0's destroyer barrages with every die hitting; seat 1 has only a cruiser. */
function waylayGame(holder: 0 | 1 = 0): Run {
  const s = put(put(cardGame(), 0, { destroyer: 1 }), 1, { cruiser: 1 });
  loadDice(s, { seat: 0, roll: 'anti-fighter-barrage', result: 10 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  // The other seat holds a Sabotage, so that the window is open to the seat with barrage units in every case.
  const held = giveActionCards(giveActionCards(s, holder, ['waylay']), 1 - holder, ['sabotage']);
  const r = runFrom(held, 'tactical/space-combat');
  return passWindows(r, 'before-anti-fighter-barrage');
}

test('10.2 Waylay lets the anti-fighter barrage hits destroy ships that are not fighters', () => {
  let r = waylayGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-anti-fighter-barrage', waitingOn: [0] });
  r = passWindows(answer(r, 0, use('waylay')));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [1, 'cruiser', 1, 'anti-fighter-barrage'],
  ]);
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([0]);
});

test('10.2 Waylay is refused to a player without Anti-Fighter Barrage; without it the barrage spares the cruiser', () => {
  const r = waylayGame(1);
  expect(decisionOf(r.state)).toMatchObject({ window: 'before-anti-fighter-barrage', waitingOn: [0] });
  expect(refused(r, 1, use('waylay'))).toMatchObject({ code: 'flow/not-your-turn' });
  const on = passWindows(r, 'start-of-combat-round');
  expect(eventsOf(on, 'units-destroyed')).toEqual([]);
  expect(spaceOf(on.state, 1)?.counts).toEqual({ cruiser: 1 });
});

// ---- Salvage ---------------------------------------------------------------------------------------------------

/** Seat 0's cruiser destroys seat 1's destroyer; seat 1 has `commodities`; seat 0 holds Salvage. */
function salvageGame(commodities: number): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { destroyer: 1 });
  s.players[1]!.commodities = commodities;
  s.players[0]!.tradeGoods = 1;
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return passWindows(runFrom(giveActionCards(s, 0, ['salvage']), 'tactical/space-combat'), 'after-combat-won');
}

test("2.1 Salvage (21.6) gives the winner the loser's commodities as trade goods", () => {
  let r = salvageGame(3);
  expect(decisionOf(r.state)).toMatchObject({ window: 'after-combat-won', subject: { seat: 0 }, waitingOn: [0] });
  r = answer(r, 0, use('salvage'));
  expect(r.state.players[1]!.commodities).toBe(0);
  expect(r.state.players[0]!.tradeGoods).toBe(4);
  expect(r.state.players[0]!.commodities).toBe(0);
  expect(eventsOf(r, 'commodities-changed')).toEqual([{ type: 'commodities-changed', seat: 1, delta: -3 }]);
});

test('2.6a Salvage is refused when the loser has no commodities, and to the loser', () => {
  const r = salvageGame(0);
  expect(refused(r, 0, use('salvage'))).toMatchObject({ code: 'ability/bad-target', rule: '2.6a' });
  // The card passed to the loser (the only copy): refused to them.
  const s = structuredClone(salvageGame(2).state);
  s.players[1]!.actionCards.push(...s.players[0]!.actionCards.splice(0));
  expect(refused({ state: s, events: [] }, 1, use('salvage'))).toMatchObject({ code: 'flow/not-your-turn' });
});

// ---- Intercept -------------------------------------------------------------------------------------------------

/** Seat 0 attacks with a cruiser (a destroyer next door to retreat to) and announces a retreat; seat 1 holds Intercept. */
function interceptGame(): Run {
  const s = put(put(cardGame(), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  put(s, 0, { destroyer: 1 }, { system: AROUND[2] });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = passWindows(runFrom(giveActionCards(s, 1, ['intercept']), 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', waitingOn: [0] });
  r = answer(r, 0, { type: 'choose', option: 'retreat' });
  return passWindows(r, 'after-retreat-announced');
}

test('78.7 Intercept cancels the announced retreat: the ships stay for another round', () => {
  let r = interceptGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'after-retreat-announced', waitingOn: [1] });
  r = passWindows(answer(r, 1, use('intercept')));
  expect(eventsOf(r, 'retreated')).toEqual([]);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 1 });
  expect(eventsOf(r, 'combat-round-started').map((e) => e.round)).toEqual([1, 2]);
});

test('78.7 Intercept cancelled by Sabotage stops nothing: the retreat happens', () => {
  const open = interceptGame();
  // The retreating player cannot Intercept their own retreat.
  const own = structuredClone(open.state);
  own.players[0]!.actionCards.push(...own.players[1]!.actionCards.splice(0));
  expect(refused({ state: own, events: [] }, 0, use('intercept'))).toMatchObject({ code: 'flow/not-your-turn' });
  let r: Run = { state: giveActionCards(open.state, 0, ['sabotage']), events: [] };
  r = passWindows(answer(r, 1, use('intercept')), 'when-action-card-played');
  r = passWindows(answer(r, 0, use('sabotage')));
  expect(eventsOf(r, 'retreated').map((e) => [e.seat, e.to])).toEqual([[0, AROUND[2]]]);
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([1]);
});

// ---- Fighter Prototype -----------------------------------------------------------------------------------------

/** Seat 0's 2 fighters roll 7 (they hit on 9) beside a carrier rolling 1; seat 1's 2 cruisers miss. */
function prototypeGame(fighters: number): Run {
  const s = put(put(cardGame(), 0, { carrier: 1, ...(fighters ? { fighter: fighters } : {}) }), 1, { cruiser: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 0, roll: 'combat', unit: 'fighter', result: 7 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return passWindows(
    runFrom(giveActionCards(s, 0, ['fighter-prototype']), 'tactical/space-combat'),
    'start-of-combat-round',
  );
}

test("2.1 Fighter Prototype (56) gives +2 to its player's fighters in the first combat round", () => {
  let r = prototypeGame(2);
  r = passWindows(answer(r, 0, use('fighter-prototype')));
  const mine = eventsOf(r, 'dice-rolled').filter((e) => e.seat === 0)[0]!;
  expect(mine.dice.map((d) => [d.unit, d.result, d.modifier, d.hit])).toEqual([
    ['carrier', 1, 0, false],
    ['fighter', 7, 2, true],
    ['fighter', 7, 2, true],
  ]);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([[1, 'cruiser', 2]]);
});

test('2.6a Fighter Prototype is refused to a player without fighters in the combat', () => {
  const r = prototypeGame(0);
  expect(refused(r, 0, use('fighter-prototype'))).toMatchObject({ code: 'ability/bad-target', rule: '2.6a' });
});

// ---- Reflective Shielding --------------------------------------------------------------------------------------

/** Seat 1's cruiser hits seat 0's dreadnought, which uses Sustain Damage; seat 0 holds Reflective Shielding. */
function reflectiveGame(extra: [Seat, string][] = []): Run {
  let s = put(put(cardGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 10 });
  s = giveActionCards(s, 0, ['reflective-shielding']);
  for (const [seat, card] of extra) s = giveActionCards(s, seat, [card]);
  const r = passWindows(runFrom(s, 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0] });
  return passWindows(
    answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }),
    'when-sustain-damage',
  );
}

test("87 Reflective Shielding: when its player's ship uses Sustain Damage, 2 hits go against the opponent's ships", () => {
  let r = reflectiveGame();
  expect(decisionOf(r.state)).toMatchObject({ window: 'when-sustain-damage', waitingOn: [0] });
  r = passWindows(answer(r, 0, use('reflective-shielding')));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [1, 'cruiser', 1, 'ability'],
  ]);
  expect(spaceOf(r.state, 0)).toEqual({ counts: { dreadnought: 1 }, damaged: { dreadnought: 1 } });
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([0]);
});

test('87 Reflective Shielding cancelled by Sabotage produces no hit; the opponent cannot play it', () => {
  const open = reflectiveGame([[1, 'sabotage']]);
  expect(decisionOf(open.state)).toMatchObject({ window: 'when-sustain-damage', waitingOn: [0] });
  // Only the player whose ship sustains is asked.
  expect(refused(open, 1, use('reflective-shielding'))).toMatchObject({ code: 'flow/not-your-turn' });
  let r = passWindows(answer(open, 0, use('reflective-shielding')), 'when-action-card-played');
  r = answer(r, 1, use('sabotage'));
  expect(eventsOf(r, 'ability-cancelled')).toEqual([
    { type: 'ability-cancelled', ability: 'reflective-shielding', by: 'sabotage' },
  ]);
  // The cruiser is untouched; the damaged dreadnought falls to its next hit.
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([
    [0, 'dreadnought', 'space-combat'],
  ]);
  expect(spaceOf(r.state, 1)?.counts).toEqual({ cruiser: 1 });
});

// ---- Scramble Frequency ----------------------------------------------------------------------------------------

/** Seat 0's destroyer barrages with both dice hitting; seat 1 has a carrier and 2 fighters and holds the card. */
function scrambleBarrageGame(extra: [Seat, string][] = []): Run {
  let s = put(put(cardGame(), 0, { destroyer: 1 }), 1, { carrier: 1, fighter: 2 });
  loadDice(s, { seat: 0, roll: 'anti-fighter-barrage', result: 10 });
  s = giveActionCards(s, 1, ['scramble-frequency']);
  for (const [seat, card] of extra) s = giveActionCards(s, seat, [card]);
  return passWindows(runFrom(s, 'tactical/space-combat'), 'after-unit-ability-rolled');
}

test('74 Scramble Frequency makes the other player reroll every anti-fighter barrage die before hits count', () => {
  let r = scrambleBarrageGame();
  expect(decisionOf(r.state)).toMatchObject({
    window: 'after-unit-ability-rolled',
    subject: { seat: 0, roll: 'anti-fighter-barrage' },
    waitingOn: [1],
  });
  r = passWindows(answer(r, 1, use('scramble-frequency')), 'start-of-combat-round');
  const rerolled = eventsOf(r, 'die-rerolled');
  expect(rerolled.map((e) => [e.seat, e.owner, e.ability, e.from])).toEqual([
    [1, 0, 'scramble-frequency', 10],
    [1, 0, 'scramble-frequency', 10],
  ]);
  // Only the new results count: as many fighters are lost as the rerolled dice hit.
  const hits = rerolled.filter((e) => e.hit).length;
  expect(hits).toBeLessThan(2);
  const barrage = eventsOf(r, 'units-destroyed').filter((e) => e.cause === 'anti-fighter-barrage');
  expect(barrage.map((e) => [e.seat, e.unit, e.count])).toEqual(hits ? [[1, 'fighter', hits]] : []);
});

test('74 Scramble Frequency is not offered against its own player’s roll; cancelled by Sabotage the dice stand', () => {
  const open = scrambleBarrageGame([[0, 'sabotage']]);
  expect(refused(open, 0, use('scramble-frequency'))).toMatchObject({ code: 'flow/not-your-turn' });
  let r = passWindows(answer(open, 1, use('scramble-frequency')), 'when-action-card-played');
  r = passWindows(answer(r, 0, use('sabotage')), 'start-of-combat-round');
  expect(eventsOf(r, 'die-rerolled')).toEqual([]);
  const barrage = eventsOf(r, 'units-destroyed').filter((e) => e.cause === 'anti-fighter-barrage');
  expect(barrage.map((e) => [e.seat, e.unit, e.count])).toEqual([[1, 'fighter', 2]]);
});

test('77 Scramble Frequency rerolls a space cannon roll', () => {
  const s = cardGame();
  s.board.systems[ACTIVE] = structuredClone(combatGame({ active: '19' }).board.systems[ACTIVE]!);
  s.board.systems[ACTIVE].planets.wellon!.owner = 1;
  put(s, 1, { pds: 2 }, { planet: 'wellon' });
  put(s, 0, { cruiser: 2 });
  loadDice(s, { seat: 1, roll: 'space-cannon', result: 10 });
  let r = runFrom(giveActionCards(s, 0, ['scramble-frequency']), 'tactical/space-cannon-offense');
  r = passWindows(answer(r, 1, { type: 'choose', option: 'fire:0' }), 'after-unit-ability-rolled');
  expect(decisionOf(r.state)).toMatchObject({ subject: { seat: 1, roll: 'space-cannon' }, waitingOn: [0] });
  r = passWindows(answer(r, 0, use('scramble-frequency')));
  const rerolled = eventsOf(r, 'die-rerolled');
  expect(rerolled.map((e) => [e.owner, e.from])).toEqual([
    [1, 10],
    [1, 10],
  ]);
  const hits = rerolled.filter((e) => e.hit).length;
  expect(spaceOf(r.state, 0)?.counts.cruiser ?? 0).toBe(2 - hits);
});

test('15 Scramble Frequency rerolls a bombardment roll before the defender assigns its hits', () => {
  const s = own(put(invasionGame(), 0, { dreadnought: 2 }), 1, 'starpoint');
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  put(s, 1, { infantry: 3 }, { planet: 'starpoint' });
  loadDice(s, { seat: 0, roll: 'bombardment', result: 10 });
  let r = passWindows(runInvasion(giveActionCards(s, 1, ['scramble-frequency'])));
  r = answer(r, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 2 }] });
  r = passWindows(r, 'after-unit-ability-rolled');
  expect(decisionOf(r.state)).toMatchObject({ subject: { seat: 0, roll: 'bombardment' }, waitingOn: [1] });
  r = passWindows(answer(r, 1, use('scramble-frequency')), 'commit-ground-forces');
  const rerolled = eventsOf(r, 'die-rerolled');
  expect(rerolled.map((e) => [e.owner, e.from])).toEqual([
    [0, 10],
    [0, 10],
  ]);
  const hits = rerolled.filter((e) => e.hit).length;
  expect(planetUnits(r.state, 'starpoint', 1)?.counts.infantry ?? 0).toBe(3 - hits);
  expect(r.state.tactical?.notes['bombardment-roll']).toBeUndefined();
});

// ---- Courageous to the End -------------------------------------------------------------------------------------

/** Seat 1's 2 cruisers destroy seat 0's lone destroyer; seat 0 holds Courageous to the End. */
function courageousGame(extra: [Seat, string][] = []): Run {
  let s = put(put(cardGame(), 0, { destroyer: 1 }), 1, { cruiser: 2 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 10 });
  s = giveActionCards(s, 0, ['courageous-to-the-end']);
  for (const [seat, card] of extra) s = giveActionCards(s, seat, [card]);
  const r = passWindows(runFrom(s, 'tactical/space-combat'), 'after-unit-destroyed');
  // The card's 2 dice both show 10 (the destroyer's combat value is 9).
  loadDice(r.state, { seat: 0, roll: 'combat', result: 10 });
  return r;
}

test("31 Courageous to the End: for each die at or above the lost ship's combat value the opponent loses a ship", () => {
  let r = courageousGame();
  expect(decisionOf(r.state)).toMatchObject({
    window: 'after-unit-destroyed',
    subject: { seat: 0, unit: 'destroyer' },
    waitingOn: [0],
  });
  r = passWindows(answer(r, 0, use('courageous-to-the-end')));
  expect(
    eventsOf(r, 'dice-rolled')
      .at(-1)!
      .dice.map((d) => [d.unit, d.hitsOn, d.result, d.hit]),
  ).toEqual([
    ['destroyer', 9, 10, true],
    ['destroyer', 9, 10, true],
  ]);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'destroyer', 1, 'space-combat'],
    [1, 'cruiser', 2, 'ability'],
  ]);
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([null]);
});

test('31 Courageous to the End cancelled by Sabotage rolls nothing; the opponent is never offered it', () => {
  const open = courageousGame([[1, 'sabotage']]);
  expect(refused(open, 1, use('courageous-to-the-end'))).toMatchObject({ code: 'flow/not-your-turn' });
  let r = passWindows(answer(open, 0, use('courageous-to-the-end')), 'when-action-card-played');
  r = passWindows(answer(r, 1, use('sabotage')));
  // Seat 0's only combat roll is the round's: the card rolled no dice.
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.seat === 0 && e.roll === 'combat')).toHaveLength(1);
  expect(spaceOf(r.state, 1)?.counts).toEqual({ cruiser: 2 });
  expect(eventsOf(r, 'combat-ended').map((e) => e.winner)).toEqual([1]);
});

test('87.1 hits from Reflective Shielding cannot go to a ship already taken as a loss in the same combat round', () => {
  // Seat 0's dreadnought and seat 1's cruiser both hit; seat 1 loses its destroyer, seat 0's dreadnought sustains.
  let s = put(put(cardGame(), 0, { dreadnought: 1 }), 1, { cruiser: 1, destroyer: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 8 });
  s = giveActionCards(s, 0, ['reflective-shielding']);
  let r = passWindows(runFrom(s, 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0, 1] });
  r = answer(r, 1, { type: 'assign-hits', sustain: {}, destroy: { destroyer: 1 } });
  r = passWindows(
    answer(r, 0, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} }),
    'when-sustain-damage',
  );
  r = passWindows(answer(r, 0, use('reflective-shielding')));
  // The 2 new hits find only the cruiser; the destroyer is lost once, to the combat hit.
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [1, 'cruiser', 1, 'ability'],
    [1, 'destroyer', 1, 'space-combat'],
  ]);
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(spaceOf(r.state, 0)).toEqual({ counts: { dreadnought: 1 }, damaged: { dreadnought: 1 } });
});
