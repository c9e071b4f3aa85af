import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { victoryPoints } from '../phases/victory';
import { createGame } from '../setup/create-game';
import { playRandomGame } from '../testing/bot';
import { edit, newGame } from '../testing/scenario';
import { view } from '../view';
import { finishRecord, recordStep, startRecord } from './game-record';

const spectator = (s: GameState) => view(s, null);

test('98.1 the record lists where each player’s points came from: objectives, Imperial, Support for the Throne, agendas', () => {
  const s = edit(newGame({ players: 3 }), (d) => {
    d.players[0]!.scoredPublic.push('corner');
    d.players[0]!.otherPoints.push({ source: 'imperial', points: 1 }, { source: 'imperial', points: 1 });
    d.players[0]!.otherPoints.push({ source: 'promissory:sftt:1', points: 1 });
    d.players[1]!.secretObjectives = [
      { id: 'ans', scored: true },
      { id: 'develop', scored: false },
    ];
    // Political Censure gained and lost again: nothing left to show.
    d.players[2]!.otherPoints.push({ source: 'agenda:political-censure', points: 1 });
    d.players[2]!.otherPoints.push({ source: 'agenda:political-censure', points: -1 });
    d.players[2]!.otherPoints.push({ source: 'agenda:mutiny', points: 1 });
  });
  const record = finishRecord(startRecord(s.players.length), spectator(s));
  expect(record.seats.map((r) => r.points)).toEqual([4, 1, 1]);
  expect(record.seats[0]!.lines).toEqual([
    { label: 'Imperial: holding Mecatol Rex', points: 2, kind: 'other' },
    { label: 'Corner the Market', points: 1, kind: 'public objective' },
    { label: `Support for the Throne of ${s.players[1]!.name}`, points: 1, kind: 'other' },
  ]);
  expect(record.seats[1]!.lines).toEqual([{ label: 'Adapt New Strategies', points: 1, kind: 'secret objective' }]);
  expect(record.seats[2]!.lines).toEqual([{ label: 'Agenda: Mutiny', points: 1, kind: 'other' }]);
  // 98.7: no winner yet — places by points, equal points share a place.
  expect(record.seats.map((r) => r.place)).toEqual([1, 2, 2]);
  expect(record.ended).toBe(false);
});

test('61.10 the record never names an unscored secret objective, and counts no event meant for one seat only', () => {
  const s = edit(newGame({ players: 3 }), (d) => {
    d.players[1]!.secretObjectives = [{ id: 'ans', scored: false }];
  });
  const b = startRecord(s.players.length);
  const hidden = {
    type: 'ability-used',
    seat: 1,
    ability: 'sabotage',
    window: null,
    privateTo: 1,
  } as unknown as GameEvent;
  recordStep(b, s.round, [hidden], () => spectator(s));
  const record = finishRecord(b, spectator(s));
  expect(record.seats[1]!.lines).toEqual([]);
  expect(record.seats[1]!.actionCardsPlayed).toBe(0);
  expect(JSON.stringify(record)).not.toContain('Adapt New Strategies');
});

test('98 the record keeps every player’s points at the end of each round and counts combats, cards and losses', () => {
  let s = newGame({ players: 3 });
  const b = startRecord(s.players.length);
  const events: GameEvent[] = [
    { type: 'combat-started', combat: 'space', system: '0,0', planet: null, attacker: 0, defender: 2 },
    { type: 'units-destroyed', seat: 2, system: '0,0', planet: null, unit: 'destroyer', count: 2, cause: 'hits' },
    { type: 'combat-ended', combat: 'space', system: '0,0', planet: null, winner: 0, loser: 2 },
    { type: 'ability-used', seat: 1, ability: 'sabotage', window: null },
  ];
  recordStep(b, 1, events, () => spectator(s));
  // Round 2 begins with seat 0 on two points.
  s = edit(s, (d) => {
    d.round = 2;
    d.players[0]!.otherPoints.push({ source: 'custodians', points: 1 }, { source: 'imperial', points: 1 });
  });
  recordStep(b, 2, [], () => spectator(s));
  s = edit(s, (d) => {
    d.players[1]!.scoredPublic.push('corner');
  });
  const record = finishRecord(b, spectator(s));
  expect(record.seats.map((r) => r.pointsByRound)).toEqual([
    [2, 2],
    [0, 1],
    [0, 0],
  ]);
  expect(record.seats.map((r) => [r.combatsFought, r.combatsWon, r.unitsLost, r.actionCardsPlayed])).toEqual([
    [1, 1, 0, 0],
    [0, 0, 0, 1],
    [1, 0, 2, 0],
  ]);
  expect(record.seats[0]!.lines.map((l) => l.label)).toEqual(['Custodians token', 'Imperial: holding Mecatol Rex']);
});

test('98.7 a whole bot game’s record: the winner first, each player’s points add up, one chart entry per round', () => {
  const config = {
    seed: 'record-1',
    victoryPoints: 10 as const,
    layout: '3p',
    seats: ['sol', 'hacan', 'letnev'].map((faction, i) => ({
      name: `Bot ${i}`,
      faction,
      color: ['red', 'blue', 'green'][i]!,
    })),
  };
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.message);
  const game = playRandomGame(created.value.state, { seed: 'record-moves-1', maxSteps: 20_000 });
  expect(game.stopped).toBe('ended');
  // The server's walk: replay the log, one step at a time.
  let state = created.value.state;
  const b = startRecord(state.players.length);
  for (const entry of game.log) {
    const r = apply(state, entry.seat, entry.command, { at: entry.at });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    const now = state;
    recordStep(b, state.round, r.events, () => spectator(now));
  }
  const record = finishRecord(b, spectator(state));
  expect(record.ended).toBe(true);
  const winner = record.seats.find((r) => r.winner)!;
  expect(winner.place).toBe(1);
  expect(winner.seat).toBe(state.winner);
  for (const r of record.seats) {
    expect(r.points).toBe(victoryPoints(state.players[r.seat]!));
    expect(r.lines.reduce((n, l) => n + l.points, 0)).toBe(r.points);
    expect(r.pointsByRound).toHaveLength(state.round);
    expect(r.pointsByRound.at(-1)).toBe(r.points);
    expect(r.planetsHeld).toBeGreaterThan(0);
  }
}, 120_000);
