// The Sardakk Norr hero, Sh'val, Harbinger (LRR 51.10–51.12, 89 tactical action, 49 invasion): after its owner moves
// ships into the active system, they may go straight to committing ground forces — the space cannon offense, space
// combat, the start of the invasion and bombardment of this action do not happen. Once their ground forces are
// committed, every Sardakk ship in the active system returns to their reinforcements; space cannon defense, ground
// combat and control then follow as usual. The hero is purged as it is used.
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { SHIP_TYPES } from '../../data/types';
import type { AbilityDef, Subject } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { defineStep, noArgs, pushStep, stepFrame, type NoArgs } from '../../kernel/steps';
import { groundForcesInSpace } from '../../invasion/commit';
import { ELIMINATION_CHECK } from '../../phases/elimination';
import { activePlayer } from '../../tactical/activation';
import { systemLabel } from '../../tactical/labels';
import { removeUnits } from '../../units/destroy';
import { destroyBlockadedFloatingFactories, releaseOnBlockade } from '../../units/capture';
import { countAt, spaceOf } from '../../units/stacks';

const HERO = 'sardakkhero';
const INVASION = 'sardakkhero/invasion';
const RETURN_SHIPS = 'sardakkhero/return-ships';

declare module '../../kernel/steps' {
  interface StepArgs {
    [INVASION]: NoArgs;
    [RETURN_SHIPS]: NoArgs;
  }
}

/** The steps of this tactical action that the hero skips (its invasion step is replaced by INVASION). */
const SKIPPED = new Set<string>(['tactical/space-cannon-offense', 'tactical/space-combat']);

/** The active system, when the seat has just moved ships into it and has ground forces there to commit. */
function target(state: GameState, seat: Seat, subject: Subject): Result<string> {
  const system = state.tactical?.system;
  if (subject.seat !== seat || system === undefined || subject.system !== system)
    return fail('ability/not-now', '51.10', "Sh'val answers your own movement into the active system.");
  if (!state.stack.some((f) => f.frame === 'step' && f.step === 'tactical/invasion'))
    return fail('ability/not-now', '51.10', 'The invasion step of this action is already under way.');
  if (Object.keys(groundForcesInSpace(state, seat, system)).length === 0)
    return fail('ability/bad-target', '51.10', 'You have no ground forces in the active system to commit.');
  return ok(system);
}

/** Sh'val, Harbinger — after you move ships into the active system: skip to committing ground forces. */
export const SARDAKK_HERO: AbilityDef = {
  id: HERO,
  name: "Sh'val, Harbinger",
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'after-ships-moved',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat, subject) => target(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const t = target(state, seat, subject);
    return t.ok
      ? [
          {
            label: `skip to committing ground forces in ${systemLabel(state, t.value)}, then return your ships`,
            targets: {},
          },
        ]
      : [];
  },
  check: (state, seat, _targets, subject) => {
    const t = target(state, seat, subject);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const t = target(ctx.state, seat, subject);
    if (!t.ok) return;
    // The rest of this action's steps wait below the window: drop the skipped ones, swap the invasion for ours.
    ctx.state.stack = ctx.state.stack
      .filter((f) => !(f.frame === 'step' && SKIPPED.has(f.step)))
      .map((f) => (f.frame === 'step' && f.step === 'tactical/invasion' ? stepFrame(INVASION) : f));
    emit(ctx, {
      type: 'note',
      text: `Sh'val: straight to committing ground forces in ${systemLabel(ctx.state, t.value)}.`,
    });
  },
};

const SARDAKK_HERO_STEPS = [
  /** 89.4 without its start and bombardment (49.1): commit, our ships go home, then 49.3–49.5 as usual. */
  defineStep(INVASION, noArgs, (ctx) => {
    const seat = activePlayer(ctx.state);
    const system = ctx.state.tactical?.system;
    if (seat === null || !system) return;
    releaseOnBlockade(ctx, system);
    destroyBlockadedFloatingFactories(ctx, system);
    const args = { seat, system };
    pushStep(ctx.state, ELIMINATION_CHECK);
    pushStep(ctx.state, 'invasion/establish-control', args);
    pushStep(ctx.state, 'invasion/ground-combats', args);
    pushStep(ctx.state, 'invasion/space-cannon-defense', args);
    pushStep(ctx.state, RETURN_SHIPS);
    pushStep(ctx.state, 'invasion/commit', args);
  }),
  /** After the ground forces are committed: every ship of the active player in the active system goes home. */
  defineStep(RETURN_SHIPS, noArgs, (ctx) => {
    const seat = activePlayer(ctx.state);
    const system = ctx.state.tactical?.system;
    if (seat === null || !system) return;
    const area = spaceOf(system);
    for (const type of SHIP_TYPES) removeUnits(ctx, area, seat, type, countAt(ctx.state, area, seat, type), 'ability');
    // Ground forces left in space have no capacity to stay in now (16.3).
    pushStep(ctx.state, 'transport/capacity', { seat, system });
  }),
];

export const SARDAKK_HERO_LEADERS = defineContent({ abilities: [SARDAKK_HERO], steps: SARDAKK_HERO_STEPS });
