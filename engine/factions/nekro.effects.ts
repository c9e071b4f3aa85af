// The Nekro Virus, where the rules hand over to them — LRR 78 space combat, 96 faction units: at the start of a space
// combat in the system of their flagship (The Alastor), its owner picks ground forces in the space area to fight as
// ships (engine/factions/nekro.ts); the odds count all of them until the pick is made.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { MAY_FIGHT_AS_SHIPS, SPACE_COMBAT_START } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { flagshipIn } from './units';

/** The ground forces in the space area that may fight as ships (the Alastor never makes structures into ships). */
export const GROUND_IN_SPACE = ['infantry', 'mech'] as const satisfies readonly UnitType[];

export type Picked = Partial<Record<(typeof GROUND_IN_SPACE)[number], number>>;

/** The seat's ground forces in the space area, when its Alastor is in the combat's system. */
export function alastorCandidates(state: GameState, system: string, seat: Seat): Picked {
  if (!flagshipIn(state, system, seat, 'nekro_flagship')) return {};
  const stack = state.board.systems[system]?.space[String(seat)];
  const out: Picked = {};
  for (const t of GROUND_IN_SPACE) if ((stack?.counts[t] ?? 0) > 0) out[t] = stack!.counts[t]!;
  return out;
}

export const NEKRO_EFFECTS = defineProvider('faction:nekro', [
  // The defender's pick is pushed first, so the attacker (on top) picks first.
  SPACE_COMBAT_START.answer(({ state, system, attacker, defender }) =>
    [defender, attacker]
      .filter((seat) => Object.keys(alastorCandidates(state, system, seat)).length > 0)
      .map((seat) => ({ step: 'combat/alastor', args: { seat, system } })),
  ),
  MAY_FIGHT_AS_SHIPS.answer(({ state, seat, system }) => alastorCandidates(state, system, seat)),
]);
