// Decision kind → an optional form shown above the option buttons for that kind (the buttons from options() are
// always shown too, so a kind without a form still works). To add a form: import it and add one line below.
import type { DecisionKind } from '@/engine/index';
import type { DecisionForm } from './types';
import { ChoiceForm } from './choice-form';
import { StrategyCardForm } from './strategy-card-form';
import { RiderForm } from './rider-form';
import { VoteForm } from './vote-form';
import { AssignHitsForm } from '../tactical/assign-hits-form';
import { BombardForm } from '../tactical/bombard-form';
import { CommitForm } from '../tactical/commit-form';
import { MovementForm } from '../tactical/movement-form';
import { ProductionForm } from '../tactical/production-form';

export type { DecisionForm, DecisionFormProps, OptionItem } from './types';
export { coveredByForm } from './covers';

export const DECISION_FORMS: Partial<Record<DecisionKind, DecisionForm>> = {
  vote: VoteForm,
  choice: ChoiceForm,
  // 91 Technology (research with prerequisites and skips shown) and 52 Leadership (pools and payment): primary in
  // the action turn, and the secondary.
  'action-turn': StrategyCardForm,
  'strategic-secondary': StrategyCardForm,
  // The tactical action (app/game/[id]/tactical/).
  'move-ships': MovementForm,
  'assign-hits': AssignHitsForm,
  bombardment: BombardForm,
  'commit-ground-forces': CommitForm,
  production: ProductionForm,
  // 8.22 riders while the agenda is revealed (the form shows only in the "after an agenda is revealed" window).
  window: RiderForm,
};

/** The form registered for a decision kind, if any. */
export function formFor(kind: DecisionKind | undefined): DecisionForm | null {
  return kind === undefined ? null : (DECISION_FORMS[kind] ?? null);
}
