// Insider Information (LRR 8.2 i the agenda deck, 2.5 hidden cards): after an agenda is revealed, its player looks at
// the top card of the agenda deck. Only they see it (engine/agenda/view.ts; the re-deal kit keeps it for them), for as
// long as this agenda is resolved; the card stays where it is.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

export const INSIDER_INFORMATION: AbilityDef = {
  id: 'insider-information',
  name: 'Insider Information',
  source: { kind: 'action-card', card: 'insider-information' },
  window: 'after-agenda-revealed',
  costs: [],
  eligible: () => true,
  targetOptions: (state) =>
    state.decks.agenda.draw.length > 0 ? [{ label: 'secretly see which agenda comes next', targets: {} }] : [],
  check: (state) => {
    if (!state.agenda?.current) return fail('agenda/no-agenda', '8.2', 'Insider Information is played on an agenda.');
    if (state.decks.agenda.draw.length === 0)
      return fail('ability/bad-target', '8.2', 'The agenda deck is empty: there is no card to look at.');
    return ok(undefined);
  },
  resolve: (ctx, seat) => {
    const current = ctx.state.agenda?.current;
    const card = ctx.state.decks.agenda.draw[0];
    if (!current || card === undefined) return;
    (current.peeks ??= []).push({ seat, card });
  },
};

export const INSIDER_INFORMATION_CARD = defineContent({ abilities: [INSIDER_INFORMATION] });
