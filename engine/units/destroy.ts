// LRR 31 destroyed (and 31.2 removed, which is not destroyed), 72 reinforcements, 30 placing units, with the
// triggers that watch destruction: 17 capture (Vuil'raith Devour, their flagship and mech), Self-Assembly Routines,
// Infantry II and its faction versions (engine/units/infantry-return.ts), the Yin flagship (every ship in its system
// destroyed with it), and The Cavalry's ship among those destroyed, whatever destroyed them
// (engine/combat/borrowed-ship.ts).

import { AFTER_UNITS_DESTROYED, ask, MECH_ABILITIES_SUPPRESSED } from '../effects';
import { bearerFate, bearerGoesLast, settleBearer } from '../combat/borrowed-ship';
import { currentCombat, groundForcesAsShips, loseGroundForcesAsShips } from '../combat/combat-record';
import type { Seat } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import { pushStep, pushStepCall } from '../kernel/steps';
import { captureUnits } from './capture';
import { infantryDestroyed } from './infantry-return';
import { addUnits, countAt, damagedAt, isStructure, spaceOf, takeUnits, type Area } from './stacks';
import { statsOf } from './stats';

export const DESTROY_CAUSES = [
  'space-combat',
  'ground-combat',
  'anti-fighter-barrage',
  'space-cannon',
  'bombardment',
  'ability',
  'planet-lost',
  'blockade',
  'unaccompanied-token',
] as const;
export type DestroyCause = (typeof DESTROY_CAUSES)[number];

export const REMOVE_REASONS = ['capacity', 'fleet-pool', 'reclaimed', 'ability'] as const;
export type RemoveReason = (typeof REMOVE_REASONS)[number];

const COMBAT_CAUSES: readonly DestroyCause[] = ['space-combat', 'ground-combat', 'anti-fighter-barrage'];

const factionOf = (ctx: FlowCtx, seat: Seat): string | undefined => ctx.state.players[seat]?.faction;

/** Who captures these units instead of them returning to reinforcements, if anyone. */
function capturerOf(
  ctx: FlowCtx,
  area: Area,
  seat: Seat,
  type: UnitType,
  cause: DestroyCause,
  by: Seat | null,
): Seat | null {
  if (isStructure(type)) return null;
  // Devour: units destroyed in combat against the Vuil'raith.
  if (by !== null && by !== seat && factionOf(ctx, by) === 'cabal' && COMBAT_CAUSES.includes(cause)) return by;
  // The Terror Between: every other non-structure unit destroyed in its system, the Vuil'raith's own included.
  for (const p of ctx.state.players) {
    if (p.faction === 'cabal' && countAt(ctx.state, spaceOf(area.system), p.seat, 'flagship') > 0) {
      if (!(p.seat === seat && type === 'flagship')) return p.seat;
    }
  }
  // Reanimator: the Vuil'raith's own infantry destroyed on a planet with their mech.
  if (
    type === 'infantry' &&
    area.planet !== undefined &&
    statsOf(ctx.state, seat, 'mech')?.unit === 'cabal_mech' &&
    !ask(MECH_ABILITIES_SUPPRESSED, { state: ctx.state }) &&
    countAt(ctx.state, area, seat, 'mech') > 0
  )
    return seat;
  return null;
}

export interface DestroyOptions {
  readonly cause: DestroyCause;
  /** The player whose units or ability destroyed them, if any (Devour needs it). */
  readonly by?: Seat | null;
  /**
   * How many of the destroyed units are damaged ones (default: damaged units first; but when the units' own player
   * destroys them, a damaged ship with borrowed values goes last, engine/combat/borrowed-ship.ts).
   */
  readonly damaged?: number;
  /**
   * Hits several players assign at once (78.6): the Yin flagship's trigger waits in this list until every assignment
   * is applied, and the caller runs it then.
   */
  readonly deferred?: (() => void)[];
  /** Destroyed by the Yin flagship's own trigger: it does not trigger again. */
  readonly byYinFlagship?: boolean;
}

/** 31: destroys units — off the board and back to reinforcements, unless an ability captures them (17). */
export function destroyUnits(
  ctx: FlowCtx,
  area: Area,
  seat: Seat,
  type: UnitType,
  count: number,
  opts: DestroyOptions,
): void {
  if (count <= 0) return;
  const damaged = opts.damaged ?? (opts.by === seat ? bearerGoesLast(ctx.state, area, seat, type, count) : undefined);
  // The Cavalry: whether the ship with borrowed values is among these, known before they leave the board.
  const hurt = Math.min(damagedAt(ctx.state, area, seat, type), damaged ?? count);
  const bearer = bearerFate(ctx.state, area, seat, type, count, hurt);
  takeUnits(ctx.state, area, seat, type, count, damaged);
  emit(ctx, {
    type: 'units-destroyed',
    seat,
    system: area.system,
    planet: area.planet ?? null,
    unit: type,
    count,
    cause: opts.cause,
  });
  // "After one of your ships is destroyed" during a space combat (Courageous to the End): a window for its owner.
  const combat = currentCombat(ctx.state);
  if (
    combat?.combat === 'space' &&
    combat.system === area.system &&
    area.planet === undefined &&
    (SHIP_TYPES as readonly UnitType[]).includes(type)
  )
    pushStep(ctx.state, 'window/open', {
      window: 'after-unit-destroyed',
      subject: { seat, by: opts.by ?? null, system: area.system, unit: type, count },
    });
  const after = { state: ctx.state, seat, system: area.system, planet: area.planet ?? null, unit: type, count };
  for (const call of ask(AFTER_UNITS_DESTROYED, after)) pushStepCall(ctx.state, call);
  settleBearer(ctx, seat, type, bearer);
  const capturer = capturerOf(ctx, area, seat, type, opts.cause, opts.by ?? null);
  if (capturer !== null) captureUnits(ctx, capturer, seat, type, count);
  const player = ctx.state.players[seat];
  // Self-Assembly Routines: each destroyed mech gives its owner 1 trade good.
  if (type === 'mech' && player?.technologies.includes('sar')) {
    player.tradeGoods += count;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: count });
  }
  // Infantry II (and Spec Ops II, Letani Warrior II, Crimson Legionnaire): after destruction, a roll or an effect. A
  // captured infantry still goes back to its owner's reinforcements (17.3), so the card applies to it too.
  if (type === 'infantry') infantryDestroyed(ctx, seat, count);
  if (
    type === 'flagship' &&
    area.planet === undefined &&
    !opts.byYinFlagship &&
    statsOf(ctx.state, seat, 'flagship')?.unit === 'yin_flagship'
  ) {
    const wipe = () => yinFlagshipDestroyed(ctx, area.system, seat);
    if (opts.deferred) opts.deferred.push(wipe);
    else wipe();
  }
}

/**
 * The Yin flagship (Van Hauge): when it is destroyed, by any means, every ship in its system is destroyed — every
 * player's, fighters included. The ships it destroys cannot trigger it again.
 */
function yinFlagshipDestroyed(ctx: FlowCtx, system: string, yin: Seat): void {
  emit(ctx, { type: 'ability-used', seat: yin, ability: 'yin_flagship', window: null });
  const area = spaceOf(system);
  // Ground forces fighting as ships in this system's space combat (the Alastor, flipped Eidolons) are ships too.
  const combat = currentCombat(ctx.state);
  const inCombat = combat?.combat === 'space' && combat.system === system ? combat : undefined;
  for (const key of Object.keys(ctx.state.board.systems[system]?.space ?? {}).sort()) {
    const seat = Number(key);
    const asShips = inCombat ? groundForcesAsShips(ctx.state, inCombat, seat) : {};
    for (const t of [...SHIP_TYPES, ...(Object.keys(asShips) as UnitType[])]) {
      const n = (SHIP_TYPES as readonly UnitType[]).includes(t) ? countAt(ctx.state, area, seat, t) : (asShips[t] ?? 0);
      if (n > 0) destroyUnits(ctx, area, seat, t, n, { cause: 'ability', by: yin, byYinFlagship: true });
    }
    if (inCombat) loseGroundForcesAsShips(inCombat, seat, asShips);
  }
}

/** 31.2: removing units is not destroying them; nothing that watches destruction triggers. */
export function removeUnits(
  ctx: FlowCtx,
  area: Area,
  seat: Seat,
  type: UnitType,
  count: number,
  reason: RemoveReason,
): void {
  if (count <= 0) return;
  takeUnits(ctx.state, area, seat, type, count);
  emit(ctx, {
    type: 'units-removed',
    seat,
    system: area.system,
    planet: area.planet ?? null,
    unit: type,
    count,
    reason,
  });
}

/** Places units from reinforcements (the caller checked them with checkReinforcements). */
export function placeUnits(ctx: FlowCtx, area: Area, seat: Seat, type: UnitType, count: number, cause: string): void {
  if (count <= 0) return;
  addUnits(ctx.state, area, seat, type, count);
  emit(ctx, { type: 'units-placed', seat, system: area.system, planet: area.planet ?? null, unit: type, count, cause });
}
