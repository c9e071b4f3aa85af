// The boards the Milty draft builds for 3–8 players, and which positions around each home form its slice (a
// community setup that replaces LRR "Complete Setup" step 6's tile placement; not in the LRR).
//
// What the community's tools do, and what we follow (read, not copied):
// - Both miltydraft.com (js/generate-map.js: one template per count, 3 to 8) and the AsyncTI4 bot
//   (data/map_templates/standardMiltyLayouts.json: 6pStandard, 5pHyperlanes, 4pHyperlanes, 7pHyperlanes,
//   8pHyperlanes) deal five-system slices (three blue, two red) for every count from four to eight players. Fewer
//   players than six play on the six-player board with a hyperlane wedge where each missing player would sit;
//   seven and eight players play on the Prophecy of Kings hyperlane boards of rings 1–4. Hyperlanes belong to no
//   slice: they are fixed by the board.
// - 4 players: the six-player board with the five-player hyperlane wedge and the same wedge turned half-way round
//   (AsyncTI4's 4pHyperlanes; miltydraft.com's four-player map also closes two opposite wedges). The rulebook has
//   no such board, so the lobby records it as the four-player game; the galaxy comes from the draft's map string.
//   A second copy of each hyperlane is used, as the table-top mods supply (hyperlanes may repeat on a map).
// - 5 players: the rulebook's five-player hyperlane board ('5p-hyperlanes'), as both tools use.
// - 7 and 8 players: the rulebook's hyperlane boards ('7p-alternate', '8p-alternate'), whose positions, homes and
//   empty spaces are the same as AsyncTI4's 7pHyperlanes and 8pHyperlanes templates.
// - 3 players: our own extension, kept from before: the rulebook's three-player board, eight systems a slice (the
//   community tools' three-player hyperlane board is not used, so drafts in progress keep their board).
// - Which positions form a slice: each system goes to the nearest home; a system as near to two neighbouring homes
//   (an "equidistant") goes to the home it follows clockwise. On every board above this gives the tools' slices,
//   except on the seven-player board, where the ring-2 system between the top home and the next one clockwise is
//   given to the top home (as in AsyncTI4's 7pHyperlanes) so that every slice holds five systems.
// - Seats: a game seats players at the home markers in map order (engine/galaxy/board.ts), so each board lists its
//   homes in map order and this must run clockwise. The seven-player board's homes do not (the top home is on ring
//   4, the next two on ring 3), so the draft builds that board turned one step anticlockwise, which makes them so.
import type { GalaxyLayout } from '../core/state';
import { positionToHex, distance, ringOfPosition, ringSize, ringStart, turnOfPosition } from '../galaxy/hex';
import { layout, systemPositions, type LayoutDef } from '../galaxy/layouts';

/** Player counts the Milty draft supports. */
export const MILTY_PLAYERS = [3, 4, 5, 6, 7, 8] as const;
export type MiltyPlayers = (typeof MILTY_PLAYERS)[number];
export const isMiltyPlayers = (n: number): n is MiltyPlayers => (MILTY_PLAYERS as readonly number[]).includes(n);

export interface MiltyBoard {
  readonly players: MiltyPlayers;
  /** The layout the game records (the lobby's setting); the galaxy itself is the draft's map string. */
  readonly layout: GalaxyLayout;
  /** The board: homes in map order (which is seat order, clockwise), hyperlanes, empty positions, tiles a slice. */
  readonly board: LayoutDef;
  /** Each home's slice: its positions ring by ring, clockwise from the home's own direction. */
  readonly slices: readonly (readonly number[])[];
}

/** Turns a map position `steps` × 60° clockwise around Mecatol Rex (each ring is numbered clockwise from the top). */
export function turnPosition(position: number, steps: number): number {
  if (position === 0) return 0;
  const ring = ringOfPosition(position);
  const size = ringSize(ring);
  const index = position - ringStart(ring);
  return ringStart(ring) + ((((index + steps * ring) % size) + size) % size);
}

/** A board turned `steps` × 60° clockwise: positions and hyperlane rotations turn; homes listed in map order. */
export function turnBoard(l: LayoutDef, steps: number): LayoutDef {
  const turn = (p: number) => turnPosition(p, steps);
  return {
    ...l,
    homes: l.homes.map(turn).sort((a, b) => a - b),
    empty: l.empty.map(turn),
    hyperlanes: l.hyperlanes.map((h) => ({
      position: turn(h.position),
      tile: h.tile,
      rotation: (((h.rotation + steps) % 6) + 6) % 6,
    })),
  };
}

/** The four-player board: the five-player hyperlane board with its hyperlane wedge copied half-way round. */
function fourPlayerBoard(): LayoutDef {
  const five = layout('5p-hyperlanes');
  const wedge = turnBoard(five, 3).hyperlanes;
  const closed = new Set(wedge.map((h) => h.position));
  return {
    ...five,
    id: '4p',
    players: 4,
    homes: five.homes.filter((h) => !closed.has(h)),
    hyperlanes: [...five.hyperlanes, ...wedge],
    tradeGoods: [0, 0, 0, 0],
  };
}

/** Reassignments after the nearest-home rule, by position: `home` is the home position that takes `position`. */
interface Move {
  readonly position: number;
  readonly home: number;
}

/**
 * Each home's slice on a board whose homes run clockwise: the nearest home takes a system; of two as near, the one
 * the system follows clockwise (so every home keeps the equidistant on the same side). Then `moves` apply.
 */
export function boardSlices(l: LayoutDef, moves: readonly Move[] = []): number[][] {
  const homes = l.homes.map(positionToHex);
  const n = homes.length;
  const slices: number[][] = homes.map(() => []);
  for (const p of systemPositions(l)) {
    const moved = moves.find((m) => m.position === p);
    const d = homes.map((h) => distance(h, positionToHex(p)));
    const nearest = Math.min(...d);
    const tied = d.flatMap((x, i) => (x === nearest ? [i] : []));
    const owner = moved ? l.homes.indexOf(moved.home) : (tied.find((i) => tied.includes((i + 1) % n)) ?? tied[0]);
    slices[owner ?? 0]?.push(p);
  }
  // Ring by ring outwards, then clockwise starting from the home's own direction: the same order on every home of
  // a board that turns onto itself, so a slice's tiles keep their places whichever home they go to.
  return slices.map((s, i) => {
    const facing = turnOfPosition(l.homes[i] ?? 0);
    const offset = (p: number) => (((turnOfPosition(p) - facing) % 1) + 1) % 1;
    return [...s].sort((a, b) => ringOfPosition(a) - ringOfPosition(b) || offset(a) - offset(b));
  });
}

function build(players: MiltyPlayers, recorded: GalaxyLayout, board: LayoutDef, moves: readonly Move[] = []) {
  return { players, layout: recorded, board, slices: boardSlices(board, moves) } satisfies MiltyBoard;
}

/** The seven-player board turned so its homes run clockwise in map order (see the header). */
const SEVEN_TURN = -1;

export const MILTY_BOARDS = {
  3: build(3, '3p', layout('3p')),
  4: build(4, '4p', fourPlayerBoard()),
  5: build(5, '5p-hyperlanes', layout('5p-hyperlanes')),
  6: build(6, '6p', layout('6p')),
  7: build(7, '7p-alternate', turnBoard(layout('7p-alternate'), SEVEN_TURN), [
    // The ring-2 system beside the top home goes to it (AsyncTI4's 7pHyperlanes), given here before the turn.
    { position: turnPosition(8, SEVEN_TURN), home: turnPosition(37, SEVEN_TURN) },
  ]),
  8: build(8, '8p-alternate', layout('8p-alternate')),
} as const satisfies Record<MiltyPlayers, MiltyBoard>;

export const miltyBoard = (players: MiltyPlayers): MiltyBoard => MILTY_BOARDS[players];

/** The positions of the slice at home `seat` (seat 0 = the first home in map order, the speaker's). */
export const slicePositions = (players: MiltyPlayers, seat: number): readonly number[] =>
  miltyBoard(players).slices[seat] ?? [];

/** The systems a slice holds: the board's deal to each player (blue and red). */
export const sliceSize = (players: MiltyPlayers): { readonly blue: number; readonly red: number } =>
  miltyBoard(players).board.deal;
