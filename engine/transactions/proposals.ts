// LRR 94 transactions and 28 deals, played asynchronously: a proposal, then the other player's answer.
//
// How it fits the decision stack: a transaction never blocks the game. Proposals live beside the stack in
// state.transactions, and the commands 'propose-transaction', 'answer-transaction' and 'withdraw-transaction' are
// handled before the stack is consulted (engine/flow/apply.ts), like scoring an objective at any time:
// - during the action phase, the active player may propose to a neighbour (and a neighbour to the active player, a
//   counter-offer) at any point of the turn — before or after the action, even in the middle of a combat (94.1a) —
//   as long as something of that turn is still on the stack (see scope.ts for what "the turn" is);
// - during the agenda phase, while an agenda is being resolved, any player may propose to any other (94.6);
// - a deal with no components (28.1) can be proposed at any time to anyone.
// The receiver answers whenever they like: open proposals add the receiver to waitingOn() (for notifications) and
// their options() list "accept" and "decline" whether or not the stack waits on them; a deadline ('timeout')
// declines. A proposal lapses when its turn or agenda ends, and a new proposal between the same two players replaces
// the open one (a counter-offer). 94.4a: nothing moves until the receiver accepts, and acceptance checks everything
// again against the state at that moment (holdings, the turn, neighbours, the once-per-turn count).
import type { Command, CommandOf } from '../core/commands';
import type { Decision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { nextSeq } from '../kernel/stack';
import { readOnly } from '../kernel/draft';
import { pushStep } from '../kernel/steps';
import { actionCardOf } from '../kernel/abilities';
import { TRANSACTION_COMMAND_TYPES } from '../core/transaction-commands';
import { checkProposal, readOffer, type ProposalDraft } from './checks';
import { giveNote, transactionsState } from './notes';
import { resolvePlanetTrades } from './planet-trades';
import { returnCaptured } from '../units/capture';
import { closeGrant, ensureWindowKey, grantedWindows, markTransacted, transactionWindow } from './scope';
import type { Offer, Proposal } from '../core/transactions-state';
import { ask, COMMODITIES_GIVEN } from '../effects';

/** Whether the proposal still stands: a deal without components always; otherwise only in its own turn or agenda. */
export function isLive(state: GameState, p: Proposal): boolean {
  // Asked after every command (waitingOn, options): reads the players without making a draft copy them.
  const players = readOnly(state).players;
  if (state.phase === 'ended' || players[p.from]?.eliminated || players[p.to]?.eliminated) return false;
  return (
    p.scope === 'deal' ||
    transactionWindow(state)?.key === p.scope ||
    grantedWindows(state).some((w) => w.key === p.scope)
  );
}

export const liveProposals = (state: GameState): Proposal[] =>
  (state.transactions?.proposals ?? []).filter((p) => isLive(state, p));

/** Seats with a proposal waiting for their answer (added to waitingOn for notifications and bots). */
export function proposalReceivers(state: GameState): Seat[] {
  const out: Seat[] = [];
  for (const p of liveProposals(state)) if (!out.includes(p.to)) out.push(p.to);
  return out;
}

function dropLapsed(state: GameState): void {
  const t = transactionsState(state);
  t.proposals = t.proposals.filter((p) => isLive(state, p));
}

function removeProposal(state: GameState, id: number): void {
  const t = transactionsState(state);
  t.proposals = t.proposals.filter((p) => p.id !== id);
}

const isTransactionCommand = (c: Command): c is CommandOf<(typeof TRANSACTION_COMMAND_TYPES)[number]> =>
  (TRANSACTION_COMMAND_TYPES as readonly string[]).includes(c.type);

/**
 * Whether apply() hands this command to this module instead of the decision on top: the transaction commands, and a
 * deadline for a seat the stack does not wait on but a proposal does.
 */
export function handledBesideTheStack(
  state: GameState,
  seat: Seat,
  command: Command,
  decision: Decision | undefined,
): boolean {
  if (isTransactionCommand(command)) return true;
  return command.type === 'timeout' && !decision?.waitingOn.includes(seat) && proposalReceivers(state).includes(seat);
}

export function transactionCommand(ctx: CommandCtx, command: Command): Result<void> {
  switch (command.type) {
    case 'propose-transaction':
      return propose(ctx, command);
    case 'answer-transaction':
      // 51.6: trade goods and notes changed hands beside the stack; apply's settle check unlocks leaders after it.
      return answer(ctx, command.proposal, command.accept);
    case 'withdraw-transaction':
      return withdraw(ctx, command.proposal);
    case 'timeout':
      for (const p of liveProposals(ctx.state).filter((q) => q.to === ctx.seat)) answer(ctx, p.id, false);
      return ok(undefined);
    default:
      return fail('flow/not-now', 'input', 'That is not a transaction command.');
  }
}

/** Builds the draft a 'propose-transaction' command describes. */
export function draftOf(state: GameState, from: Seat, cmd: CommandOf<'propose-transaction'>): Result<ProposalDraft> {
  const gives = readOffer(state, cmd.gives);
  if (!gives.ok) return gives;
  const asks = readOffer(state, cmd.asks);
  if (!asks.ok) return asks;
  const terms = cmd.terms?.trim() ? cmd.terms.trim() : null;
  return ok({ from, to: cmd.to, gives: gives.value, asks: asks.value, terms });
}

function propose(ctx: CommandCtx, cmd: CommandOf<'propose-transaction'>): Result<void> {
  const { state } = ctx;
  const draft = draftOf(state, ctx.seat, cmd);
  if (!draft.ok) return draft;
  // The check only reads: through the peek, so that a proposal does not make the draft copy the players.
  const checked = checkProposal(ctx.read, draft.value, false);
  if (!checked.ok) return checked;
  dropLapsed(state);
  const scope = checked.value ? ensureWindowKey(state, checked.value) : 'deal';
  const t = transactionsState(state);
  // A new proposal between the same two players replaces the open one (a counter-offer, or a change of mind).
  for (const old of t.proposals.filter(
    (p) => (p.from === ctx.seat && p.to === cmd.to) || (p.from === cmd.to && p.to === ctx.seat),
  )) {
    removeProposal(state, old.id);
    emit(ctx, { type: 'transaction-withdrawn', from: old.from, to: old.to, proposal: old.id });
  }
  const id = nextSeq(state);
  t.proposals.push({ id, ...draft.value, scope, openedAt: ctx.meta?.at ?? null });
  emit(ctx, { type: 'transaction-proposed', from: ctx.seat, to: cmd.to, proposal: id });
  return ok(undefined);
}

function withdraw(ctx: CommandCtx, id: number): Result<void> {
  const p = liveProposals(ctx.state).find((q) => q.id === id && q.from === ctx.seat);
  if (!p) return fail('transactions/no-proposal', '94.4a', 'You have no open proposal with that number.');
  dropLapsed(ctx.state);
  removeProposal(ctx.state, id);
  emit(ctx, { type: 'transaction-withdrawn', from: p.from, to: p.to, proposal: id });
  return ok(undefined);
}

function answer(ctx: CommandCtx, id: number, accept: boolean): Result<void> {
  const { state } = ctx;
  const p = liveProposals(state).find((q) => q.id === id && q.to === ctx.seat);
  if (!p) return fail('transactions/no-proposal', '94.4a', 'That proposal is not open to you (any more).');
  if (!accept) {
    dropLapsed(state);
    removeProposal(state, id);
    emit(ctx, { type: 'transaction-declined', from: p.from, to: p.to, proposal: id });
    return ok(undefined);
  }
  // 94.4a: agreed now — check everything again, against the state as it is at this moment.
  const checked = checkProposal(state, p, true);
  if (!checked.ok) return checked;
  dropLapsed(state);
  removeProposal(state, id);
  resolveTransaction(ctx, p);
  if (checked.value?.kind === 'granted') closeGrant(state, checked.value.key);
  else if (checked.value) markTransacted(state, p.scope, p.from, p.to);
  return ok(undefined);
}

/** Moves one side's components (21.5: commodities become the receiver's trade goods). */
function handOver(ctx: FlowCtx, from: Seat, to: Seat, offer: Offer): void {
  const giver = ctx.state.players[from]!;
  const receiver = ctx.state.players[to]!;
  giver.tradeGoods -= offer.tradeGoods;
  giver.commodities -= offer.commodities;
  receiver.tradeGoods += offer.tradeGoods + offer.commodities;
  for (const f of offer.relicFragments) {
    giver.relicFragments.splice(giver.relicFragments.indexOf(f), 1);
    receiver.relicFragments.push(f);
  }
  if (offer.promissoryNote) giveNote(ctx, from, to, offer.promissoryNote);
  // Arbiters: the receiver learns the cards (they were named in the proposal); the table sees only how many.
  for (const card of offer.actionCards ?? []) {
    const [copy] = giver.actionCards.splice(
      giver.actionCards.findIndex((c) => actionCardOf(c) === card),
      1,
    );
    receiver.actionCards.push(copy!);
  }
  resolvePlanetTrades(ctx, from, to, offer.planets ?? []);
  // Commodities given (Dark Pact pays out when they reach the giver's commodity value).
  if (offer.commodities > 0) ask(COMMODITIES_GIVEN, { ctx, from, to, count: offer.commodities });
  // 17.2a / 17.1: returned captured units go to their owner's reinforcements, whoever receives the offer.
  for (const c of offer.capturedUnits ?? []) returnCaptured(ctx, from, c.owner, c.type, c.count);
}

const summary = (o: Offer) => ({
  tradeGoods: o.tradeGoods,
  commodities: o.commodities,
  promissoryNotes: o.promissoryNote ? 1 : 0,
  relicFragments: [...o.relicFragments],
  ...((o.actionCards ?? []).length > 0 ? { actionCards: o.actionCards!.length } : {}),
});

function resolveTransaction(ctx: FlowCtx, p: Proposal): void {
  const dealOnly = p.scope === 'deal';
  if (!dealOnly) {
    handOver(ctx, p.from, p.to, p.gives);
    handOver(ctx, p.to, p.from, p.asks);
    // The note's identity stays between the two players (69.6); the rest is public.
    emit(ctx, {
      type: 'transaction-resolved',
      from: p.from,
      to: p.to,
      gave: summary(p.gives),
      received: summary(p.asks),
    });
  }
  // A note received while a timing window is open may be played in it at once (LRR FAQ): the window asks anew.
  const top = ctx.state.stack.at(-1);
  if (!dealOnly && top?.frame === 'decision' && top.kind === 'window') pushStep(ctx.state, 'window/ask-new-responders');
  if (p.terms !== null) {
    // 28.2–28.4: the words are recorded for both players; whether they bind is for the players (the engine only
    // guarantees the components, which moved at once).
    transactionsState(ctx.state).deals.push({
      between: [p.from, p.to],
      terms: p.terms,
      round: ctx.state.round,
      withTransaction: !dealOnly,
    });
    emit(ctx, { type: 'deal-agreed', between: [p.from, p.to] });
  }
}
