// The Nekro flagship (The Alastor), with LRR 78 space combat and 43 ground forces: at the start of a space combat in
// its system, its owner picks any number of their ground forces there to fight in that combat as if they were ships.
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
import { seatSchema, hexKeySchema } from '../core/schemas';
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { currentCombat, groundForcesAsShips, type CombatRecord } from './combat-record';
import { flagshipIn } from './faction-units';
import { flipEidolons } from './naaz-mech';

const alastorArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [GROUND_FORCES_AS_SHIPS_STEP]: NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [CHOICE]: z.infer<typeof alastorArgs>;
  }
}

const CHOICE = 'combat/alastor' as const;
export const GROUND_FORCES_AS_SHIPS_STEP = 'combat/ground-forces-as-ships' as const;

/** The ground forces in the space area that may fight as ships (the Alastor never makes structures into ships). */
const GROUND_IN_SPACE = ['infantry', 'mech'] as const satisfies readonly UnitType[];

type Picked = Partial<Record<(typeof GROUND_IN_SPACE)[number], number>>;

/** The seat's ground forces in the space area, when its Alastor is in the combat's system. */
export function alastorCandidates(state: GameState, system: string, seat: Seat): Picked {
  if (!flagshipIn(state, system, seat, 'nekro_flagship')) return {};
  const stack = state.board.systems[system]?.space[String(seat)];
  const out: Picked = {};
  for (const t of GROUND_IN_SPACE) if ((stack?.counts[t] ?? 0) > 0) out[t] = stack!.counts[t]!;
  return out;
}

const describe = (p: Picked): string =>
  GROUND_IN_SPACE.filter((t) => (p[t] ?? 0) > 0)
    .map((t) => `${p[t]} ${t}`)
    .join(' and ');

/**
 * The ground forces the odds count as ships for the seat: those picked once the choice is made; before it, every
 * one there (the default); none once the combat's rounds have begun without a pick.
 */
export function alastorOddsShips(state: GameState, system: string, seat: Seat): Picked {
  const c = currentCombat(state);
  if (c && c.combat === 'space' && c.system === system) {
    if (c.asShips?.[String(seat)]) return groundForcesAsShips(state, c, seat);
    if (c.round > 0) return {};
  }
  return alastorCandidates(state, system, seat);
}

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

export const ALASTOR_STEPS = [
  /**
   * At the start of a space combat (before Assault Cannon, which counts these units): Naaz-Rokha Eidolons flip to
   * their ship side (engine/combat/naaz-mech.ts), and the Alastor's owner picks.
   */
  defineStep(GROUND_FORCES_AS_SHIPS_STEP, noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.combat !== 'space') return;
    flipEidolons(ctx, c);
    for (const seat of [c.defender, c.attacker]) {
      if (Object.keys(alastorCandidates(ctx.state, c.system, seat)).length > 0) {
        pushChoice(ctx, CHOICE, { args: { seat, system: c.system }, waitingOn: [seat] });
      }
    }
  }),
];

export const ALASTOR_CHOICE = defineChoice(CHOICE, alastorArgs, {
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
});

export const ALASTOR_CHOICES = [ALASTOR_CHOICE];
