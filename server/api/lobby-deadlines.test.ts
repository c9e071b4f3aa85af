// The cron applies the lobby's decision deadline to turns taken before the game (setup 6 tile placement, the
// drafts) even when nobody reads the lobby: a real Redis through the API harness (server/api/testing.ts).
import { expect, onTestFinished, test } from 'vitest';
import type { LobbySettings } from '@/server/lobby/doc';
import { sweepLobbyDeadlines } from './lobby-deadlines';
import { apiHarness, settings3p, user } from './testing';

const HOUR = 3_600_000;
const FACTIONS = ['hacan', 'sol', 'letnev'] as const;
const COLORS = ['red', 'blue', 'green'] as const;

async function dealt(settings: LobbySettings, name: string) {
  const h = apiHarness();
  onTestFinished(() => h.store.close());
  const players = [user('Host'), user('Bea'), user('Cal')] as const;
  const { gameId } = await h.as(players[0]).lobby.create({ name, settings });
  const token = (await h.as(players[0]).lobby.get({ gameId })).inviteToken ?? '';
  await h.as(players[1]).lobby.join({ token });
  await h.as(players[2]).lobby.join({ token });
  for (const [i, p] of players.entries())
    await h.as(p).lobby.choose({ gameId, faction: FACTIONS[i] ?? null, color: COLORS[i] ?? null });
  await h.as(players[0]).placement.start({ gameId });
  const placement = async () => {
    const p = (await h.as(players[0]).lobby.get({ gameId })).placement;
    if (!p?.started) throw new Error('tiles not dealt');
    return p;
  };
  return { h, gameId, placement };
}

test('setup 6 tile placement: past the deadline the cron places the absent player’s tile without anyone reading the lobby', async () => {
  const { h, gameId, placement } = await dealt(
    { ...settings3p, tilePlacement: true, decisionHours: 24 },
    'Absent placer',
  );
  const before = await placement();
  const absent = before.onTheClock?.seat ?? -1;
  expect(absent).toBeGreaterThanOrEqual(0);
  const version = (await h.store.loadGame(gameId))?.version;
  // Before the deadline the sweep changes nothing.
  expect(await sweepLobbyDeadlines(h.store, h.clock + 23 * HOUR, { services: h.services })).toBe(0);
  expect((await h.store.loadGame(gameId))?.version).toBe(version);
  // After it, the absent seat's default placement is made and the next seat is on the clock.
  expect(await sweepLobbyDeadlines(h.store, h.clock + 25 * HOUR, { services: h.services })).toBe(1);
  const after = await placement();
  expect(after.onTheClock?.seat).not.toBe(absent);
  expect(after.placements.length).toBe(before.placements.length + 1);
  expect(after.placements.at(-1)?.name).toBe(before.onTheClock?.name);
});

test('setup 6 tile placement: with no deadline set (0 hours) the cron never places for a player', async () => {
  const { h, placement } = await dealt({ ...settings3p, tilePlacement: true, decisionHours: 0 }, 'No deadline');
  const before = await placement();
  expect(await sweepLobbyDeadlines(h.store, h.clock + 1000 * HOUR, { services: h.services })).toBe(0);
  expect((await placement()).onTheClock?.seat).toBe(before.onTheClock?.seat);
});
