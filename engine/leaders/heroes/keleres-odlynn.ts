// The Keleres hero with the Xxcha home, Odlynn Myrr (LRR 51.10–51.12, 8.15 additional votes, 8.22 predictions):
// after an agenda is revealed, the Keleres predict one of its outcomes and may cast 6 more votes on it; once every
// player has voted, each other player who voted for another outcome earns them 1 trade good and 1 command token.
//
// What we decided, and why:
// - The 6 votes are one source of additional votes (engine/agenda/voting.ts) usable on this agenda once the
//   prediction is made; "up to 6" is offered as all 6 (a player who wants fewer may vote with fewer planets).
// - The prediction does not bar the Keleres from voting (unlike riders) and rewards nothing when it is right: the
//   reward counts the other players' votes (AFTER_VOTING, before the tally), whatever the outcome.
import { z } from 'zod';
import { fail } from '../../core/result';
import { seatSchema } from '../../core/schemas';
import { checkPrediction, predict, registerPredictionEffect } from '../../agenda/predictions';
import { currentOutcomes } from '../../agenda/outcomes';
import { gainTradeGoods } from '../../agenda/effects/economy';
import { gainCommandTokens } from '../../exploration/command-tokens';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { defineStep } from '../../kernel/steps';
import { EXTRA_VOTES, NAME, ODLYNN, predicted } from './keleres-odlynn.effects';

const targetSchema = z.object({ outcome: z.string().min(1).max(64) });
const rewardArgs = z.object({ seat: seatSchema });

declare module '../../kernel/steps' {
  interface StepArgs {
    'leaders/odlynn-reward': z.infer<typeof rewardArgs>;
  }
}

/** Odlynn Myrr — after an agenda is revealed: predict an outcome; 6 more votes; paid per player voting otherwise. */
export const KELERES_HERO_ODLYNN: AbilityDef = {
  id: ODLYNN,
  name: NAME,
  source: { kind: 'leader', leader: ODLYNN, role: 'hero' },
  window: 'after-agenda-revealed',
  costs: [{ kind: 'purge-source' }],
  eligible: (state) => state.agenda?.current !== null && state.agenda?.current !== undefined,
  targetOptions: (state) => {
    const current = state.agenda?.current;
    if (!current) return [];
    return currentOutcomes(state, current).map((o) => ({
      label: `predict ${o.label}; ${EXTRA_VOTES} more votes when you vote`,
      targets: { outcome: o.id },
    }));
  },
  check: (state, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Name the outcome you predict.');
    return checkPrediction(state, seat, t.data.outcome);
  },
  resolve: (ctx, seat, targets) => {
    const t = targetSchema.safeParse(targets);
    // 1.9: a prediction that became impossible meanwhile (votes already cast) is not made.
    if (!t.success || !checkPrediction(ctx.state, seat, t.data.outcome).ok) return;
    predict(ctx, seat, ODLYNN, t.data.outcome, { barsVoting: false });
  },
};

// A right prediction adds nothing of its own (8.22b): the reward comes from the votes.
registerPredictionEffect(ODLYNN, () => undefined);

const ODLYNN_STEPS = [
  /** Each other player who cast votes for another outcome: 1 trade good and 1 command token. */
  defineStep('leaders/odlynn-reward', rewardArgs, (ctx, { seat }) => {
    const current = ctx.state.agenda?.current;
    const outcome = predicted(ctx.state, seat);
    if (!current || outcome === undefined) return;
    const others = new Set(
      current.votes.filter((v) => v.seat !== seat && v.votes > 0 && v.outcome !== outcome).map((v) => v.seat),
    );
    const n = others.size;
    emit(ctx, {
      type: 'note',
      text: `${NAME}: ${n} other player${n === 1 ? '' : 's'} voted for another outcome than ${ctx.state.players[seat]!.name} predicted.`,
    });
    if (n === 0) return;
    gainTradeGoods(ctx, seat, n);
    gainCommandTokens(ctx, seat, n);
  }),
];

export const KELERES_ODLYNN_LEADERS = defineContent({ abilities: [KELERES_HERO_ODLYNN], steps: ODLYNN_STEPS });
