// Turns before the game (a draft pick, a system tile placed: LRR "Complete Setup" step 6) through the API, on a real
// Redis and a real SMTP server: My games marks them as the player's turn, and the turn notice goes out after the
// game's quiet delay like a game decision's (when the lobby is read, or by the cron), never for a turn already taken.
import { afterEach, expect, onTestFinished, test } from 'vitest';
import type { LobbySettings } from '@/server/lobby/doc';
import { createMailer } from '@/server/notify/email';
import { runReminders } from '@/server/notify/reminders';
import { updateNotificationSettings } from '@/server/notify/settings';
import { testServices } from '@/server/notify/testing/fakes';
import { decodeHeader, parseMail, startSmtpServer, type TestSmtpServer } from '@/server/notify/testing/smtp';
import { apiHarness, settings3p, user, type ApiHarness } from './testing';
import type { ContextUser } from './trpc';

const MINUTE = 60_000;
const FACTIONS = ['hacan', 'sol', 'letnev'] as const;
const COLORS = ['red', 'blue', 'green'] as const;
const placing: LobbySettings = { ...settings3p, tilePlacement: true, notifyDelayMinutes: 5 };
const drafting: LobbySettings = { ...settings3p, draft: { kind: 'factions', factions: 4 }, notifyDelayMinutes: 5 };

let smtp: TestSmtpServer | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

/** A harness whose turn emails go to a real SMTP server; every user gets an address. */
async function withMail() {
  smtp = await startSmtpServer();
  const services = testServices({
    mailer: createMailer({ kind: 'smtp', url: smtp.url, from: 'Mecatol <turns@mecatol.test>' }),
    push: null,
  });
  const h = apiHarness(undefined, { services });
  onTestFinished(() => h.store.close());
  const received = smtp.received;
  const mails = (who: ContextUser) =>
    received
      .filter((m) => m.to.includes(`${who.id}@x.test`))
      .map((m) => {
        const mail = parseMail(m.raw);
        return { subject: decodeHeader(mail.headers.get('subject') ?? ''), text: mail.text };
      });
  return { h, mails };
}

async function table(h: ApiHarness, settings: LobbySettings, name: string) {
  const players = [user('Host'), user('Bea'), user('Cal')] as const;
  const { gameId } = await h.as(players[0]).lobby.create({ name, settings });
  const token = (await h.as(players[0]).lobby.get({ gameId })).inviteToken ?? '';
  await h.as(players[1]).lobby.join({ token });
  await h.as(players[2]).lobby.join({ token });
  for (const p of players) await updateNotificationSettings(h.store, p.id, { email: `${p.id}@x.test` });
  return { gameId, players };
}

async function dealt(h: ApiHarness, name: string) {
  const t = await table(h, placing, name);
  for (const [i, p] of t.players.entries())
    await h.as(p).lobby.choose({ gameId: t.gameId, faction: FACTIONS[i] ?? null, color: COLORS[i] ?? null });
  await h.as(t.players[0]).placement.start({ gameId: t.gameId });
  return t;
}

/** The placement as `who` sees it (throws before the deal). */
async function placementOf(h: ApiHarness, gameId: string, who: ContextUser) {
  const p = (await h.as(who).lobby.get({ gameId })).placement;
  if (!p?.started) throw new Error('tiles not dealt');
  return p;
}

async function entry(h: ApiHarness, gameId: string, who: ContextUser) {
  return (await h.as(who).lobby.mine()).find((g) => g.gameId === gameId);
}

test('setup 6 tile placement: My games marks the player on the turn as their turn and shows the others whom it waits on', async () => {
  const { h } = await withMail();
  const { gameId, players } = await dealt(h, 'Tiles in the list');
  const seat = (await placementOf(h, gameId, players[0])).onTheClock?.seat ?? -1;
  const onTurn = players[seat] as ContextUser;
  const waitingFor = [{ seat, name: onTurn.name }];
  for (const [i, p] of players.entries())
    expect(await entry(h, gameId, p)).toMatchObject({
      status: 'lobby',
      stage: 'placement',
      yourTurn: i === seat,
      waitingFor,
    });
  // Listed first, ahead of a game changed later that does not wait on them.
  await h.as(onTurn).lobby.create({ name: 'Later, not my turn', settings: settings3p });
  expect((await h.as(onTurn).lobby.mine())[0]?.gameId).toBe(gameId);

  const o = (await placementOf(h, gameId, onTurn)).options[0];
  if (!o) throw new Error('no option');
  await h.as(onTurn).placement.place({ gameId, tile: o.tile, position: o.position });
  const next = (await placementOf(h, gameId, players[0])).onTheClock?.seat ?? -1;
  expect(await entry(h, gameId, onTurn)).toMatchObject({ yourTurn: next === seat });
  expect(await entry(h, gameId, players[next] as ContextUser)).toMatchObject({ yourTurn: true, stage: 'placement' });
});

test('a lobby with no draft or placement under way waits on nobody in My games', async () => {
  const { h } = await withMail();
  const { gameId, players } = await table(h, placing, 'Tiles not dealt');
  for (const p of players)
    expect(await entry(h, gameId, p)).toMatchObject({ stage: null, yourTurn: false, waitingFor: [] });
});

test('setup 6 tile placement: the player on the turn is emailed once the quiet delay has passed, when the lobby is read', async () => {
  const { h, mails } = await withMail();
  const { gameId, players } = await dealt(h, 'Tiles by mail');
  const seat = (await placementOf(h, gameId, players[0])).onTheClock?.seat ?? -1;
  const onTurn = players[seat] as ContextUser;
  const reader = players[(seat + 1) % 3] as ContextUser;
  // Inside the delay nothing goes out, however often the lobby is read.
  h.clock += 4 * MINUTE;
  await h.as(reader).lobby.get({ gameId });
  expect(mails(onTurn)).toEqual([]);
  h.clock += 2 * MINUTE;
  await h.as(reader).lobby.get({ gameId });
  expect(mails(onTurn)).toEqual([
    {
      subject: 'Your turn in Tiles by mail: your system tile to place',
      text: expect.stringContaining(`/game/${gameId}`),
    },
  ]);
  for (const p of players) if (p !== onTurn) expect(mails(p)).toEqual([]);
});

test('setup 6 tile placement: a turn taken within the delay sends nothing; the next player hears who placed, from the cron', async () => {
  const { h, mails } = await withMail();
  const { gameId, players } = await dealt(h, 'Tiles quickly');
  const seat = (await placementOf(h, gameId, players[0])).onTheClock?.seat ?? -1;
  const onTurn = players[seat] as ContextUser;
  h.clock += 2 * MINUTE;
  const o = (await placementOf(h, gameId, onTurn)).options[0];
  if (!o) throw new Error('no option');
  await h.as(onTurn).placement.place({ gameId, tile: o.tile, position: o.position });
  const next = (await placementOf(h, gameId, players[0])).onTheClock?.seat ?? -1;
  expect(next).not.toBe(seat);
  await runReminders({ store: h.store, now: h.clock + 6 * MINUTE, services: h.services });
  expect(mails(onTurn)).toEqual([]);
  expect(mails(players[next] as ContextUser).map((m) => m.subject)).toEqual([
    `${onTurn.name} placed a system tile: your turn to place one`,
  ]);
});

test('the faction draft: the player on the clock is marked in My games and emailed after the delay by the cron', async () => {
  const { h, mails } = await withMail();
  const { gameId, players } = await table(h, drafting, 'Draft by mail');
  await h.as(players[0]).draft.start({ gameId });
  const d = (await h.as(players[0]).lobby.get({ gameId })).draft;
  const seat = d?.started ? (d.onTheClock?.seat ?? -1) : -1;
  const onTurn = players[seat] as ContextUser;
  for (const [i, p] of players.entries())
    expect(await entry(h, gameId, p)).toMatchObject({
      stage: 'draft',
      yourTurn: i === seat,
      waitingFor: [{ seat, name: onTurn.name }],
    });
  await runReminders({ store: h.store, now: h.clock + 4 * MINUTE, services: h.services });
  expect(mails(onTurn)).toEqual([]);
  await runReminders({ store: h.store, now: h.clock + 5 * MINUTE, services: h.services });
  expect(mails(onTurn).map((m) => m.subject)).toEqual(['Your turn in Draft by mail: your pick in the faction draft']);
});
