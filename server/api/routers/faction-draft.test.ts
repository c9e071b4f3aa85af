// The faction and speaker draft through the API: settings, picks in snake order, notices, and the started game.
import { afterAll, expect, test } from 'vitest';
import { lobbySettingsSchema, type LobbySettings } from '@/server/lobby/doc';
import { getWait } from '@/server/notify/waits';
import { apiHarness, expectTrpcError, settings3p, user } from '../testing';
import type { ContextUser } from '../trpc';

const h = apiHarness();
afterAll(() => h.store.close());

const settings4p: LobbySettings = { ...settings3p, players: 4, layout: '4p', draft: { kind: 'factions', factions: 6 } };
/** Three homes around one corner (positions 1, 7, 8), Wellon and Vefut II beside them (server/lobby/map-string.test.ts). */
const TRIANGLE = '0 19 -1 -1 -1 -1 0 0 -1 -1 -1 -1 -1 -1 -1 -1 -1 20';

async function table(settings: LobbySettings) {
  const players = Array.from({ length: settings.players }, (_, i) => user(['Host', 'Bea', 'Cal', 'Dax'][i] ?? `P${i}`));
  const host = players[0] as ContextUser;
  const { gameId } = await h.as(host).lobby.create({ name: `Factions ${Math.random()}`, settings });
  const token = (await h.as(host).lobby.get({ gameId })).inviteToken ?? '';
  for (const p of players.slice(1)) await h.as(p).lobby.join({ token });
  return { gameId, players, host };
}

async function draftOf(gameId: string, who: ContextUser) {
  const d = (await h.as(who).lobby.get({ gameId })).draft;
  if (!d?.started) throw new Error('draft not started');
  return d;
}

test('the faction draft is offered for every table size, with a layout or a map string, and at least one faction a player', () => {
  expect(lobbySettingsSchema.safeParse(settings4p).success).toBe(true);
  for (const [players, layout] of [
    [5, '5p-hyperlanes'],
    [6, '6p-large'],
    [8, '8p'],
  ] as const)
    expect(
      lobbySettingsSchema.safeParse({ ...settings4p, players, layout, draft: { kind: 'factions', factions: 8 } })
        .success,
    ).toBe(true);
  const map = { ...settings3p, mapString: TRIANGLE, draft: { kind: 'factions', factions: 3 } } as const;
  expect(lobbySettingsSchema.safeParse(map).success).toBe(true);
  const few = lobbySettingsSchema.safeParse({ ...settings4p, draft: { kind: 'factions', factions: 3 } });
  expect(few.error?.issues.map((i) => i.message)).toEqual(['Offer between 4 and 24 factions']);
});

test('the faction draft: the host starts it when full; no slices, only factions and speaker positions; picks in turn', async () => {
  const { gameId, players, host } = await table(settings4p);
  await expectTrpcError(h.as(players[1] as ContextUser).draft.start({ gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(host).lobby.start({ gameId }), 'BAD_REQUEST');
  await h.as(host).draft.start({ gameId });
  await expectTrpcError(h.as(players[2] as ContextUser).lobby.choose({ gameId, faction: 'sol' }), 'BAD_REQUEST');
  const d = await draftOf(gameId, host);
  expect([d.slices, d.factions.length, d.positions.map((p) => p.label), d.mapSoFar]).toEqual([
    [],
    6,
    ['Speaker', '2nd', '3rd', '4th'],
    null,
  ]);
  const first = d.onTheClock?.seat ?? -1;
  expect((await getWait(h.store, gameId, first))?.decisionLabel).toBe('Your pick in the faction draft');
  const firstUser = players[first] as ContextUser;
  expect((await draftOf(gameId, firstUser)).youNeed).toEqual(['faction', 'position']);
  await expectTrpcError(h.as(firstUser).draft.pick({ gameId, pick: { kind: 'slice', slice: 0 } }), 'BAD_REQUEST');
  const other = players.find((_, i) => i !== first) as ContextUser;
  await expectTrpcError(h.as(other).draft.pick({ gameId, pick: { kind: 'position', position: 0 } }), 'FORBIDDEN');
  await h.as(firstUser).draft.pick({ gameId, pick: { kind: 'position', position: 0 } });
  const second = (await draftOf(gameId, host)).onTheClock?.seat ?? -1;
  expect(await getWait(h.store, gameId, first)).toBeNull();
  expect((await getWait(h.store, gameId, second))?.decisionLabel).toBe('Your pick in the faction draft');
  await expectTrpcError(
    h.as(players[second] as ContextUser).draft.pick({ gameId, pick: { kind: 'position', position: 0 } }),
    'CONFLICT',
  );
  expect((await draftOf(gameId, host)).picks).toEqual([{ name: firstUser.name, label: 'Speaker position' }]);
});

test('the faction draft’s last pick starts the game on the lobby’s map string: drafted factions, the speaker as seat 0', async () => {
  const { gameId, players, host } = await table({
    ...settings3p,
    mapString: TRIANGLE,
    draft: { kind: 'factions', factions: 4 },
  });
  await h.as(host).draft.start({ gameId });
  const start = await draftOf(gameId, host);
  // Seat i takes faction i and position (i + 1) mod 3, in whatever order the clock asks.
  for (let t = 0; t < 6; t++) {
    const d = await draftOf(gameId, host);
    const seat = d.onTheClock?.seat ?? -1;
    const me = await draftOf(gameId, players[seat] as ContextUser);
    const pick = me.youNeed.includes('faction')
      ? ({ kind: 'faction', faction: start.factions[seat]?.id ?? '' } as const)
      : ({ kind: 'position', position: (seat + 1) % 3 } as const);
    const r = await h.as(players[seat] as ContextUser).draft.pick({ gameId, pick });
    expect(r.started).toBe(t === 5);
  }
  const lobby = await h.as(players[1] as ContextUser).lobby.get({ gameId });
  expect(lobby.status).toBe('started');
  // Position 0 (the speaker) went to seat 2, then seats 0 and 1 clockwise.
  const order = [2, 0, 1];
  expect(lobby.seats.map((s) => [s.name, s.faction])).toEqual(
    order.map((i) => [players[i]?.name, start.factions[i]?.id]),
  );
  expect(lobby.seats.every((s) => s.color !== null)).toBe(true);
  const view = (await h.as(host).game.view({ gameId })).view;
  expect(view?.speaker).toBe(0);
  // The map string's galaxy, with Wellon where it put it; the speaker's home at the string's first 0 (position 1).
  expect(view?.board.systems['1,-1']?.tile).toBe('19');
  expect(view?.players[0]?.faction).toBe(start.factions[2]?.id);
});
