// Genetic Recombination, the Mahact faction technology — LRR 8.5–8.7 voting, 1.14 "before", 34 exhausting cards, 37
// fleet pool: before another player casts votes (the 'before-player-votes' window the agenda phase opens ahead of each
// voter, engine/agenda/phase.ts), the Mahact may exhaust it and name an outcome. That player then picks: cast at least
// 1 vote for that outcome — their vote is held to it (engine/agenda/voting.ts refuses another outcome, or abstaining)
// — or return 1 token from their fleet pool to their reinforcements.
import { z } from 'zod';
import { idSchema, seatSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentOutcomes, outcomeLabel } from '../agenda/outcomes';
import { barredFromVoting, currentAgenda, voteOptions } from '../agenda/voting';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { checkFleetPools } from './mahact';

export const GENETIC_RECOMBINATION_TECH = 'gr';
const CHOICE = 'mahact/genetic-recombination';

const recombinationArgs = z.object({ seat: seatSchema, voter: seatSchema, outcome: idSchema });
type RecombinationArgs = z.infer<typeof recombinationArgs>;

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [CHOICE]: RecombinationArgs;
  }
}

const ANSWERS = ['vote', 'return'] as const;
type Answer = (typeof ANSWERS)[number];

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `Seat ${seat}`;

/** The player about to vote, when it is another player who will be asked to vote on the agenda under way. */
function voterOf(state: GameState, seat: Seat, subject: Subject): Result<Seat> {
  const voter = subject.seat;
  const current = currentAgenda(state);
  if (typeof voter !== 'number' || voter === seat || !current || current.agenda !== subject.agenda)
    return fail('ability/not-now', '8.5', 'Genetic Recombination is used before another player votes.');
  if (barredFromVoting(state, voter) || current.votes.some((v) => v.seat === voter))
    return fail('ability/not-now', '8.16', `${nameOf(state, voter)} does not vote on this agenda now.`);
  return ok(voter);
}

/** What the voter may pick: a vote for the outcome (if they can cast one for it), a fleet pool token (if they have one). */
function answers(state: GameState, voter: Seat, outcome: string): Answer[] {
  const canVote = voteOptions(state, voter).some(
    (o) => o.command.type === 'cast-votes' && o.command.outcome === outcome,
  );
  const hasFleetToken = (state.players[voter]?.pools.fleet ?? 0) > 0;
  return ANSWERS.filter((a) => (a === 'vote' ? canVote : hasFleetToken));
}

function carryOut(ctx: FlowCtx, args: RecombinationArgs, answer: Answer): void {
  const current = currentAgenda(ctx.state);
  const voter = ctx.state.players[args.voter];
  if (!current || !voter) return;
  if (answer === 'vote') {
    current.bound = [
      ...(current.bound ?? []).filter((b) => b.seat !== args.voter),
      { seat: args.voter, outcome: args.outcome },
    ];
    emit(ctx, {
      type: 'note',
      text: `Genetic Recombination: ${voter.name} will cast at least 1 vote for ${outcomeLabel(ctx.state, current, args.outcome)}.`,
    });
    return;
  }
  voter.pools.fleet -= 1;
  emit(ctx, { type: 'tokens-changed', seat: args.voter, ...voter.pools });
  emit(ctx, {
    type: 'note',
    text: `Genetic Recombination: ${voter.name} returns a fleet pool token to their reinforcements rather than vote as asked.`,
  });
  checkFleetPools(ctx, args.voter);
}

/** Genetic Recombination — before another player votes: exhaust, name an outcome; they vote for it or lose a fleet token. */
export const GENETIC_RECOMBINATION: AbilityDef = {
  id: 'genetic-recombination',
  name: 'Genetic Recombination',
  source: { kind: 'technology', technology: GENETIC_RECOMBINATION_TECH },
  window: 'before-player-votes',
  costs: [{ kind: 'exhaust-source' }],
  // An exhausted card is public: its owner is not asked.
  eligible: (state, seat, subject) =>
    !state.players[seat]?.exhaustedTechnologies.includes(GENETIC_RECOMBINATION_TECH) &&
    voterOf(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const voter = voterOf(state, seat, subject);
    const current = currentAgenda(state);
    if (!voter.ok || !current) return [];
    return currentOutcomes(state, current).map((o) => ({
      label: `${nameOf(state, voter.value)} must cast at least 1 vote for ${o.label} or return a fleet pool token`,
      targets: { outcome: o.id },
    }));
  },
  check: (state, seat, targets, subject) => {
    const voter = voterOf(state, seat, subject);
    if (!voter.ok) return voter;
    const current = currentAgenda(state)!;
    return currentOutcomes(state, current).some((o) => o.id === targets.outcome)
      ? ok(undefined)
      : fail('ability/bad-target', '8.7', 'Name one of the outcomes of the agenda being voted on.');
  },
  resolve: (ctx, seat, targets, subject) => {
    const voter = voterOf(ctx.state, seat, subject);
    if (!voter.ok) return;
    const args = { seat, voter: voter.value, outcome: String(targets.outcome) };
    const open = answers(ctx.state, args.voter, args.outcome);
    // 1.9: with one way left the player takes it; with none, the ability does nothing more.
    if (open.length === 1) carryOut(ctx, args, open[0]!);
    else if (open.length > 1) pushChoice(ctx, CHOICE, { args, waitingOn: [args.voter] });
    else emit(ctx, { type: 'note', text: `Genetic Recombination: ${nameOf(ctx.state, args.voter)} can do neither.` });
  },
};

export const GENETIC_RECOMBINATION_CHOICE = defineChoice(CHOICE, recombinationArgs, {
  rule: '8.7',
  options: (state, d) => {
    const current = currentAgenda(state);
    const outcome = current ? outcomeLabel(state, current, d.args.outcome) : d.args.outcome;
    return answers(state, d.args.voter, d.args.outcome).map((a) => ({
      option: a,
      label:
        a === 'vote'
          ? `Genetic Recombination: cast at least 1 vote for ${outcome}`
          : 'Genetic Recombination: return 1 token from your fleet pool to your reinforcements instead',
    }));
  },
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (answers(ctx.state, decision.args.voter, decision.args.outcome).includes(option as Answer))
      carryOut(ctx, decision.args, option as Answer);
    return ok(undefined);
  },
  // A silent player keeps their planets: the fleet token goes, when they have one.
  default: (state, d) => answers(state, d.args.voter, d.args.outcome).at(-1),
  offersOnlyLegal: true,
});

export const MAHACT_RECOMBINATION = defineContent({
  abilities: [GENETIC_RECOMBINATION],
  choices: [GENETIC_RECOMBINATION_CHOICE],
});
