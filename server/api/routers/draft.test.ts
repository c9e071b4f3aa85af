import { afterAll, expect, test } from 'vitest';
import type { MiltyPick } from '@/engine/index';
import { lobbySettingsSchema, type LobbySettings } from '@/server/lobby/doc';
import { getWait } from '@/server/notify/waits';
import { apiHarness, expectTrpcError, settings3p, user } from '../testing';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

const drafted3p: LobbySettings = { ...settings3p, draft: { kind: 'milty', slices: 4, factions: 5 } };

/** A full table: the host creates the game, the others join by the invite link. */
async function tableOf(settings: LobbySettings, names: readonly string[]) {
  const players = names.map((n) => user(n));
  const host = players[0] as ContextUser;
  const { gameId } = await h.as(host).lobby.create({ name: `Draft ${Math.random()}`, settings });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  for (const p of players.slice(1)) await h.as(p).lobby.join({ token });
  return { gameId, players: players as [ContextUser, ContextUser, ContextUser, ...ContextUser[]] };
}

const tableOfThree = (settings: LobbySettings = drafted3p) => tableOf(settings, ['Host', 'Bea', 'Cal']);

async function draftOf(gameId: string, who: ContextUser) {
  const d = (await h.as(who).lobby.get({ gameId })).draft;
  if (!d?.started) throw new Error('draft not started');
  return d;
}

/**
 * Each seat takes faction i, slice i and position i, in whatever order the clock asks; returns whether each pick
 * started the game.
 */
async function pickEverything(gameId: string, players: readonly ContextUser[]) {
  const start = await draftOf(gameId, players[0] as ContextUser);
  const taken = new Map<number, number>();
  const started: boolean[] = [];
  for (let t = 0; t < players.length * 3; t++) {
    const d = await draftOf(gameId, players[0] as ContextUser);
    const seat = d.onTheClock?.seat ?? -1;
    const k = taken.get(seat) ?? 0;
    taken.set(seat, k + 1);
    const pick: MiltyPick = [
      { kind: 'faction', faction: start.factions[seat]?.id ?? '' } as const,
      { kind: 'slice', slice: seat } as const,
      { kind: 'position', position: seat } as const,
    ][k] as MiltyPick;
    started.push((await h.as(players[seat] as ContextUser).draft.pick({ gameId, pick })).started);
  }
  return started;
}

/** True only for the last of `n` picks. */
const lastOf = (n: number) => Array.from({ length: n }, (_, t) => t === n - 1);

test('the lobby offers the Milty draft for every table of 3 to 8 players, on its own board, and not with a map string', () => {
  expect(lobbySettingsSchema.safeParse(drafted3p).success).toBe(true);
  const boards = { 4: '4p', 5: '5p-hyperlanes', 6: '6p', 7: '7p-alternate', 8: '8p-alternate' } as const;
  for (const [n, layout] of Object.entries(boards)) {
    const players = Number(n);
    const draft = { kind: 'milty', slices: players, factions: players } as const;
    expect(lobbySettingsSchema.safeParse({ ...drafted3p, players, layout, draft }).success).toBe(true);
  }
  const five = lobbySettingsSchema.safeParse({
    ...drafted3p,
    players: 5,
    layout: '5p',
    draft: { kind: 'milty', slices: 5, factions: 5 },
  });
  expect(five.error?.issues.map((i) => i.message)).toEqual([
    'A Milty draft for 5 players builds its own board: choose the 5p-hyperlanes layout',
  ]);
  const slices = lobbySettingsSchema.safeParse({ ...drafted3p, draft: { kind: 'milty', slices: 6, factions: 5 } });
  expect(slices.error?.issues.map((i) => i.message)).toEqual(['Deal between 3 and 5 slices for 3 players']);
  const large = lobbySettingsSchema.safeParse({
    ...drafted3p,
    players: 6,
    layout: '6p-large',
    draft: { kind: 'milty', slices: 7, factions: 8 },
  });
  expect(large.error?.issues.map((i) => i.message)).toEqual([
    'A Milty draft for 6 players builds its own board: choose the 6p layout',
  ]);
  const map = lobbySettingsSchema.safeParse({ ...drafted3p, mapString: '0 19 -1 -1 -1 -1 0 0' });
  expect(map.error?.issues.map((i) => i.message)).toContain(
    'A Milty draft builds the galaxy: leave the map string empty',
  );
});

test('only the host starts the draft, once every seat is taken; factions are then drafted, not chosen', async () => {
  const host = user('Solo');
  const { gameId } = await h.as(host).lobby.create({ name: 'Early', settings: drafted3p });
  await expectTrpcError(h.as(host).draft.start({ gameId }), 'BAD_REQUEST');
  const { gameId: full, players } = await tableOfThree();
  await expectTrpcError(h.as(players[1]).draft.start({ gameId: full }), 'FORBIDDEN');
  await expectTrpcError(h.as(players[0]).lobby.start({ gameId: full }), 'BAD_REQUEST');
  await h.as(players[0]).draft.start({ gameId: full });
  await expectTrpcError(h.as(players[0]).draft.start({ gameId: full }), 'CONFLICT');
  await expectTrpcError(h.as(players[1]).lobby.choose({ gameId: full, faction: 'sol' }), 'BAD_REQUEST');
  await expectTrpcError(h.as(players[2]).lobby.leave({ gameId: full }), 'CONFLICT');
  const d = await draftOf(full, players[0]);
  expect([d.slices.length, d.factions.length, d.positions.map((p) => p.label)]).toEqual([
    4,
    5,
    ['Speaker', '2nd', '3rd'],
  ]);
});

test('the player on the clock is waited on (notified); out-of-turn and taken picks are refused and change nothing', async () => {
  const { gameId, players } = await tableOfThree();
  await h.as(players[0]).draft.start({ gameId });
  const d = await draftOf(gameId, players[0]);
  const first = d.onTheClock?.seat ?? -1;
  expect((await getWait(h.store, gameId, first))?.decisionLabel).toBe('Your pick in the Milty draft');
  const notYou = [0, 1, 2].find((i) => i !== first) ?? 0;
  await expectTrpcError(
    h.as(players[notYou] as ContextUser).draft.pick({ gameId, pick: { kind: 'slice', slice: 0 } }),
    'FORBIDDEN',
  );
  await h.as(players[first] as ContextUser).draft.pick({ gameId, pick: { kind: 'slice', slice: 0 } });
  const after = await draftOf(gameId, players[0]);
  const second = after.onTheClock?.seat ?? -1;
  expect(await getWait(h.store, gameId, first)).toBeNull();
  expect((await getWait(h.store, gameId, second))?.decisionLabel).toBe('Your pick in the Milty draft');
  await expectTrpcError(
    h.as(players[second] as ContextUser).draft.pick({ gameId, pick: { kind: 'slice', slice: 0 } }),
    'CONFLICT',
  );
  await expectTrpcError(
    h.as(players[second] as ContextUser).draft.pick({ gameId, pick: { kind: 'slice', slice: 9 } }),
    'BAD_REQUEST',
  );
  expect((await draftOf(gameId, players[0])).picks).toEqual([{ name: players[first]?.name, label: 'Slice A' }]);
});

test('the last pick starts the game: drafted factions, the speaker position as seat 0 and the slices on the board', async () => {
  const { gameId, players } = await tableOfThree();
  await h.as(players[0]).lobby.choose({ gameId, color: 'purple' });
  await h.as(players[0]).draft.start({ gameId });
  const start = await draftOf(gameId, players[0]);
  expect(await pickEverything(gameId, players)).toEqual(lastOf(9));
  const lobby = await h.as(players[1]).lobby.get({ gameId });
  expect(lobby.status).toBe('started');
  expect(lobby.seats.map((s) => [s.name, s.faction])).toEqual(
    players.map((p, i) => [p.name, start.factions[i]?.id ?? '']),
  );
  expect(lobby.seats[0]?.color).toBe('purple');
  const view = (await h.as(players[0]).game.view({ gameId })).view;
  expect(view?.speaker).toBe(0);
  // The 3-player board: slice A (seat 0's) at the speaker's home, its first system at map position 2 (hex 1,-1).
  expect(view?.board.systems['1,-1']?.tile).toBe(start.slices[0]?.tiles[0]);
  await expectTrpcError(h.as(players[0]).draft.pick({ gameId, pick: { kind: 'slice', slice: 3 } }), 'CONFLICT');
});

test('a seat past the lobby’s decision deadline gets the first offer left of a kind it lacks', async () => {
  const { gameId, players } = await tableOfThree({ ...drafted3p, decisionHours: 1 });
  await h.as(players[0]).draft.start({ gameId });
  const d = await draftOf(gameId, players[0]);
  const late = d.onTheClock?.seat ?? -1;
  h.clock += 30 * 60_000;
  expect((await h.as(players[1]).draft.view({ gameId })).draft).toMatchObject({ picks: [] });
  h.clock += 31 * 60_000;
  const after = (await h.as(players[1]).draft.view({ gameId })).draft;
  expect(after && 'picks' in after ? after.picks : null).toEqual([
    { name: players[late]?.name, label: d.factions[0]?.name },
  ]);
});

test('a four-player Milty draft runs to a started game on the six-player board with two hyperlane wedges', async () => {
  const draft = { kind: 'milty', slices: 5, factions: 6 } as const;
  const settings: LobbySettings = { ...settings3p, players: 4, layout: '4p', draft };
  const { gameId, players } = await tableOf(settings, ['Host', 'Bea', 'Cal', 'Dee']);
  await h.as(players[0]).draft.start({ gameId });
  const start = await draftOf(gameId, players[0]);
  expect([start.slices.map((s) => s.tiles.length), start.positions.length]).toEqual([[5, 5, 5, 5, 5], 4]);
  expect(await pickEverything(gameId, players)).toEqual(lastOf(12));
  const view = (await h.as(players[2]).game.view({ gameId })).view;
  // Slice A (seat 0's, the speaker's) at the first home (position 22), its first system at position 2 (hex 1,-1);
  // a hyperlane fixed at position 1 (hex 0,-1), where the six-player board's first slice would be: the five-player
  // wedge's ring-1 lane (85A at position 4, hex 0,1) turned half-way round.
  expect(view?.board.systems['1,-1']?.tile).toBe(start.slices[0]?.tiles[0]);
  expect(view?.board.systems['0,-1']?.tile).toBe('85A');
  expect(view?.board.systems['0,1']?.tile).toBe('85A');
  expect(view?.players.map((p) => p.faction)).toEqual(start.factions.slice(0, 4).map((f) => f.id));
});
