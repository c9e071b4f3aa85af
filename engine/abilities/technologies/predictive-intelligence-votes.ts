// Predictive Intelligence's agenda part (LRR 8.15 additional votes, 34.4 exhausted cards, 90 technology): while its
// owner casts votes, the card adds 3 votes for the same outcome; if that outcome then is not the one resolved, the
// card is exhausted. Its end-of-turn part is in turn-technologies.ts.
import { ask, ONE_VOTE_PER_PLAYER } from '../../effects';
import { z } from 'zod';
import { seatSchema, idSchema } from '../../core/schemas';
import { defineStep } from '../../kernel/steps';
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';

import { emit, type FlowCtx } from '../../kernel/context';

const outcomeArgs = z.object({ seat: seatSchema, outcome: idSchema });

declare module '../../kernel/steps' {
  interface StepArgs {
    [OUTCOME_STEP]: z.infer<typeof outcomeArgs>;
  }
}

export const PREDICTIVE_INTELLIGENCE_TECH = 'pi';

/** Something that lets a player cast additional votes as they vote (named in the cast-votes command). */
interface AdditionalVotes {
  readonly name: string;
  readonly votes: number;
  /** Whether the seat may add these votes now (held, ready, not forbidden). */
  check(state: GameState, seat: Seat): Result<void>;
  /** After the votes are cast (the outcome they went to is known). */
  afterCast(ctx: FlowCtx, seat: Seat, outcome: string): void;
}

const OUTCOME_STEP = 'technology/predictive-intelligence-outcome' as const;

/**
 * Runs `step` once the agenda under way has been resolved (its outcome, predictions and effects) and before it is
 * finished: the step goes right above the agenda's 'agenda/finish' frame, which is below everything else of it.
 */
function onceAgendaResolved(state: GameState, step: string, args: Record<string, unknown>): void {
  const i = state.stack.findLastIndex((f) => f.frame === 'step' && f.step === 'agenda/finish');
  if (i < 0) return; // no agenda flow under way: nothing will be resolved, so nothing to wait for
  state.stack.splice(i + 1, 0, { frame: 'step', step, args });
}

export const ADDITIONAL_VOTES = {
  'predictive-intelligence': {
    name: 'Predictive Intelligence',
    votes: 3,
    check: (state, seat) => {
      const p = state.players[seat];
      if (!p?.technologies.includes(PREDICTIVE_INTELLIGENCE_TECH))
        return fail('ability/not-held', '1.3', 'You do not have Predictive Intelligence.');
      if (p.exhaustedTechnologies.includes(PREDICTIVE_INTELLIGENCE_TECH))
        return fail('ability/exhausted', '34.4', 'Predictive Intelligence is exhausted.');
      if (ask(ONE_VOTE_PER_PLAYER, { state }))
        return fail('agenda/representative-government', '8.6', 'Representative Government forbids additional votes.');
      return ok(undefined);
    },
    afterCast: (ctx, seat, outcome) => {
      emit(ctx, { type: 'ability-used', seat, ability: 'predictive-intelligence', window: 'when-casting-votes' });
      onceAgendaResolved(ctx.state, OUTCOME_STEP, { seat, outcome });
    },
  },
} as const satisfies Record<string, AdditionalVotes>;

export type AdditionalVotesId = keyof typeof ADDITIONAL_VOTES;
const isAdditionalVotesId = (id: string): id is AdditionalVotesId => Object.hasOwn(ADDITIONAL_VOTES, id);

/** The additional votes the named sources give the seat now, or why one of them cannot be used. */
export function checkAdditionalVotes(state: GameState, seat: Seat, sources: readonly string[]): Result<number> {
  if (new Set(sources).size !== sources.length)
    return fail('agenda/additional-votes-twice', '8.15', 'Each source of additional votes is used once per agenda.');
  let votes = 0;
  for (const id of sources) {
    if (!isAdditionalVotesId(id))
      return fail('agenda/no-such-additional-votes', 'input', `"${id}" gives no additional votes.`);
    const checked = ADDITIONAL_VOTES[id].check(state, seat);
    if (!checked.ok) return checked;
    votes += ADDITIONAL_VOTES[id].votes;
  }
  return ok(votes);
}

/** Called once the votes, additional ones included, were cast for `outcome`. */
export function additionalVotesCast(ctx: FlowCtx, seat: Seat, sources: readonly string[], outcome: string): void {
  for (const id of sources) if (isAdditionalVotesId(id)) ADDITIONAL_VOTES[id].afterCast(ctx, seat, outcome);
}

/** Sources of additional votes the seat could add now (for the vote options). */
export const usableAdditionalVotes = (
  state: GameState,
  seat: Seat,
): { id: AdditionalVotesId; name: string; votes: number }[] =>
  (Object.keys(ADDITIONAL_VOTES) as AdditionalVotesId[])
    .filter((id) => ADDITIONAL_VOTES[id].check(state, seat).ok)
    .map((id) => ({ id, name: ADDITIONAL_VOTES[id].name, votes: ADDITIONAL_VOTES[id].votes }));

export const ADDITIONAL_VOTE_STEPS = [
  /** The agenda is resolved: if the outcome the owner voted for was not the one resolved, the card is exhausted. */
  defineStep(OUTCOME_STEP, outcomeArgs, (ctx, args) => {
    const current = ctx.state.agenda?.current;
    const resolved = !!current && !current.cancelled && current.outcome === args.outcome;
    const p = ctx.state.players[args.seat];
    if (resolved || !p || p.exhaustedTechnologies.includes(PREDICTIVE_INTELLIGENCE_TECH)) return;
    p.exhaustedTechnologies.push(PREDICTIVE_INTELLIGENCE_TECH);
    emit(ctx, {
      type: 'note',
      text: `${p.name}'s Predictive Intelligence is exhausted: the outcome they voted for was not resolved.`,
    });
  }),
];
