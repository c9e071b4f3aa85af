// The game's Discord webhook (issue 16) on a real Redis store, with a tiny local HTTP endpoint speaking the webhook
// API: only Discord webhook URLs are accepted, the URL never reaches a client, a change of whom the game waits on posts
// there (mentioning players who signed in with Discord), and a failing endpoint never breaks a command.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { storeAdapter } from '@/server/auth/store-adapter';
import { apiHarness, expectTrpcError, startedGame } from '@/server/api/testing';
import type { StartedGame } from '@/server/api/testing';
import { edit, newGame } from '@/engine/testing/scenario';
import {
  announceTurn,
  DISCORD_RETRY_AFTER_ERROR_MS,
  discordBase,
  discordText,
  discordWebhookUrlSchema,
  sendDiscordPost,
} from './discord';

const h = apiHarness();
const ID = '112233445566778899';
const TOKEN = 'aBcD_eFgH-iJkLmNoPqRsTuVwXyZ0123456789';
const URL_OK = `https://discord.com/api/webhooks/${ID}/${TOKEN}`;

interface Received {
  readonly path: string;
  readonly body: { content: string; allowed_mentions: { parse: string[]; users: string[] } };
}
const received: Received[] = [];
/** The endpoint's answers, one per post, then 204; a 429 asks to wait 50 ms (Retry-After). */
let answers: number[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.headers['content-type'] === 'application/json') {
        received.push({ path: req.url ?? '', body: JSON.parse(body) as Received['body'] });
      }
      const status = answers.shift() ?? 204;
      res.writeHead(status, status === 429 ? { 'retry-after': '0.05' } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.MECATOL_TEST_DISCORD_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.MECATOL_TEST_DISCORD_BASE;
  await new Promise((resolve) => server.close(resolve));
  await h.store.close();
});

/** The first waited-on seat answers with its first option that is not a transaction. */
async function answerOne(g: StartedGame): Promise<void> {
  const any = await h.as(g.players[0]!).game.view({ gameId: g.gameId });
  const seat = any.waitingOn[0]!;
  const mine = await h.as(g.players[seat]!).game.view({ gameId: g.gameId });
  const option = mine.options.find((o) => o.command.type !== 'propose-transaction')!;
  await h.as(g.players[seat]!).game.submit({
    gameId: g.gameId,
    command: option.command,
    clientCommandId: randomUUID(),
    expectedVersion: mine.version,
  });
}

test('only Discord channel webhook URLs are accepted', () => {
  const ok = (u: string) => discordWebhookUrlSchema.safeParse(u).success;
  expect(discordWebhookUrlSchema.parse(` ${URL_OK} `)).toEqual({ id: ID, token: TOKEN });
  expect(ok(`https://discordapp.com/api/webhooks/${ID}/${TOKEN}`)).toBe(true);
  for (const bad of [
    `http://discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com.evil.example/api/webhooks/${ID}/${TOKEN}`,
    `https://evil.example/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com:8443/api/webhooks/${ID}/${TOKEN}`,
    `https://user:pw@discord.com/api/webhooks/${ID}/${TOKEN}`,
    `https://discord.com/api/webhooks/${ID}/${TOKEN}?url=https://evil.example`,
    `https://discord.com/api/webhooks/${ID}/${TOKEN}/../../x`,
    `https://discord.com/api/v10/users/@me`,
    `https://127.0.0.1/api/webhooks/${ID}/${TOKEN}`,
    'javascript:alert(1)',
    '',
  ]) {
    expect(ok(bad), bad).toBe(false);
  }
});

test('the test endpoint is honoured only on loopback, and in production only with MECATOL_ALLOW_TEST_SEED=1', () => {
  const local = 'http://127.0.0.1:9999';
  expect(discordBase({ NODE_ENV: 'test', MECATOL_TEST_DISCORD_BASE: local })).toBe(local);
  expect(discordBase({ NODE_ENV: 'production', MECATOL_TEST_DISCORD_BASE: local })).toBe('https://discord.com');
  expect(discordBase({ NODE_ENV: 'production', MECATOL_TEST_DISCORD_BASE: local, MECATOL_ALLOW_TEST_SEED: '1' })).toBe(
    local,
  );
  expect(discordBase({ NODE_ENV: 'test', MECATOL_TEST_DISCORD_BASE: 'http://evil.example' })).toBe(
    'https://discord.com',
  );
  expect(discordBase({})).toBe('https://discord.com');
});

test('only the host sets the webhook; a non-Discord URL is refused with 400; the URL never reaches a client', async () => {
  const g = await startedGame(h, { allowSpectators: true });
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await expectTrpcError(h.as(bea).talk.setDiscord({ gameId: g.gameId, url: URL_OK }), 'FORBIDDEN');
  await expectTrpcError(
    h.as(host).talk.setDiscord({ gameId: g.gameId, url: 'https://evil.example/api/webhooks/1/2' }),
    'BAD_REQUEST',
  );
  expect(await h.as(host).talk.discord({ gameId: g.gameId })).toEqual({ set: false });
  expect(await h.as(host).talk.setDiscord({ gameId: g.gameId, url: URL_OK })).toEqual({ set: true });
  expect(await h.as(host).talk.discord({ gameId: g.gameId })).toEqual({ set: true });
  await expectTrpcError(h.as(bea).talk.discord({ gameId: g.gameId }), 'FORBIDDEN');
  const answers = [
    await h.as(host).game.view({ gameId: g.gameId }),
    await h.as(bea).game.view({ gameId: g.gameId }),
    await h.as(null).game.view({ gameId: g.gameId }),
    await h.as(host).lobby.get({ gameId: g.gameId }),
    await h.as(host).talk.read({ gameId: g.gameId }),
    await h.as(host).lobby.mine(),
  ];
  for (const a of answers) expect(JSON.stringify(a)).not.toContain(TOKEN);
  expect(await h.as(host).talk.clearDiscord({ gameId: g.gameId })).toEqual({ set: false });
  expect(await h.as(host).talk.discord({ gameId: g.gameId })).toEqual({ set: false });
});

test('a change of whom the game waits on posts to the webhook with the game link, mentioning Discord players', async () => {
  const g = await startedGame(h, { name: 'Discord *Night*' });
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await storeAdapter(h.store).linkAccount({
    userId: bea.id,
    provider: 'discord',
    providerAccountId: '998877665544332211',
    type: 'oauth',
  });
  await h.as(host).talk.setDiscord({ gameId: g.gameId, url: URL_OK });
  received.length = 0;
  answers = [];
  await answerOne(g);
  expect(received).toHaveLength(1);
  const [post] = received;
  expect(post!.path).toBe(`/api/webhooks/${ID}/${TOKEN}`);
  expect(post!.body.allowed_mentions).toEqual({ parse: [], users: ['998877665544332211'] });
  expect(post!.body.content).toContain('**Discord \\*Night\\*** waits on');
  expect(post!.body.content).toContain('Bea (<@998877665544332211>)');
  expect(post!.body.content).toContain(`https://mecatol.test/game/${g.gameId}`);
  expect(post!.body.content).not.toContain('Host');
});

test('a webhook that fails never breaks the command: tried once more, then logged and dropped', async () => {
  const g = await startedGame(h);
  await h.as(g.players[0]!).talk.setDiscord({ gameId: g.gameId, url: URL_OK });
  received.length = 0;
  answers = [500, 500];
  const before = (await h.as(g.players[0]!).game.view({ gameId: g.gameId })).version;
  await answerOne(g);
  expect((await h.as(g.players[0]!).game.view({ gameId: g.gameId })).version).toBe(before + 1);
  expect(received).toHaveLength(2);
  expect(h.services.logs.some((l) => l.includes('[discord]') && l.includes('500'))).toBe(true);
  expect(h.services.logs.some((l) => l.includes('[discord]') && l.includes('dropped'))).toBe(true);
});

test('a post Discord rate-limits (429 with Retry-After) or fails once (503) is delivered by the second try', async () => {
  const webhook = { id: ID, token: TOKEN };
  const post = { content: 'x', users: [] };
  const waits: number[] = [];
  const opts = { log: () => {}, base: discordBase(), sleep: async (ms: number) => void waits.push(ms) };
  received.length = 0;
  answers = [429];
  expect(await sendDiscordPost(webhook, post, opts)).toBe(true);
  answers = [503];
  expect(await sendDiscordPost(webhook, post, opts)).toBe(true);
  expect(received).toHaveLength(4);
  expect(waits).toEqual([50, DISCORD_RETRY_AFTER_ERROR_MS]);
  // A client error is not retried: the request itself is wrong.
  answers = [404];
  expect(await sendDiscordPost(webhook, post, opts)).toBe(false);
  expect(received).toHaveLength(5);
});

test("98.7 when the game ends, one post names the winner and every player's points and links the standings", async () => {
  const g = await startedGame(h, { name: 'Last Night' });
  await h.as(g.players[0]!).talk.setDiscord({ gameId: g.gameId, url: URL_OK });
  const ended = edit(newGame({ players: 3 }), (s) => {
    s.phase = 'ended';
    s.winner = 1;
    s.players[1]!.otherPoints.push({ source: 'custodians', points: 10 });
    s.players[2]!.otherPoints.push({ source: 'custodians', points: 3 });
  });
  const facts = {
    gameName: 'Last *Night*',
    gameUrl: `https://mecatol.test/game/${g.gameId}`,
    seatUsers: [],
    seatNames: ['Hana', 'Bea', 'Cy'],
  };
  received.length = 0;
  answers = [];
  const log = { log: () => {} };
  expect(await announceTurn(h.store, g.gameId, ended, facts, log)).toBe(true);
  expect(received).toHaveLength(1);
  expect(received[0]!.body.content).toBe(
    `**Last \\*Night\\*** is over: Bea wins. Victory points: Bea 10, Cy 3, Hana 0\nhttps://mecatol.test/game/${g.gameId}/record`,
  );
  expect(received[0]!.body.allowed_mentions).toEqual({ parse: [], users: [] });
  // Once only.
  expect(await announceTurn(h.store, g.gameId, ended, facts, log)).toBe(false);
  expect(received).toHaveLength(1);
});

test('player-chosen words cannot ping or format in Discord', () => {
  expect(discordText('@everyone **x** <@1>')).toBe('\\@everyone \\*\\*x\\*\\* \\<\\@1\\>');
});
