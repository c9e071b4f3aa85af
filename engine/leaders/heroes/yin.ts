// The Yin hero, Dannel of the Tenth — Quantum Dissemination (LRR 51.10–51.12, 49 invasion, 42 ground combat,
// 25 control, 27 custodians): ACTION: commit up to 3 infantry from reinforcements to planets that are not home
// planets, then resolve an invasion on each: a ground combat against the ground forces there (no Space Cannon
// Defense: nobody may fire at those infantry, and no bombardment either), then control of each planet the infantry
// hold. The moment after ground forces are committed comes for each planet (Parley, Ghost Squad). Purged as it is
// used. The Yin pick one infantry at a time (the 'yin/dannel-commit' choice); the invasions follow in the order the
// planets were first picked (49.4a: the invader's order).
//
// Ground combat and control are the invasion's own steps (engine/invasion, engine/combat), which run inside a
// tactical action's records; this component action has none, so each planet's invasion opens a record for that
// planet's system, as a tactical action would, and closes it when the planet is resolved (no system is activated:
// no command token is placed).
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../../core/schemas';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { isHomeSystem, planetsOnBoard } from '../../action-cards/card-kit';
import { groundForceCount } from '../../combat/combat-record';
import { landingToll, MECATOL_REX } from '../../invasion/commit';
import { gainControl } from '../../invasion/control';
import { invasionNotes } from '../../invasion/notes';
import type { AbilityDef } from '../../kernel/abilities';
import { defineChoice, pushChoice } from '../../kernel/choices';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { popDecision } from '../../kernel/stack';
import { defineStep, noArgs, pushStep, type NoArgs } from '../../kernel/steps';
import { ELIMINATION_CHECK } from '../../phases/elimination';
import { planetLabel } from '../../tactical/labels';
import { placeUnits } from '../../units/destroy';
import { checkReinforcements, inReinforcements } from '../../units/reinforcements';
import { planetArea } from '../../units/stacks';

export const YIN_HERO_ID = 'yinhero';
const MOST = 3;
const DONE = 'done';
/** Marks the invasion record this ability opened (no tactical action is under way during a component action). */
const DANNEL_NOTE = 'yin/dannel';

const commitArgs = z.object({
  seat: seatSchema,
  /** Planets picked so far, in order, one entry per infantry. */
  picked: z.array(idSchema).max(MOST),
});
const invadeArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });
const landingArgs = invadeArgs.extend({ count: z.number().int().min(1).max(MOST) });

declare module '../../kernel/choices' {
  interface ChoiceArgs {
    'yin/dannel-commit': z.infer<typeof commitArgs>;
  }
}

declare module '../../kernel/steps' {
  interface StepArgs {
    'yin/dannel-invade': z.infer<typeof landingArgs>;
    'yin/dannel-control': z.infer<typeof invadeArgs>;
    'yin/dannel-close': NoArgs;
  }
}

/**
 * Planets the seat may commit one more infantry to, given those already picked: not in a home system (6.1), not
 * Mecatol Rex while the custodians token is on it (27.2: it must be removed before units are committed there), and
 * only where an infantry may be placed (reinforcements left, no Demilitarized Zone). Planets that charge a toll to
 * land on (another player's Keleres mech) are left out: this choice has no way to pay it yet.
 */
export function dannelTargets(
  state: GameState,
  seat: Seat,
  picked: readonly string[],
): { system: string; planet: string }[] {
  if (picked.length >= MOST || inReinforcements(state, seat, 'infantry') <= picked.length) return [];
  return planetsOnBoard(state)
    .filter((p) => !isHomeSystem(state, p.system) && !(p.id === MECATOL_REX && state.custodiansOnMecatol))
    .filter((p) => !landingToll(state, seat, p.system, p.id))
    .filter(
      (p) =>
        checkReinforcements(state, seat, [
          { area: planetArea(p.system, p.id), type: 'infantry', count: 1 + picked.filter((q) => q === p.id).length },
        ]).ok,
    )
    .map((p) => ({ system: p.system, planet: p.id }));
}

/** Dannel of the Tenth — commit up to 3 infantry from reinforcements to non-home planets and invade them. */
export const YIN_HERO: AbilityDef = {
  id: YIN_HERO_ID,
  name: 'Dannel of the Tenth',
  source: { kind: 'leader', leader: YIN_HERO_ID, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => dannelTargets(state, seat, []).length > 0,
  targetOptions: (state, seat) =>
    dannelTargets(state, seat, []).length > 0
      ? [{ label: 'land as many as 3 infantry from your supply on planets outside every home system', targets: {} }]
      : [],
  check: (state, seat) =>
    dannelTargets(state, seat, []).length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '51.10', 'You have no infantry in reinforcements or no planet to commit them to.'),
  resolve: (ctx, seat) => {
    pushChoice(ctx, 'yin/dannel-commit', { args: { seat, picked: [] }, waitingOn: [seat] });
  },
};

/** Places the picked infantry, then one invasion per planet in the order first picked (pushed last first). */
function commitAll(ctx: Parameters<AbilityDef['resolve']>[0], seat: Seat, picked: readonly string[]): void {
  const planets = [...new Set(picked)];
  const at = planetsOnBoard(ctx.state);
  const systemOf = (planet: string) => at.find((p) => p.id === planet)?.system;
  pushStep(ctx.state, ELIMINATION_CHECK); // 33.1: after the invasions' combats and control
  const count = (planet: string) => picked.filter((p) => p === planet).length;
  for (const planet of [...planets].reverse()) {
    const system = systemOf(planet);
    if (system !== undefined) pushStep(ctx.state, 'yin/dannel-invade', { seat, system, planet, count: count(planet) });
  }
  for (const planet of planets) {
    const system = systemOf(planet);
    if (system === undefined) continue;
    placeUnits(ctx, planetArea(system, planet), seat, 'infantry', count(planet), YIN_HERO_ID);
    emit(ctx, { type: 'ground-forces-committed', seat, system, planet, units: { infantry: count(planet) } });
  }
}

export const DANNEL_COMMIT_CHOICE = defineChoice('yin/dannel-commit', commitArgs, {
  rule: '51.10',
  options(state, decision, seat) {
    const { seat: yin, picked } = decision.args;
    if (seat !== yin) return [];
    const n = picked.length;
    return [
      {
        option: DONE,
        label:
          n === 0
            ? 'Dannel of the Tenth: commit no infantry'
            : `Dannel of the Tenth: resolve the invasions with the ${n} infantry committed`,
      },
      ...dannelTargets(state, yin, picked).map((t) => ({
        option: t.planet,
        label: `Dannel of the Tenth: commit 1 infantry to ${planetLabel(t.planet)} (${MOST - n - 1} more after it)`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, picked } = decision.args;
    if (option === DONE) {
      popDecision(ctx.state, decision);
      commitAll(ctx, seat, picked);
      return ok(undefined);
    }
    if (!dannelTargets(ctx.state, seat, picked).some((t) => t.planet === option))
      return fail(
        'ability/bad-target',
        '51.10',
        'Commit the infantry to a planet outside every home system (not Mecatol Rex while the custodians hold it).',
      );
    popDecision(ctx.state, decision);
    const next = [...picked, option];
    if (dannelTargets(ctx.state, seat, next).length === 0) commitAll(ctx, seat, next);
    else pushChoice(ctx, 'yin/dannel-commit', { args: { seat, picked: next }, waitingOn: [seat] });
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const DANNEL_STEPS = [
  /**
   * On one planet, inside a record of the planet's system (see the module comment): the moment after the infantry
   * were committed (Parley, Ghost Squad answer it), then 49.4 and 49.5.
   */
  defineStep('yin/dannel-invade', landingArgs, (ctx, { seat, system, planet, count }) => {
    if (ctx.state.tactical === null) ctx.state.tactical = { system, movedFrom: [], notes: { [DANNEL_NOTE]: true } };
    invasionNotes(ctx.state).committed = [planet];
    pushStep(ctx.state, 'yin/dannel-control', { seat, system, planet });
    pushStep(ctx.state, 'invasion/ground-combat', { system, planet });
    pushStep(ctx.state, 'window/open', {
      window: 'after-ground-forces-committed',
      subject: { seat, system, planets: [planet], landings: [{ planet, units: { infantry: count } }] },
      quiet: true,
    });
  }),
  /** 49.5: control of the planet while the Yin still have ground forces on it; then the record closes. */
  defineStep('yin/dannel-control', invadeArgs, (ctx, args) => {
    pushStep(ctx.state, 'yin/dannel-close');
    if (groundForceCount(ctx.state, args.system, args.planet, args.seat) > 0)
      gainControl(ctx, args.seat, args.system, args.planet);
  }),
  /** Once the planet's control and what follows it resolved: only the record this ability opened is closed. */
  defineStep('yin/dannel-close', noArgs, (ctx) => {
    if (ctx.state.tactical?.notes[DANNEL_NOTE] === true) ctx.state.tactical = null;
  }),
];

export const YIN_HERO_LEADERS = defineContent({
  abilities: [YIN_HERO],
  choices: [DANNEL_COMMIT_CHOICE],
  steps: DANNEL_STEPS,
});
