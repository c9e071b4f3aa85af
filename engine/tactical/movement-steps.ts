// LRR 89.2 movement step and 58.2 tactical action movement: asks the active player which ships move (skipped when
// none could), and at the end of the step (after space cannon offense, 58.7) flips the wormhole nexus (100.2a).
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { pushDecision } from '../kernel/stack';
import { activePlayer } from './activation';
import { ask, CANNOT_MOVE_INTO_ACTIVE_SYSTEM } from '../effects';
import { FLEET_POOL_STEPS } from './fleet-pool';
import { movementNotes } from './movement';
import { anyShipCanMove } from './movement-options';
import { flipNexusAfterMovement } from './nexus';
import { TRANSPORT_STEPS } from './transport';

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/movement': NoArgs;
    'tactical/movement-end': NoArgs;
  }
}

export const MOVEMENT_STEPS = [
  ...TRANSPORT_STEPS,
  ...FLEET_POOL_STEPS,
  defineStep('tactical/movement', noArgs, (ctx) => {
    const tactical = ctx.state.tactical;
    const seat = activePlayer(ctx.state);
    if (!tactical || seat === null) return;
    // 89.2b: a player with no ship able to reach the active system can only move nothing; nothing to ask.
    if (!anyShipCanMove(ctx.state, seat) || ask(CANNOT_MOVE_INTO_ACTIVE_SYSTEM, { state: ctx.state, seat }) !== null)
      return;
    pushDecision(ctx, { kind: 'move-ships', system: tactical.system, waitingOn: [seat] });
  }),
  defineStep('tactical/movement-end', noArgs, (ctx) => {
    const seat = activePlayer(ctx.state);
    if (!ctx.state.tactical || seat === null) return;
    flipNexusAfterMovement(ctx, seat, movementNotes(ctx.state).entered ?? []);
  }),
];
