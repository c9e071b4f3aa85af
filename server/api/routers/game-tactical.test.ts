import { randomUUID } from 'node:crypto';
import { afterAll, expect, test } from 'vitest';
import type { Command, GameState } from '@/engine/index';
import { loaded } from '@/engine/testing/combat-scenario';
import { activate, key, line, placeUnits, tacticalGame } from '@/engine/testing/tactical-scenario';
import type { FeedEntry } from '@/server/game/feed';
import { DEFAULT_NOTIFY_DELAY_MINUTES, parseGameDoc } from '@/server/lobby/doc';
import type { RecordingMailer } from '@/server/notify/testing/fakes';
import { rememberUserEmail } from '@/server/notify/settings';
import { runReminders } from '@/server/notify/reminders';
import { getWait } from '@/server/notify/waits';
import { apiHarness, expectTrpcError, startedGame as startedGameFor, user } from '../testing';
import type { StartedGame } from '../testing';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

// Fixed factions: some factions start with a setup choice of their own, which would change the first decisions.
const FACTIONS = ['hacan', 'jolnar', 'letnev'] as const;
const startedGame = (allowSpectators = false) => startedGameFor(h, { factions: FACTIONS, allowSpectators });

const at = (g: StartedGame, seat: number) => g.players[seat] ?? null;

const submit = (u: ContextUser | null, gameId: string, command: Command, expectedVersion: number) =>
  h.as(u).game.submit({ gameId, command, clientCommandId: randomUUID(), expectedVersion });

/** Puts a prepared engine state into a started game (as a server-side save would), keeping lobby and seats. */
async function withEngine(gameId: string, state: GameState): Promise<number> {
  const record = await h.store.loadGame(gameId);
  if (!record) throw new Error('no game');
  const doc = parseGameDoc(record.doc);
  // The scenario's decisions carry the scenario's times, long before the test clock: no deadlines here.
  const lobby = { ...doc.lobby, settings: { ...doc.lobby.settings, windowHours: 0, decisionHours: 0 } };
  const outcome = await h.store.commit(gameId, record.version, { ...doc, lobby, engine: state, feed: [] }, null);
  if (outcome.kind !== 'committed') throw new Error(outcome.kind);
  return outcome.version;
}

/**
 * Seat 0 has activated '1,0' (an empty system holding seat 1's fleet) from '0,0' next to it and must now move;
 * every combat die of both players hits, so both must assign hits after the first round.
 */
function combatAtMovement(): GameState {
  let s = tacticalGame({ tiles: line('47', '46') });
  s = placeUnits(s, key(0), 0, { carrier: 1, dreadnought: 2, fighter: 2, infantry: 2 });
  s = placeUnits(s, key(1), 1, { cruiser: 2, dreadnought: 1, fighter: 2 });
  s = activate(s, key(1));
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  return s;
}

const moveEverything: Command = {
  type: 'move-ships',
  moves: [
    {
      from: key(0),
      ships: { carrier: 1, dreadnought: 2 },
      transport: [{ system: key(0), units: { fighter: 2, infantry: 2 } }],
    },
  ],
};

// --- feed -------------------------------------------------------------------------------------------------------

test('feed: each applied command saves its events with the version it produced; private events reach only their seat', async () => {
  const g = await startedGame(true);
  let version = (await h.as(at(g, 0)).game.view({ gameId: g.gameId })).version;
  const produced: number[] = [];
  for (const seat of [0, 1]) {
    const mine = await h.as(at(g, seat)).game.view({ gameId: g.gameId });
    const option = mine.options.find((o) => o.command.type === 'choose-secret-objective');
    if (!option) throw new Error('no secret objective to keep');
    version = (await submit(at(g, seat), g.gameId, option.command, version)).version;
    produced.push(version);
  }
  const kept = (entries: readonly FeedEntry[]) =>
    entries.flatMap((e) => (e.event.type === 'secret-objective-kept' ? [[e.event.seat, e.version]] : []));
  const forSeat0 = await h.as(at(g, 0)).game.feed({ gameId: g.gameId });
  expect(forSeat0.version).toBe(version);
  // The setup's events open the feed: saved by the start, made by nobody's command.
  expect(forSeat0.entries[0]).toMatchObject({
    version: (produced[0] ?? 0) - 1,
    seat: null,
    event: { type: 'game-created' },
  });
  expect(kept(forSeat0.entries)).toEqual([[0, produced[0]]]);
  expect(kept((await h.as(at(g, 1)).game.feed({ gameId: g.gameId })).entries)).toEqual([[1, produced[1]]]);
  expect(kept((await h.as(at(g, 2)).game.feed({ gameId: g.gameId })).entries)).toEqual([]);
  expect(kept((await h.as(null).game.feed({ gameId: g.gameId })).entries)).toEqual([]);
  // Only the newer ones when asked for them.
  const newer = await h.as(at(g, 1)).game.feed({ gameId: g.gameId, afterVersion: produced[0] });
  expect(new Set(newer.entries.map((e) => e.version))).toEqual(new Set([produced[1]]));
  // The stored document holds every event, saved with the state: seat 0's feed lacks only seat 1's private one.
  const stored = parseGameDoc((await h.store.loadGame(g.gameId))?.doc).feed ?? [];
  expect(kept(stored)).toEqual([
    [0, produced[0]],
    [1, produced[1]],
  ]);
  expect(stored).toHaveLength(forSeat0.entries.length + 1);
});

test('feed: a refused command adds nothing; strangers are refused when spectators are not allowed', async () => {
  const g = await startedGame(false);
  const before = await h.as(at(g, 0)).game.feed({ gameId: g.gameId });
  await expectTrpcError(submit(at(g, 0), g.gameId, { type: 'pass' }, before.version), 'BAD_REQUEST');
  expect((await h.as(at(g, 0)).game.feed({ gameId: g.gameId })).entries).toEqual(before.entries);
  await expectTrpcError(h.as(user('Eve')).game.feed({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).game.feed({ gameId: g.gameId }), 'UNAUTHORIZED');
});

// --- movement, odds, combat ------------------------------------------------------------------------------------

test('tactical: at the movement step the active player sees which ships reach the active system and what they can carry', async () => {
  const g = await startedGame();
  await withEngine(g.gameId, combatAtMovement());
  const info = await h.as(at(g, 0)).game.tactical({ gameId: g.gameId });
  expect(info.activeSystem).toBe(key(1));
  expect(info.movement).toEqual([
    {
      from: key(0),
      ships: [
        { type: 'dreadnought', count: 2, damaged: 0, capacity: 1, reaches: true, path: [key(1)] },
        { type: 'carrier', count: 1, damaged: 0, capacity: 4, reaches: true, path: [key(1)] },
      ],
      cargo: [
        { planet: null, type: 'infantry', count: 2 },
        { planet: null, type: 'fighter', count: 2 },
      ],
      // Nothing waits on the way or on the active system's planets.
      routes: [{ path: [key(1)], ships: ['dreadnought', 'carrier'], stops: [] }],
    },
  ]);
  expect(info.units.carrier).toMatchObject({ capacity: 4, move: 1, sustainDamage: false });
  expect(info.units.dreadnought.sustainDamage).toBe(true);
  // The defender is not moving: nothing to pick.
  expect((await h.as(at(g, 1)).game.tactical({ gameId: g.gameId })).movement).toBeNull();
});

test('odds: moving in shows win/draw/loss and expected survivors, and asking changes nothing in the game', async () => {
  const g = await startedGame();
  const version = await withEngine(g.gameId, combatAtMovement());
  const move = moveEverything.type === 'move-ships' ? moveEverything.moves : [];
  const answer = await h.as(at(g, 0)).game.odds({ gameId: g.gameId, query: { kind: 'move', moves: move } });
  expect(answer).toMatchObject({ combat: 'space', attacker: 0, defender: 1, note: null });
  const o = answer.odds;
  if (!o) throw new Error('no odds');
  expect(o.attackerWins + o.defenderWins + o.draw + o.stalemate).toBeCloseTo(1, 9);
  // Every die hits here (the test loads them), and the odds know it: of the ships, only dreadnoughts can be left.
  const ships = ['war-sun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter', 'flagship'];
  expect(Object.keys(o.survivors.attacker).filter((t) => ships.includes(t))).toEqual(['dreadnought']);
  expect(answer.assumed).toBe('moving in: 1 carrier, 2 dreadnought carrying 2 fighter, 2 infantry');
  // Without ships of another player there, there is no combat to predict.
  const none = await h.as(at(g, 0)).game.odds({ gameId: g.gameId, query: { kind: 'move', moves: [] } });
  expect(none).toMatchObject({ combat: null, odds: null, note: 'None of your ships would be there.' });
  expect(await h.store.gameVersion(g.gameId)).toBe(version);
});

test('moveCheck: 58 the movement form learns whether the engine would accept a move, and which rule refuses it, without any change', async () => {
  const g = await startedGame();
  const version = await withEngine(g.gameId, combatAtMovement());
  const moves = moveEverything.type === 'move-ships' ? moveEverything.moves : [];
  expect(await h.as(at(g, 0)).game.moveCheck({ gameId: g.gameId, moves })).toEqual({ ok: true });
  // 95.1: ships pick up units that are there — only two infantry are.
  const overloaded = [{ ...moves[0]!, transport: [{ system: key(0), units: { fighter: 2, infantry: 3 } }] }];
  const refused = await h.as(at(g, 0)).game.moveCheck({ gameId: g.gameId, moves: overloaded });
  expect(refused).toMatchObject({ ok: false, rule: '95.1' });
  // The other player is not the one moving (89.2).
  expect(await h.as(at(g, 1)).game.moveCheck({ gameId: g.gameId, moves })).toMatchObject({ ok: false });
  expect(await h.store.gameVersion(g.gameId)).toBe(version);
});

test('submit: moving into a fight notifies the defender who must assign hits; every die is in the feed', async () => {
  const g = await startedGame();
  await rememberUserEmail(h.store, at(g, 1)?.id ?? '', 'bea@example.test');
  const version = await withEngine(g.gameId, combatAtMovement());
  const mailer = h.services.mailer as RecordingMailer;
  const sentBefore = mailer.sent.length;
  h.clock += 60_000; // a later moment than the game's start, whose notices are marked sent at their own time
  await submit(at(g, 0), g.gameId, moveEverything, version);
  const v = await h.as(at(g, 1)).game.view({ gameId: g.gameId });
  const top = v.view?.decisions.at(-1);
  expect(top?.kind).toBe('assign-hits');
  expect(v.waitingOn).toEqual([0, 1]);
  expect(v.options.every((o) => o.command.type === 'assign-hits')).toBe(true);
  // The defender is newly waited on: told by email once the quiet delay has passed; the attacker acted and is not.
  expect((await getWait(h.store, g.gameId, 1))?.decisionLabel).toBe('Assign hits');
  expect(mailer.sent.slice(sentBefore)).toEqual([]);
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual(['bea@example.test']);
  expect(mailer.sent.at(-1)?.subject).toBe('Your turn in G: assign hits');
  const feed = await h.as(at(g, 1)).game.feed({ gameId: g.gameId });
  const rolls = feed.entries.filter((e) => e.event.type === 'dice-rolled').map((e) => e.event);
  expect(
    rolls.map((e) => (e.type === 'dice-rolled' ? [e.seat, e.roll, e.dice.length, e.dice.every((d) => d.hit)] : null)),
  ).toEqual([
    [0, 'combat', 5, true],
    [1, 'combat', 5, true],
  ]);
  expect(feed.entries.some((e) => e.event.type === 'combat-started')).toBe(true);
});

test('submit: when the fight goes on, the defender asked whether to retreat is notified too', async () => {
  const g = await startedGame();
  await rememberUserEmail(h.store, at(g, 1)?.id ?? '', 'bea@example.test');
  // A third system next to the fight holds one of Bea's ships: a place she could retreat to (78.7b).
  let s = tacticalGame({ tiles: line('47', '46', '48') });
  s = placeUnits(s, key(0), 0, { carrier: 1, dreadnought: 2, fighter: 2, infantry: 2 });
  s = placeUnits(s, key(1), 1, { cruiser: 2, dreadnought: 1, fighter: 2 });
  s = placeUnits(s, key(2), 1, { destroyer: 1 });
  s = activate(s, key(1));
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  const version = await withEngine(g.gameId, s);
  h.clock += 60_000;
  const mailer = h.services.mailer as RecordingMailer;
  const sentBefore = mailer.sent.length;
  // 78.4: each round begins with the defender's chance to announce a retreat.
  await submit(at(g, 0), g.gameId, moveEverything, version);
  const v = await h.as(at(g, 1)).game.view({ gameId: g.gameId });
  const top = v.view?.decisions.at(-1);
  expect(top?.kind === 'choice' ? top.choice : top?.kind).toBe('combat/announce-retreat');
  expect(v.waitingOn).toEqual([1]);
  expect(v.options.map((o) => o.label)).toEqual(['Announce a retreat', 'Stay and fight']);
  expect((await getWait(h.store, g.gameId, 1))?.since).toBe(h.clock);
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mailer.sent.slice(sentBefore).map((m) => m.to)).toEqual(['bea@example.test']);
});

test('odds: during the combat the retreat odds are those of the combat as it stands', async () => {
  const g = await startedGame();
  const version = await withEngine(g.gameId, combatAtMovement());
  await submit(at(g, 0), g.gameId, moveEverything, version);
  const answer = await h.as(at(g, 1)).game.odds({ gameId: g.gameId, query: { kind: 'combat' } });
  expect(answer).toMatchObject({ combat: 'space', attacker: 0, defender: 1, assumed: 'round 1 as it stands' });
  expect(answer.odds?.attackerWins).toBeGreaterThan(0.5);
});

// --- production -------------------------------------------------------------------------------------------------

test('production: the offer lists what can be built where; a quote gives the cost, a payment and what is wrong', async () => {
  const g = await startedGame();
  let s = tacticalGame({ tiles: line('19', '46') });
  s.board.systems[key(0)]!.planets.wellon!.owner = 0;
  s = placeUnits(s, key(0), 0, { 'space-dock': 1, infantry: 1 }, 'wellon');
  s = activate(s, key(0));
  const version = await withEngine(g.gameId, s);
  const view = await h.as(at(g, 0)).game.view({ gameId: g.gameId });
  expect(view.view?.decisions.at(-1)?.kind).toBe('production');
  expect(view.version).toBe(version);
  const info = await h.as(at(g, 0)).game.tactical({ gameId: g.gameId });
  const p = info.production;
  if (!p) throw new Error('no production offer');
  expect(p.limit).toBe(3); // 79.1: Wellon's 1 resource + 2
  expect(p.planets).toEqual([{ id: 'wellon', resources: 1, influence: 2, attachments: [] }]);
  expect(p.units.find((u) => u.type === 'infantry')).toMatchObject({ cost: 1, costFor: 2, places: ['wellon'] });
  const quote = await h
    .as(at(g, 0))
    .game.productionQuote({ gameId: g.gameId, units: [{ unit: 'infantry', count: 2, planet: 'wellon' }] });
  expect(quote).toEqual({ cost: 1, payment: { resources: ['wellon'], influence: [], tradeGoods: 0 }, problem: null });
  const tooMany = await h
    .as(at(g, 0))
    .game.productionQuote({ gameId: g.gameId, units: [{ unit: 'infantry', count: 4, planet: 'wellon' }] });
  expect(tooMany.problem?.rule).toBe('68.1');
  await expectTrpcError(h.as(at(g, 1)).game.productionQuote({ gameId: g.gameId, units: [] }), 'CONFLICT');
});
