// The players' tile placement (setup 6) through the API: the setting, the deal, turns, refusals, the started game.
import { afterAll, expect, test } from 'vitest';
import { lobbySettingsSchema, type LobbySettings } from '@/server/lobby/doc';
import { getWait } from '@/server/notify/waits';
import { apiHarness, expectTrpcError, settings3p, user } from '../testing';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

const placing3p: LobbySettings = { ...settings3p, tilePlacement: true };
const FACTIONS = ['hacan', 'sol', 'letnev'] as const;
const COLORS = ['red', 'blue', 'green'] as const;

async function table(settings: LobbySettings = placing3p, choose = true) {
  const players = [user('Host'), user('Bea'), user('Cal')] as const;
  const { gameId } = await h.as(players[0]).lobby.create({ name: `Tiles ${Math.random()}`, settings });
  const token = (await h.as(players[0]).lobby.get({ gameId })).inviteToken ?? '';
  await h.as(players[1]).lobby.join({ token });
  await h.as(players[2]).lobby.join({ token });
  if (choose)
    for (const [i, p] of players.entries())
      await h.as(p).lobby.choose({ gameId, faction: FACTIONS[i] ?? null, color: COLORS[i] ?? null });
  return { gameId, players };
}

async function placementOf(gameId: string, who: ContextUser) {
  const p = (await h.as(who).lobby.get({ gameId })).placement;
  if (!p?.started) throw new Error('tiles not dealt');
  return p;
}

/** The seat on the turn places its first legal option. */
async function placeNext(gameId: string, players: readonly ContextUser[]) {
  const seat = (await placementOf(gameId, players[0] as ContextUser)).onTheClock?.seat ?? -1;
  const who = players[seat] as ContextUser;
  const o = (await placementOf(gameId, who)).options[0];
  if (!o) throw new Error('no option');
  return { seat, tile: o.tile, r: await h.as(who).placement.place({ gameId, tile: o.tile, position: o.position }) };
}

test('setup 6 tile placement is a lobby option on the layout’s board, not with a map string or a Milty draft', () => {
  expect(lobbySettingsSchema.safeParse(placing3p).success).toBe(true);
  expect(lobbySettingsSchema.safeParse({ ...placing3p, draft: { kind: 'factions', factions: 4 } }).success).toBe(true);
  const message = 'The players place tiles on the layout’s board: leave the map string empty and use no Milty draft';
  const milty = lobbySettingsSchema.safeParse({ ...placing3p, draft: { kind: 'milty', slices: 4, factions: 5 } });
  expect(milty.error?.issues.map((i) => i.message)).toEqual([message]);
  const map = lobbySettingsSchema.safeParse({
    ...placing3p,
    mapString: '0 19 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20',
  });
  expect(map.error?.issues.map((i) => i.message)).toEqual([message]);
});

test('setup 6 tile placement: the host deals once every seat has chosen; then factions are fixed and the game waits', async () => {
  const early = await table(placing3p, false);
  await expectTrpcError(h.as(early.players[0]).placement.start({ gameId: early.gameId }), 'BAD_REQUEST');
  const { gameId, players } = await table();
  await expectTrpcError(h.as(players[1]).placement.start({ gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(players[0]).lobby.start({ gameId }), 'BAD_REQUEST');
  await h.as(players[0]).placement.start({ gameId });
  await expectTrpcError(h.as(players[0]).placement.start({ gameId }), 'CONFLICT');
  await expectTrpcError(h.as(players[1]).lobby.choose({ gameId, faction: 'xxcha' }), 'CONFLICT');
  await expectTrpcError(h.as(players[2]).lobby.leave({ gameId }), 'CONFLICT');
  // Each player sees their own 8 tiles (6 blue, 2 red) and the others' as counts.
  const mine = await placementOf(gameId, players[1]);
  expect(mine.yourTiles).toHaveLength(8);
  expect(mine.players.map((p) => p.left)).toEqual([8, 8, 8]);
  expect(JSON.stringify(mine)).not.toContain(
    JSON.stringify((await placementOf(gameId, players[2])).yourTiles[0]?.tile),
  );
});

test('setup 6 tile placement: the speaker places first (notified); out of turn and a second-ring space are refused', async () => {
  const { gameId, players } = await table();
  await h.as(players[0]).placement.start({ gameId });
  const p = await placementOf(gameId, players[0]);
  const speaker = p.onTheClock?.seat ?? -1;
  expect(p.speaker).toBe(players[speaker]?.name);
  expect((await getWait(h.store, gameId, speaker))?.decisionLabel).toBe('Your system tile to place');
  const other = players[(speaker + 1) % 3] as ContextUser;
  const otherTile = (await placementOf(gameId, other)).yourTiles[0]?.tile ?? '';
  expect((await placementOf(gameId, other)).options).toEqual([]);
  await expectTrpcError(h.as(other).placement.place({ gameId, tile: otherTile, position: 1 }), 'FORBIDDEN');
  const me = await placementOf(gameId, players[speaker] as ContextUser);
  const tile = me.yourTiles[0]?.tile ?? '';
  // Every option is in ring 1 until it is full.
  expect(new Set(me.options.map((o) => o.ring))).toEqual(new Set([1]));
  await expectTrpcError(
    h.as(players[speaker] as ContextUser).placement.place({ gameId, tile, position: 7 }),
    'BAD_REQUEST',
  );
  const { r } = await placeNext(gameId, players);
  expect(r.started).toBe(false);
  const next = (await placementOf(gameId, players[0])).onTheClock?.seat;
  expect(next).toBe((speaker + 1) % 3);
  expect(await getWait(h.store, gameId, speaker)).toBeNull();
  expect((await getWait(h.store, gameId, next ?? -1))?.decisionLabel).toBe('Your system tile to place');
});

test('setup 6 tile placement: the last tile starts the game on the placed galaxy with the speaker it was placed with', async () => {
  const { gameId, players } = await table();
  await h.as(players[0]).placement.start({ gameId });
  const speakerName = (await placementOf(gameId, players[0])).speaker;
  let last = false;
  const placed: string[] = [];
  for (let i = 0; i < 24; i++) {
    const step = await placeNext(gameId, players);
    placed.push(step.tile);
    last = step.r.started;
  }
  expect(last).toBe(true);
  const lobby = await h.as(players[1]).lobby.get({ gameId });
  expect(lobby.status).toBe('started');
  expect(lobby.seats.map((s) => s.faction)).toEqual([...FACTIONS]);
  const view = (await h.as(players[0]).game.view({ gameId })).view;
  expect(players[view?.speaker ?? -1]?.name).toBe(speakerName);
  // Every tile the players placed is on the board (beside Mecatol Rex, the homes and the nexus).
  const tiles = new Set(Object.values(view?.board.systems ?? {}).map((s) => s.tile));
  expect(placed.filter((t) => !tiles.has(t))).toEqual([]);
  expect(new Set(placed).size).toBe(24);
});

test('setup 6 tile placement after a faction draft: the last pick deals the tiles and the drafted speaker places first', async () => {
  const { gameId, players } = await table({ ...placing3p, draft: { kind: 'factions', factions: 3 } }, false);
  await h.as(players[0]).draft.start({ gameId });
  for (let t = 0; t < 6; t++) {
    const d = (await h.as(players[0]).lobby.get({ gameId })).draft;
    const seat = d?.started ? (d.onTheClock?.seat ?? -1) : -1;
    const mine = (await h.as(players[seat] as ContextUser).lobby.get({ gameId })).draft;
    if (!mine?.started) throw new Error('no draft');
    const faction = mine.factions.find((f) => f.takenBy === null)?.id ?? '';
    const position = mine.positions.find((p) => p.takenBy === null)?.position ?? 0;
    const pick = mine.youNeed.includes('faction')
      ? ({ kind: 'faction', faction } as const)
      : ({ kind: 'position', position } as const);
    expect((await h.as(players[seat] as ContextUser).draft.pick({ gameId, pick })).started).toBe(false);
  }
  const lobby = await h.as(players[0]).lobby.get({ gameId });
  expect(lobby.status).toBe('lobby');
  const p = lobby.placement;
  // The drafted speaker sits in seat 0 and places first.
  expect(p?.started && p.onTheClock?.seat).toBe(0);
  expect(p?.started && p.speaker).toBe(lobby.seats[0]?.name);
});

test('setup 6 tile placement: a seat past the decision deadline gets its first legal placement', async () => {
  const { gameId, players } = await table({ ...placing3p, decisionHours: 1 });
  await h.as(players[0]).placement.start({ gameId });
  const seat = (await placementOf(gameId, players[0])).onTheClock?.seat ?? -1;
  const first = (await placementOf(gameId, players[seat] as ContextUser)).options[0];
  h.clock += 61 * 60_000;
  const after = (await h.as(players[1]).placement.view({ gameId })).placement;
  expect(after?.started && after.placements).toEqual([
    { name: players[seat]?.name, tile: first?.name, position: first?.position, extra: false },
  ]);
});
