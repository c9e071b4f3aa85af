// LRR 9 anomalies, 11 asteroid field, 59 nebula, 86 supernova, 41 gravity rift (and Antimass Deflectors): which
// systems ships may enter, the nebula's move of 1, and the gravity rift's die roll.
import type { RuleViolation } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { SYSTEMS, isTileId } from '../data/systems';
import type { Anomaly, UnitType } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import {
  ask,
  GRAVITY_RIFT_EXTRA_MOVE,
  MAY_MOVE_INTO_SUPERNOVAS,
  MAY_MOVE_THROUGH_NEBULAE,
  MAY_MOVE_THROUGH_SUPERNOVAS,
  MOVEMENT_IGNORES_ANOMALIES,
  NEBULAE_IGNORED_IN_MOVEMENT,
  SYSTEM_ANOMALIES,
} from '../effects';
import { hasTechnology } from './unit-attributes';

/** System tokens that make a system an anomaly (9.4): the Vuil'raith's dimensional tear marks a gravity rift. */
const ANOMALY_TOKENS: Readonly<Record<string, Anomaly>> = { gravityrift: 'gravity-rift' };

/** 9.2, 9.4, 9.5: the anomalies a system is — printed on its tile and given by tokens; 41.4 counts a type once. */
export function anomaliesOf(state: GameState, key: string): Anomaly[] {
  const sys = state.board.systems[key];
  if (!sys) return [];
  const found = new Set<Anomaly>(isTileId(sys.tile) ? SYSTEMS[sys.tile].anomalies : []);
  for (const t of sys.tokens) {
    const a = ANOMALY_TOKENS[t];
    if (a) found.add(a);
  }
  // Effects that make a system an anomaly (the Vuil'raith's space dock, Dimensional Tear: a gravity rift).
  for (const a of ask(SYSTEM_ANOMALIES, { state, system: key })) found.add(a);
  return [...found];
}

export const isAnomaly = (state: GameState, key: string, anomaly: Anomaly): boolean =>
  anomaliesOf(state, key).includes(anomaly);
export const isGravityRift = (state: GameState, key: string): boolean => isAnomaly(state, key, 'gravity-rift');
export const isNebula = (state: GameState, key: string): boolean => isAnomaly(state, key, 'nebula');

/** Nav Suite: during this movement step the seat's ships ignore every anomaly's effect. */
export const movementIgnoresAnomalies = (state: GameState, seat: Seat): boolean =>
  ask(MOVEMENT_IGNORES_ANOMALIES, { state, seat });

/** Voidborn: nebulae do not affect this seat's movement at all (59.1, 59.1a and 59.2). */
export const nebulaeIgnoredInMovement = (state: GameState, seat: Seat): boolean =>
  ask(NEBULAE_IGNORED_IN_MOVEMENT, { state, seat });

/** 41: a gravity rift as the seat's movement meets it (its +1 move and its roll), none under Nav Suite. */
export const isRiftForMovement = (state: GameState, seat: Seat, key: string): boolean =>
  isGravityRift(state, key) && !movementIgnoresAnomalies(state, seat);

/** 41.1: the move a ship gains by leaving a gravity rift (1, more with Crucible). */
export const riftMoveBonus = (state: GameState, seat: Seat): number =>
  1 + ask(GRAVITY_RIFT_EXTRA_MOVE, { state, seat });

/** Antimass Deflectors: this player's ships may move into and through asteroid fields. */
export const hasAntimassDeflectors = (state: GameState, seat: Seat): boolean => hasTechnology(state, seat, 'amd');

/**
 * Antimass Deflectors' other half, for the space cannon module: other players' space cannon rolls against this
 * player's units get -1. Returns the modifier to add to each such roll.
 */
export function spaceCannonModifierAgainst(state: GameState, targetSeat: Seat): number {
  return hasAntimassDeflectors(state, targetSeat) ? -1 : 0;
}

/**
 * Whether a ship of `seat` may enter `key` on its way (`final` = it ends its movement there, in the active
 * system). Returns the violated rule, or null.
 */
export function entryViolation(state: GameState, seat: Seat, key: string, final: boolean): RuleViolation | null {
  if (movementIgnoresAnomalies(state, seat)) return null;
  const anomalies = anomaliesOf(state, key);
  // Gashlai Physiology: the Muaat's ships pass through a supernova on their way; Magmus Reactor Ω lets ships end their
  // move in one (86.1 forbids both otherwise).
  const supernovaOpen = final
    ? ask(MAY_MOVE_INTO_SUPERNOVAS, { state, seat })
    : ask(MAY_MOVE_THROUGH_SUPERNOVAS, { state, seat });
  if (anomalies.includes('supernova') && !supernovaOpen) {
    return { code: 'movement/supernova', rule: '86.1', message: 'Ships cannot move into or through a supernova.' };
  }
  if (anomalies.includes('asteroid-field') && !hasAntimassDeflectors(state, seat)) {
    return {
      code: 'movement/asteroid-field',
      rule: '11.1',
      message: 'Ships cannot move into or through an asteroid field without Antimass Deflectors.',
    };
  }
  // Shared Research lets every unit move through nebulae: entering one on the way (active or not) and leaving it.
  if (
    anomalies.includes('nebula') &&
    !final &&
    !ask(MAY_MOVE_THROUGH_NEBULAE, { state, seat }) &&
    !nebulaeIgnoredInMovement(state, seat)
  ) {
    const active = state.tactical?.system === key;
    return active
      ? {
          code: 'movement/through-nebula',
          rule: '59.1a',
          message: 'Ships cannot move through a nebula (into it and out again in the same movement).',
        }
      : {
          code: 'movement/nebula',
          rule: '59.1',
          message: 'Ships can only move into a nebula that is the active system.',
        };
  }
  return null;
}

/** 59.2: a ship that begins the movement step in a nebula has move 1 (abilities may then add to it, 59.2a). */
export function baseMoveIn(state: GameState, key: string, printedMove: number): number {
  return isNebula(state, key) && printedMove > 0 ? 1 : printedMove;
}

/** 41.2: a roll of 1–3 removes the ship, so 4 or more is needed to come through. */
export const GRAVITY_RIFT_SURVIVES_ON = 4;

/**
 * 41.2: one die for a ship about to exit a gravity rift; returns true if it comes through. The roll is recorded
 * with the unit, the value needed and the result. No modifiers apply to it.
 */
export function rollGravityRift(ctx: FlowCtx, seat: Seat, system: string, unit: UnitType): boolean {
  const result = ctx.rng.d10();
  const survives = result >= GRAVITY_RIFT_SURVIVES_ON;
  emit(ctx, {
    type: 'gravity-rift-rolled',
    seat,
    system,
    unit,
    needed: GRAVITY_RIFT_SURVIVES_ON,
    modifiers: 0,
    result,
    removed: !survives,
  });
  return survives;
}
