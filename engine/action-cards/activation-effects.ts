// What the action cards played after a system is activated change until their tactical action ends (LRR 5.4, 58,
// 77, 9, 101), as answers to effects hooks (engine/effects/hooks.ts): Lost Star Chart's adjacency, In the Silence of
// Space's passage, Nav Suite's anomalies and Solar Flare's space cannon. The cards record their use in the tactical
// action's notes (activation-kit.ts), so every effect ends with the action (5.4: `state.tactical` is cleared).
import type { GameState, Seat } from '../core/state';
import {
  ADJACENCY,
  CANNOT_SPACE_CANNON_AGAINST,
  MOVEMENT_IGNORES_ANOMALIES,
  MOVES_THROUGH_SHIPS,
} from '../effects/hooks';
import { defineProvider, type EffectProvider } from '../kernel/effects';
import { cardEffects } from './activation-kit';

/**
 * 58.2: the movement step, its space cannon offense included, lasts until the step that ends it runs — while that
 * step still waits on the stack, the movement is under way.
 */
export const duringMovement = (state: GameState): boolean =>
  state.tactical !== null &&
  state.tactical !== undefined &&
  state.stack.some((f) => f.frame === 'step' && f.step === 'tactical/movement-end');

const navSuite = (state: GameState, seat: Seat): boolean =>
  (cardEffects(state).navSuite ?? []).includes(seat) && duringMovement(state);

export const ACTIVATION_CARD_EFFECTS: EffectProvider = defineProvider('action-cards:activation', [
  // Lost Star Chart: alpha and beta wormholes match each other, for everyone and for all purposes (6.1).
  ADJACENCY.answer(({ state }) => (cardEffects(state).lostStarChart ? { linkedWormholes: [['alpha', 'beta']] } : {})),
  // In the Silence of Space: the seat's ships starting in the chosen system pass other players' ships (58.4b).
  MOVES_THROUGH_SHIPS.answer(
    ({ state, seat, from }) =>
      from !== undefined && (cardEffects(state).silence ?? []).some((e) => e.seat === seat && e.system === from),
  ),
  MOVEMENT_IGNORES_ANOMALIES.answer(({ state, seat }) => navSuite(state, seat)),
  // Solar Flare: no other player's space cannon against the seat's ships while the movement lasts (77.2).
  CANNOT_SPACE_CANNON_AGAINST.answer(
    ({ state, firer, target }) =>
      firer !== target && (cardEffects(state).solarFlare ?? []).includes(target) && duringMovement(state),
  ),
]);
