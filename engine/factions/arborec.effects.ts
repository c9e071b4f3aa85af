// The Arborec, what they change in the rules — LRR 81 status phase: Mitosis when it starts, Bioplasmosis when it ends
// (engine/factions/arborec-mitosis.ts).
import { END_OF_STATUS_PHASE, START_OF_STATUS_PHASE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';

export const ARBOREC_EFFECTS = defineProvider('faction:arborec', [
  START_OF_STATUS_PHASE.answer(({ state }) =>
    state.players
      .filter((p) => p.faction === 'arborec' && !p.eliminated)
      .map((p) => ({ step: 'arborec/mitosis' as const, args: { seat: p.seat } })),
  ),
  END_OF_STATUS_PHASE.answer(({ state }) =>
    state.players
      .filter((p) => p.technologies.includes('bio') && !p.eliminated)
      .map((p) => ({ step: 'arborec/bioplasmosis' as const, args: { seat: p.seat } })),
  ),
]);
