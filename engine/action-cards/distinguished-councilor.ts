// Distinguished Councilor (LRR 8.15 additional votes): after you cast votes, cast 5 more for the same outcome.
// FAQ: votes added by another effect (Bribery) open no new window for it.
import { fail, ok } from '../core/result';
import { ask, ONE_VOTE_PER_PLAYER } from '../effects';
import { addVotes } from '../agenda/voting';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

export const DISTINGUISHED_COUNCILOR: AbilityDef = {
  id: 'distinguished-councilor',
  name: 'Distinguished Councilor',
  source: { kind: 'action-card', card: 'distinguished-councilor' },
  window: 'after-votes-cast',
  costs: [],
  // "After you cast votes": only the player who just voted.
  eligible: (_state, seat, subject) => subject.seat === seat,
  targetOptions: () => [{ label: 'cast 5 more votes for your outcome', targets: {} }],
  check: (state, seat) => {
    if (!state.agenda?.current?.votes.some((v) => v.seat === seat && v.votes > 0))
      return fail(
        'agenda/no-votes-cast',
        '8.15',
        'Additional votes go to the outcome you voted for; you have not voted.',
      );
    if (ask(ONE_VOTE_PER_PLAYER, { state }))
      return fail('agenda/representative-government', '8.6', 'Representative Government forbids additional votes.');
    return ok(undefined);
  },
  resolve: (ctx, seat) => {
    const cast = ctx.state.agenda?.current?.votes.find((v) => v.seat === seat);
    if (!cast || !addVotes(ctx.state, seat, 5).ok) return;
    emit(ctx, { type: 'votes-cast', seat, outcome: cast.outcome, votes: 5 });
  },
};

export const DISTINGUISHED_COUNCILOR_CARD = defineContent({ abilities: [DISTINGUISHED_COUNCILOR] });
