// The faction and speaker draft: the Milty draft's picks without its slices (a community setup that replaces LRR
// "Complete Setup" step 1, determine speaker, and step 2, choose factions; not in the LRR itself).
//
// The galaxy is not drafted: the game keeps the lobby's layout or map string. The pick order is drawn at random;
// the draft runs in two rounds, snake order (1-2-3…N, N…3-2-1); on each turn a player takes ONE pick of a kind
// they still lack: one of the offered factions, or a speaker position (0 = the speaker, 1 = next clockwise…). The
// game then starts with seat i = the player who took position i, seat 0 the speaker (draftSeating), so the
// positions also say which home of the board each player gets.
import { fail, ok, type Result } from '../core/result';
import { seedRng, Rng } from '../core/rng';
import type { MiltyDraft, PickKind } from './milty-draft';

/** A faction draft picks a faction and a position: one round for each, snake order. */
export const FACTION_DRAFT_KINDS = ['faction', 'position'] as const satisfies readonly PickKind[];

/** Tables a faction draft can seat: every player count the game has boards for. */
export const FACTION_DRAFT_PLAYERS = { min: 3, max: 8 } as const;

export interface FactionDraftSettings {
  readonly seed: string;
  readonly players: number;
  /** Factions offered: at least one per player, at most the pool. */
  readonly factions: number;
  /** The factions the draft may offer (the caller leaves out those it cannot seat). */
  readonly factionPool: readonly string[];
}

/** Why a faction draft cannot be dealt with these numbers, or null (shared by the engine and the lobby's settings). */
export function factionDraftProblem(players: number, factions: number, pool: number): string | null {
  if (!Number.isInteger(players) || players < FACTION_DRAFT_PLAYERS.min || players > FACTION_DRAFT_PLAYERS.max)
    return `A faction draft seats ${FACTION_DRAFT_PLAYERS.min} to ${FACTION_DRAFT_PLAYERS.max} players`;
  if (!Number.isInteger(factions) || factions < players || factions > pool)
    return `Offer between ${players} and ${pool} factions`;
  return null;
}

/** A new faction and speaker draft: the factions offered and the pick order, both drawn from the seed. */
export function newFactionDraft(s: FactionDraftSettings): Result<MiltyDraft> {
  const pool = [...new Set(s.factionPool)].sort();
  const problem = factionDraftProblem(s.players, s.factions, pool.length);
  if (problem) return fail(problem.startsWith('A faction') ? 'draft/players' : 'draft/settings', 'setup', problem);
  const rng = new Rng({ rng: seedRng(`faction-draft:${s.seed}`) });
  const factions = rng.shuffle(pool).slice(0, s.factions);
  const order = rng.shuffle(Array.from({ length: s.players }, (_, i) => i));
  return ok({ players: s.players, order, slices: [], factions, picks: [], kinds: FACTION_DRAFT_KINDS });
}
