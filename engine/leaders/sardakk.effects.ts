// The Sardakk commander, G'hom Sek'kus (LRR 51.6, 49.2): as the commit ground forces step begins, the step that lets
// its user commit ground forces from planets (engine/leaders/sardakk.ts) — asked only while it is theirs to use.
import { BEFORE_COMMIT_GROUND_FORCES } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const SARDAKK_LEADER_EFFECTS = defineProvider('leaders:sardakk', [
  BEFORE_COMMIT_GROUND_FORCES.answer(({ state, seat, system }) =>
    commanderActive(state, seat, 'sardakkcommander')
      ? [{ step: 'leaders/sardakk-commander', args: { seat, system, used: [], landed: [] } }]
      : [],
  ),
]);
