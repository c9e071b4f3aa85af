// LRR 17 capture and 14 blockaded (14.2 returning captured units, 14.2a/17.6 no capturing from blockaders, 79.4a the
// Floating Factory destroyed when blockaded): units a player keeps on their faction sheet after taking them.
import type { CapturedUnits, GameState, PlayerState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { emit, type FlowCtx } from '../kernel/context';
import { countAt, hasTokens, isShip, otherShipOwners, shipsIn, spaceOf, takeUnits } from './stacks';
import { readOnly } from '../kernel/draft';

/** Pieces of `owner`'s of this type held on other players' faction sheets (17.5: not in their reinforcements). */
/** What capturedFrom reads: every player's captured units (a GameView fits as well as a GameState). */
export type UnitHolders = { readonly players: readonly Pick<PlayerState, 'captured'>[] };

export function capturedFrom(state: UnitHolders, owner: Seat, type: UnitType): number {
  return state.players.reduce(
    (n, p) =>
      n + (p.captured ?? []).filter((c) => c.owner === owner && c.type === type).reduce((m, c) => m + c.count, 0),
    0,
  );
}

/** What a player holds on their faction sheet. */
export const capturedBy = (state: GameState, seat: Seat): readonly CapturedUnits[] =>
  state.players[seat]?.captured ?? [];

/** 14: the seat's units with production in this system are blockaded by these seats' ships. */
export function blockadersOf(state: GameState, system: string, seat: Seat): Seat[] {
  return shipsIn(state, system, seat) > 0 ? [] : otherShipOwners(state, system, seat);
}

/** Systems where the seat has a space dock (on a planet or, for the Clan of Saar, in space). */
function spaceDockSystems(from: GameState, seat: Seat): string[] {
  const state = readOnly(from);
  return Object.entries(state.board.systems)
    .filter(
      ([key, sys]) =>
        countAt(state, spaceOf(key), seat, 'space-dock') > 0 ||
        Object.values(sys.planets).some((p) => (p.units[String(seat)]?.counts['space-dock'] ?? 0) > 0),
    )
    .map(([key]) => key);
}

/** 17.6 / 14.2a: while one of `capturer`'s space docks is blockaded by `owner`, it cannot capture `owner`'s units. */
export function canCapture(state: GameState, capturer: Seat, owner: Seat | null): boolean {
  if (owner === null || owner === capturer) return true;
  return !spaceDockSystems(state, capturer).some((sys) => blockadersOf(state, sys, capturer).includes(owner));
}

function addToSheet(state: GameState, capturer: Seat, owner: Seat | null, type: UnitType, count: number): void {
  const p = state.players[capturer]!;
  const list = (p.captured ??= []);
  const entry = list.find((c) => c.owner === owner && c.type === type);
  if (entry) entry.count += count;
  else list.push({ owner, type, count });
}

/**
 * Captures units already taken off the board: 17.1 a non-fighter ship or mech goes on the capturer's faction sheet;
 * 17.3 a fighter or infantry returns to its owner's reinforcements and the capturer takes a token from the supply.
 * Returns false (nothing captured) when 17.6 forbids it.
 */
export function captureUnits(ctx: FlowCtx, capturer: Seat, owner: Seat, type: UnitType, count: number): boolean {
  if (count <= 0 || !canCapture(ctx.state, capturer, owner)) return false;
  const token = hasTokens(type);
  addToSheet(ctx.state, capturer, token ? null : owner, type, count);
  emit(ctx, { type: 'units-captured', seat: capturer, owner, unit: type, count });
  return true;
}

/** 17.2 / 17.4: a captured piece goes back to its owner's reinforcements; a captured token goes back to the supply. */
export function returnCaptured(ctx: FlowCtx, capturer: Seat, owner: Seat | null, type: UnitType, count: number): void {
  const list = ctx.state.players[capturer]?.captured ?? [];
  const entry = list.find((c) => c.owner === owner && c.type === type);
  const n = Math.min(count, entry?.count ?? 0);
  if (!entry || n <= 0) return;
  entry.count -= n;
  if (entry.count === 0) list.splice(list.indexOf(entry), 1);
  emit(ctx, { type: 'captured-units-returned', seat: capturer, owner, unit: type, count: n });
}

/**
 * 14.2 / 17.2c: when a player blockades another's space dock, the blockaded player returns every captured ship and
 * mech of the blockader (tokens stay, 17.4b). Call it whenever ships settle in a system (after movement or combat).
 */
export function releaseOnBlockade(ctx: FlowCtx, system: string): void {
  const sys = ctx.state.board.systems[system];
  if (!sys) return;
  // Asked whenever ships settle: the players are read through the peek (kernel/draft.ts), so a command that
  // returns nothing does not make the draft copy them; each seat's captured units are read afresh after a return.
  for (const { seat } of ctx.read.players) {
    if (!spaceDockSystems(ctx.state, seat).includes(system)) continue;
    for (const blockader of blockadersOf(ctx.state, system, seat)) {
      for (const c of [...(ctx.read.players[seat]!.captured ?? [])]) {
        if (c.owner === blockader && (isShip(c.type) || c.type === 'mech'))
          returnCaptured(ctx, seat, blockader, c.type, c.count);
      }
    }
  }
}

/**
 * 79.4a: the Clan of Saar's Floating Factory (a space dock in the space area) is destroyed when blockaded. Written
 * here without engine/units/destroy to keep this module free of import cycles; nothing captures structures.
 */
export function destroyBlockadedFloatingFactories(ctx: FlowCtx, system: string): void {
  for (const { seat } of ctx.read.players) {
    const n = countAt(ctx.state, spaceOf(system), seat, 'space-dock');
    if (n === 0 || blockadersOf(ctx.state, system, seat).length === 0) continue;
    takeUnits(ctx.state, spaceOf(system), seat, 'space-dock', n);
    emit(ctx, {
      type: 'units-destroyed',
      seat,
      system,
      planet: null,
      unit: 'space-dock',
      count: n,
      cause: 'blockade',
    });
  }
}
