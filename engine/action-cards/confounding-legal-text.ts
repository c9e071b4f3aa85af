// Confounding Legal Text (LRR 8.10a the elected player): when another player is elected as an agenda's outcome, you
// are the elected player instead.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { electedSeat } from './confusing-legal-text';

export const CONFOUNDING_LEGAL_TEXT: AbilityDef = {
  id: 'confounding-legal-text',
  name: 'Confounding Legal Text',
  source: { kind: 'action-card', card: 'confounding-legal-text' },
  window: 'when-elected',
  costs: [],
  eligible: (state, seat) => {
    const elected = electedSeat(state);
    return elected !== null && elected !== seat;
  },
  targetOptions: () => [{ label: 'you are the elected player instead', targets: {} }],
  check: (state, seat) => {
    const elected = electedSeat(state);
    if (elected === null || elected === seat)
      return fail('ability/not-eligible', '8.10a', 'Confounding Legal Text is played when another player is elected.');
    return ok(undefined);
  },
  resolve: (ctx, seat) => {
    const current = ctx.state.agenda?.current;
    const elected = electedSeat(ctx.state);
    if (!current || elected === null || elected === seat) return;
    current.outcome = String(seat);
    emit(ctx, {
      type: 'note',
      text: `Confounding Legal Text: ${ctx.state.players[seat]?.name ?? 'a player'} is the elected player instead.`,
    });
  },
};

export const CONFOUNDING_LEGAL_TEXT_CARD = defineContent({ abilities: [CONFOUNDING_LEGAL_TEXT] });
