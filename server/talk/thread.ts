// Table talk (issue 16; LRR 28: deals are talk and never binding): the game's channel and private two-player threads,
// their limits, who may read which, mentions, and the host hiding a message. Pure functions over plain JSON; the
// store part is server/talk/store.ts and the API is server/api/routers/talk.ts.
import { z } from 'zod';

/** Longest message, in characters (after trimming). Table talk is short; a rules essay belongs elsewhere. */
export const MESSAGE_MAX_CHARS = 500;
/** A thread keeps its last messages only: older ones drop off when a new one arrives (bounds the stored record). */
export const THREAD_KEEPS = 200;

/** `table`: the game's channel, every player reads it. `a-b` (seats, a < b): the private thread of those two seats. */
export const threadIdSchema = z.string().regex(/^(table|[0-7]-[0-7])$/, 'Not a thread');
export type ThreadId = z.infer<typeof threadIdSchema>;
export const TABLE: ThreadId = 'table';

/** Text only: control characters (other than line breaks and tabs) are removed, then the text is trimmed. */
export const messageTextSchema = z
  .string()
  .max(MESSAGE_MAX_CHARS * 4)
  .transform((t) => t.replace(/[\u0000-\u0008\u000B-\u001F\u007F\u2028\u2029]/g, '').trim())
  .pipe(
    z
      .string()
      .min(1, 'Write something first')
      .max(MESSAGE_MAX_CHARS, `A message is at most ${MESSAGE_MAX_CHARS} characters`),
  );

export const talkMessageSchema = z.object({
  id: z.number().int().min(1),
  seat: z.number().int().min(0),
  /** Empty once the host hid it: the text is dropped, not kept behind a flag. */
  text: z.string(),
  at: z.number().int(),
  hidden: z.boolean().optional(),
});
export type TalkMessage = z.infer<typeof talkMessageSchema>;

export const threadDocSchema = z.object({
  /** The next message's id (ids are never reused, so a hide names exactly one message). */
  nextId: z.number().int().min(1),
  messages: z.array(talkMessageSchema),
});
export type ThreadDoc = z.infer<typeof threadDocSchema>;

export const EMPTY_THREAD: ThreadDoc = { nextId: 1, messages: [] };

/** The private thread of two different seats (in either order). */
export function pairThread(a: number, b: number): ThreadId {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** The seats of a private thread, or null for the channel. */
export function threadSeats(thread: ThreadId): readonly [number, number] | null {
  if (thread === TABLE) return null;
  const [a, b] = thread.split('-').map(Number);
  return a === undefined || b === undefined ? null : [a, b];
}

/** Whether `seat` (a player of a game with `seats` seats) may read and write `thread`. Spectators never may. */
export function mayRead(thread: ThreadId, seat: number | null, seats: number): boolean {
  if (seat === null || seat < 0 || seat >= seats) return false;
  const pair = threadSeats(thread);
  if (!pair) return true;
  const [a, b] = pair;
  return a !== b && a < b && b < seats && (seat === a || seat === b);
}

/** Every thread `seat` may read: the channel, then its private thread with each other seat. */
export function threadsOf(seat: number, seats: number): ThreadId[] {
  const threads: ThreadId[] = [TABLE];
  for (let other = 0; other < seats; other++) if (other !== seat) threads.push(pairThread(seat, other));
  return threads;
}

/** The thread with the new message appended (its oldest dropped past THREAD_KEEPS). */
export function appendMessage(doc: ThreadDoc, seat: number, text: string, at: number): ThreadDoc {
  const message: TalkMessage = { id: doc.nextId, seat, text, at };
  return { nextId: doc.nextId + 1, messages: [...doc.messages, message].slice(-THREAD_KEEPS) };
}

/** The thread with message `id` hidden (its text dropped), or null when there is no such message. */
export function hideMessage(doc: ThreadDoc, id: number): ThreadDoc | null {
  if (!doc.messages.some((m) => m.id === id)) return null;
  return { ...doc, messages: doc.messages.map((m) => (m.id === id ? { ...m, text: '', hidden: true } : m)) };
}

/**
 * The seats a message mentions: "@" followed by a seat's display name (any case), not followed by a letter or digit.
 * Longer names are matched first, so "@Bea Two" is not also a mention of "Bea"; an address (bea@cal.example) is
 * not a mention. Never the writer themself.
 */
export function mentionedSeats(text: string, names: readonly string[], writer: number): number[] {
  const lower = text.toLowerCase();
  const order = names
    .map((name, seat) => ({ name: name.toLowerCase(), seat }))
    .sort((a, b) => b.name.length - a.name.length);
  const taken: boolean[] = new Array<boolean>(lower.length).fill(false);
  const found = new Set<number>();
  for (const { name, seat } of order) {
    if (name === '') continue;
    let from = 0;
    for (;;) {
      const at = lower.indexOf(`@${name}`, from);
      if (at < 0) break;
      from = at + 1;
      const end = at + 1 + name.length;
      const glued = /[\p{L}\p{N}]/u.test(lower.charAt(end)) || (at > 0 && /[\p{L}\p{N}]/u.test(lower.charAt(at - 1)));
      if (glued || taken[at]) continue;
      for (let i = at; i < end; i++) taken[i] = true;
      if (seat !== writer) found.add(seat);
    }
  }
  return [...found].sort((a, b) => a - b);
}
