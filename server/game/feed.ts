// The game's event feed: the engine's events from each applied command, kept (bounded) inside the game document
// so they are saved by the same compare-and-set as the state they describe, and filtered per viewer when read.
import { z } from 'zod';
import type { GameEvent } from '@/engine/index';

/** How many events a game keeps; older ones fall off the front. */
export const FEED_LIMIT = 200;

export interface FeedEntry {
  /** The document version the command that produced this event created. */
  readonly version: number;
  /** When the server accepted that command (ms since epoch). */
  readonly at: number;
  /** The seat whose command it was (null for server-made changes). */
  readonly seat: number | null;
  readonly event: GameEvent;
}

const eventSchema = z.custom<GameEvent>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string',
  { message: 'not an event' },
);

export const feedEntrySchema = z.object({
  version: z.number().int().min(1),
  at: z.number().int(),
  seat: z.number().int().min(0).nullable(),
  event: eventSchema,
});

export const feedSchema = z.array(feedEntrySchema).max(FEED_LIMIT);

/** The feed with one command's events appended, trimmed to the last FEED_LIMIT events. */
export function appendToFeed(
  feed: readonly FeedEntry[] | undefined,
  produced: { version: number; at: number; seat: number | null; events: readonly GameEvent[] },
): FeedEntry[] {
  const added = produced.events.map((event) => ({
    version: produced.version,
    at: produced.at,
    seat: produced.seat,
    event,
  }));
  return [...(feed ?? []), ...added].slice(-FEED_LIMIT);
}

/**
 * What one viewer may read (null: a spectator). The engine never names hidden information in an event except in
 * the copy marked `privateTo` (engine/core/events.ts), so such events go to that seat only; `afterVersion` lets a
 * page ask only for what is new.
 */
export function feedFor(feed: readonly FeedEntry[] | undefined, viewer: number | null, afterVersion = 0): FeedEntry[] {
  return (feed ?? []).filter((entry) => {
    if (entry.version <= afterVersion) return false;
    const event = entry.event as { type: string; seat?: unknown; privateTo?: unknown };
    // Feeds saved before a window pass was private name it for everyone: it is the passing seat's alone too.
    const privateTo = event.privateTo ?? (event.type === 'window-passed' ? event.seat : undefined);
    return privateTo === undefined || (viewer !== null && privateTo === viewer);
  });
}
