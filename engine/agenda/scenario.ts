// Test kit for the agenda phase: a game that enters the agenda phase with chosen agendas on top of the deck, and
// helpers to vote, answer choices and read the outcome. Built on engine/testing/scenario.ts.
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { GameState, Seat } from '../core/state';
import type { AgendaId } from '../data/agendas';
import { readyPlanets, influenceOf } from '../economy/planets';
import { advance, apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { pushStep } from '../kernel/steps';
import { runStepFrame } from '../flow/steps';
import { edit, newGame, runStep, topDecision } from '../testing/scenario';

export interface AgendaScenario {
  readonly players?: 3 | 4 | 5 | 6 | 7 | 8;
  /** Agendas put on top of the agenda deck, in reveal order. */
  readonly agendas: readonly AgendaId[];
  readonly speaker?: Seat;
  readonly setup?: (draft: GameState) => void;
}

/** A game at the end of a status phase with the custodians token gone, then the agenda phase begins (8.1, 27.4). */
export function agendaGame(opts: AgendaScenario): GameState {
  return runStep(beforeAgendaPhase(opts), 'agenda/begin');
}

/**
 * The same game paused right before the first vote of the first agenda — where the "after an agenda is revealed"
 * window stands, for predictions and Veto-like effects. `resume` then continues the flow.
 */
export function agendaGameBeforeVoting(opts: AgendaScenario): GameState {
  return edit(beforeAgendaPhase(opts), (d) => {
    pushStep(d, 'agenda/begin');
    const ctx = flowCtx(d, { at: 0 });
    for (let guard = 0; guard < 1000; guard++) {
      const top = d.stack.at(-1);
      if (!top || top.frame !== 'step' || top.step === 'agenda/voting') break;
      d.stack.pop();
      runStepFrame(ctx, top);
    }
  });
}

export const resume = (state: GameState): GameState => edit(state, (d) => advance(flowCtx(d, { at: 0 })));

function beforeAgendaPhase(opts: AgendaScenario): GameState {
  const base = newGame({ players: opts.players ?? 4, speaker: opts.speaker ?? 0 });
  return edit(base, (s) => {
    s.stack = [];
    s.phase = 'status';
    s.custodiansOnMecatol = false;
    s.round = 1;
    const deck = s.decks.agenda;
    deck.draw = [...opts.agendas, ...deck.draw.filter((id) => !opts.agendas.includes(id as AgendaId))];
    opts.setup?.(s);
  });
}

/** Applies a command and keeps its events. */
export function act(state: GameState, seat: Seat, command: Command): { state: GameState; events: GameEvent[] } {
  const r = apply(state, seat, command, { at: 0 });
  if (!r.ok)
    throw new Error(`expected ${command.type} by seat ${seat} to be legal: [${r.error.rule}] ${r.error.message}`);
  return { state: r.state, events: r.events };
}

export const votingPlanets = (state: GameState, seat: Seat): string[] =>
  readyPlanets(state, seat)
    .map((p) => p.id)
    .filter((id) => influenceOf(state, [id]) > 0);

export type Ballot = { readonly outcome: string; readonly planets?: readonly string[] } | 'abstain';

/**
 * Answers the vote decisions of the agenda under way from `ballots` (default: abstain), passing open windows,
 * until that agenda is over or something else waits. Returns the state, every event produced and the voting order.
 */
export function vote(
  state: GameState,
  ballots: Partial<Record<Seat, Ballot>>,
): { state: GameState; events: GameEvent[]; order: Seat[] } {
  let s = state;
  const events: GameEvent[] = [];
  const order: Seat[] = [];
  // Windows before an agenda is revealed (the start of the phase, for players holding action cards) are passed first.
  for (let d = topDecision(s); !s.agenda?.current && d?.kind === 'window'; d = topDecision(s))
    for (const seat of [...d.waitingOn]) ({ state: s } = push(act(s, seat, { type: 'pass-window' }), events));
  const start = `${s.agenda?.number}:${s.agenda?.current?.agenda}`;
  for (;;) {
    if (`${s.agenda?.number}:${s.agenda?.current?.agenda}` !== start) break;
    const d = topDecision(s);
    if (d?.kind === 'window') {
      for (const seat of [...d.waitingOn]) ({ state: s } = push(act(s, seat, { type: 'pass-window' }), events));
      continue;
    }
    if (d?.kind !== 'vote') break;
    const seat = d.waitingOn[0]!;
    order.push(seat);
    const b = ballots[seat] ?? 'abstain';
    const command: Command =
      b === 'abstain'
        ? { type: 'abstain' }
        : { type: 'cast-votes', outcome: b.outcome, planets: [...(b.planets ?? votingPlanets(s, seat))] };
    ({ state: s } = push(act(s, seat, command), events));
  }
  return { state: s, events, order };
}

function push(r: { state: GameState; events: GameEvent[] }, into: GameEvent[]): { state: GameState } {
  into.push(...r.events);
  return { state: r.state };
}

/** Answers the choice on top (for whoever it waits on) with the given option. */
export function choose(state: GameState, option: string): { state: GameState; events: GameEvent[] } {
  const d = topDecision(state);
  if (d?.kind !== 'choice') throw new Error(`expected a choice, found ${d?.kind}`);
  return act(state, d.waitingOn[0]!, { type: 'choose', option });
}

export const choiceOnTop = (state: GameState): string | undefined => {
  const d = topDecision(state);
  return d?.kind === 'choice' ? d.choice : undefined;
};

export const resolvedOutcome = (events: readonly GameEvent[]): string | undefined =>
  events.find((e): e is Extract<GameEvent, { type: 'agenda-resolved' }> => e.type === 'agenda-resolved')?.outcome;

/** Agendas that do nothing when voted Against; used to fill the second agenda of a test. */
const FILLERS: readonly AgendaId[] = ['regulated-conscription', 'ixthian-artifact'];

export interface Resolved {
  readonly state: GameState;
  readonly events: GameEvent[];
}

/**
 * Reveals `agenda` first (a harmless agenda second), casts the ballots, and — when the votes tie — lets the speaker
 * pick `outcome`. Stops once the first agenda resolved: at an effect's choice or at the second agenda's vote.
 */
export function resolveAgenda(
  agenda: AgendaId,
  opts: {
    ballots?: Partial<Record<Seat, Ballot>>;
    outcome?: string;
    setup?: (d: GameState) => void;
    players?: 3 | 4 | 5 | 6 | 7 | 8;
    speaker?: Seat;
  } = {},
): Resolved {
  const filler = FILLERS.find((f) => f !== agenda)!;
  const start = agendaGame({
    agendas: [agenda, filler],
    setup: opts.setup,
    players: opts.players,
    speaker: opts.speaker,
  });
  const voted = vote(start, opts.ballots ?? {});
  if (choiceOnTop(voted.state) !== 'agenda/speaker-decides') return voted;
  const picked = choose(
    voted.state,
    opts.outcome ??
      (() => {
        throw new Error('the votes tied: say which outcome the speaker picks');
      })(),
  );
  // Windows that open before the outcome resolves (when an outcome is resolved, when elected) ask players who hold
  // action cards: everyone passes them, as `vote` does.
  const same = (x: GameState) => `${x.agenda?.number}:${x.agenda?.current?.agenda}`;
  if (same(picked.state) !== same(voted.state))
    return { state: picked.state, events: [...voted.events, ...picked.events] };
  const rest = vote(picked.state, {});
  return { state: rest.state, events: [...voted.events, ...picked.events, ...rest.events] };
}

/** Plays the rest of the agenda phase with everyone abstaining and the speaker picking Against / the first outcome. */
export function finishPhase(state: GameState): Resolved {
  let s = state;
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 20 && s.phase === 'agenda'; guard++) {
    const r = vote(s, {});
    s = r.state;
    events.push(...r.events);
    if (choiceOnTop(s) === 'agenda/speaker-decides') {
      const d = topDecision(s)!;
      const tied = d.kind === 'choice' && Array.isArray(d.args.tied) ? d.args.tied.map(String) : [];
      const c = choose(s, tied.includes('against') ? 'against' : tied[0]!);
      s = c.state;
      events.push(...c.events);
    } else if (topDecision(s)?.kind !== 'vote') break;
  }
  return { state: s, events };
}
