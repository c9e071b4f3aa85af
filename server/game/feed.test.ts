import { expect, test } from 'vitest';
import type { GameEvent } from '@/engine/index';
import { appendToFeed, FEED_LIMIT, feedFor } from './feed';

const passed = (seat: number): GameEvent => ({ type: 'passed', seat });
const kept = (seat: number): GameEvent => ({ type: 'secret-objective-kept', seat, privateTo: seat });

test('appendToFeed tags each event with the version, time and seat of the command that produced it', () => {
  const feed = appendToFeed(undefined, { version: 2, at: 100, seat: 1, events: [passed(1), passed(2)] });
  expect(feed).toEqual([
    { version: 2, at: 100, seat: 1, event: passed(1) },
    { version: 2, at: 100, seat: 1, event: passed(2) },
  ]);
  const next = appendToFeed(feed, { version: 3, at: 200, seat: 0, events: [] });
  expect(next).toEqual(feed);
});

test(`appendToFeed keeps only the last ${FEED_LIMIT} events, dropping the oldest`, () => {
  let feed = appendToFeed(undefined, {
    version: 2,
    at: 0,
    seat: 0,
    events: Array.from({ length: FEED_LIMIT - 1 }, () => passed(0)),
  });
  feed = appendToFeed(feed, { version: 3, at: 1, seat: 1, events: [passed(1), passed(2), passed(3)] });
  expect(feed).toHaveLength(FEED_LIMIT);
  expect(feed.at(-1)?.event).toEqual(passed(3));
  expect(feed.filter((e) => e.version === 2)).toHaveLength(FEED_LIMIT - 3);
});

test('feedFor gives an event marked privateTo only to that seat, never to other seats or spectators', () => {
  const feed = appendToFeed(undefined, { version: 2, at: 0, seat: 1, events: [kept(1), passed(1)] });
  expect(feedFor(feed, 1).map((e) => e.event)).toEqual([kept(1), passed(1)]);
  expect(feedFor(feed, 0).map((e) => e.event)).toEqual([passed(1)]);
  expect(feedFor(feed, null).map((e) => e.event)).toEqual([passed(1)]);
});

test('feedFor with afterVersion returns only events of later versions', () => {
  let feed = appendToFeed(undefined, { version: 2, at: 0, seat: 0, events: [passed(0)] });
  feed = appendToFeed(feed, { version: 3, at: 0, seat: 1, events: [passed(1)] });
  expect(feedFor(feed, 0, 2).map((e) => e.version)).toEqual([3]);
  expect(feedFor(feed, 0, 3)).toEqual([]);
  expect(feedFor(undefined, 0)).toEqual([]);
});

test('1.19 a window pass saved before passes were private is still shown only to the seat that passed', () => {
  const saved = { type: 'window-passed', seat: 2, window: 'when-action-card-played' } as unknown as GameEvent;
  const feed = appendToFeed(undefined, { version: 2, at: 0, seat: 2, events: [saved] });
  expect(feedFor(feed, 2).map((e) => e.event)).toEqual([saved]);
  expect(feedFor(feed, 1)).toEqual([]);
  expect(feedFor(feed, null)).toEqual([]);
});
