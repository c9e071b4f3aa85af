// I.I.H.Q. Modernization (Codex III) — LRR 45 Imperial, 20.3 gaining command tokens: the step Custodia Vigilia's
// legendary ability runs when another player gains Mecatol Rex's point through Imperial's primary ability (asked by
// keleres.effects.ts from the command's events). The rest of the technology: keleres-custodia.ts.
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { gainCommandTokens } from '../exploration/command-tokens';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineStep } from '../kernel/steps';

const CUSTODIA_TOKENS = 2;
const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'keleres/custodia-vigilia-tokens': z.infer<typeof seatArgs>;
  }
}

const IIHQ_STEPS = [
  defineStep('keleres/custodia-vigilia-tokens', seatArgs, (ctx, { seat }) => {
    emit(ctx, {
      type: 'note',
      text: `Custodia Vigilia: ${ctx.state.players[seat]!.name} gains ${CUSTODIA_TOKENS} command tokens.`,
    });
    gainCommandTokens(ctx, seat, CUSTODIA_TOKENS);
  }),
];

export const KELERES_IIHQ = defineContent({ steps: IIHQ_STEPS });
