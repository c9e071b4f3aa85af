// Agency Supply Network, a Keleres faction technology — LRR 90 technologies, 67/68 producing units: each time the
// Keleres resolve their units' PRODUCTION abilities, they may resolve those of their units in one more system.
// The production it grants is source 'asn' and offers nothing further (the card's own limit).
//
// What we decided, and why:
// - Asked once the Keleres placed units with PRODUCTION (AFTER_UNITS_PLACED, keleres.effects.ts): a production that
//   placed nothing resolved no ability worth repeating.
// - The other system is any system but the one just produced in, where the Keleres have units with PRODUCTION
//   (engine/production/producers.ts): the same units' PRODUCTION does not resolve twice.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { hexKeySchema, seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { offerProduction } from '../production/steps';
import { producersIn } from '../production/producers';
import { systemLabel } from '../tactical/labels';

export const ASN = 'asn';
const ASN_CHOICE = 'keleres/agency-supply-network' as const;
const asnArgs = z.object({ seat: seatSchema, from: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'keleres/agency-supply-network': z.infer<typeof asnArgs>;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [ASN_CHOICE]: z.infer<typeof asnArgs>;
  }
}

/** Systems other than `from` where the seat's units have PRODUCTION, in board order. */
export function asnSystems(state: GameState, seat: Seat, from: string): string[] {
  if (!state.players[seat]?.technologies.includes(ASN)) return [];
  return Object.keys(state.board.systems).filter((key) => key !== from && producersIn(state, seat, key).length > 0);
}

export const ASN_CHOICE_DEF = defineChoice(ASN_CHOICE, asnArgs, {
  rule: '1.3',
  options: (state, d) => [
    ...asnSystems(state, d.args.seat, d.args.from).map((system) => ({
      option: system,
      label: `Agency Supply Network: produce with your units in ${systemLabel(state, system)}`,
    })),
    { option: 'none', label: 'Agency Supply Network: produce nowhere else' },
  ],
  resolve: (ctx, decision, option) => {
    const { seat, from } = decision.args;
    if (option !== 'none' && !asnSystems(ctx.state, seat, from).includes(option))
      return fail('ability/bad-target', '1.3', 'Choose another system where your units have Production.');
    popDecision(ctx.state, decision);
    if (option !== 'none') offerProduction(ctx, { seat, system: option, source: ASN });
    return ok(undefined);
  },
  default: () => 'none',
  // resolve refuses only a system asnSystems does not list, and it works out the same systems the options list.
  offersOnlyLegal: true,
});

const ASN_STEPS = [
  defineStep('keleres/agency-supply-network', asnArgs, (ctx, args) => {
    if (asnSystems(ctx.state, args.seat, args.from).length > 0)
      pushChoice(ctx, ASN_CHOICE, { args, waitingOn: [args.seat] });
  }),
];

export const KELERES_ASN = defineContent({ steps: ASN_STEPS, choices: [ASN_CHOICE_DEF] });
