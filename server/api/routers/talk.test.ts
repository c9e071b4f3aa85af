// Table talk (issue 16) through the tRPC procedures on a real Redis store: who reads which thread, the limits, text
// kept as text, the host hiding a message, and mentions that notify under the quiet-notification rules.
import { afterAll, expect, test } from 'vitest';
import { DEFAULT_NOTIFY_DELAY_MINUTES } from '@/server/lobby/doc';
import { runReminders } from '@/server/notify/reminders';
import { rememberUserEmail, updateNotificationSettings } from '@/server/notify/settings';
import type { RecordingMailer } from '@/server/notify/testing/fakes';
import { MESSAGE_MAX_CHARS } from '@/server/talk/thread';
import { DEFAULT_RATE_LIMITS } from '../rate-limits';
import { apiHarness, expectTrpcError, startedGame, user } from '../testing';
import type { StartedGame } from '../testing';

const h = apiHarness();
afterAll(() => h.store.close());
const mailer = h.services.mailer as RecordingMailer;

async function read(g: StartedGame, seat: number) {
  return h.as(g.players[seat]!).talk.read({ gameId: g.gameId });
}
function texts(r: Awaited<ReturnType<typeof read>>, thread: string): string[] {
  return (r.threads.find((t) => t.thread === thread)?.messages ?? []).map((m) => (m.hidden ? '(hidden)' : m.text));
}

test('the channel is read by every player of the game and nobody else', async () => {
  const g = await startedGame(h, { allowSpectators: true });
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await h.as(bea).talk.post({ gameId: g.gameId, thread: 'table', text: 'Hello table' });
  for (const seat of [0, 1, 2]) expect(texts(await read(g, seat), 'table')).toEqual(['Hello table']);
  const stranger = user('Stranger');
  await expectTrpcError(h.as(stranger).talk.read({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(stranger).talk.post({ gameId: g.gameId, thread: 'table', text: 'hi' }), 'FORBIDDEN');
  await expectTrpcError(h.as(null).talk.read({ gameId: g.gameId }), 'UNAUTHORIZED');
  expect((await h.as(host).talk.read({ gameId: g.gameId })).threads.map((t) => t.thread)).toEqual([
    'table',
    '0-1',
    '0-2',
  ]);
});

test('a private thread reaches its two players only: a third seat can neither read nor write it', async () => {
  const g = await startedGame(h);
  const [host, bea, cal] = [g.players[0]!, g.players[1]!, g.players[2]!];
  await h.as(host).talk.post({ gameId: g.gameId, thread: '0-1', text: 'Deal: I stay out of your system' });
  await h.as(bea).talk.post({ gameId: g.gameId, thread: '0-1', text: 'Agreed (not binding, LRR 28)' });
  expect(texts(await read(g, 0), '0-1')).toEqual(['Deal: I stay out of your system', 'Agreed (not binding, LRR 28)']);
  expect(texts(await read(g, 1), '0-1')).toHaveLength(2);
  const third = await read(g, 2);
  expect(third.threads.map((t) => t.thread)).toEqual(['table', '0-2', '1-2']);
  expect(JSON.stringify(third)).not.toContain('Deal');
  await expectTrpcError(h.as(cal).talk.post({ gameId: g.gameId, thread: '0-1', text: 'me too' }), 'FORBIDDEN');
  await expectTrpcError(h.as(cal).talk.hide({ gameId: g.gameId, thread: '0-1', messageId: 1 }), 'FORBIDDEN');
  // Seats past the table's size are no thread at all.
  await expectTrpcError(h.as(host).talk.post({ gameId: g.gameId, thread: '0-5', text: 'x' }), 'FORBIDDEN');
  await expectTrpcError(h.as(host).talk.post({ gameId: g.gameId, thread: '1-1', text: 'x' }), 'FORBIDDEN');
});

test('a poll with the versions it knows gets messages only of threads that changed', async () => {
  const g = await startedGame(h);
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await h.as(bea).talk.post({ gameId: g.gameId, thread: 'table', text: 'one' });
  const first = await read(g, 0);
  const known = Object.fromEntries(first.threads.map((t) => [t.thread, t.version]));
  const again = await h.as(host).talk.read({ gameId: g.gameId, known });
  expect(again.threads.every((t) => t.messages === null)).toBe(true);
  expect(again.table).toBeNull();
  await h.as(bea).talk.post({ gameId: g.gameId, thread: '0-1', text: 'two' });
  const moved = await h.as(host).talk.read({ gameId: g.gameId, known });
  expect(moved.threads.filter((t) => t.messages !== null).map((t) => t.thread)).toEqual(['0-1']);
});

test('limits: message length, text left after cleaning, messages per player per minute', async () => {
  const g = await startedGame(h);
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await expectTrpcError(
    h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: 'x'.repeat(MESSAGE_MAX_CHARS + 1) }),
    'BAD_REQUEST',
  );
  await expectTrpcError(h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: '  \u0007 ' }), 'BAD_REQUEST');
  await expectTrpcError(
    h.as(host).talk.post({ gameId: g.gameId, thread: 'nope' as 'table', text: 'x' }),
    'BAD_REQUEST',
  );
  const limit = DEFAULT_RATE_LIMITS.talk.limit;
  for (let i = 0; i < limit; i++) await h.as(bea).talk.post({ gameId: g.gameId, thread: 'table', text: `m${i}` });
  await expectTrpcError(
    h.as(bea).talk.post({ gameId: g.gameId, thread: 'table', text: 'one more' }),
    'TOO_MANY_REQUESTS',
  );
  expect(texts(await read(g, 0), 'table')).toHaveLength(limit);
});

test('text stays text: markup is stored and served as written, never as HTML', async () => {
  const g = await startedGame(h);
  const text = '<img src=x onerror=alert(1)> & <b>bold</b>';
  await h.as(g.players[1]!).talk.post({ gameId: g.gameId, thread: 'table', text });
  expect(texts(await read(g, 0), 'table')).toEqual([text]);
});

test('the host hides a message: its text is gone for everyone, other players cannot hide', async () => {
  const g = await startedGame(h);
  const [host, bea, cal] = [g.players[0]!, g.players[1]!, g.players[2]!];
  const { id } = await h.as(bea).talk.post({ gameId: g.gameId, thread: 'table', text: 'something rude' });
  await h.as(cal).talk.post({ gameId: g.gameId, thread: 'table', text: 'calm down' });
  await expectTrpcError(h.as(cal).talk.hide({ gameId: g.gameId, thread: 'table', messageId: id }), 'FORBIDDEN');
  await h.as(host).talk.hide({ gameId: g.gameId, thread: 'table', messageId: id });
  for (const seat of [0, 1, 2]) {
    const r = await read(g, seat);
    expect(texts(r, 'table')).toEqual(['(hidden)', 'calm down']);
    expect(JSON.stringify(r)).not.toContain('rude');
  }
  await expectTrpcError(h.as(host).talk.hide({ gameId: g.gameId, thread: 'table', messageId: 99 }), 'NOT_FOUND');
});

test('a mention notifies the mentioned player after the quiet delay, escaped, and never a third seat of a private thread', async () => {
  const g = await startedGame(h, { name: 'Talk <Game>' });
  const [host, cal] = [g.players[0]!, g.players[2]!];
  for (const [i, p] of g.players.entries()) await rememberUserEmail(h.store, p.id, `talk${i}@example.test`);
  const before = mailer.sent.length;
  const r = await h.as(host).talk.post({
    gameId: g.gameId,
    thread: 'table',
    text: '@bea want <b>Mecatol</b>? @Cal too',
  });
  expect(r.mentioned).toEqual([1, 2]);
  // A private message mentioning the third seat does not notify them (they cannot read it).
  const priv = await h.as(host).talk.post({ gameId: g.gameId, thread: '0-1', text: '@Cal is weak, @Bea' });
  expect(priv.mentioned).toEqual([1]);
  expect(mailer.sent.length).toBe(before);

  // Cal switched email off: only Bea is emailed once the delay is over, one email for her two mentions.
  await updateNotificationSettings(h.store, cal.id, { emailEnabled: false, pushEnabled: false });
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  const mentions = mailer.sent.slice(before).filter((m) => m.subject.includes('mentioned you'));
  expect(mentions.map((m) => m.to)).toEqual(['talk1@example.test']);
  const [mail] = mentions;
  expect(mail!.subject).toBe('Host mentioned you in Talk <Game>');
  expect(mail!.text).toContain('(and 1 more mention)');
  expect(mail!.html).toContain('Talk &lt;Game&gt;');
  expect(mail!.html).not.toContain('<Game>');
  expect(mail!.html).not.toContain('<b>');
  expect(JSON.stringify(mailer.sent.slice(before).filter((m) => m.to !== 'talk1@example.test'))).not.toContain('weak');
  // Sent once only.
  await runReminders({ store: h.store, now: h.clock + 60_000, services: h.services });
  expect(mailer.sent.slice(before).filter((m) => m.subject.includes('mentioned you'))).toHaveLength(1);
});

test('a mention of a player whose game page is open sends nothing', async () => {
  const g = await startedGame(h);
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await rememberUserEmail(h.store, bea.id, 'open-page@example.test');
  await h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true });
  await h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: 'look @Bea' });
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await h.as(bea).presence.heartbeat({ gameId: g.gameId, open: true });
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mailer.sent.filter((m) => m.to === 'open-page@example.test' && m.subject.includes('mentioned'))).toEqual([]);
});

test('a due mention is also sent by the lazy check when the game is read (crons may run only daily)', async () => {
  const g = await startedGame(h);
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await rememberUserEmail(h.store, bea.id, 'lazy-mention@example.test');
  await h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: '@Bea your move?' });
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await h.as(host).game.view({ gameId: g.gameId });
  const sent = mailer.sent.filter((m) => m.to === 'lazy-mention@example.test' && m.subject.includes('mentioned'));
  expect(sent.map((m) => m.subject)).toEqual(['Host mentioned you in G']);
});

test('messages sent at the same moment are all kept: each save is a compare-and-set that retries on a lost race', async () => {
  const g = await startedGame(h);
  await Promise.all(
    [0, 1, 2, 0, 1, 2].map((seat, i) =>
      h.as(g.players[seat]!).talk.post({ gameId: g.gameId, thread: 'table', text: `at once ${i}` }),
    ),
  );
  const kept = texts(await read(g, 0), 'table');
  expect([...kept].sort()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `at once ${i}`));
});

test('a mention after a notice went out makes a notice of its own', async () => {
  const g = await startedGame(h, { name: 'Again' });
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await rememberUserEmail(h.store, bea.id, 'again@example.test');
  const mentionsToBea = () =>
    mailer.sent.filter((m) => m.to === 'again@example.test' && m.subject.includes('mentioned'));
  await h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: '@Bea first' });
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mentionsToBea()).toHaveLength(1);
  await h.as(host).talk.post({ gameId: g.gameId, thread: 'table', text: '@Bea second' });
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mentionsToBea()).toHaveLength(1);
  h.clock += DEFAULT_NOTIFY_DELAY_MINUTES * 60_000;
  await runReminders({ store: h.store, now: h.clock, services: h.services });
  expect(mentionsToBea().map((m) => m.text.includes('second'))).toEqual([false, true]);
});

test('threads belong to the seat: after a hand-over the new account reads them and the old one reads nothing', async () => {
  const g = await startedGame(h);
  const [host, bea] = [g.players[0]!, g.players[1]!];
  await h.as(host).talk.post({ gameId: g.gameId, thread: '0-1', text: 'our pact' });
  const { token } = await h.as(host).seats.offer({ gameId: g.gameId, seat: 1 });
  const dan = user('Dan');
  await h.as(dan).seats.take({ token });
  const danRead = await h.as(dan).talk.read({ gameId: g.gameId });
  expect(danRead.seat).toBe(1);
  expect(texts(danRead, '0-1')).toEqual(['our pact']);
  await expectTrpcError(h.as(bea).talk.read({ gameId: g.gameId }), 'FORBIDDEN');
  await expectTrpcError(h.as(bea).talk.post({ gameId: g.gameId, thread: '0-1', text: 'still here?' }), 'FORBIDDEN');
});
