// Table talk's pure parts: what a thread keeps, who reads which thread, and what counts as a mention.
import { expect, test } from 'vitest';
import {
  appendMessage,
  EMPTY_THREAD,
  hideMessage,
  mayRead,
  mentionedSeats,
  messageTextSchema,
  pairThread,
  THREAD_KEEPS,
  threadsOf,
} from './thread';

test('a thread keeps its last THREAD_KEEPS messages, ids never reused', () => {
  let doc = EMPTY_THREAD;
  for (let i = 0; i < THREAD_KEEPS + 5; i++) doc = appendMessage(doc, i % 3, `m${i}`, i);
  expect(doc.messages).toHaveLength(THREAD_KEEPS);
  expect(doc.messages[0]).toEqual({ id: 6, seat: 5 % 3, text: 'm5', at: 5 });
  expect(doc.nextId).toBe(THREAD_KEEPS + 6);
});

test('hiding drops the text and names exactly one message', () => {
  const doc = appendMessage(appendMessage(EMPTY_THREAD, 0, 'a', 1), 1, 'b', 2);
  expect(hideMessage(doc, 1)?.messages).toEqual([
    { id: 1, seat: 0, text: '', at: 1, hidden: true },
    { id: 2, seat: 1, text: 'b', at: 2 },
  ]);
  expect(hideMessage(doc, 3)).toBeNull();
});

test('the channel is every seat’s, a private thread only its two seats’, spectators none', () => {
  expect(threadsOf(1, 4)).toEqual(['table', '0-1', '1-2', '1-3']);
  expect(pairThread(3, 1)).toBe('1-3');
  expect(mayRead('table', 3, 4)).toBe(true);
  expect(mayRead('table', null, 4)).toBe(false);
  expect(mayRead('1-3', 3, 4)).toBe(true);
  expect(mayRead('1-3', 2, 4)).toBe(false);
  expect(mayRead('1-4', 1, 4)).toBe(false);
  expect(mayRead('3-1', 1, 4)).toBe(false);
});

test('mentions: @name in any case, longest name first, not inside a longer word, never the writer', () => {
  const names = ['Bea', 'Bea Two', 'Cal'];
  expect(mentionedSeats('hi @bea two and @CAL', names, 0)).toEqual([1, 2]);
  expect(mentionedSeats('hi @Bea, ok', names, 2)).toEqual([0]);
  expect(mentionedSeats('@Beatrice @Cal', names, 2)).toEqual([]);
  expect(mentionedSeats('mail bea@cal.example', names, 0)).toEqual([]);
});

test('message text: control characters removed, trimmed, empty refused', () => {
  expect(messageTextSchema.parse('  hi\u0000 there\n ')).toBe('hi there');
  expect(messageTextSchema.safeParse(' \u0007 ').success).toBe(false);
});
