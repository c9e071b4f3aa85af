import { expect, test } from 'vitest';
import { initiativeOrder } from '../core/order';
import type { GameState } from '../core/state';
import {
  ACTIVE,
  answer,
  eventsOf,
  invasionGame,
  loaded,
  own,
  put,
  runFromRun,
  settle,
  type Run,
} from '../testing/invasion-scenario';
import { AROUND, runFrom } from '../testing/combat-scenario';
import { meetsEliminationConditions } from './elimination';

// invasionGame: seat 0 Hacan (active in ACTIVE, Starpoint/New Albion), seat 1 Jol-Nar, seat 2 Xxcha; no home systems.

/** Jol-Nar's last planet is New Albion; it has a destroyer and a command token next door, and everything else listed. */
function lastPlanet(change?: (s: GameState) => void): GameState {
  const s = own(invasionGame(), 1, 'newalbion');
  put(s, 1, { destroyer: 1 }, { system: AROUND[0] });
  s.board.systems[AROUND[0]!]!.commandTokens.push(1);
  change?.(s);
  return s;
}

const takeNewAlbion = (s: GameState): Run =>
  settle(runFrom(s, 'invasion/gain-control', { seat: 0, system: ACTIVE, planet: 'newalbion' }));

test('33.1 a player with no ground forces, no unit with Production and no planet left is eliminated', () => {
  const r = takeNewAlbion(lastPlanet());
  expect(eventsOf(r, 'player-eliminated')).toEqual([{ type: 'player-eliminated', seat: 1 }]);
  expect(r.state.players.map((p) => p.eliminated)).toEqual([false, true, false]);
});

test('33.1 ground forces anywhere on the board (in a space area too) keep a player in the game', () => {
  const r = takeNewAlbion(lastPlanet((s) => put(s, 1, { carrier: 1, infantry: 1 }, { system: AROUND[1] })));
  expect(eventsOf(r, 'player-eliminated')).toEqual([]);
  expect(meetsEliminationConditions(r.state, 1)).toBe(false);
});

test('33.1 the invasion eliminates the defender who loses their last ground forces and their last planet', () => {
  const s = own(invasionGame(), 1, 'newalbion');
  put(s, 1, { infantry: 1 }, { planet: 'newalbion' });
  put(s, 0, { carrier: 1, infantry: 2 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/invasion');
  r = settle(
    answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'newalbion', units: { infantry: 2 } }] }),
  );
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(0);
  expect(eventsOf(r, 'player-eliminated')).toEqual([{ type: 'player-eliminated', seat: 1 }]);
});

test("33.1 losing the carrier that held a player's last ground forces in space combat eliminates them by the end of the invasion step", () => {
  const s = invasionGame();
  put(s, 1, { carrier: 1, infantry: 2 });
  put(s, 0, { dreadnought: 2 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = settle(runFrom(s, 'tactical/space-combat'));
  expect(r.state.players[1]!.eliminated).toBe(false);
  r = settle(runFromRun(r, 'tactical/invasion'));
  expect(eventsOf(r, 'player-eliminated')).toEqual([{ type: 'player-eliminated', seat: 1 }]);
});

test("33.2 the eliminated player's units and command tokens leave the board; their tokens and technologies go", () => {
  const r = takeNewAlbion(lastPlanet((s) => s.players[1]!.technologies.push('amd')));
  expect(r.state.board.systems[AROUND[0]!]!.space['1']).toBeUndefined();
  expect(r.state.board.systems[AROUND[0]!]!.commandTokens).toEqual([]);
  expect(eventsOf(r, 'units-removed')).toEqual([
    {
      type: 'units-removed',
      seat: 1,
      system: AROUND[0],
      planet: null,
      unit: 'destroyer',
      count: 1,
      reason: 'eliminated',
    },
  ]);
  expect(r.state.players[1]!.pools).toEqual({ tactic: 0, fleet: 0, strategy: 0 });
  expect(r.state.players[1]!.technologies).toEqual([]);
});

test('33.3 the laws the eliminated player owns are discarded; laws in the common play area stay', () => {
  const r = takeNewAlbion(
    lastPlanet((s) => {
      s.decks.agenda.draw = s.decks.agenda.draw.filter((id) => id !== 'minister-of-war' && id !== 'fleet-regulations');
      s.laws.push({ id: 'minister-of-war', electedTarget: '1' }, { id: 'fleet-regulations', electedTarget: null });
    }),
  );
  expect(r.state.laws).toEqual([{ id: 'fleet-regulations', electedTarget: null }]);
  expect(r.state.decks.agenda.discard).toContain('minister-of-war');
});

test("33.4 other players' notes go back to them; 33.4a the eliminated player's own notes go to the box wherever they are", () => {
  const r = takeNewAlbion(
    lastPlanet((s) => {
      const [hacan, jolnar, xxcha] = s.players as [
        GameState['players'][number],
        GameState['players'][number],
        GameState['players'][number],
      ];
      xxcha.promissoryNotes = xxcha.promissoryNotes.filter((n) => n !== 'ceasefire@2');
      jolnar.promissoryNotes.push('ceasefire@2');
      jolnar.promissoryNotes = jolnar.promissoryNotes.filter((n) => n !== 'ceasefire@1');
      hacan.promissoryNotes.push('ceasefire@1');
    }),
  );
  expect(r.state.players[2]!.promissoryNotes).toContain('ceasefire@2');
  expect(r.state.players[1]!.promissoryNotes).toEqual([]);
  expect(r.state.players[0]!.promissoryNotes.filter((n) => n.endsWith('@1'))).toEqual([]);
  expect(r.state.transactions?.removed).toContain('ceasefire@1');
});

test("33.5 the eliminated player's action cards are discarded", () => {
  const r = takeNewAlbion(lastPlanet((s) => s.players[1]!.actionCards.push(...s.decks.action.draw.splice(0, 2))));
  expect(r.state.players[1]!.actionCards).toEqual([]);
  expect(r.state.decks.action.discard).toHaveLength(2);
  expect(eventsOf(r, 'action-cards-discarded')).toEqual([{ type: 'action-cards-discarded', seat: 1, count: 2 }]);
});

test('33.6 strategy cards return to the common play area, exhausted or not; the game goes on without the player', () => {
  const r = takeNewAlbion(
    lastPlanet((s) => {
      s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'warfare', 'trade'][i]!]));
      s.players[1]!.exhaustedStrategyCards = ['warfare'];
      s.strategyCards.warfare!.holder = 1;
    }),
  );
  expect(r.state.strategyCards.warfare!.holder).toBeNull();
  expect([r.state.players[1]!.strategyCards, r.state.players[1]!.exhaustedStrategyCards]).toEqual([[], []]);
  expect(initiativeOrder(r.state)).toEqual([0, 2]);
});

test('33.7 secret objectives, scored or not, are shuffled back into the secret objective deck', () => {
  const s = lastPlanet((d) => d.players[1]!.secretObjectives.push({ id: d.decks.secret.draw.shift()!, scored: true }));
  const held = s.players[1]!.secretObjectives.map((o) => o.id);
  const r = takeNewAlbion(s);
  expect(r.state.players[1]!.secretObjectives).toEqual([]);
  expect(r.state.decks.secret.draw).toHaveLength(s.decks.secret.draw.length + held.length);
  expect(r.state.decks.secret.draw).toEqual(expect.arrayContaining(held));
});

test('33.8 / 80.7 when the speaker is eliminated the speaker token passes to the player on their left', () => {
  const r = takeNewAlbion(lastPlanet((s) => (s.speaker = 1)));
  expect(r.state.speaker).toBe(2);
  expect(eventsOf(r, 'speaker-changed')).toEqual([{ type: 'speaker-changed', seat: 2 }]);
});

test("33.11 units the eliminated player captured go back to their owners' reinforcements", () => {
  const r = takeNewAlbion(lastPlanet((s) => (s.players[1]!.captured = [{ owner: 2, type: 'destroyer', count: 1 }])));
  expect(r.state.players[1]!.captured).toEqual([]);
  expect(eventsOf(r, 'captured-units-returned')).toEqual([
    { type: 'captured-units-returned', seat: 1, owner: 2, unit: 'destroyer', count: 1 },
  ]);
});
