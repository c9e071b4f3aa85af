// What a game document keeps of undo requests (issue 16, server/game/undo.ts): the pending request and the audit
// trail of settled ones, each naming the commands it undoes with their events. Those events are the engine's, and
// the ones that name hidden information are marked `privateTo` (engine/core/events.ts): a seat reads a request
// through `undoSeenBy`, which leaves out what is meant for another seat, exactly as the feed does.
import { z } from 'zod';
import type { GameEvent } from '@/engine/index';

/** Settled requests kept in the document (older ones fall off; the log keeps every undo entry for good). */
export const UNDO_TRAIL_LIMIT = 10;
/** Commands a request names one by one; a host's long rewind names the rest as a count. */
export const UNDO_LISTED_LIMIT = 60;

const eventSchema = z.custom<GameEvent>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string',
  { message: 'not an event' },
);

const seatSchema = z.number().int().min(0);

export const undoneCommandSchema = z.object({
  /** The document version the command produced. */
  version: z.number().int().min(1),
  seat: seatSchema,
  at: z.number().int(),
  events: z.array(eventSchema),
});
export type UndoneCommand = z.infer<typeof undoneCommandSchema>;

const requestFields = {
  /** The client's id for the request; the undo entry in the log carries it as its client command id. */
  id: z.uuid(),
  by: seatSchema,
  /** 'undo': a player undoes back to one of their own recent commands; 'rewind': the host goes back anywhere. */
  kind: z.enum(['undo', 'rewind']),
  /** The version the first undone command produced: the game goes back to just before it. */
  to: z.number().int().min(1),
  at: z.number().int(),
  /** Seats whose approval the undo needs (server/game/undo.ts, approversFor). */
  approvers: z.array(seatSchema),
  approved: z.array(seatSchema),
  /** The undone commands, oldest first (the first UNDO_LISTED_LIMIT), and how many more. */
  commands: z.array(undoneCommandSchema).max(UNDO_LISTED_LIMIT),
  more: z.number().int().min(0),
};

export const undoRequestSchema = z.object({
  ...requestFields,
  /** The last log entry's version when asked: a newer entry means the game moved on and the request lapsed. */
  head: z.number().int().min(1),
});
export type UndoRequest = z.infer<typeof undoRequestSchema>;

export const undoTrailSchema = z
  .array(
    z.object({
      ...requestFields,
      outcome: z.enum(['approved', 'refused']),
      /** When it was settled. */
      settledAt: z.number().int(),
      refusedBy: seatSchema.nullable(),
    }),
  )
  .max(UNDO_TRAIL_LIMIT);
export type UndoTrail = z.infer<typeof undoTrailSchema>;

/** An event a viewer may read (null: a spectator), as the feed decides (server/game/feed.ts). */
function readable(event: GameEvent, viewer: number | null): boolean {
  const e = event as { type: string; seat?: unknown; privateTo?: unknown };
  const privateTo = e.privateTo ?? (e.type === 'window-passed' ? e.seat : undefined);
  return privateTo === undefined || (viewer !== null && privateTo === viewer);
}

const seenCommands = (commands: readonly UndoneCommand[], viewer: number | null) =>
  commands.map((c) => ({ ...c, events: c.events.filter((e) => readable(e, viewer)) }));

/** What the game page shows one seat about undo: the pending request and the trail, each as that seat may read it. */
export function undoSeenBy(
  doc: { readonly undoRequest?: UndoRequest | null | undefined; readonly undoTrail?: UndoTrail | undefined },
  viewer: number | null,
) {
  const pending = doc.undoRequest ?? null;
  return {
    pending: pending && {
      id: pending.id,
      by: pending.by,
      kind: pending.kind,
      to: pending.to,
      at: pending.at,
      approvers: pending.approvers,
      approved: pending.approved,
      commands: seenCommands(pending.commands, viewer),
      more: pending.more,
      /** The viewer is asked and has not approved yet. */
      asksViewer: viewer !== null && pending.approvers.includes(viewer) && !pending.approved.includes(viewer),
    },
    trail: (doc.undoTrail ?? []).map((t) => ({
      id: t.id,
      by: t.by,
      kind: t.kind,
      to: t.to,
      at: t.at,
      settledAt: t.settledAt,
      outcome: t.outcome,
      approved: t.approved,
      refusedBy: t.refusedBy,
      commands: seenCommands(t.commands, viewer),
      more: t.more,
    })),
  };
}
export type UndoSeen = ReturnType<typeof undoSeenBy>;
