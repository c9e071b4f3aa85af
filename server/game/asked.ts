// What each recent version of a game asked each seat: the id of the decision waiting on it (engine decisionSummary),
// kept (bounded) in the game document. A command sent against an older version is then known to answer the decision
// its sender saw, even from a client that does not say so, and is applied to the fresh state only while the engine
// finds it still answers that decision (issue 9, finding 15).
import { z } from 'zod';
import { decisionSummary } from '@/engine/index';
import type { GameState } from '@/engine/index';

/** Versions remembered; a command sent against an older one is a CONFLICT, as it always was. */
export const ASKED_LIMIT = 64;

export const askedSchema = z
  .array(
    z.object({
      version: z.number().int().min(1),
      decisions: z.array(z.number().int().min(0).nullable()).max(8),
    }),
  )
  .max(ASKED_LIMIT);

/** One version: by seat, the id of the decision waiting on that seat then, or null (none, or only a proposal). */
export type Asked = z.infer<typeof askedSchema>[number];

/** `asked` with what `state`, saved as `version`, asks each seat; older versions fall off the front. */
export function recordAsked(asked: readonly Asked[] | undefined, version: number, state: GameState): Asked[] {
  const decisions = state.players.map((p) => decisionSummary(state, p.seat)?.id ?? null);
  return [...(asked ?? []).filter((a) => a.version < version), { version, decisions }].slice(-ASKED_LIMIT);
}

/**
 * The decision `seat` was asked at `version`: its id, null when nothing waited on it, or undefined when that version
 * is not remembered.
 */
export function askedAt(asked: readonly Asked[] | undefined, version: number, seat: number): number | null | undefined {
  const entry = asked?.find((a) => a.version === version);
  return entry ? (entry.decisions[seat] ?? null) : undefined;
}
