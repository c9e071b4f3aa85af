// The Naalu commander, M'aban (LRR 51.6, 51.8, 60 neighbours, 69.2 hidden notes): unlocked by having ground forces in
// the Mecatol Rex system or a system next to it; then, at any time, its user may look at their neighbours'
// promissory notes and at the top and bottom cards of the agenda deck. "At any time" needs no command: what the
// user may look at is part of the view the game sends them alone (engine/view.ts), never anyone else's.
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { mayUseLeader } from '../kernel/leader-sheet';
import { mecatolKey } from '../objectives/board-queries';
import { adjacencyInPlay, neighboursInPlay } from '../tactical/adjacency-in-play';
import { areasOf, countAt } from '../units/stacks';
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
  const systems = [mr, ...adjacentSystems(state.board, mr, adjacencyInPlay(state, seat)).filter((k) => k !== mr)];
  const there = systems.some((key) => {
    const sys = state.board.systems[key];
    return (
      sys !== undefined && areasOf(sys, key).some((a) => GROUND_FORCE_TYPES.some((t) => countAt(state, a, seat, t) > 0))
    );
  });
  return { have: there ? 1 : 0, need: 1 };
}

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
