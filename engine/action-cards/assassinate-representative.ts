// Assassinate Representative (LRR 8.16 players who cannot vote): after the agenda is revealed, pick a player; they
// cannot cast votes on this agenda, by planets or any other effect.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { barredFromVoting } from '../agenda/voting';

const canStillVote = (state: GameState, seat: Seat): boolean =>
  !!state.agenda?.current && !state.agenda.current.votingStarted && !barredFromVoting(state, seat);

export const ASSASSINATE_REPRESENTATIVE: AbilityDef = {
  id: 'assassinate-representative',
  name: 'Assassinate Representative',
  source: { kind: 'action-card', card: 'assassinate-representative' },
  window: 'after-agenda-revealed',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    state.players
      .filter((p) => canStillVote(state, p.seat))
      .map((p) => ({ label: `${p.name} cannot vote on this agenda`, targets: { player: p.seat } })),
  check: (state, _seat, targets) => {
    const target = state.players[Number(targets.player)];
    if (!target || target.eliminated) return fail('ability/bad-target', '8.16', 'Choose a player in the game.');
    if (!state.agenda?.current || state.agenda.current.votingStarted)
      return fail('agenda/votes-cast', '8.16', 'Assassinate Representative is played before voting starts.');
    if (barredFromVoting(state, target.seat))
      return fail('ability/bad-target', '8.16', `${target.name} already cannot vote on this agenda.`);
    return ok(undefined);
  },
  resolve: (ctx, _seat, targets) => {
    const current = ctx.state.agenda?.current;
    const target = Number(targets.player);
    if (!current || current.cannotVote.includes(target)) return;
    current.cannotVote.push(target);
    emit(ctx, { type: 'note', text: `${ctx.state.players[target]?.name ?? 'A player'} cannot vote on this agenda.` });
  },
};

export const ASSASSINATE_REPRESENTATIVE_CARD = defineContent({ abilities: [ASSASSINATE_REPRESENTATIVE] });
