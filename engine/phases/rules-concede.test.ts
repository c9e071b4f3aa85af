// Conceding (issue 16; engine/phases/concede.ts): what leaves the game follows LRR 33, the units follow the lobby's
// house rule ('remove' or 'neutral'), and nobody waits on the seat again.
import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import { initiativeOrder, speakerOrder } from '../core/order';
import type { ConcedeRule, GameState, Seat } from '../core/state';
import { options } from '../flow/options';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { activate, key, line, move, placeUnits, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { declineRest, primary, turnWith } from './cards/cards.fixture';
import {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  invasionGame,
  loaded,
  own,
  passWindows as passInvasionWindows,
  put,
  runInvasion,
  settle,
} from '../testing/invasion-scenario';

const withRule = (state: GameState, rule: ConcedeRule): GameState =>
  edit(state, (d) => {
    d.config = { ...d.config, concede: rule };
  });

const concede = (state: GameState, seat: Seat) => playEvents(state, seat, { type: 'concede' });

/** Seats 0–2 hold their cards with every card used, so anyone may pass; seat 0 (Leadership) is to act. */
const usedCards = (): GameState =>
  turnWith('leadership', 3, (d) => {
    for (const p of d.players) p.exhaustedStrategyCards = [...p.strategyCards];
  });

test('33 conceding: a seat out of the game cannot concede again, nor give any other command', () => {
  const s = concede(usedCards(), 1).state;
  expect(refuse(s, 1, { type: 'concede' })).toMatchObject({ code: 'flow/out-of-game', rule: '33' });
  expect(refuse(s, 1, { type: 'pass' })).toMatchObject({ code: 'flow/out-of-game', rule: '33' });
  expect(refuse(s, 1, { type: 'timeout' })).toMatchObject({ code: 'flow/out-of-game', rule: '33' });
  expect(options(s, 1)).toEqual([]);
});

test('98 conceding is refused once the game is over', () => {
  const over = edit(usedCards(), (d) => {
    d.phase = 'ended';
    d.winner = 0;
  });
  expect(refuse(over, 1, { type: 'concede' })).toMatchObject({ code: 'flow/game-over', rule: '98.4' });
});

test('33 conceding is allowed at any time, not only on one’s turn: the seat is out and says how it left', () => {
  const s = usedCards();
  expect(topDecision(s)?.waitingOn).toEqual([0]);
  const r = concede(s, 2);
  expect(r.events[0]).toEqual({ type: 'player-conceded', seat: 2, rule: 'remove' });
  expect(r.state.players[2]).toMatchObject({ eliminated: true, conceded: 'remove', passed: true });
  expect(topDecision(r.state)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('84 / 33.6 a conceding seat is skipped in the strategy phase and its strategy card returns to the table', () => {
  let s = newGame({ players: 3 });
  s = play(s, 0, { type: 'choose-strategy-card', card: 'leadership' });
  s = play(s, 1, { type: 'choose-strategy-card', card: 'diplomacy' });
  s = concede(s, 1).state;
  expect(s.strategyCards.diplomacy?.holder).toBeNull();
  expect(s.players[1]!.strategyCards).toEqual([]);
  s = play(s, 2, { type: 'choose-strategy-card', card: 'politics' });
  s = play(s, 0, { type: 'choose-strategy-card', card: 'construction' });
  // Seat 1's second pick is skipped: the choice goes straight to seat 2.
  expect(topDecision(s)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [2] });
  s = play(s, 2, { type: 'choose-strategy-card', card: 'diplomacy' });
  expect(s.phase).toBe('action');
  expect(initiativeOrder(s)).toEqual([0, 2]);
});

test('33.8 / 84 the speaker conceding while choosing: the token passes left and that player chooses now', () => {
  const r = concede(newGame({ players: 3 }), 0);
  expect(r.state.speaker).toBe(1);
  expect(speakerOrder(r.state)).toEqual([1, 2]);
  expect(topDecision(r.state)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [1] });
});

test('4.2 a seat that concedes on its turn: the turn passes to the next player in initiative order', () => {
  const r = concede(usedCards(), 0);
  expect(r.state.activeSeat).toBe(1); // Diplomacy, 2
  expect(topDecision(r.state)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('3.3 / 48 a conceded seat takes no more turns: once the others pass, the action phase ends', () => {
  let s = concede(usedCards(), 1).state;
  expect(initiativeOrder(s)).toEqual([0, 2]);
  s = play(s, 0, { type: 'pass' });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [2] });
  s = play(s, 2, { type: 'pass' });
  expect(s.phase).not.toBe('action');
  expect(topDecision(s)?.waitingOn ?? []).not.toContain(1);
});

test('82 a strategic secondary waiting on a seat that concedes stops waiting on it, and closes with the last one', () => {
  const asked = primary(turnWith('trade', 3), 'trade', { players: [] });
  expect(topDecision(asked)).toMatchObject({ kind: 'strategic-secondary', waitingOn: [1, 2] });
  // The others may still answer: conceding takes only that seat out of the decision.
  expect(topDecision(concede(asked, 1).state)).toMatchObject({ kind: 'strategic-secondary', waitingOn: [2] });
  // Waiting on that seat alone, the decision closes and the active player's turn goes on.
  const lastOne = play(asked, 2, { type: 'decline-secondary' });
  expect(topDecision(lastOne)?.waitingOn).toEqual([1]);
  const r = concede(lastOne, 1);
  expect(topDecision(r.state)?.kind).not.toBe('strategic-secondary');
  expect(topDecision(r.state)?.waitingOn ?? []).not.toContain(1);
  expect(declineRest(r.state)).toBe(r.state);
});

test("58.4b conceding under 'neutral': the seat's ships stay on the board and still block movement", () => {
  let s = withRule(tacticalGame({ tiles: line('19', '47', '20', '48') }), 'neutral');
  s = placeUnits(placeUnits(s, key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 1 });
  s = placeUnits(s, key(1), 1, { destroyer: 1 });
  s = concede(s, 1).state;
  expect(unitsIn(s, key(1), 1)).toEqual({ destroyer: 1 });
  s = activate(s, key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] }),
  ).toMatchObject({ code: 'movement/enemy-ships', rule: '58.4b' });
});

test("78 / 31.1 conceding under 'neutral': its ships defend in space combat and assign hits by the default unasked", () => {
  let s = withRule(tacticalGame({ tiles: line('47', '48') }), 'neutral');
  s = placeUnits(placeUnits(s, key(0), 0, { dreadnought: 2 }), key(1), 1, { dreadnought: 1, destroyer: 1 });
  s = concede(s, 1).state;
  // Every die of seat 0 hits and every die of the neutral seat misses: two hits a round, a choice for seat 1 each time.
  s = edit(activate(s, key(1)), (d) => {
    loaded(d, 0, 'combat', true);
    loaded(d, 1, 'combat', false);
  });
  const moved = move(s, [{ from: key(0), ships: { dreadnought: 2 } }]);
  const events: GameEvent[] = [...moved.events];
  s = moved.state;
  for (let i = 0; i < 200; i++) {
    const d = topDecision(s);
    if (!d || d.kind === 'action-turn' || d.kind === 'production') break;
    expect(d.waitingOn).not.toContain(1);
    const r = playEvents(s, d.waitingOn[0]!, { type: 'timeout' });
    s = r.state;
    events.push(...r.events);
  }
  expect(events).toContainEqual(
    expect.objectContaining({ type: 'combat-started', combat: 'space', attacker: 0, defender: 1 }),
  );
  expect(events.some((e) => e.type === 'dice-rolled' && e.seat === 1)).toBe(true);
  // 31.1's default for the first two hits: the dreadnought sustains damage, the destroyer is destroyed.
  expect(events).toContainEqual(
    expect.objectContaining({ type: 'units-sustained-damage', seat: 1, unit: 'dreadnought', count: 1 }),
  );
  expect(unitsIn(s, key(1), 1)).toEqual({});
  expect(unitsIn(s, key(1), 0)).toEqual({ dreadnought: 2 });
});

test("25 conceding under 'neutral': units stay, the planets stay the seat's, command tokens leave the board", () => {
  let s = withRule(tacticalGame({ tiles: line('19', '47') }), 'neutral');
  s = placeUnits(s, key(0), 1, { infantry: 2 }, 'wellon');
  s = edit(s, (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 1;
    d.board.systems[key(1)]!.commandTokens.push(1);
  });
  const r = concede(s, 1);
  expect(unitsIn(r.state, key(0), 1, 'wellon')).toEqual({ infantry: 2 });
  expect(r.state.board.systems[key(0)]!.planets.wellon!.owner).toBe(1);
  expect(r.state.board.systems[key(1)]!.commandTokens).toEqual([]);
  expect(r.events.filter((e) => e.type === 'units-removed')).toEqual([]);
});

test("33.2 conceding under 'remove': units and command tokens leave the board, and planets become uncontrolled", () => {
  let s = withRule(tacticalGame({ tiles: line('19', '47') }), 'remove');
  s = placeUnits(placeUnits(s, key(0), 1, { infantry: 2 }, 'wellon'), key(1), 1, { carrier: 1, fighter: 2 });
  s = placeUnits(s, key(1), 2, { destroyer: 1 });
  s = edit(s, (d) => {
    d.board.systems[key(0)]!.planets.wellon!.owner = 1;
    d.board.systems[key(1)]!.commandTokens.push(1, 2);
  });
  const r = concede(s, 1);
  expect(unitsIn(r.state, key(0), 1, 'wellon')).toEqual({});
  expect(unitsIn(r.state, key(1), 1)).toEqual({});
  expect(unitsIn(r.state, key(1), 2)).toEqual({ destroyer: 1 }); // others' units stay
  expect(r.state.board.systems[key(0)]!.planets.wellon!.owner).toBeNull();
  expect(r.state.board.systems[key(1)]!.commandTokens).toEqual([2]);
  expect(r.events).toContainEqual(
    expect.objectContaining({ type: 'units-removed', seat: 1, unit: 'carrier', count: 1, reason: 'conceded' }),
  );
});

for (const rule of ['remove', 'neutral'] as const)
  test(`33.5 / 33.7 conceding under '${rule}': hand and secrets go back, and every invariant holds`, () => {
    const s = withRule(usedCards(), rule);
    expect(s.players[1]!.secretObjectives.length).toBeGreaterThan(0);
    const r = concede(s, 1);
    const p = r.state.players[1]!;
    expect([p.actionCards, p.secretObjectives, p.strategyCards, p.technologies]).toEqual([[], [], [], []]);
    expect(p.pools).toEqual({ tactic: 0, fleet: 0, strategy: 0 });
    expect(checkInvariants(r.state)).toEqual([]);
  });

test('98 conceding leaves one player in the game: the game ends and that player wins', () => {
  const once = concede(usedCards(), 1);
  expect(once.state.phase).toBe('action');
  const r = concede(once.state, 0);
  expect(r.state.phase).toBe('ended');
  expect(r.state.winner).toBe(2);
  expect(r.events).toContainEqual({ type: 'game-won', seat: 2 });
  expect(r.state.stack).toEqual([]);
});

test("42 / 25.5 conceding under 'neutral': ground forces defend their planet, PDS fire nothing, the winner takes it", () => {
  const s = withRule(invasionGame(), 'neutral');
  own(s, 1, 'starpoint');
  put(s, 1, { infantry: 1, pds: 1 }, { planet: 'starpoint' });
  put(s, 0, { carrier: 1, infantry: 2 });
  const out = edit(concede(s, 1).state, (d) => {
    loaded(d, 0, 'combat', true);
    loaded(d, 1, 'combat', false);
  });
  expect(out.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
  let run = passInvasionWindows(runInvasion(out));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  run = answer(run, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] });
  run = settle(run);
  const rolls = eventsOf(run, 'dice-rolled').filter((e) => e.seat === 1);
  expect(rolls.map((e) => e.roll)).toEqual(['combat']); // a ground combat roll, and no space cannon defense
  expect(eventsOf(run, 'combat-started')).toContainEqual(
    expect.objectContaining({ combat: 'ground', planet: 'starpoint', attacker: 0, defender: 1 }),
  );
  expect(eventsOf(run, 'planet-control-gained')).toEqual([
    { type: 'planet-control-gained', seat: 0, planet: 'starpoint', from: 1 },
  ]);
});

test('33.7 conceding during setup: the secret objective choice stops waiting on the seat and keeps none for it', () => {
  const s = newGame({ players: 3, skipSecretChoice: false });
  expect(topDecision(s)).toMatchObject({ kind: 'choose-secret-objective', waitingOn: [0, 1, 2] });
  const r = concede(s, 1);
  expect(topDecision(r.state)).toMatchObject({ kind: 'choose-secret-objective', waitingOn: [0, 2] });
  expect(r.state.players[1]!.secretObjectives).toEqual([]);
  expect(checkInvariants(r.state)).toEqual([]);
});

for (const rule of ['remove', 'neutral'] as const)
  test(`4.2 conceding under '${rule}' in the middle of one's own tactical action: it ends, and the next player acts`, () => {
    let s = withRule(tacticalGame({ tiles: line('47', '48') }), rule);
    s = placeUnits(placeUnits(s, key(0), 0, { dreadnought: 2 }), key(1), 1, { dreadnought: 1, destroyer: 1 });
    s = activate(s, key(1));
    // With the movement still to be chosen, or mid-combat: the ships moved in and seat 1 has hits to assign (which
    // it still does: the dice were rolled), after which the combat and the tactical action end.
    const moved = move(s, [{ from: key(0), ships: { dreadnought: 2 } }]).state;
    for (const at of [s, moved]) {
      let after = concede(at, 0).state;
      for (let d = topDecision(after); d && d.kind !== 'action-turn'; d = topDecision(after)) {
        expect(d.waitingOn).not.toContain(0);
        after = play(after, d.waitingOn[0]!, { type: 'timeout' });
      }
      expect(after.activeSeat).toBe(1);
      expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
      expect(after.tactical).toBeNull();
      expect(checkInvariants(after)).toEqual([]);
    }
  });
