// Sabotage (LRR 2.8 cancelling an action card; 2.6b it cannot itself be cancelled): the hidden response every player
// holding action cards may give when another plays one. Played in the 'when-action-card-played' window.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

/** Cancels another player's action card while its "when played" window is open (2.8). */
export const SABOTAGE: AbilityDef = {
  id: 'sabotage',
  name: 'Sabotage',
  source: { kind: 'action-card', card: 'sabotage' },
  window: 'when-action-card-played',
  costs: [],
  // 2.6b: once the card is cancelled, a second Sabotage in the same window would affect the same card.
  eligible: (state, seat, subject) =>
    subject.seat !== seat && subject.card !== 'sabotage' && !state.cancelledPlays.includes(Number(subject.playId)),
  targetOptions: () => [{ label: 'cancel that action card', targets: {} }],
  check: (state, _seat, _targets, subject) =>
    state.cancelledPlays.includes(Number(subject.playId))
      ? fail('ability/already-cancelled', '2.6b', 'That action card is already cancelled.')
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    if (typeof subject.playId === 'number') ctx.state.cancelledPlays.push(subject.playId);
  },
};

export const SABOTAGE_CARD = defineContent({ abilities: [SABOTAGE] });
