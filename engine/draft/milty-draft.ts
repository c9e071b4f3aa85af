// The Milty draft's picks and the galaxy they make (a community setup before LRR "Complete Setup"; not in the LRR).
//
// How the community drafts (Milty's description on r/twilightimperium; miltydraft.com; players' guides): the pick
// order is drawn at random; the draft runs in three rounds, snake order (1-2-3…N, N…3-2-1, 1-2-3…N); on each turn
// a player takes ONE pick of any kind they still lack: a faction, a slice, or a speaker position (1 = the speaker,
// 2 = next clockwise…). At the end each player has one of each. The galaxy is put together in speaker order: the
// speaker's slice at the first home position, each next position's slice at the next home clockwise
// (engine/draft/milty-boards.ts says which board each player count plays on and which positions a slice covers;
// its homes in map order run clockwise, and a game seats its players at the home markers in map order). The game
// then starts with seat i = speaker position i + 1, seat 0 the speaker.
import { fail, ok, type Result } from '../core/result';
import type { TileId } from '../data/systems';
import { MECATOL_REX, toMapString, type MapCell } from '../galaxy/map-string';
import { systemPositions, type LayoutDef } from '../galaxy/layouts';
import { positionsUpToRing } from '../galaxy/hex';
import { seedRng, Rng } from '../core/rng';
import { isMiltyPlayers, miltyBoard, slicePositions } from './milty-boards';
import { MILTY_PLAYERS_MESSAGE, generateSlices } from './milty-slices';

export const PICK_KINDS = ['faction', 'slice', 'position'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

/** A pick: a faction by id, a slice by its index in `slices`, a speaker position 0-based (0 = speaker). */
export type MiltyPick =
  | { readonly kind: 'faction'; readonly faction: string }
  | { readonly kind: 'slice'; readonly slice: number }
  | { readonly kind: 'position'; readonly position: number };

export interface MiltyDraft {
  readonly players: number;
  /** Seats (the lobby's indexes) in the first round's pick order. */
  readonly order: readonly number[];
  /** The slices offered, each as tiles in the order of `slicePositions`. */
  readonly slices: readonly (readonly TileId[])[];
  /** The factions offered. */
  readonly factions: readonly string[];
  /** Every pick made, in order; the draft's whole history. */
  readonly picks: readonly (MiltyPick & { readonly seat: number })[];
  /**
   * The kinds of pick each player makes, one round per kind; absent: all three (the Milty draft). A faction and
   * speaker draft (engine/draft/faction-draft.ts) deals no slices and picks only a faction and a position.
   */
  readonly kinds?: readonly PickKind[];
}

/** The kinds of pick this draft deals (absent: the Milty draft's three). */
export const kindsOf = (d: MiltyDraft): readonly PickKind[] => d.kinds ?? PICK_KINDS;

export interface MiltySettings {
  readonly seed: string;
  readonly players: number;
  readonly slices: number;
  readonly factions: number;
  /** The factions the draft may offer (the caller leaves out those it cannot seat). */
  readonly factionPool: readonly string[];
}

/** A new draft: slices dealt, factions drawn, pick order drawn, all from the seed. */
export function newMiltyDraft(s: MiltySettings): Result<MiltyDraft> {
  if (!isMiltyPlayers(s.players)) return fail('draft/players', 'setup', MILTY_PLAYERS_MESSAGE);
  const pool = [...new Set(s.factionPool)].sort();
  if (!Number.isInteger(s.factions) || s.factions < s.players || s.factions > pool.length)
    return fail('draft/settings', 'setup', `Offer between ${s.players} and ${pool.length} factions`);
  const slices = generateSlices(s.seed, s.players, s.slices);
  if (!slices.ok) return slices;
  const rng = new Rng({ rng: seedRng(`milty-picks:${s.seed}`) });
  const factions = rng.shuffle(pool).slice(0, s.factions);
  const order = rng.shuffle(Array.from({ length: s.players }, (_, i) => i));
  return ok({ players: s.players, order, slices: slices.value, factions, picks: [] });
}

/** The seat whose turn it is to pick (snake order), or null once every pick is made. */
export function onTheClock(d: MiltyDraft): number | null {
  const t = d.picks.length;
  const n = d.order.length;
  if (t >= n * kindsOf(d).length) return null;
  const round = Math.floor(t / n);
  const i = t % n;
  return d.order[round % 2 === 0 ? i : n - 1 - i] ?? null;
}

export const draftFinished = (d: MiltyDraft): boolean => onTheClock(d) === null;

/** What a seat has picked so far. */
export function picksOf(d: MiltyDraft, seat: number): { faction?: string; slice?: number; position?: number } {
  const out: { faction?: string; slice?: number; position?: number } = {};
  for (const p of d.picks) {
    if (p.seat !== seat) continue;
    if (p.kind === 'faction') out.faction = p.faction;
    if (p.kind === 'slice') out.slice = p.slice;
    if (p.kind === 'position') out.position = p.position;
  }
  return out;
}

/** Whether `pick` is still open to anyone (nobody took it, and it is one of the draft's offers). */
function taken(d: MiltyDraft, pick: MiltyPick): boolean {
  return d.picks.some(
    (p) =>
      (p.kind === 'faction' && pick.kind === 'faction' && p.faction === pick.faction) ||
      (p.kind === 'slice' && pick.kind === 'slice' && p.slice === pick.slice) ||
      (p.kind === 'position' && pick.kind === 'position' && p.position === pick.position),
  );
}

/** `seat` takes `pick`; refused (and nothing changes) out of turn, for a kind the seat holds, or a taken pick. */
export function pickMilty(d: MiltyDraft, seat: number, pick: MiltyPick): Result<MiltyDraft> {
  const clock = onTheClock(d);
  if (clock === null) return fail('draft/finished', 'setup', 'The draft is over: every pick has been made');
  if (clock !== seat)
    return fail('draft/not-your-turn', 'setup', 'It is not your pick: another player is on the clock');
  const unknown =
    !kindsOf(d).includes(pick.kind) ||
    (pick.kind === 'faction' && !d.factions.includes(pick.faction)) ||
    (pick.kind === 'slice' && !(Number.isInteger(pick.slice) && pick.slice >= 0 && pick.slice < d.slices.length)) ||
    (pick.kind === 'position' && !(Number.isInteger(pick.position) && pick.position >= 0 && pick.position < d.players));
  if (unknown) return fail('draft/unknown-pick', 'setup', 'That is not one of this draft’s offers');
  if (picksOf(d, seat)[pick.kind] !== undefined)
    return fail('draft/already-picked', 'setup', `You already hold a ${pick.kind}: take a pick of another kind`);
  if (taken(d, pick)) return fail('draft/taken', 'setup', `Another player already took that ${pick.kind}`);
  return ok({ ...d, picks: [...d.picks, { ...pick, seat }] });
}

export interface MiltyResult {
  /** The galaxy as a map string (0 at each home position, in seat order clockwise from the speaker). */
  readonly mapString: string;
  /** Lobby seats in game seat order: index 0 is the speaker (position 1), then clockwise. */
  readonly seatOrder: readonly number[];
  /** The faction each lobby seat drafted, by lobby seat. */
  readonly factions: readonly string[];
}

/** The finished draft's seating: lobby seats in speaker order and each seat's faction; refused while picks are missing. */
export function draftSeating(d: MiltyDraft): Result<Omit<MiltyResult, 'mapString'>> {
  if (!draftFinished(d)) return fail('draft/settings', 'setup', 'The draft is not finished yet');
  const bySeat = Array.from({ length: d.players }, (_, seat) => picksOf(d, seat));
  const seatOrder = Array.from({ length: d.players }, (_, position) =>
    bySeat.findIndex((p) => p.position === position),
  );
  return ok({ seatOrder, factions: bySeat.map((p) => p.faction ?? '') });
}

/** The finished draft's galaxy and seating; refused while picks are missing. */
export function miltyResult(d: MiltyDraft): Result<MiltyResult> {
  if (!isMiltyPlayers(d.players)) return fail('draft/players', 'setup', MILTY_PLAYERS_MESSAGE);
  const seating = draftSeating(d);
  if (!seating.ok) return seating;
  return ok({ mapString: miltyMapSoFar(d), ...seating.value });
}

/**
 * The board before any slice is placed: Mecatol Rex, the home markers and the hyperlanes, every other position
 * empty. cells[p] is map position p; position 0 (Mecatol Rex) is implied by the map string.
 */
function bareBoard(board: LayoutDef): MapCell[] {
  const cells: MapCell[] = Array.from({ length: positionsUpToRing(board.rings) }, () => ({ kind: 'empty' }) as MapCell);
  for (const h of board.homes) cells[h] = { kind: 'home' };
  for (const h of board.hyperlanes) cells[h.position] = { kind: 'tile', tile: h.tile, rotation: h.rotation };
  return cells;
}

const mapOf = (cells: readonly MapCell[]): string => toMapString({ centre: MECATOL_REX, cells: cells.slice(1) });

/**
 * The galaxy as far as the picks decide it: each slice whose player also holds a speaker position sits at that
 * position's home; the board's hyperlanes are fixed; the rest stays empty. Once the draft is over this is the
 * whole galaxy.
 */
export function miltyMapSoFar(d: MiltyDraft): string {
  if (!isMiltyPlayers(d.players)) return '';
  const board = miltyBoard(d.players).board;
  const cells = bareBoard(board);
  const open = new Set(systemPositions(board));
  for (let seat = 0; seat < d.players; seat++) {
    const { slice, position } = picksOf(d, seat);
    if (slice === undefined || position === undefined) continue;
    const tiles = d.slices[slice] ?? [];
    slicePositions(d.players, position).forEach((p, i) => {
      const tile = tiles[i];
      if (tile === undefined || !open.has(p)) throw new Error(`milty: slice does not fit position ${p}`);
      cells[p] = { kind: 'tile', tile, rotation: 0 };
    });
  }
  return mapOf(cells);
}

/** One slice alone on its board, at the first home (the other slices' positions empty): for slice previews. */
export function sliceMapString(players: number, tiles: readonly TileId[]): string {
  if (!isMiltyPlayers(players)) return '';
  const board = miltyBoard(players).board;
  const cells: MapCell[] = Array.from({ length: positionsUpToRing(board.rings) }, () => ({ kind: 'empty' }) as MapCell);
  cells[board.homes[0] ?? 0] = { kind: 'home' };
  slicePositions(players, 0).forEach((p, i) => {
    const tile = tiles[i];
    if (tile !== undefined) cells[p] = { kind: 'tile', tile, rotation: 0 };
  });
  return mapOf(cells);
}
