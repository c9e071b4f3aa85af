// The Nekro Virus — LRR 78 space combat, 43 ground forces, 96 faction units: their flagship (The Alastor). At the start
// of a space combat in its system, its owner picks any number of their ground forces there to fight in that combat as
// if they were ships (engine/combat/as-ships.ts keeps the record of them).
//
// What we decided, and why:
// - Only ground forces in the space area can be picked. A space combat is fought in the space area; ground forces
//   on planets would have to move there, which the ability does not grant. The FAQ speaks only of infantry
//   "involved in a space combat" that "can be transported", i.e. those in the space area.
// - The picked units roll their own combat value (18), may be assigned hits (78.6; a mech may use sustain damage,
//   87), and count as ships while the combat lasts: for whether it goes on (78.8–78.10), for Assault Cannon (FAQ:
//   "may be used to resolve" it — towards the 3 non-fighter ships and as the ship destroyed), and for the Winnu
//   flagship's dice (FAQ: a die per infantry). They count as non-fighter ships where hits must go to those.
// - They keep fighting if the Alastor is destroyed (FAQ), and stop being ships when the combat ends (FAQ: they are
//   no ships afterwards), when 16.3c capacity applies to them again. The record of them dies with the combat record.
// - The timeout default commits every one of them: the reason to have the Alastor there (and what the odds assume).
import { z } from 'zod';
import { ok } from '../core/result';
import { hexKeySchema, seatSchema } from '../core/schemas';
import type { Seat } from '../core/state';
import { currentCombat, type CombatRecord } from '../combat/combat-record';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep } from '../kernel/steps';
import { alastorCandidates, GROUND_IN_SPACE, type Picked } from './nekro.effects';

const alastorArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'combat/alastor': z.infer<typeof alastorArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'combat/alastor': z.infer<typeof alastorArgs>;
  }
}

const describe = (p: Picked): string =>
  GROUND_IN_SPACE.filter((t) => (p[t] ?? 0) > 0)
    .map((t) => `${p[t]} ${t}`)
    .join(' and ');

/** Every way to pick: all of them first, none last. Option names: `i:<infantry>,m:<mechs>`. */
function picks(available: Picked): Picked[] {
  const out: Picked[] = [];
  for (let i = available.infantry ?? 0; i >= 0; i--) {
    for (let m = available.mech ?? 0; m >= 0; m--)
      out.push({ ...(i > 0 ? { infantry: i } : {}), ...(m > 0 ? { mech: m } : {}) });
  }
  return out;
}

const optionOf = (p: Picked): string => `i:${p.infantry ?? 0},m:${p.mech ?? 0}`;

function commit(c: CombatRecord, seat: Seat, p: Picked): void {
  (c.asShips ??= {})[String(seat)] = { ...p };
}

/** At the start of a space combat (before Assault Cannon, which counts the units picked): the owner picks. */
const ALASTOR_STEP = defineStep('combat/alastor', alastorArgs, (ctx, args) => {
  if (Object.keys(alastorCandidates(ctx.state, args.system, args.seat)).length > 0)
    pushChoice(ctx, 'combat/alastor', { args, waitingOn: [args.seat] });
});

const ALASTOR_CHOICE = defineChoice('combat/alastor', alastorArgs, {
  options(state, decision) {
    const { seat, system } = decision.args;
    return picks(alastorCandidates(state, system, seat)).map((p) => ({
      option: optionOf(p),
      label:
        Object.keys(p).length === 0
          ? 'The Alastor: no ground forces fight in this space combat'
          : `The Alastor: ${describe(p)} fight in this space combat as ships`,
    }));
  },
  resolve(ctx, decision, option) {
    popDecision(ctx.state, decision);
    const { seat } = decision.args;
    const c = currentCombat(ctx.state);
    const [i, m] = option.split(',').map((part) => Number(part.split(':')[1]));
    const picked: Picked = { ...((i ?? 0) > 0 ? { infantry: i } : {}), ...((m ?? 0) > 0 ? { mech: m } : {}) };
    if (!c) return ok(undefined);
    commit(c, seat, picked); // an empty pick too: the odds then know the choice is made
    if (Object.keys(picked).length > 0)
      emit(ctx, { type: 'ability-used', seat, ability: 'nekro_flagship', window: null });
    return ok(undefined);
  },
  default(state, decision) {
    const { seat, system } = decision.args;
    return optionOf(alastorCandidates(state, system, seat));
  },
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const NEKRO = defineContent({ steps: [ALASTOR_STEP], choices: [ALASTOR_CHOICE] });
