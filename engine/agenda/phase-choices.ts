// The decisions of the agenda phase itself: the speaker breaking a tie (8.19), Committee Formation's owner choosing
// the elected player instead of a vote, and readying only some planets (8.4 with Checks and Balances).
import { z } from 'zod';
import { seatSchema, idSchema, countSchema } from '../core/schemas';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { ok } from '../core/result';
import { defineChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';
import { discardLaw } from './laws';
import { outcomeLabel } from './outcomes';
import { readyPlanetsOfChoice } from './effects/planets';

const tiedArgs = z.object({ tied: z.array(idSchema) });
const readySomeArgs = z.object({ seat: seatSchema, left: countSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'agenda/ready-some-planets': z.infer<typeof readySomeArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'agenda/speaker-decides': z.infer<typeof tiedArgs>;
    'agenda/committee-formation': NoArgs;
  }
}

/** 8.19: the speaker picks among the tied outcomes (all of them when nobody voted); 8.19a: not a vote. */
export const SPEAKER_DECIDES_CHOICE = defineChoice('agenda/speaker-decides', tiedArgs, {
  rule: '8.19',
  options: (state, d) => {
    const current = state.agenda?.current;
    return d.args.tied.map((o) => ({
      option: o,
      label: `Resolve ${current ? outcomeLabel(state, current, o) : o}`,
    }));
  },
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const current = ctx.state.agenda?.current;
    if (current) current.outcome = option;
    return ok(undefined);
  },
  default: (_state, d) => d.args.tied[0],
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

/** Committee Formation: discard it to choose the elected player; nobody votes on that agenda. */
export const COMMITTEE_FORMATION_CHOICE = defineChoice('agenda/committee-formation', noArgs, {
  rule: '1.3',
  options: (state) => [
    { option: 'keep', label: 'Keep Committee Formation: players vote' },
    ...state.players
      .filter((p) => !p.eliminated)
      .map((p) => ({ option: String(p.seat), label: `Discard Committee Formation and elect ${p.name}` })),
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const current = ctx.state.agenda?.current;
    if (option === 'keep' || !current) return ok(undefined);
    discardLaw(ctx, 'committee-formation');
    current.outcome = option;
    current.decidedWithoutVote = true;
    return ok(undefined);
  },
  default: () => 'keep',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const PHASE_CHOICE_STEPS = [
  defineStep('agenda/ready-some-planets', readySomeArgs, (ctx, args) =>
    readyPlanetsOfChoice(ctx, args.seat, args.left),
  ),
];

export const PHASE_CHOICES = [SPEAKER_DECIDES_CHOICE, COMMITTEE_FORMATION_CHOICE];
