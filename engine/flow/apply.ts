// apply(state, seat, command): validates one command against the decision it answers, applies it to a draft of
// the state, then runs the flow until the game waits for someone again. The input state is never changed.
import { commandSchema, type Command, type CommandMeta } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { Decision } from '../core/frames';
import { fail, invariant, type Result, type RuleViolation } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { passWindow, standingPass, useInWindow } from '../abilities/window-flow';
import { componentAction } from '../abilities/component-actions';
import {
  actionTurnOptions,
  answerSecondary,
  endTurn,
  pass,
  strategicAction,
  unusedStrategyCards,
} from '../phases/action';
import { chooseStrategyCard, strategyCardOptions } from '../phases/strategy';
import { keepSecretObjective } from '../setup/secret-objectives';
import { activateSystem } from '../tactical/activation';
import { moveShips } from '../tactical/move-ships';
import { answerStatusScoring, scoreAnyTime } from '../objectives/status-scoring';
import { abstain, castVotes, checkAbstain, timeoutVote } from '../agenda/voting';
import { answerAssignHits, defaultAssignHits } from '../combat/hits';
import { bombard } from '../invasion/bombardment';
import { commitGroundForces } from '../invasion/commit';
import { produce } from '../production/steps';
import { isAnyTimeUse, useAnyTime } from '../abilities/any-time';
import { handledBesideTheStack, proposalReceivers, transactionCommand } from '../transactions/proposals';
import { choiceDefault, choiceOptionsOf, choose } from './choices';
import { emit, flowCtx, type CommandCtx, type FlowCtx } from '../kernel/context';
import { runStepFrame } from './steps';
import { checkLeaderUnlocks } from '../leaders/unlock';
import { draftState, markStored } from '../kernel/draft';
import { pushEventResponses } from './event-responses';
import { concede, emptyConcededHand } from '../phases/concede';
import { popDecision } from '../kernel/stack';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: GameEvent[] }
  | { readonly ok: false; readonly error: RuleViolation };

/** A bound on steps per command: a flow that loops forever is a bug, not a game state. */
const MAX_STEPS = 10_000;

/** Runs steps on top of the stack until a decision waits (or the game ended). */
export function advance(ctx: FlowCtx): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    if (ctx.state.phase === 'ended') return;
    const top = ctx.state.stack[ctx.state.stack.length - 1];
    if (top?.frame === 'decision' && top.kind === 'choice') {
      // 1.9: a choice that has become impossible (its options vanished meanwhile) resolves as nothing, rather than
      // leaving the game waiting on a player who has nothing to pick.
      top.waitingOn = top.waitingOn.filter((seat) => choiceOptionsOf(ctx.state, top, seat).length > 0);
      if (top.waitingOn.length === 0) {
        ctx.state.stack.pop();
        continue;
      }
    }
    if (top?.frame === 'decision') {
      const gone = top.waitingOn.find((seat) => ctx.read.players[seat]?.conceded);
      if (gone !== undefined) {
        answerForConceded({ ...ctx, seat: gone }, top);
        continue;
      }
    }
    if (!top || top.frame === 'decision') {
      // 51.6c: leaders unlock when the flow settles on a decision, never part-way through resolving something. The
      // check reads every player and system: it reads them without copying (ctx.read), and only an unlock writes.
      checkLeaderUnlocks(ctx);
      if (pushEventResponses(ctx)) continue; // 1.19: "after" an event anywhere in the flow (Pillage)
      return;
    }
    ctx.state.stack.pop();
    runStepFrame(ctx, top);
  }
  invariant(false, 'flow did not settle');
}

/**
 * Nobody waits on a seat that conceded (engine/phases/concede.ts): it takes no turn and picks no strategy card (the
 * decision is dropped, and the flow moves to the next player), and any other decision takes the default a deadline
 * would take (pass, decline, abstain, the default hit assignment), without the "time ran out" notice. A decision
 * without a default simply stops waiting on the seat, and goes away once it waits on nobody.
 */
function answerForConceded(ctx: CommandCtx, decision: Decision): void {
  if (decision.kind === 'choose-strategy-card') return popDecision(ctx.state, decision);
  if (decision.kind === 'action-turn') {
    // endTurn drops the "after an action" step of a second action; a first action's step finds the seat passed.
    if (decision.extra && endTurn(ctx, decision).ok) return;
    return popDecision(ctx.state, decision);
  }
  const answered = takeDefault(ctx, decision);
  emptyConcededHand(ctx, ctx.seat);
  if (answered.ok) return;
  decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
  if (decision.waitingOn.length === 0 && ctx.state.stack.at(-1) === decision) ctx.state.stack.pop();
}

const wrongDecision = (decision: Decision | undefined, command: Command) =>
  fail(
    'flow/not-now',
    decision ? '1.3' : 'input',
    decision
      ? `The game is waiting for ${decision.kind}, not ${command.type}.`
      : 'Nothing is waiting for you right now.',
  );

function dispatch(ctx: CommandCtx, command: Command): Result<void> {
  const top = ctx.state.stack[ctx.state.stack.length - 1];
  const decision = top?.frame === 'decision' ? top : undefined;
  if (command.type === 'concede') return concede(ctx);
  // 33: a player out of the game (eliminated, or conceded) gives no more commands.
  if (ctx.read.players[ctx.seat]?.eliminated)
    return fail('flow/out-of-game', '33', 'You are out of the game: you give no more commands.');
  if (command.type === 'standing-pass') return standingPass(ctx, command);
  // 61.5b–c: action- and agenda-phase objectives are scored at any time during their phase.
  if (command.type === 'score-objectives' && decision?.kind !== 'score-objectives') return scoreAnyTime(ctx, command);
  // 94, 28: transactions are proposed and answered beside the stack, without blocking it (engine/transactions).
  if (handledBesideTheStack(ctx.state, ctx.seat, command, decision)) return transactionCommand(ctx, command);
  // 1.13: "at any time" abilities are used beside the stack too (engine/abilities/any-time.ts).
  if (command.type === 'use-ability' && isAnyTimeUse(command)) return useAnyTime(ctx, command);
  if (!decision || !decision.waitingOn.includes(ctx.seat)) {
    return fail('flow/not-your-turn', '1.19', 'The game is not waiting for you right now.');
  }
  // The sender answered another decision than this one (a window asked again is a new one): nothing applies.
  if (ctx.meta?.decision !== undefined && decision.id !== ctx.meta.decision) {
    return fail('flow/decision-changed', '1.3', 'The decision you answered is no longer the one waiting; look again.');
  }
  if (command.type === 'timeout') return timeout(ctx, decision);
  switch (decision.kind) {
    case 'choose-secret-objective':
      return command.type === 'choose-secret-objective'
        ? keepSecretObjective(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'choose-strategy-card':
      return command.type === 'choose-strategy-card'
        ? chooseStrategyCard(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'action-turn':
      if (command.type === 'pass') {
        if (decision.extra)
          return fail(
            'action/second-action',
            '3.1',
            'Passing is not an action: end your turn instead, and pass on a later turn.',
          );
        return pass(ctx, decision, command);
      }
      if (command.type === 'end-turn') return endTurn(ctx, decision);
      if (command.type === 'strategic-action') return strategicAction(ctx, decision, command);
      if (command.type === 'component-action') return componentAction(ctx, decision, command);
      if (command.type === 'tactical-action') return activateSystem(ctx, decision, command);
      return wrongDecision(decision, command);
    case 'strategic-secondary':
      return command.type === 'follow-secondary' || command.type === 'decline-secondary'
        ? answerSecondary(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'window':
      if (command.type === 'pass-window') return passWindow(ctx, decision);
      if (command.type === 'use-ability') return useInWindow(ctx, decision, command);
      return wrongDecision(decision, command);
    case 'choice':
      return command.type === 'choose' ? choose(ctx, decision, command.option) : wrongDecision(decision, command);
    case 'bombardment':
      return command.type === 'bombard' ? bombard(ctx, decision, command) : wrongDecision(decision, command);
    case 'commit-ground-forces':
      return command.type === 'commit-ground-forces'
        ? commitGroundForces(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'production':
      return command.type === 'produce' ? produce(ctx, decision, command) : wrongDecision(decision, command);
    case 'assign-hits':
      return command.type === 'assign-hits'
        ? answerAssignHits(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'score-objectives':
      return command.type === 'score-objectives'
        ? answerStatusScoring(ctx, decision, command)
        : wrongDecision(decision, command);
    case 'vote':
      if (command.type === 'cast-votes') return castVotes(ctx, decision, command);
      if (command.type === 'abstain') {
        const may = checkAbstain(ctx.state, ctx.seat);
        return may.ok ? abstain(ctx, decision) : may;
      }
      return wrongDecision(decision, command);
    case 'move-ships':
      return command.type === 'move-ships' ? moveShips(ctx, decision, command) : wrongDecision(decision, command);
  }
}

/** The server answers for a seat whose deadline passed: the default is to pass or decline where one exists. */
function timeout(ctx: CommandCtx, decision: Decision): Result<void> {
  emit(
    ctx,
    decision.kind === 'window'
      ? { type: 'time-ran-out', seat: ctx.seat, decision: decision.kind, window: decision.window, privateTo: ctx.seat }
      : { type: 'time-ran-out', seat: ctx.seat, decision: decision.kind },
  );
  return takeDefault(ctx, decision);
}

/** The decision's default answer for the seat: what a deadline takes, and what a conceded seat answers. */
function takeDefault(ctx: CommandCtx, decision: Decision): Result<void> {
  switch (decision.kind) {
    case 'window':
      return passWindow(ctx, decision);
    case 'strategic-secondary':
      return answerSecondary(ctx, decision, { type: 'decline-secondary' });
    case 'choose-secret-objective': {
      const first = decision.offered[String(ctx.seat)]?.[0];
      return first
        ? keepSecretObjective(ctx, decision, { type: 'choose-secret-objective', objective: first })
        : wrongDecision(decision, { type: 'timeout' });
    }
    case 'choose-strategy-card': {
      // The rules give no default: the house default is the lowest-numbered card still on the table (84.1).
      const first = strategyCardOptions(ctx.state)[0]?.command;
      return first?.type === 'choose-strategy-card'
        ? chooseStrategyCard(ctx, decision, first)
        : wrongDecision(decision, { type: 'timeout' });
    }
    case 'action-turn': {
      // After a first action (Fleet Logistics) the turn ends; otherwise the player passes (3.3), or, while a
      // strategy card is unused (3.4), performs its strategic action with the first choices options() offers.
      if (decision.extra) return endTurn(ctx, decision);
      if (unusedStrategyCards(ctx.state, ctx.seat).length === 0) return pass(ctx, decision);
      const primary = actionTurnOptions(ctx.state, ctx.seat, decision, []).find(
        (o) => o.command.type === 'strategic-action',
      )?.command;
      return primary?.type === 'strategic-action'
        ? strategicAction(ctx, decision, primary)
        : wrongDecision(decision, { type: 'timeout' });
    }
    case 'choice': {
      const option = choiceDefault(ctx.state, decision, ctx.seat);
      if (option !== undefined) return choose(ctx, decision, option);
      return fail('flow/no-default', 'input', 'This decision has no default: it waits for the player.');
    }
    case 'vote':
      // 8.14: a player who does not answer abstains (or keeps a promise to vote: Genetic Recombination).
      return timeoutVote(ctx, decision);
    case 'score-objectives':
      // A player who does not answer scores nothing.
      return answerStatusScoring(ctx, decision, { type: 'score-objectives', scores: [] });
    case 'bombardment':
      return bombard(ctx, decision, { type: 'bombard', targets: [] });
    case 'commit-ground-forces':
      // 49.2c: a player who does not answer commits nothing.
      return commitGroundForces(ctx, decision, { type: 'commit-ground-forces', landings: [] });
    case 'production':
      return produce(ctx, decision, {
        type: 'produce',
        units: [],
        payment: { resources: [], influence: [], tradeGoods: 0 },
      });
    case 'move-ships':
      // 89.2b: a player who does not answer moves no ships.
      return moveShips(ctx, decision, { type: 'move-ships', moves: [] });
    case 'assign-hits': {
      // 31.1: the default assignment (sustain damage first, then the cheapest units).
      const a = defaultAssignHits(ctx.state, decision, ctx.seat);
      return a ? answerAssignHits(ctx, decision, a) : wrongDecision(decision, { type: 'timeout' });
    }
    default:
      return fail('flow/no-default', 'input', 'This decision has no default: it waits for the player.');
  }
}

export function apply(state: GameState, seat: Seat, command: unknown, meta: CommandMeta): ApplyResult {
  const parsed = commandSchema.safeParse(command);
  if (!parsed.success)
    return {
      ok: false,
      error: {
        code: 'input/invalid-command',
        rule: 'input',
        message: `Malformed command: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
      },
    };
  if (state.phase === 'ended')
    return { ok: false, error: { code: 'flow/game-over', rule: '98.4', message: 'The game has ended.' } };
  if (!Number.isInteger(seat) || !state.players[seat])
    return { ok: false, error: { code: 'input/unknown-seat', rule: 'input', message: 'Unknown seat.' } };
  // Copy on touch (engine/kernel/draft.ts): handlers mutate a draft; only the parts of the state they reach are
  // copied, the rest is shared with `state`, which stays untouched. A refusal throws the draft away.
  const { draft, peek, finish } = draftState(state);
  const ctx: CommandCtx = { ...flowCtx(draft, meta, peek), seat };
  const result = dispatch(ctx, parsed.data);
  if (!result.ok) return { ok: false, error: result.error };
  advance(ctx);
  const next = finish();
  markStored(next);
  return { ok: true, state: next, events: ctx.events };
}

/** Seats any open decision waits on (for notifications and "my games"). */
export function waitingOn(state: GameState): Seat[] {
  const top = state.stack[state.stack.length - 1];
  const seats = top?.frame === 'decision' ? [...top.waitingOn] : [];
  // 94: a player with a transaction proposal to answer is waited on too, though nothing else waits for them.
  for (const s of proposalReceivers(state)) if (!seats.includes(s)) seats.push(s);
  return seats;
}
