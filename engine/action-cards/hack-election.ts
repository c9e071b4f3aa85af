// Hack Election (LRR 8.2 ii voting order, 80.2): after the agenda is revealed, voting on it starts with the player on
// the speaker's right and goes counterclockwise; the speaker still votes last. Voting order is read when voting
// starts (engine/agenda/voting.ts votingOrder), which comes after this window.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';

export const HACK_ELECTION: AbilityDef = {
  id: 'hack-election',
  name: 'Hack Election',
  source: { kind: 'action-card', card: 'hack-election' },
  window: 'after-agenda-revealed',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: 'voting goes counterclockwise on this agenda', targets: {} }],
  check: (state) => {
    const current = state.agenda?.current;
    if (!current || current.votingStarted)
      return fail('agenda/votes-cast', '8.2', 'Hack Election is played before voting on the agenda starts.');
    if (current.votingReversed)
      return fail('ability/limit', '2.6b', 'Voting on this agenda already goes counterclockwise.');
    return ok(undefined);
  },
  resolve: (ctx) => {
    const current = ctx.state.agenda?.current;
    if (!current || current.votingStarted) return;
    current.votingReversed = true;
    emit(ctx, { type: 'note', text: 'Hack Election: voting starts right of the speaker and goes counterclockwise.' });
  },
};

export const HACK_ELECTION_CARD = defineContent({ abilities: [HACK_ELECTION] });
