// Veto (LRR 8.2 i revealing agendas, 7.8): when an agenda is revealed, discard it and reveal the top agenda of the
// deck; players vote on that one instead (its own reveal check applies). Not during Miscount Disclosed's revote.
import { fail, ok } from '../core/result';
import { replaceRevealedAgenda } from '../agenda/phase';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

export const VETO: AbilityDef = {
  id: 'veto',
  name: 'Veto',
  source: { kind: 'action-card', card: 'veto' },
  window: 'when-agenda-revealed',
  costs: [],
  eligible: () => true,
  targetOptions: () => [{ label: 'discard this agenda and reveal the next one', targets: {} }],
  check: (state) => {
    const current = state.agenda?.current;
    if (!current || current.cancelled || current.votingStarted)
      return fail('agenda/no-agenda', '8.2', 'Veto is played when an agenda is revealed.');
    if (current.revote)
      return fail('agenda/no-agenda', '8.2', 'A law voted on again is not a revealed agenda: Veto cannot discard it.');
    return ok(undefined);
  },
  resolve: (ctx) => {
    replaceRevealedAgenda(ctx);
  },
};

export const VETO_CARD = defineContent({ abilities: [VETO] });
