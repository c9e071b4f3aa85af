// LRR 42 ground combat (49.4 during an invasion): rounds of rolls (42.1) and hit assignment (42.2) on one planet
// until only one player — or neither — has ground forces there (42.3–42.4). The invasion pushes
// GROUND_COMBAT_STEP { system, planet } once per planet, in the order the active player chose (49.4a). With the
// Sardakk N'orr mech's hit after it sustains damage.
import { ask, COMBAT_STARTED, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { z } from 'zod';
import { idSchema, hexKeySchema } from '../core/schemas';
import type { Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { pushStep, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { HitsToAssign } from '../core/frames';

import {
  beginCombat,
  combatOver,
  currentCombat,
  finishCombat,
  groundCombatantCount,
  groundForceCount,
  groundHitTypes,
  opponentIn,
} from './combat-record';
import { moveUnits, planetArea, spaceOf } from '../units/stacks';
import { endModifierScope } from './dice';
import { noteCombatEnded } from '../objectives/record';
import { destroyAttackerInCombat, neitherCanWin } from './retreat';
import { pushAssignHits } from './hits';
import { pushRoundSteps, type RoundStep } from './space-combat';
import { unitStats } from './unit-stats';

const planetArgs = z.object({ system: hexKeySchema, planet: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [GROUND_COMBAT_STEP]: z.infer<typeof planetArgs>;
    'combat/ground/round': NoArgs;
    'combat/ground/valkyrie-exoskeleton': NoArgs;
    'combat/ground/next-round': NoArgs;
    'combat/ground/end': NoArgs;
  }
}

export const GROUND_COMBAT_STEP = 'combat/ground-combat' as const;

/** The Naalu Matriarch: fighters committed to the planet as ground forces go back to the system's space area. */
export function returnCommittedFighters(ctx: FlowCtx, system: string, planet: string, seat: Seat): void {
  const area = planetArea(system, planet);
  const n = ctx.state.board.systems[system]?.planets[planet]?.units[String(seat)]?.counts.fighter ?? 0;
  if (n <= 0) return;
  moveUnits(ctx.state, area, spaceOf(system), seat, 'fighter', n);
  emit(ctx, { type: 'fighters-returned', seat, system, planet, count: n });
}

const ROUND_STEPS: readonly RoundStep[] = [
  { window: 'start-of-ground-combat-round' },
  'combat/roll',
  'combat/ground/valkyrie-exoskeleton',
  'combat/duranium-armor',
  { window: 'end-of-combat-round' },
  'combat/ground/next-round',
] as const;

/** 42 / 49.4: the active player and another player both have ground forces on the planet. */
export function groundCombatSides(
  state: FlowCtx['state'],
  system: string,
  planet: string,
): { attacker: Seat; defender: Seat } | null {
  const attacker = state.activeSeat;
  const units = state.board.systems[system]?.planets[planet]?.units;
  if (attacker === null || !units || groundCombatantCount(state, system, planet, attacker) === 0) return null;
  const defender = Object.keys(units)
    .map(Number)
    .filter((s) => s !== attacker && groundCombatantCount(state, system, planet, s) > 0)
    .sort((a, b) => a - b)[0];
  return defender === undefined ? null : { attacker, defender };
}

export const COMBAT_GROUND_STEPS = [
  defineStep(GROUND_COMBAT_STEP, planetArgs, (ctx, args) => {
    const sides = groundCombatSides(ctx.state, args.system, args.planet);
    if (!sides) return;
    beginCombat(ctx.state, { combat: 'ground', system: args.system, planet: args.planet, ...sides });
    emit(ctx, { type: 'combat-started', combat: 'ground', system: args.system, planet: args.planet, ...sides });
    ask(COMBAT_STARTED, { ctx, place: { combat: 'ground', system: args.system, planet: args.planet }, ...sides });
    pushStep(ctx.state, 'combat/ground/end');
    pushStep(ctx.state, 'combat/ground/round');
    // A mech's sustain damage against the Magen Defense Grid hit is used in the ground combat: the Valkyrie answers it.
    pushStep(ctx.state, 'combat/ground/valkyrie-exoskeleton');
    pushStep(ctx.state, 'combat/magen-defense-grid');
    pushStep(ctx.state, 'combat/window', { window: 'start-of-combat', subject: { ...args, ...sides } });
  }),
  defineStep('combat/ground/round', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    // The space combat FAQ applied to ground combat (no retreat there): a combat neither side can ever win
    // costs the attacker their ground forces on the planet, rather than going on for ever.
    if (neitherCanWin(ctx.state, c)) {
      destroyAttackerInCombat(ctx, c);
      return;
    }
    c.round += 1;
    c.sustained = {};
    c.rolls = {};
    c.hits = {};
    emit(ctx, { type: 'combat-round-started', combat: 'ground', system: c.system, planet: c.planet, round: c.round });
    pushRoundSteps(ctx, ROUND_STEPS, {
      system: c.system,
      planet: c.planet,
      attacker: c.attacker,
      defender: c.defender,
      round: c.round,
    });
  }),
  /**
   * The Sardakk N'orr mech (Valkyrie Exoskeleton): after it used Sustain Damage in this round's hit assignment (or
   * against the Magen Defense Grid hit before the first round), each such mech still there produces 1 hit against the
   * opponent's ground forces on the planet.
   */
  defineStep('combat/ground/valkyrie-exoskeleton', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.planet === null || ask(MECH_ABILITIES_SUPPRESSED, { state: ctx.state })) return;
    const hits: Record<string, HitsToAssign> = {};
    for (const seat of [c.attacker, c.defender]) {
      const sustained = c.sustained[String(seat)]?.mech ?? 0;
      if (sustained === 0 || unitStats(ctx.state, seat, 'mech').unit !== 'sardakk_mech') continue;
      const opponent = opponentIn(c, seat);
      if (groundCombatantCount(ctx.state, c.system, c.planet, opponent) === 0) continue;
      hits[String(opponent)] = {
        count: sustained,
        restricted: 0,
        eligible: groundHitTypes(ctx.state, c.system, c.planet, opponent),
        sustain: true,
        by: seat,
      };
    }
    if (Object.keys(hits).length > 0)
      pushAssignHits(ctx, {
        cause: 'ground-combat',
        system: c.system,
        planet: c.planet,
        order: [c.attacker, c.defender],
        hits,
      });
  }),
  /** 42.3: a new round while both players still have ground forces on the planet. */
  defineStep('combat/ground/next-round', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    endModifierScope(ctx.state, 'round');
    if (c && !combatOver(ctx.state, c)) pushStep(ctx.state, 'combat/ground/round');
  }),
  /**
   * 42.4c–d: the player with ground forces left wins; none left is a draw. The Naalu Matriarch's fighters return to
   * the space area first, so fighters alone win nothing (FAQ: a draw, and no control).
   */
  defineStep('combat/ground/end', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || c.planet === null) return;
    for (const seat of [c.attacker, c.defender]) returnCommittedFighters(ctx, c.system, c.planet, seat);
    const left = [c.attacker, c.defender].filter((s) => groundForceCount(ctx.state, c.system, c.planet!, s) > 0);
    const winner = left.length === 1 ? left[0]! : null;
    const loser = winner === null ? null : winner === c.attacker ? c.defender : c.attacker;
    emit(ctx, { type: 'combat-ended', combat: 'ground', system: c.system, planet: c.planet, winner, loser });
    noteCombatEnded(ctx.state, {
      combat: 'ground',
      system: c.system,
      attacker: c.attacker,
      defender: c.defender,
      winner,
      loser,
    });
    finishCombat(ctx.state, { attacker: c.attacker, defender: c.defender, winner, loser, rounds: c.round });
    endModifierScope(ctx.state, 'combat');
  }),
];
