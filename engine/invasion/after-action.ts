// After a tactical action in which planets were gained (89, 25): the Winnu's Reclamation (Mecatol Rex) and their
// mech, the Reclaimer, each placing structures from reinforcements on a planet just gained (85, 63.3, 79.3).
import { planetLabel, unitLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema } from '../core/schemas';
import { defineStep } from '../kernel/steps';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';

import { defineChoice, pushChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';
import { placeUnits } from '../units/destroy';
import { countAt, planetArea, systemOfPlanet } from '../units/stacks';
import { canPlaceStructure, type StructureType } from '../units/structures';
import { MECATOL_REX } from './commit';
import { invasionNotes } from './notes';
import { readOnly } from '../kernel/draft';

const seatArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'invasion/after-tactical-action': z.infer<typeof seatArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'control/reclamation': z.infer<typeof placeArgs>;
    'control/reclaimer': z.infer<typeof placeArgs>;
  }
}

const STRUCTURES: readonly StructureType[] = ['pds', 'space-dock'];

const placeArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });
type Args = z.infer<typeof placeArgs>;

const placeable = (state: GameState, a: Args): StructureType[] =>
  STRUCTURES.filter((t) => canPlaceStructure(state, a.seat, a.system, a.planet, t));

const isWinnu = (state: GameState, seat: Seat): boolean => readOnly(state).players[seat]?.faction === 'winnu';

export const AFTER_ACTION_STEPS = [
  /** Queued under the production step, so it resolves once the tactical action's last step is done. */
  defineStep('invasion/after-tactical-action', seatArgs, (ctx, args) => {
    const { seat } = args;
    if (!isWinnu(ctx.state, seat)) return;
    const gained = invasionNotes(ctx.state).gained.filter(
      (p) => ctx.state.board.systems[systemOfPlanet(ctx.state, p) ?? '']?.planets[p]?.owner === seat,
    );
    const asks: { choice: 'control/reclamation' | 'control/reclaimer'; args: Args }[] = [];
    for (const planet of gained) {
      const system = systemOfPlanet(ctx.state, planet)!;
      const a = { seat, system, planet };
      if (planet === MECATOL_REX && placeable(ctx.state, a).length > 0)
        asks.push({ choice: 'control/reclamation', args: a });
      if (
        !ask(MECH_ABILITIES_SUPPRESSED, { state: ctx.state }) &&
        countAt(ctx.state, planetArea(system, planet), seat, 'mech') > 0 &&
        placeable(ctx.state, a).length > 0
      ) {
        asks.push({ choice: 'control/reclaimer', args: a });
      }
    }
    for (const ask of asks.reverse()) pushChoice(ctx, ask.choice, { args: { ...ask.args }, waitingOn: [seat] });
  }),
];

export const RECLAMATION_CHOICE = defineChoice('control/reclamation', placeArgs, {
  rule: '1.3',
  options(state, decision) {
    const a = decision.args;
    const what = placeable(state, a);
    return [
      ...(what.length > 0
        ? [{ option: 'place', label: `Reclamation: place ${what.map((t) => `1 ${t}`).join(' and ')} on Mecatol Rex` }]
        : []),
      { option: 'decline', label: 'Do not use Reclamation' },
    ];
  },
  resolve(ctx, decision, option) {
    const a = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'place') {
      for (const t of placeable(ctx.state, a))
        placeUnits(ctx, planetArea(a.system, a.planet), a.seat, t, 1, 'reclamation');
    }
    return ok(undefined);
  },
  default: () => 'place',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const RECLAIMER_CHOICE = defineChoice('control/reclaimer', placeArgs, {
  rule: '1.3',
  options(state, decision) {
    const a = decision.args;
    return [
      ...placeable(state, a).map((t) => ({
        option: t,
        label: `Reclaimer: place 1 ${unitLabel(t)} on ${planetLabel(a.planet)}`,
      })),
      { option: 'decline', label: 'Place nothing' },
    ];
  },
  resolve(ctx, decision, option) {
    const a = decision.args;
    popDecision(ctx.state, decision);
    if (option !== 'decline')
      placeUnits(ctx, planetArea(a.system, a.planet), a.seat, option as StructureType, 1, 'reclaimer');
    return ok(undefined);
  },
  default: () => 'decline',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const AFTER_ACTION_CHOICES = [RECLAMATION_CHOICE, RECLAIMER_CHOICE];
