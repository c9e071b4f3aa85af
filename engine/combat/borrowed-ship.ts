// LRR 31 destroyed, 87 sustain damage, 69 promissory notes: the one ship that fights a space combat with borrowed
// values (The Cavalry, engine/factions/nomad-cavalry.ts) is a marker on its type (combat-record.ts `borrowed`). Every
// destruction goes through engine/units/destroy.ts, which asks this module whether the ship was among the ships of
// its type destroyed — by assigned hits or by any other effect during the combat (Direct Hit, Devotion, Exotrireme
// II, a hero) — so that the borrowed values end with the ship and never pass to the others of its type.
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { unitLabel } from '../tactical/labels';
import { countAt, stackAt, type Area } from '../units/stacks';
import { areaUnitStats } from './as-ships';
import { borrowedBy, currentCombat, type BorrowedValues, type CombatRecord } from './combat-record';

/** The borrowed values of the seat's ships of this type in the space area of the combat under way, if any. */
function borrowedIn(state: GameState, area: Area, seat: Seat, type: UnitType): BorrowedValues | null {
  const c = currentCombat(state);
  if (!c || area.planet !== undefined || area.system !== c.system) return null;
  return borrowedBy(state, c, seat, type);
}

/** Whether the seat's ships of this type in the area include one with borrowed sustain damage (The Cavalry). */
export const borrowedSustain = (state: GameState, area: Area, seat: Seat, type: UnitType): boolean =>
  borrowedIn(state, area, seat, type)?.sustain === true;

/**
 * Whether the ship with borrowed values is known by its damage: its type has no Sustain Damage of its own, so the one
 * damaged ship of that type is the ship that used the borrowed Sustain Damage.
 */
const markedByDamage = (state: GameState, area: Area, seat: Seat, type: UnitType): boolean =>
  borrowedSustain(state, area, seat, type) && !areaUnitStats(state, area, seat, type).sustainDamage;

/**
 * How many of `count` ships of this type about to be destroyed are damaged ones when their own player picks which
 * (assigned hits, their own abilities): the damaged ship that carries the borrowed values goes last. Undefined when no
 * such ship is among the type (then damaged ships go first, as for any other destruction).
 */
export function bearerGoesLast(
  state: GameState,
  area: Area,
  seat: Seat,
  type: UnitType,
  count: number,
): number | undefined {
  if (!markedByDamage(state, area, seat, type)) return undefined;
  const stack = stackAt(state, area, seat);
  return Math.max(0, count - ((stack?.counts[type] ?? 0) - (stack?.damaged[type] ?? 0)));
}

/** What the destruction of some ships of the type says about the ship with borrowed values, decided beforehand. */
export type BearerFate = 'lost' | 'kept' | 'ask';

/**
 * Decided before `count` ships of the type are destroyed, `damaged` of them damaged ones (31): null when none of them
 * can be the ship with borrowed values. It is lost when none of its type remain, or when its type is marked by damage
 * and the damaged ship is among those destroyed; kept when its type is marked by damage and the damaged ship is not;
 * otherwise only its player knows which ship it was (the choice 'nomad/cavalry-casualty').
 */
export function bearerFate(
  state: GameState,
  area: Area,
  seat: Seat,
  type: UnitType,
  count: number,
  damaged: number,
): BearerFate | null {
  if (!borrowedIn(state, area, seat, type)) return null;
  if (count >= countAt(state, area, seat, type)) return 'lost';
  if (!markedByDamage(state, area, seat, type) || (stackAt(state, area, seat)?.damaged[type] ?? 0) === 0) return 'ask';
  return damaged > 0 ? 'lost' : 'kept';
}

/** The ship with borrowed values is gone: no ship has them for the rest of the combat. */
export function loseBorrowedShip(ctx: FlowCtx, c: CombatRecord): void {
  const b = c.borrowed;
  if (!b || b.lost) return;
  c.borrowed = { ...b, lost: true };
  const name = ctx.state.players[b.seat]?.name ?? `seat ${b.seat}`;
  emit(ctx, { type: 'note', text: `The Cavalry: ${name}'s ${unitLabel(b.type)} that carried it is lost.` });
}

/** Carries out a fate decided by `bearerFate` once the ships are destroyed. */
export function settleBearer(ctx: FlowCtx, seat: Seat, type: UnitType, fate: BearerFate | null): void {
  const c = currentCombat(ctx.state);
  if (!c || fate === null || fate === 'kept') return;
  if (fate === 'lost') loseBorrowedShip(ctx, c);
  else pushChoice(ctx, 'nomad/cavalry-casualty', { args: { seat, type }, waitingOn: [seat] });
}
