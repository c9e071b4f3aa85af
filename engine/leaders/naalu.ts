// The Naalu commander, M'aban (LRR 51.6, 51.8, 60 neighbours, 69.2 hidden notes): unlocked by having ground forces in
// the Mecatol Rex system or a system next to it; then, at any time, its user may look at their neighbours'
// promissory notes and at the top and bottom cards of the agenda deck. "At any time" needs no command: what the
// user may look at is part of the view the game sends them alone (engine/view.ts), never anyone else's.
import type { GameState, Seat, UnitStack } from '../core/state';
import { GROUND_FORCE_TYPES } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { readOnly } from '../kernel/draft';
import { mayUseLeader } from '../kernel/leader-sheet';
import { mecatolKey } from '../objectives/board-queries';
import { adjacencyInPlay, neighboursInPlay } from '../tactical/adjacency-in-play';
import type { UnlockProgress } from './unlock';

/** What M'aban lets its user see: each neighbour's promissory notes in hand, and both ends of the agenda deck. */
export interface NaaluSight {
  /** Seat (as a string) → that neighbour's promissory notes in hand. */
  readonly promissoryNotes: Record<string, string[]>;
  readonly agendaTop: string | null;
  readonly agendaBottom: string | null;
}

/** The unlock: a ground force of the seat (on a planet or carried in space) in or next to the Mecatol Rex system. */
export function naaluCommanderUnlock(state: GameState, seat: Seat): UnlockProgress {
  const mr = mecatolKey(state);
  if (mr === undefined) return { have: 0, need: 1 };
  // Asked after every command: the few systems in or next to Mecatol Rex are worked out first (adjacency asks every
  // effect that adds wormholes or links), and only their stacks are read, straight from the board.
  const owner = String(seat);
  const systems = readOnly(state.board).systems;
  const near = [mr, ...adjacentSystems(state.board, mr, adjacencyInPlay(state, seat))];
  const here = near.some((key) => {
    const sys = systems[key];
    if (!sys) return false;
    if (hasGroundForces(sys.space[owner])) return true;
    for (const id in sys.planets) if (hasGroundForces(sys.planets[id]!.units[owner])) return true;
    return false;
  });
  return { have: here ? 1 : 0, need: 1 };
}

const hasGroundForces = (stack: UnitStack | undefined): boolean =>
  stack !== undefined && GROUND_FORCE_TYPES.some((t) => (stack.counts[t] ?? 0) > 0);

/** What the viewer sees through M'aban (their own, or one shared by an Alliance), or nothing. */
export function naaluSight(state: GameState, viewer: Seat | null): NaaluSight | undefined {
  if (viewer === null || !mayUseLeader(state, viewer, 'naalucommander', 'commander')) return undefined;
  const promissoryNotes: Record<string, string[]> = {};
  for (const p of state.players)
    if (p.seat !== viewer && !p.eliminated && neighboursInPlay(state, viewer, p.seat))
      promissoryNotes[String(p.seat)] = [...p.promissoryNotes];
  const deck = state.decks.agenda.draw;
  return { promissoryNotes, agendaTop: deck[0] ?? null, agendaBottom: deck.at(-1) ?? null };
}
