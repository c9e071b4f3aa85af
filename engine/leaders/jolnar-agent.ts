// The Jol-Nar agent, Doctor Sucaban (LRR 51.3–51.4, 90 research, 75 spending resources): when any player spends
// resources to research (the Technology card's second research and its secondary, Reveal Prototype, Enigmatic
// Device), the Jol-Nar may exhaust it; that player may then take any number of their infantry off the board, and the
// resources they spend drop by 1 for each. The research waits in a step while the window asks, from public facts only
// (the agent's side, infantry on the board); once Sucaban is used, the player removes infantry one at a time, then
// pays what is left. Focused Research spends trade goods as a cost, not resources: Sucaban does not answer it.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { research, researchSchema, technologyName, type Research } from '../economy/research';
import { usedBy } from '../economy/research-abilities';
import {
  checkPayment,
  describePayment,
  findPayment,
  pay,
  paymentSchema,
  paymentVariants,
  resourcesCost,
  type Payment,
} from '../economy/spending';
import { mayHold, type AbilityDef, type Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep, stepOnStack } from '../kernel/steps';
import { pushFollowUpStep } from '../phases/cards/common';
import { areaLabel } from '../tactical/labels';
import { removeUnits } from '../units/destroy';
import { areasWith, type Area } from '../units/stacks';

const WINDOW_STEP = 'jolnar/sucaban-window' as const;
const PAID_STEP = 'jolnar/research-paid' as const;
const INFANTRY_CHOICE = 'jolnar/sucaban-infantry' as const;
const PAY_CHOICE = 'jolnar/sucaban-pay' as const;

const paidArgs = z.object({
  seat: seatSchema,
  research: researchSchema,
  payment: paymentSchema,
  cost: z.number().int().min(0).max(99),
  removed: z.number().int().min(0).max(99),
});
type PaidArgs = z.infer<typeof paidArgs>;
const seatArgs = z.object({ seat: seatSchema });
const payArgs = z.object({ seat: seatSchema, research: researchSchema, cost: z.number().int().min(0).max(99) });

declare module '../kernel/steps' {
  interface StepArgs {
    [WINDOW_STEP]: PaidArgs;
    [PAID_STEP]: PaidArgs;
  }
}
declare module '../kernel/choices' {
  interface ChoiceArgs {
    [INFANTRY_CHOICE]: z.infer<typeof seatArgs>;
    [PAY_CHOICE]: z.infer<typeof payArgs>;
  }
}

const subjectOf = (a: Pick<PaidArgs, 'seat' | 'cost' | 'research'>): Subject => ({
  seat: a.seat,
  cost: a.cost,
  technology: a.research.technology,
});

const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

/**
 * Called where a research is paid for with resources: when Doctor Sucaban could answer, the payment and the research
 * wait for the 'when-researching' window (true: the caller does nothing more); otherwise the caller pays as usual.
 */
export function awaitSucaban(ctx: FlowCtx, seat: Seat, r: Research, payment: Payment, cost: number): boolean {
  const { technology, specialties, skips, inheritance } = r;
  const clean: Research = {
    technology,
    specialties,
    ...(skips ? { skips } : {}),
    ...(inheritance ? { inheritance } : {}),
  };
  const args: PaidArgs = { seat, research: clean, payment, cost, removed: 0 };
  // Public facts: a ready Doctor Sucaban at the table and infantry of the researching player on the board.
  const asked = ctx.state.players.some((p) => mayHold(ctx.state, p.seat, JOLNAR_AGENT));
  if (cost <= 0 || !asked || infantryAreas(ctx.state, seat).length === 0) return false;
  pushFollowUpStep(ctx.state, WINDOW_STEP, args);
  return true;
}

/** The researching player's infantry on the board, by area. */
const infantryAreas = (state: GameState, seat: Seat): Area[] => areasWith(state, seat, 'infantry');

/** Pays the research: the payment given if it still pays the cost, else the least wasteful one; then researches. */
function payAndResearch(ctx: FlowCtx, seat: Seat, r: Research, payment: Payment | null, cost: number): void {
  const cover = resourcesCost(cost);
  const given = payment && checkPayment(ctx.state, seat, payment, cover, usedBy(r)).ok ? payment : null;
  const used = given ?? findPayment(ctx.state, seat, cover, usedBy(r));
  if (cost > 0 && !used) return; // 1.9: what cannot be paid does not happen (nothing can exhaust a planet meanwhile)
  if (used && cost > 0) {
    pay(ctx.state, seat, used);
    if (used.resources.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: [...used.resources] });
    if (used.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -used.tradeGoods });
  }
  research(ctx, seat, r);
}

const SUCABAN_STEPS = [
  /** The research waits (PAID_STEP) while the window asks whoever could use Doctor Sucaban. */
  defineStep(WINDOW_STEP, paidArgs, (ctx, { seat, research: r, payment, cost, removed }) => {
    const args: PaidArgs = { seat, research: r, payment, cost, removed };
    pushStep(ctx.state, PAID_STEP, args);
    pushStep(ctx.state, 'window/open', { window: 'when-researching', subject: subjectOf(args) });
  }),
  /** No infantry removed: the payment as declared. Some removed: the player pays what is left, as they choose. */
  defineStep(PAID_STEP, paidArgs, (ctx, args) => {
    const left = Math.max(0, args.cost - args.removed);
    if (args.removed === 0 || left === 0) {
      payAndResearch(ctx, args.seat, args.research, args.removed === 0 ? args.payment : null, left);
      return;
    }
    pushChoice(ctx, PAY_CHOICE, {
      args: { seat: args.seat, research: args.research, cost: left },
      waitingOn: [args.seat],
    });
  }),
];

/** The waiting research of the seat (the step below the choices), to count the infantry removed on it. */
function waiting(state: GameState, seat: Seat): PaidArgs | undefined {
  const frame = stepOnStack(state, PAID_STEP);
  return frame && frame.args.seat === seat ? frame.args : undefined;
}

export const SUCABAN_INFANTRY_CHOICE = defineChoice(INFANTRY_CHOICE, seatArgs, {
  rule: '51.4',
  options: (state, decision) => {
    const seat = decision.args.seat;
    const w = waiting(state, seat);
    if (!w) return [];
    const left = w.cost - w.removed;
    return [
      { option: 'done', label: `Doctor Sucaban: pay the ${left} resource${left === 1 ? '' : 's'} left` },
      ...(left > 0
        ? infantryAreas(state, seat).map((a) => ({
            option: `remove:${a.system}|${a.planet ?? ''}`,
            label: `Doctor Sucaban: remove 1 infantry from ${areaLabel(state, a)} (1 resource less)`,
          }))
        : []),
    ];
  },
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const seat = decision.args.seat;
    if (option === 'done') return ok(undefined);
    const [system, planet] = option.slice('remove:'.length).split('|') as [string, string];
    const area: Area = planet === '' ? { system } : { system, planet };
    const w = waiting(ctx.state, seat);
    if (!w || !infantryAreas(ctx.state, seat).some((a) => a.system === system && (a.planet ?? '') === planet))
      return fail('ability/bad-target', '51.4', 'Choose an area holding your infantry.');
    removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
    (w as { removed: number }).removed += 1;
    // Asked again while infantry remain and something is left to pay.
    if (w.removed < w.cost && infantryAreas(ctx.state, seat).length > 0)
      pushChoice(ctx, INFANTRY_CHOICE, { args: { seat }, waitingOn: [seat] });
    return ok(undefined);
  },
  default: () => 'done',
  // resolve refuses only an area without the seat's infantry, or a research no longer waiting: the options list the
  // infantry areas of that waiting research (popping the decision leaves the step below it), so each one resolves.
  offersOnlyLegal: true,
});

function payOptions(state: GameState, seat: Seat, r: Research, cost: number): { option: string; label: string }[] {
  return paymentVariants(state, seat, resourcesCost(cost), usedBy(r)).map((p, i) => ({
    option: `pay:${i}`,
    label: `Research ${technologyName(r.technology)} for ${cost} resource${cost === 1 ? '' : 's'}, ${describePayment(p)}`,
  }));
}

export const SUCABAN_PAY_CHOICE = defineChoice(PAY_CHOICE, payArgs, {
  rule: '75',
  options: (state, decision) => payOptions(state, decision.args.seat, decision.args.research, decision.args.cost),
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    const { seat, research: r, cost } = decision.args;
    const variants = paymentVariants(ctx.state, seat, resourcesCost(cost), usedBy(r));
    const chosen = variants[Number(option.slice('pay:'.length))];
    if (!chosen) return fail('ability/bad-target', '75', 'Choose one of the payments offered.');
    payAndResearch(ctx, seat, r, chosen, cost);
    return ok(undefined);
  },
  default: () => 'pay:0',
  // resolve refuses only an index paymentVariants does not give, and it works out the same variants the options list.
  offersOnlyLegal: true,
});

/** The research the window is about, when the seat researching could take infantry off the board. */
function researcher(state: GameState, subject: Subject): Seat | null {
  const seat = subject.seat;
  if (typeof seat !== 'number' || typeof subject.cost !== 'number' || subject.cost <= 0) return null;
  const w = waiting(state, seat);
  return w && w.removed === 0 && infantryAreas(state, seat).length > 0 ? seat : null;
}

/** Doctor Sucaban — when any player spends resources to research: they may remove infantry to spend less. */
export const JOLNAR_AGENT: AbilityDef = {
  id: 'jolnaragent',
  name: 'Doctor Sucaban',
  source: { kind: 'leader', leader: 'jolnaragent', role: 'agent' },
  window: 'when-researching',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => researcher(state, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const who = researcher(state, subject);
    return who === null
      ? []
      : [
          {
            label: `${who === seat ? 'you' : seatName(state, who)} may remove infantry from the board, 1 resource less for each`,
            targets: {},
          },
        ];
  },
  check: (state, _seat, _targets, subject) =>
    researcher(state, subject) === null
      ? fail(
          'ability/not-now',
          '51.4',
          'Doctor Sucaban answers a research paid with resources by a player with infantry on the board.',
        )
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const who = researcher(ctx.state, subject);
    if (who !== null) pushChoice(ctx, INFANTRY_CHOICE, { args: { seat: who }, waitingOn: [who] });
  },
};

export const JOLNAR_AGENT_LEADERS = defineContent({
  abilities: [JOLNAR_AGENT],
  steps: SUCABAN_STEPS,
  choices: [SUCABAN_INFANTRY_CHOICE, SUCABAN_PAY_CHOICE],
});
