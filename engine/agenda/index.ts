// The agenda phase (LRR 8), agenda cards and laws (7) and predictions (8.22): what the rest of the engine uses.
import { EFFECT_STEPS } from './effects';
import { CARD_EFFECT_CHOICES } from './effects/cards';
import { PLANET_EFFECT_CHOICES } from './effects/planets';
import { SPECIAL_EFFECT_CHOICES } from './effects/special';
import { TECHNOLOGY_EFFECT_CHOICES } from './effects/technology';
import { TOKEN_EFFECT_CHOICES } from './effects/tokens';
import { UNIT_EFFECT_CHOICES } from './effects/units';
import { LAW_CHOICES, LAW_STEPS } from './law-abilities';
import { AGENDA_PHASE_STEPS } from './phase';
import { PHASE_CHOICES, PHASE_CHOICE_STEPS } from './phase-choices';
import { PREDICTION_STEPS } from './predictions';

export const AGENDA_STEPS = [
  ...AGENDA_PHASE_STEPS,
  ...PHASE_CHOICE_STEPS,
  ...PREDICTION_STEPS,
  ...EFFECT_STEPS,
  ...LAW_STEPS,
];

export const AGENDA_CHOICES = [
  ...PHASE_CHOICES,
  ...LAW_CHOICES,
  ...CARD_EFFECT_CHOICES,
  ...PLANET_EFFECT_CHOICES,
  ...SPECIAL_EFFECT_CHOICES,
  ...TECHNOLOGY_EFFECT_CHOICES,
  ...TOKEN_EFFECT_CHOICES,
  ...UNIT_EFFECT_CHOICES,
];

export { AGENDA_EFFECTS } from './effects';
export { LAW_ABILITIES } from './law-abilities';
export * from './laws';
export { replaceRevealedAgenda, agendaState } from './phase';
export { checkPrediction, predict, registerPredictionEffect } from './predictions';
export { addVotes, barredFromVoting, currentAgenda, tally, votersFor, votingOrder } from './voting';
export { currentOutcomes, effectiveAgenda, outcomesFor } from './outcomes';
export type { AgendaPhaseState, CurrentAgenda, Prediction } from '../core/agenda-state';
