// Test kit for the agenda-phase action cards (LRR 8): a 4-player agenda phase whose players hold chosen cards, moved to
// the window a card is played in. Built on engine/agenda/scenario.ts (seats: 0 Sol, 1 Hacan, 2 Letnev, 3 Jol-Nar).
import type { Command } from '../core/commands';
import type { GameState, Seat } from '../core/state';
import type { WindowId } from '../core/windows';
import type { AgendaId } from '../data/agendas';
import { act, agendaGame, votingPlanets, type Ballot } from '../agenda/scenario';
import { topDecision } from '../testing/scenario';

/** Puts a copy of each card in the seat's hand: from the deck when it is dealt, else a fresh copy. */
export function hand(d: GameState, seat: Seat, cards: readonly string[]): void {
  for (const card of cards) {
    const copy = d.decks.action.draw.find((c) => c.startsWith(`${card}#`));
    if (copy) d.decks.action.draw.splice(d.decks.action.draw.indexOf(copy), 1);
    const taken = new Set(d.players.flatMap((p) => p.actionCards));
    let fresh = copy;
    for (let n = 1; fresh === undefined; n++) if (!taken.has(`${card}#${n}`)) fresh = `${card}#${n}`;
    d.players[seat]!.actionCards.push(fresh);
  }
}

export interface Table {
  readonly agendas?: readonly AgendaId[];
  readonly cards: Partial<Record<Seat, readonly string[]>>;
  readonly speaker?: Seat;
  readonly setup?: (d: GameState) => void;
}

/** The agenda phase begun with these hands (first agenda: Regulated Conscription, For/Against). */
export function table(t: Table): GameState {
  return agendaGame({
    agendas: t.agendas ?? ['regulated-conscription', 'ixthian-artifact'],
    speaker: t.speaker,
    setup: (d) => {
      for (const [seat, cards] of Object.entries(t.cards)) hand(d, Number(seat), cards ?? []);
      t.setup?.(d);
    },
  });
}

/** Everyone asked passes every window until the named one waits (throws at anything else). */
export function toWindow(state: GameState, window: WindowId): GameState {
  let s = state;
  for (let guard = 0; guard < 50; guard++) {
    const d = topDecision(s);
    if (d?.kind !== 'window') throw new Error(`expected the ${window} window, found ${d?.kind}`);
    if (d.window === window) return s;
    s = passAll(s);
  }
  throw new Error(`the ${window} window never opened`);
}

/** Everyone the window on top waits on passes. */
export function passAll(state: GameState): GameState {
  let s = state;
  const d = topDecision(s);
  if (d?.kind !== 'window') return s;
  for (const seat of [...d.waitingOn]) s = act(s, seat, { type: 'pass-window' }).state;
  return s;
}

/** Plays a card's ability, then lets every window the play opens close with passes (no Sabotage). */
export function playCard(state: GameState, seat: Seat, ability: string, targets: Record<string, unknown> = {}) {
  const command: Command = { type: 'use-ability', ability, targets };
  const r = act(state, seat, command);
  return { state: r.state, events: r.events };
}

export const discarded = (s: GameState): string[] => s.decks.action.discard.map((c) => c.split('#')[0]!);
export const held = (s: GameState, seat: Seat): string[] => s.players[seat]!.actionCards.map((c) => c.split('#')[0]!);

/** Votes as `ballots` say (default: abstain), passing other windows, until the named window waits. */
export function voteUntil(state: GameState, ballots: Partial<Record<Seat, Ballot>>, window: WindowId): GameState {
  let s = state;
  for (let guard = 0; guard < 50; guard++) {
    const d = topDecision(s);
    if (d?.kind === 'window' && d.window === window) return s;
    if (d?.kind === 'window') s = passAll(s);
    else if (d?.kind === 'vote') {
      const seat = d.waitingOn[0]!;
      const b = ballots[seat] ?? 'abstain';
      const command: Command =
        b === 'abstain'
          ? { type: 'abstain' }
          : { type: 'cast-votes', outcome: b.outcome, planets: [...(b.planets ?? votingPlanets(s, seat))] };
      s = act(s, seat, command).state;
    } else throw new Error(`the ${window} window never opened (found ${d?.kind})`);
  }
  throw new Error(`the ${window} window never opened`);
}
