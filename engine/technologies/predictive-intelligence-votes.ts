// Predictive Intelligence's agenda part (LRR 8.15 additional votes, 34.4 exhausted cards, 90 technology): while its
// owner casts votes, the card adds 3 votes for the same outcome (predictive-intelligence.effects.ts); if that outcome
// then is not the one resolved, the card is exhausted (the step below). Its end-of-turn part is in turn-technologies.ts.
import { z } from 'zod';
import { seatSchema, idSchema } from '../core/schemas';
import { defineContent } from '../kernel/content';
import { defineStep } from '../kernel/steps';

import { emit } from '../kernel/context';

const outcomeArgs = z.object({ seat: seatSchema, outcome: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [OUTCOME_STEP]: z.infer<typeof outcomeArgs>;
  }
}

import { PREDICTIVE_INTELLIGENCE_TECH } from './predictive-intelligence.effects';

export const OUTCOME_STEP = 'technology/predictive-intelligence-outcome' as const;

export const PREDICTIVE_INTELLIGENCE_VOTES = defineContent({
  steps: [
    /** The agenda is resolved: if the outcome the owner voted for was not the one resolved, the card is exhausted. */
    defineStep(OUTCOME_STEP, outcomeArgs, (ctx, args) => {
      const current = ctx.state.agenda?.current;
      const resolved = !!current && !current.cancelled && current.outcome === args.outcome;
      const p = ctx.state.players[args.seat];
      if (resolved || !p || p.exhaustedTechnologies.includes(PREDICTIVE_INTELLIGENCE_TECH)) return;
      p.exhaustedTechnologies.push(PREDICTIVE_INTELLIGENCE_TECH);
      emit(ctx, {
        type: 'note',
        text: `${p.name}'s Predictive Intelligence is exhausted: the outcome they voted for was not resolved.`,
      });
    }),
  ],
});
