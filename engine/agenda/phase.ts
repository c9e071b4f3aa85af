// LRR 8 agenda phase (8.1–8.4, 8.17–8.21) and 27.4: two agendas, each revealed (8.2 i), voted on (8.2 ii) and
// resolved (8.2 iii), then every planet readied (8.4) and a new round. Timing windows open at the moments the
// cards speak of (start of the phase, when/after an agenda is revealed, after votes, when an outcome resolves).
import { readyOffBoardPlanets } from '../economy/planet-cards';
import { z } from 'zod';
import { seatSchema, countSchema } from '../core/schemas';
import { pushChoice } from '../kernel/choices';
import { speakerOrder } from '../core/order';
import type { GameState, Seat } from '../core/state';
import { isAgendaId } from '../data/agendas';
import { clearStandingPasses } from '../kernel/windows';
import { emit, type FlowCtx } from '../kernel/context';
import { pushDecision } from '../kernel/stack';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { AFTER_OUTCOME_RESOLVED, AFTER_VOTING, ask } from '../effects';
import { drawActionCards } from '../phases/status';
import { discardLaw, enactLaw, lawInPlay, lawOwner, takeLawOutOfPlay } from './laws';
import { agendaDef, currentOutcomes, effectiveAgenda, scoredSecretObjectives, staysInPlay } from './outcomes';
import { resolveOutcome } from './effects';
import { enforceHandLimit } from './effects/cards';
import { resolvePending } from './pending';
import type { AgendaPhaseState, CurrentAgenda } from '../core/agenda-state';
import { electedSeat, noteElected } from '../objectives/record';
import { barredFromVoting, leadingOutcomes, tally, votingOrder } from './voting';
import { transactionWindow } from '../transactions/scope';

const nextArgs = z.object({ number: z.number().int().min(1).max(2) });
const voterArgs = z.object({ order: z.array(seatSchema), index: countSchema });
const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'agenda/begin': NoArgs;
    'agenda/next': z.infer<typeof nextArgs>;
    'agenda/covert-draw': NoArgs;
    'agenda/committee-formation': NoArgs;
    'agenda/voting': NoArgs;
    'agenda/next-voter': z.infer<typeof voterArgs>;
    'agenda/ask-vote': z.infer<typeof seatArgs>;
    'agenda/after-votes-cast': z.infer<typeof seatArgs>;
    'agenda/tally': NoArgs;
    'agenda/before-resolve': NoArgs;
    'agenda/resolve': NoArgs;
    'agenda/finish': NoArgs;
    'agenda/ready-planets': NoArgs;
    'agenda/end': NoArgs;
  }
}

export function agendaState(state: GameState): AgendaPhaseState {
  return (state.agenda ??= { number: 0, current: null, barred: [], readyOnly: null, nextStrategyPhase: [] });
}

function newCurrent(agenda: string, revote: boolean): CurrentAgenda {
  return {
    agenda,
    hidden: null,
    revote,
    held: revote ? [] : [agenda],
    votes: [],
    abstained: [],
    cannotVote: [],
    predictions: [],
    outcome: null,
    votingStarted: false,
    decidedWithoutVote: false,
    cancelled: false,
    followUp: null,
  };
}

/** Draws the top agenda card, shuffling the discard pile into a new deck when the deck is empty. */
function drawAgenda(ctx: FlowCtx): string | undefined {
  const deck = ctx.state.decks.agenda;
  if (deck.draw.length === 0 && deck.discard.length > 0) deck.draw = ctx.rng.shuffle(deck.discard.splice(0));
  return deck.draw.shift();
}

/** Reveal checks printed on some agendas: without a law in play (or a scored secret), reveal another instead. */
function passesRevealCheck(state: GameState, id: string): boolean {
  const check = agendaDef(id)?.revealCheck ?? null;
  if (check === 'law-in-play') return state.laws.length > 0;
  if (check === 'scored-secret-objective') return scoredSecretObjectives(state).length > 0;
  return true;
}

/** Draws until an agenda passes its reveal check; the ones that fail are discarded (public). */
function drawRevealable(ctx: FlowCtx, visible: boolean): string | undefined {
  for (let i = 0; i < 60; i++) {
    const id = drawAgenda(ctx);
    if (id === undefined) return undefined;
    if (passesRevealCheck(ctx.state, id)) return id;
    ctx.state.decks.agenda.discard.push(id);
    emit(ctx, {
      type: 'agenda-discarded',
      agenda: id,
      reason: visible ? 'nothing it could elect is in play' : 'covert draw: nothing it could elect is in play',
    });
  }
  return undefined;
}

/** Starts voting on an agenda: the per-agenda sequence of 8.2, pushed in reverse. */
function startAgenda(ctx: FlowCtx, id: string, revote: boolean): void {
  const a = agendaState(ctx.state);
  a.current = newCurrent(id, revote);
  emit(ctx, { type: 'agenda-revealed', agenda: id });
  const subject = { agenda: id };
  for (const step of [
    'agenda/finish',
    'agenda/resolve',
    'agenda/before-resolve',
    'agenda/tally',
    'agenda/voting',
    'agenda/committee-formation',
  ] as const)
    pushStep(ctx.state, step);
  pushStep(ctx.state, 'window/open', { window: 'after-agenda-revealed', subject });
  pushStep(ctx.state, 'agenda/covert-draw');
  pushStep(ctx.state, 'window/open', { window: 'when-agenda-revealed', subject });
}

/**
 * Veto, Political Favor and the like: discard the revealed agenda and reveal the top one instead. Players then
 * vote on the new one (its own reveal check applies). Returns false when there is no agenda to replace.
 */
export function replaceRevealedAgenda(ctx: FlowCtx): boolean {
  const current = ctx.state.agenda?.current;
  if (!current || current.votingStarted || current.revote) return false;
  discardHeld(ctx, current, 'replaced by another agenda');
  // LRR FAQ: a Political Secret played on the discarded agenda ends with it; the next agenda is a new one.
  const scope = transactionWindow(ctx.state)?.key;
  const t = ctx.state.transactions;
  if (scope && t) t.silenced = t.silenced.filter((s) => s.scope !== scope);
  const next = drawRevealable(ctx, true);
  if (next === undefined) {
    current.cancelled = true;
    return true;
  }
  const fresh = newCurrent(next, false);
  ctx.state.agenda!.current = fresh;
  emit(ctx, { type: 'agenda-revealed', agenda: next });
  retargetRevealWindows(ctx.state, current.agenda, next);
  return true;
}

/**
 * 1.15a/8.2: the replaced agenda is never "after revealed". The reveal windows still to come — the "when" window
 * asked again once the replacing card resolved (1.19), and the "after" window — are about the new agenda, so their
 * prompts name it and a "when revealed" card may answer it.
 */
function retargetRevealWindows(state: GameState, from: string, to: string): void {
  const reveal = ['when-agenda-revealed', 'after-agenda-revealed'];
  state.stack.forEach((f, i) => {
    if (f.frame === 'decision' && f.kind === 'window' && reveal.includes(f.window) && f.subject.agenda === from)
      state.stack[i] = { ...f, subject: { ...f.subject, agenda: to } };
    if (f.frame !== 'step' || f.step !== 'window/open' || !reveal.includes(String(f.args?.window))) return;
    const subject = f.args?.subject as Readonly<Record<string, unknown>> | undefined;
    if (subject?.agenda === from) state.stack[i] = { ...f, args: { ...f.args, subject: { ...subject, agenda: to } } };
  });
}

function discardHeld(ctx: FlowCtx, current: CurrentAgenda, reason: string): void {
  for (const card of current.held) {
    ctx.state.decks.agenda.discard.push(card);
    emit(ctx, { type: 'agenda-discarded', agenda: card, reason });
  }
  current.held = [];
}

/** The agenda the vote is about, while one is being resolved and not cancelled. */
const live = (state: GameState): CurrentAgenda | null => {
  const c = state.agenda?.current ?? null;
  return c && !c.cancelled ? c : null;
};

export const AGENDA_PHASE_STEPS = [
  /** 8.1/27.4: reached from the status phase once the custodians token has left Mecatol Rex. */
  defineStep('agenda/begin', noArgs, (ctx) => {
    const { state } = ctx;
    // Minister of Policy: its owner draws 1 action card at the end of the status phase, which is now.
    const policy = lawOwner(state, 'minister-of-policy');
    state.phase = 'agenda';
    state.activeSeat = null;
    const a = agendaState(state);
    a.number = 0;
    a.current = null;
    a.barred = [];
    a.readyOnly = null;
    emit(ctx, { type: 'phase-started', phase: 'agenda', round: state.round });
    for (const step of ['agenda/end', 'agenda/ready-planets'] as const) pushStep(state, step);
    pushStep(state, 'agenda/next', { number: 2 });
    pushStep(state, 'agenda/next', { number: 1 });
    pushStep(state, 'window/open', { window: 'start-of-agenda-phase' });
    if (policy !== null && !state.players[policy]?.eliminated) {
      drawActionCards(ctx, policy, 1);
      enforceHandLimit(ctx, policy);
    }
  }),
  /** 8.2/8.3: the first, then the second agenda; standing passes last one agenda. */
  defineStep('agenda/next', nextArgs, (ctx, args) => {
    clearStandingPasses(ctx.state);
    agendaState(ctx.state).number = args.number;
    const id = drawRevealable(ctx, true);
    if (id === undefined) {
      emit(ctx, { type: 'note', text: 'The agenda deck is empty: no agenda is revealed.' });
      return;
    }
    startAgenda(ctx, id, false);
  }),
  /** Covert Legislation: the speaker secretly draws the agenda whose outcomes are voted on. */
  defineStep('agenda/covert-draw', noArgs, (ctx) => {
    const current = live(ctx.state);
    if (!current || current.agenda !== 'covert-legislation' || current.hidden !== null) return;
    const hidden = drawRevealable(ctx, false);
    if (hidden === undefined) {
      current.cancelled = true;
      return;
    }
    current.hidden = hidden;
    current.held.push(hidden);
  }),
  /** Committee Formation: before a vote that elects a player, its owner may discard it and choose alone. */
  defineStep('agenda/committee-formation', noArgs, (ctx) => {
    const current = live(ctx.state);
    const owner = lawOwner(ctx.state, 'committee-formation');
    if (!current || owner === null || ctx.state.players[owner]?.eliminated) return;
    if (agendaDef(effectiveAgenda(current))?.election !== 'player') return;
    if (current.revote && current.agenda === 'committee-formation') return;
    pushChoice(ctx, 'agenda/committee-formation', { args: {}, waitingOn: [owner] });
  }),
  /** 8.2 ii: one voter at a time, from the speaker's left, the speaker last. */
  defineStep('agenda/voting', noArgs, (ctx) => {
    const current = live(ctx.state);
    if (!current || current.decidedWithoutVote) return;
    current.votingStarted = true;
    pushStep(ctx.state, 'agenda/next-voter', { order: votingOrder(ctx.state), index: 0 });
  }),
  defineStep('agenda/next-voter', voterArgs, (ctx, args) => {
    const current = live(ctx.state);
    const seat = args.order[args.index];
    if (!current || seat === undefined) return;
    pushStep(ctx.state, 'agenda/next-voter', { order: args.order, index: args.index + 1 });
    // Bribery and the like: "after the speaker votes", whether or not the speaker cast votes.
    if (seat === ctx.state.speaker)
      pushStep(ctx.state, 'window/open', { window: 'after-speaker-votes', subject: { agenda: current.agenda, seat } });
    if (barredFromVoting(ctx.state, seat)) return;
    pushStep(ctx.state, 'agenda/after-votes-cast', { seat });
    pushStep(ctx.state, 'agenda/ask-vote', { seat });
    // "Before a player votes" (Genetic Recombination): the vote is asked for once that moment has passed. Quiet: a
    // moment nobody can use (no such ability in the game) takes no window instance.
    pushStep(ctx.state, 'window/open', {
      window: 'before-player-votes',
      subject: { agenda: current.agenda, seat },
      quiet: true,
    });
  }),
  defineStep('agenda/ask-vote', seatArgs, (ctx, args) => {
    const current = live(ctx.state);
    if (!current || barredFromVoting(ctx.state, args.seat)) return;
    pushDecision(ctx, { kind: 'vote', agenda: current.agenda, waitingOn: [args.seat] });
  }),
  defineStep('agenda/after-votes-cast', seatArgs, (ctx, args) => {
    const current = live(ctx.state);
    if (current?.votes.some((v) => v.seat === args.seat)) {
      pushStep(ctx.state, 'window/open', {
        window: 'after-votes-cast',
        subject: { agenda: current.agenda, seat: args.seat },
      });
    }
  }),
  /** 8.2 iii, 8.19: the outcome with the most votes; the speaker decides ties and when nobody voted. */
  defineStep('agenda/tally', noArgs, (ctx) => {
    const current = live(ctx.state);
    if (!current || current.outcome !== null) return;
    // Effects that follow the votes cast (Odlynn Myrr) resolve before the tally, whatever it decides.
    for (const call of ask(AFTER_VOTING, { state: ctx.state }).reverse()) pushStepCall(ctx.state, call);
    if (currentOutcomes(ctx.state, current).length === 0) {
      emit(ctx, { type: 'note', text: 'This agenda has no eligible outcome; it is discarded without effect.' });
      current.cancelled = true;
      return;
    }
    const leading = leadingOutcomes(ctx.state, current);
    if (leading.length === 1) current.outcome = leading[0]!;
    else pushChoice(ctx, 'agenda/speaker-decides', { args: { tied: leading }, waitingOn: [ctx.state.speaker] });
  }),
  /** The last moments before the outcome resolves: "when an outcome would be resolved", "when you are elected". */
  defineStep('agenda/before-resolve', noArgs, (ctx) => {
    const current = live(ctx.state);
    if (!current || current.outcome === null) return;
    const subject = { agenda: current.agenda, outcome: current.outcome };
    if (agendaDef(effectiveAgenda(current))?.election === 'player') {
      pushStep(ctx.state, 'window/open', {
        window: 'when-elected',
        subject: { ...subject, seat: Number(current.outcome) },
      });
    }
    pushStep(ctx.state, 'window/open', { window: 'when-outcome-resolved', subject });
  }),
  /** 8.18, 7.3–7.8: resolve the outcome; an elected or "For" law stays in play; predictions resolve after (8.22b). */
  defineStep('agenda/resolve', noArgs, (ctx) => {
    const current = live(ctx.state);
    if (!current || current.outcome === null) return;
    const agenda = effectiveAgenda(current);
    const outcome = current.outcome;
    emit(ctx, { type: 'agenda-resolved', agenda, outcome, tally: tally(current) });
    noteElected(ctx.state, electedSeat(ctx.state, agendaDef(agenda)?.election, outcome)); // Drive the Debate
    if (isAgendaId(agenda) && staysInPlay(agenda, outcome)) {
      const target = agendaDef(agenda)?.election === 'for-against' ? null : outcome;
      if (!current.revote) {
        current.held = current.held.filter((c) => c !== agenda);
        enactLaw(ctx, agenda, target);
      } else if (takeLawOutOfPlay(ctx, agenda)) {
        // Miscount Disclosed: the law stays in play, now for whom (or what) was elected this time.
        enactLaw(ctx, agenda, target);
      }
    } else if (current.revote) {
      discardLaw(ctx, agenda);
    }
    // Pushed first, so they run once the outcome and the predictions on it have resolved (Future Sight).
    for (const call of ask(AFTER_OUTCOME_RESOLVED, { state: ctx.state })) pushStepCall(ctx.state, call);
    pushStep(ctx.state, 'agenda/resolve-predictions');
    resolveOutcome(ctx, current);
  }),
  /** 7.6, 7.8, 8.21: directives and rejected laws go to the discard pile; Miscount Disclosed votes again. */
  defineStep('agenda/finish', noArgs, (ctx) => {
    const a = agendaState(ctx.state);
    const current = a.current;
    if (!current) return;
    discardHeld(ctx, current, current.cancelled ? 'discarded without effect' : 'resolved');
    a.current = null;
    const followUp = current.cancelled ? null : current.followUp;
    if (followUp !== null && isAgendaId(followUp) && lawInPlay(ctx.state, followUp)) startAgenda(ctx, followUp, true);
  }),
  /** 8.4: every player readies their exhausted planets (Checks and Balances: only 3 of them). */
  defineStep('agenda/ready-planets', noArgs, (ctx) => {
    const only = agendaState(ctx.state).readyOnly;
    for (const seat of [...speakerOrder(ctx.state)].reverse()) {
      if (only === null) readyAllPlanets(ctx, seat);
      else pushStep(ctx.state, 'agenda/ready-some-planets', { seat, left: only });
    }
  }),
  /** The phase ends; effects that wait for the next strategy phase come first, then a new round (8.4). */
  defineStep('agenda/end', noArgs, (ctx) => {
    const a = agendaState(ctx.state);
    a.current = null;
    a.barred = [];
    a.readyOnly = null;
    clearStandingPasses(ctx.state);
    pushStep(ctx.state, 'round/begin');
    // Effects due when the next strategy phase starts: nothing can happen between 8.4 and the strategy phase, so these
    // resolve here, right before the new round's strategy phase begins.
    resolvePending(ctx);
  }),
];

export function readyAllPlanets(ctx: FlowCtx, seat: Seat): void {
  const readied: string[] = [];
  for (const sys of Object.values(ctx.state.board.systems)) {
    for (const [id, planet] of Object.entries(sys.planets)) {
      if (planet.owner === seat && planet.exhausted) {
        planet.exhausted = false;
        readied.push(id);
      }
    }
  }
  readied.push(...readyOffBoardPlanets(ctx.state, seat)); // Custodia Vigilia
  if (readied.length > 0) emit(ctx, { type: 'planets-readied', seat, planets: readied });
}
