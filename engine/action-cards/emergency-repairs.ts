// Emergency Repairs (LRR 2 action cards, 87.3 repairing): at the start or the end of a combat round, repair every
// damaged unit of the player's in the active system — its space area and its planets.
import { ok, fail } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { WindowId } from '../core/windows';
import type { UnitType } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { areasOf, stackAt, type Area } from '../units/stacks';

/** The active system of the combat round (the window's subject), else the tactical action's. */
const systemOf = (state: GameState, subject: Subject): string | undefined =>
  typeof subject.system === 'string' ? subject.system : state.tactical?.system;

/** The seat's damaged units in the active system, by area. */
function damagedIn(state: GameState, seat: Seat, subject: Subject): { area: Area; unit: UnitType; count: number }[] {
  const system = systemOf(state, subject);
  const sys = system === undefined ? undefined : state.board.systems[system];
  if (!sys || system === undefined) return [];
  return areasOf(sys, system).flatMap((area) =>
    (Object.entries(stackAt(state, area, seat)?.damaged ?? {}) as [UnitType, number][])
      .filter(([, n]) => n > 0)
      .map(([unit, count]) => ({ area, unit, count })),
  );
}

function emergencyRepairs(id: string, window: WindowId): AbilityDef {
  return {
    id,
    name: 'Emergency Repairs',
    source: { kind: 'action-card', card: 'emergency-repairs' },
    window,
    costs: [],
    // Damage is public: only a seat with damaged units in the active system is asked.
    eligible: (state, seat, subject) => damagedIn(state, seat, subject).length > 0,
    targetOptions: () => [{ label: 'repair all your damaged units in the active system', targets: {} }],
    check: (state, seat, _targets, subject) =>
      damagedIn(state, seat, subject).length > 0
        ? ok(undefined)
        : fail('ability/bad-target', '2.6a', 'You have no damaged unit in the active system.'),
    resolve: (ctx, seat, _targets, subject) => {
      for (const { area, unit, count } of damagedIn(ctx.state, seat, subject)) {
        const stack = stackAt(ctx.state, area, seat)!;
        delete stack.damaged[unit];
        emit(ctx, {
          type: 'units-repaired',
          seat,
          system: area.system,
          planet: area.planet ?? null,
          unit,
          count,
          cause: 'emergency-repairs',
        });
      }
    },
  };
}

export const EMERGENCY_REPAIRS = emergencyRepairs('emergency-repairs', 'start-of-combat-round');
export const EMERGENCY_REPAIRS_GROUND = emergencyRepairs('emergency-repairs-ground', 'start-of-ground-combat-round');
export const EMERGENCY_REPAIRS_END = emergencyRepairs('emergency-repairs-end', 'end-of-combat-round');

export const EMERGENCY_REPAIRS_CARD = defineContent({
  abilities: [EMERGENCY_REPAIRS, EMERGENCY_REPAIRS_GROUND, EMERGENCY_REPAIRS_END],
});
