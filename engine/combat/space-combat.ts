// LRR 78 space combat (78.1–78.10, 89.3): who fights, the order of each round — anti-fighter barrage in the first
// (78.3), announce retreats (78.4), roll dice (78.5), assign hits (78.6), retreat (78.7) — and the end (78.9–78.10,
// 16.3c capacity after combat). 78.2a/b: "start/end of combat" share the first/last round's window.
import { z } from 'zod';
import { WINDOWS, type WindowId } from '../core/windows';
import { recordSchema } from '../core/schemas';
import type { Seat } from '../core/state';
import { emit, type FlowCtx } from '../kernel/context';
import { pushStep, defineStep, noArgs, type NoArgs, type NoArgStep } from '../kernel/steps';
import {
  beginCombat,
  combatants,
  combatOver,
  currentCombat,
  finishCombat,
  otherShipOwners,
  shipCount,
  type CombatRecord,
} from './combat-record';
import { endModifierScope } from './dice';
import { GROUND_FORCES_AS_SHIPS_STEP } from './as-ships';
import { noteCombatEnded } from '../objectives/record';
import { ask, COMBAT_STARTED } from '../effects';

const windowArgs = z.object({ window: z.enum(WINDOWS), subject: recordSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/space-combat': NoArgs;
    'combat/space/round': NoArgs;
    'combat/space/next-round': NoArgs;
    'combat/space/end': NoArgs;
    'combat/window': z.infer<typeof windowArgs>;
  }
}

/** The steps of one space combat round, in order (pushed in reverse). */
const ROUND_STEPS: readonly RoundStep[] = [
  'combat/flagship-repair',
  { window: 'start-of-combat-round' },
  'combat/anti-fighter-barrage',
  'combat/announce-retreats',
  'combat/roll',
  'combat/duranium-armor',
  { window: 'end-of-combat-round' },
  'combat/retreat',
  'combat/space/next-round',
] as const;

/** A combat round is a list of steps and the timing windows between them. */
export type RoundStep = NoArgStep | { readonly window: WindowId };

export function pushRoundSteps(ctx: FlowCtx, steps: readonly RoundStep[], subject: Record<string, unknown>): void {
  for (const step of [...steps].reverse()) {
    if (typeof step === 'string') pushStep(ctx.state, step);
    else pushStep(ctx.state, 'combat/window', { window: step.window, subject });
  }
}

/** 78.1/89.3: the active player and one other player have ships in the active system. */
export function spaceCombatSides(state: FlowCtx['state']): { attacker: Seat; defender: Seat; system: string } | null {
  const system = state.tactical?.system;
  const attacker = state.activeSeat;
  if (!system || attacker === null || shipCount(state, system, attacker) === 0) return null;
  const defender = otherShipOwners(state, system, attacker)[0];
  return defender === undefined ? null : { attacker, defender, system };
}

/**
 * 78: a space combat begins between `attacker` and `defender` in `system` — the tactical action's, or one an ability
 * starts there (the Mahact hero, whose combat `shipsStay`: no retreat, no ability moving ships). Kept with the
 * tactical action's notes (combat-record.ts), so the caller provides one.
 */
export function startSpaceCombat(
  ctx: FlowCtx,
  sides: { attacker: Seat; defender: Seat; system: string },
  extra: Pick<CombatRecord, 'shipsStay'> = {},
): void {
  beginCombat(ctx.state, {
    combat: 'space',
    system: sides.system,
    planet: null,
    attacker: sides.attacker,
    defender: sides.defender,
    ...extra,
  });
  emit(ctx, {
    type: 'combat-started',
    combat: 'space',
    system: sides.system,
    planet: null,
    attacker: sides.attacker,
    defender: sides.defender,
  });
  ask(COMBAT_STARTED, { ctx, place: { combat: 'space', system: sides.system, planet: null }, ...sides });
  pushStep(ctx.state, 'combat/space/end');
  pushStep(ctx.state, 'combat/space/round');
  pushStep(ctx.state, 'combat/assault-cannon');
  pushStep(ctx.state, GROUND_FORCES_AS_SHIPS_STEP); // before Assault Cannon, which counts them (FAQ)
  pushStep(ctx.state, 'combat/window', { window: 'start-of-combat', subject: { ...sides } });
}

export const COMBAT_SPACE_STEPS = [
  defineStep('tactical/space-combat', noArgs, (ctx) => {
    const sides = spaceCombatSides(ctx.state);
    if (sides) startSpaceCombat(ctx, sides); // 78.1
  }),
  defineStep('combat/space/round', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c || combatOver(ctx.state, c)) return;
    c.round += 1;
    c.retreat = null;
    c.sustained = {};
    c.rolls = {};
    c.hits = {};
    emit(ctx, { type: 'combat-round-started', combat: 'space', system: c.system, planet: null, round: c.round });
    pushRoundSteps(ctx, ROUND_STEPS, { system: c.system, attacker: c.attacker, defender: c.defender, round: c.round });
  }),
  /** 78.8: another round while both players still have ships. */
  defineStep('combat/space/next-round', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    endModifierScope(ctx.state, 'round');
    if (c && !combatOver(ctx.state, c)) pushStep(ctx.state, 'combat/space/round');
  }),
  /**
   * 78.10: the player with ships left wins (the Alastor's ground forces count while the combat lasts); 16.3c: excess
   * fighters and ground forces are then removed — those ground forces too, as they are no longer ships.
   */
  defineStep('combat/space/end', noArgs, (ctx) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    // An ability may end the combat without a winner (Skilled Retreat), whoever still has ships there.
    const left = c.drawn ? [] : [c.attacker, c.defender].filter((s) => combatants(ctx.state, c, s) > 0);
    const winner = left.length === 1 ? left[0]! : null;
    const loser = winner === null ? null : winner === c.attacker ? c.defender : c.attacker;
    finishCombat(ctx.state, { attacker: c.attacker, defender: c.defender, winner, loser, rounds: c.round });
    endModifierScope(ctx.state, 'combat');
    emit(ctx, { type: 'combat-ended', combat: 'space', system: c.system, planet: null, winner, loser });
    noteCombatEnded(ctx.state, {
      combat: 'space',
      system: c.system,
      attacker: c.attacker,
      defender: c.defender,
      winner,
      loser,
    });
    if (winner !== null)
      pushStep(ctx.state, 'window/open', {
        window: 'after-combat-won',
        subject: { seat: winner, system: c.system, combat: 'space' },
      });
    for (const seat of [c.defender, c.attacker]) pushStep(ctx.state, 'transport/capacity', { seat, system: c.system });
  }),
  /** Opens a timing window only while the combat is on (a round cut short by a retreat or losses skips it). */
  defineStep('combat/window', windowArgs, (ctx, args) => {
    const c = currentCombat(ctx.state);
    if (!c) return;
    const closing = args.window === 'end-of-combat-round';
    if (!closing && combatOver(ctx.state, c)) return;
    pushStep(ctx.state, 'window/open', args);
  }),
];
