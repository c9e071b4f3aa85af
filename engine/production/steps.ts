// LRR 89.5 production step and 67/68 producing units: the production decision (opened by the tactical action or
// by an ability such as Integrated Economy), then Self-Assembly Routines, 16.3 capacity and 37.3 fleet pool.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema, countSchema, unitTypeSchema } from '../core/schemas';
import type { ProductionDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { Seat } from '../core/state';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision } from '../kernel/stack';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { ask, AFTER_UNITS_PLACED } from '../effects';
import { activePlayer } from '../tactical/activation';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';
import { carryOutOrder, checkOrder, usesProductionAbility, type ProduceCommand, type ProductionOffer } from './order';
import { producersIn } from './producers';

const seatSystemArgs = z.object({ seat: seatSchema, system: hexKeySchema });
const afterArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  produced: countSchema,
  production: z.boolean(),
});

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/production': NoArgs;
    'production/offer': z.infer<typeof offerArgs>;
    'production/after': z.infer<typeof afterArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'production/self-assembly': z.infer<typeof seatSystemArgs>;
  }
}

const offerArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  /** 'tactical', 'integrated-economy', or the ability that lets the player produce (e.g. 'warfare'). */
  source: idSchema,
  planet: idSchema.nullable().optional(),
  maxCost: countSchema.nullable().optional(),
  /** Sling Relay and the like: only ships, at most this many, without any unit's Production. */
  shipLimit: countSchema.optional(),
  /** Salvage Operations: only these ship types. */
  shipTypes: z.array(unitTypeSchema).optional(),
});
export type OfferArgs = z.infer<typeof offerArgs>;

/** Opens a production decision; abilities in the 'when-producing-units' window resolve before the order. */
export function offerProduction(ctx: FlowCtx, args: OfferArgs): void {
  const { seat, system, source } = args;
  const limit = {
    ...(args.shipLimit === undefined ? {} : { shipLimit: args.shipLimit }),
    ...(args.shipTypes === undefined ? {} : { shipTypes: args.shipTypes }),
  };
  pushDecision(ctx, {
    kind: 'production',
    seat,
    system,
    source,
    planet: args.planet ?? null,
    maxCost: args.maxCost ?? null,
    bonusUnits: 0,
    costReduction: 0,
    ...limit,
    waitingOn: [seat],
  });
  pushStep(ctx.state, 'window/open', { window: 'when-producing-units', subject: { seat, system, source } });
}

export const PRODUCTION_STEPS = [
  /** 89.5: the active player may resolve the Production abilities of their units in the active system. */
  defineStep('tactical/production', noArgs, (ctx) => {
    const seat = activePlayer(ctx.state);
    const system = ctx.state.tactical?.system;
    if (seat === null || !system) return;
    // What happens "after a tactical action" in which planets were gained (engine/invasion/after-action.ts).
    pushStep(ctx.state, 'invasion/after-tactical-action', { seat });
    if (producersIn(ctx.state, seat, system).length === 0) return;
    offerProduction(ctx, { seat, system, source: 'tactical' });
  }),
  /** For other modules (Warfare's secondary, Sling Relay, ...): `pushStep(state, 'production/offer', OfferArgs)`. */
  defineStep('production/offer', offerArgs, (ctx, args) => offerProduction(ctx, args)),
  /** After units were produced: Self-Assembly Routines, then excess units (16.3, 37.3). */
  defineStep('production/after', afterArgs, (ctx, args) => {
    pushStep(ctx.state, 'fleet-pool/check', { seat: args.seat, system: args.system });
    pushStep(ctx.state, 'transport/capacity', { seat: args.seat, system: args.system });
    if (args.produced > 0 && args.production && selfAssemblyPlanets(ctx, args.seat, args.system).length > 0) {
      pushChoice(ctx, 'production/self-assembly', {
        args: { seat: args.seat, system: args.system },
        waitingOn: [args.seat],
      });
    }
  }),
];

export function produce(ctx: CommandCtx, decision: ProductionDecision, cmd: ProduceCommand): Result<void> {
  if (ctx.seat !== decision.seat) return fail('flow/not-your-turn', '68', 'Only the producing player orders units.');
  const offer: ProductionOffer = decision;
  const checked = checkOrder(ctx.state, offer, cmd);
  if (!checked.ok) return checked;
  popDecision(ctx.state, decision);
  const produced = carryOutOrder(ctx, offer, cmd, checked.value.lines);
  pushStep(ctx.state, 'production/after', {
    seat: offer.seat,
    system: offer.system,
    produced,
    production: usesProductionAbility(offer),
  });
  // Effects that move what was just placed (the Saar commander) come before the capacity and fleet pool checks.
  const placed = checked.value.lines.map((l) => ({ unit: l.unit, planet: l.area.planet ?? null, count: l.count }));
  const after =
    produced > 0
      ? ask(AFTER_UNITS_PLACED, {
          state: ctx.state,
          seat: offer.seat,
          system: offer.system,
          placed,
          source: offer.source,
          usedProduction: usesProductionAbility(offer),
        })
      : [];
  for (const call of [...after].reverse()) pushStepCall(ctx.state, call);
  return ok(undefined);
}

/** Self-Assembly Routines: planets the player controls in the system where a mech could go, if the card is ready. */
function selfAssemblyPlanets(ctx: { state: FlowCtx['state'] }, seat: Seat, system: string): string[] {
  const p = ctx.state.players[seat];
  if (!p || !p.technologies.includes('sar') || p.exhaustedTechnologies.includes('sar')) return [];
  return Object.entries(ctx.state.board.systems[system]?.planets ?? {})
    .filter(
      ([id, pl]) =>
        pl.owner === seat &&
        checkReinforcements(ctx.state, seat, [{ area: planetArea(system, id), type: 'mech', count: 1 }]).ok,
    )
    .map(([id]) => id);
}

export const SELF_ASSEMBLY_CHOICE = defineChoice('production/self-assembly', seatSystemArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, system } = decision.args;
    return [
      ...selfAssemblyPlanets({ state }, seat, system).map((planet) => ({
        option: `place:${planet}`,
        label: `Exhaust Self-Assembly Routines: place 1 mech on ${planetLabel(planet)}`,
      })),
      { option: 'decline', label: 'Do not use Self-Assembly Routines' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'decline') return ok(undefined);
    const planet = option.slice('place:'.length);
    ctx.state.players[seat]!.exhaustedTechnologies.push('sar');
    emit(ctx, { type: 'ability-used', seat, ability: 'sar', window: null });
    placeUnits(ctx, planetArea(system, planet), seat, 'mech', 1, 'self-assembly-routines');
    return ok(undefined);
  },
  default: () => 'decline',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const PRODUCTION_CHOICES = [SELF_ASSEMBLY_CHOICE];
