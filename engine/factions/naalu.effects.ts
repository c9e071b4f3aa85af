// The Naalu Collective, what they change in the rules — LRR 56 modifiers, 10 anti-fighter barrage, 49.2 committing
// ground forces, 37 fleet pool, 5 activation: Neuroglaive (another player activating a system with their ships
// loses a fleet pool token; the step is in naalu-foresight.ts), 96 faction units: Hybrid Crystal Fighter II (their fighters beyond capacity count
// as half a ship each), Iconoclast (their PoK mech: +2 to its combat rolls against an opponent holding a
// relic fragment), Iconoclast Ω (their Codex mech: no anti-fighter barrage against their units in a system where they
// have a mech) and the Matriarch (their flagship: their fighters in its system may be committed to planets as ground
// forces), Telepathic and Gift of Prescience at the ends of the strategy and status phases (naalu.ts). The Naalu sheet prints Iconoclast Ω; Iconoclast applies where the sheet is changed back.
import type { GameState, Seat } from '../core/state';
import {
  AFTER_SYSTEM_ACTIVATED,
  CANNOT_BARRAGE_AGAINST,
  COMBAT_ROLL_MODIFIER,
  END_OF_STATUS_PHASE,
  END_OF_STRATEGY_PHASE,
  FIGHTERS_COUNT_HALF,
  FIGHTERS_LAND,
  type CombatPlace,
} from '../effects/hooks';
import { defineProvider, type Ask } from '../kernel/effects';
import { countAt, spaceOf } from '../units/stacks';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { giftInPlay, naaluInGame, tokenLeftByEliminatedNaalu } from './naalu';
import { flagshipIn, hasUnit, mechAbilityOf, mechInSystem } from './units';

const holdsFragment = (state: GameState, seat: Seat): boolean => (state.players[seat]?.relicFragments.length ?? 0) > 0;

/**
 * The players a ground combat on the planet is, or would be, against when the opponent is not known yet (the odds):
 * the other players with units on the planet, its controller and the active player.
 */
function possibleOpponents(state: GameState, system: string, planet: string, seat: Seat): Seat[] {
  const p = state.board.systems[system]?.planets[planet];
  const units = p?.units ?? {};
  const seats = new Set<Seat>([
    ...Object.keys(units)
      .filter((k) => Object.values(units[k]!.counts).some((n) => (n ?? 0) > 0))
      .map(Number),
    ...(p?.owner !== null && p?.owner !== undefined ? [p.owner] : []),
    ...(state.activeSeat !== null ? [state.activeSeat] : []),
  ]);
  seats.delete(seat);
  return [...seats];
}

/**
 * Iconoclast's modifier to one combat roll of the seat's units of a type (mechs roll only in ground combat); with no
 * opponent known yet (the odds), against any of the possible ones.
 */
export function iconoclastBonus(
  state: GameState,
  seat: Seat,
  place: CombatPlace,
  unit: UnitType,
  opponent: Seat | null,
  ask: Ask,
): number {
  if (unit !== 'mech' || place.combat !== 'ground' || place.planet === null) return 0;
  if (!mechAbilityOf(state, seat, 'naalu_mech', ask)) return 0;
  const against = opponent !== null ? [opponent] : possibleOpponents(state, place.system, place.planet, seat);
  return against.some((o) => holdsFragment(state, o)) ? 2 : 0;
}

/** Neuroglaive: the owners of it, other than the activating seat, with ships in the activated system. */
function neuroglaiveOwners(state: GameState, system: string, seat: Seat): Seat[] {
  return state.players
    .filter(
      (p) =>
        p.seat !== seat &&
        p.technologies.includes('ng') &&
        SHIP_TYPES.some((t) => countAt(state, spaceOf(system), p.seat, t) > 0),
    )
    .map((p) => p.seat);
}

export const NAALU_EFFECTS = defineProvider('faction:naalu', [
  COMBAT_ROLL_MODIFIER.answer(({ state, seat, place, unit, opponent }, ask) =>
    iconoclastBonus(state, seat, place, unit, opponent, ask),
  ),
  CANNOT_BARRAGE_AGAINST.answer(
    ({ state, system, firer, target }, ask) =>
      firer !== target && mechAbilityOf(state, target, 'naalu_mech_omega', ask) && mechInSystem(state, system, target),
  ),
  FIGHTERS_LAND.answer(({ state, seat, system }) => flagshipIn(state, system, seat, 'naalu_flagship')),
  // Telepathic runs once the end-of-strategy-phase window (Gift of Prescience) has closed: pushed first, runs last.
  END_OF_STRATEGY_PHASE.answer(({ state }) =>
    naaluInGame(state)
      ? [{ step: 'naalu/telepathic' }, { step: 'window/open', args: { window: 'end-of-strategy-phase', quiet: true } }]
      : [],
  ),
  END_OF_STATUS_PHASE.answer(({ state }) =>
    giftInPlay(state) || (naaluInGame(state) && tokenLeftByEliminatedNaalu(state))
      ? [{ step: 'naalu/return-gift' }]
      : [],
  ),
  AFTER_SYSTEM_ACTIVATED.answer(({ state, seat, system }) =>
    neuroglaiveOwners(state, system, seat).map((owner) => ({
      step: 'naalu/neuroglaive' as const,
      args: { owner, seat },
    })),
  ),
  FIGHTERS_COUNT_HALF.answer(({ state, seat }) => hasUnit(state, seat, 'fighter', 'naalu_fighter2')),
]);
