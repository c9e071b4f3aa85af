// The Vuil'raith Cabal's Amalgamation (LRR 17.2b a captured unit returned as an ability's cost, 17.1/17.4c where it
// goes, 67 producing units): each captured unit of a produced type they return produces one unit of that type without
// spending resources. The production limit, placement and reinforcements rules still apply to every unit.
import type { CommandOf } from '../core/commands';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { deepCopy, type FlowCtx } from '../kernel/context';
import { capturedBy, returnCaptured } from '../units/capture';

/** One entry of the produce command's `amalgamation`: captured units of `owner` (null: tokens) returned. */
export type AmalgamationReturn = NonNullable<CommandOf<'produce'>['amalgamation']>[number];

interface Line {
  readonly unit: UnitType;
  readonly count: number;
}

export const hasAmalgamation = (state: GameState, seat: Seat): boolean => state.players[seat]?.faction === 'cabal';

/** The same (owner, unit) named twice counts once with both counts. */
function merged(returns: readonly AmalgamationReturn[]): AmalgamationReturn[] {
  const out: AmalgamationReturn[] = [];
  for (const r of returns) {
    const same = out.find((x) => x.owner === r.owner && x.unit === r.unit);
    if (same) out.splice(out.indexOf(same), 1, { ...same, count: same.count + r.count });
    else out.push(r);
  }
  return out;
}

const producedOf = (lines: readonly Line[], unit: UnitType) =>
  lines.filter((l) => l.unit === unit).reduce((n, l) => n + l.count, 0);

/** Every rule the returned units must satisfy: the Vuil'raith hold them, and as many of that type are produced. */
export function checkAmalgamation(
  state: GameState,
  seat: Seat,
  returns: readonly AmalgamationReturn[] | undefined,
  lines: readonly Line[],
): Result<void> {
  if (!returns || returns.length === 0) return ok(undefined);
  if (!hasAmalgamation(state, seat))
    return fail('production/amalgamation', '17.2b', "Only the Vuil'raith Cabal have Amalgamation.");
  const held = capturedBy(state, seat);
  for (const r of merged(returns)) {
    const have = held.find((c) => c.owner === r.owner && c.type === r.unit)?.count ?? 0;
    if (have < r.count)
      return fail(
        'production/amalgamation',
        '17.2b',
        `You hold ${have} captured ${r.unit} of that kind on your faction sheet, not ${r.count}.`,
      );
  }
  for (const unit of new Set(returns.map((r) => r.unit))) {
    const back = returns.filter((r) => r.unit === unit).reduce((n, r) => n + r.count, 0);
    if (back > producedOf(lines, unit))
      return fail(
        'production/amalgamation',
        '17.2b',
        `Each captured ${unit} returned produces one ${unit}: you return ${back} but produce ${producedOf(lines, unit)}.`,
      );
  }
  return ok(undefined);
}

/** The lines still paid for with resources: each returned unit makes one unit of its type free. */
export function paidLines<L extends Line>(
  lines: readonly L[],
  returns: readonly AmalgamationReturn[] | undefined,
): L[] {
  if (!returns || returns.length === 0) return [...lines];
  const free = new Map<UnitType, number>();
  for (const r of returns) free.set(r.unit, (free.get(r.unit) ?? 0) + r.count);
  const out: L[] = [];
  for (const l of lines) {
    const f = Math.min(free.get(l.unit) ?? 0, l.count);
    free.set(l.unit, (free.get(l.unit) ?? 0) - f);
    if (l.count - f > 0) out.push({ ...l, count: l.count - f });
  }
  return out;
}

/**
 * The state as it is once the units are returned, to judge reinforcements: the Vuil'raith's own captured pieces (The
 * Terror Between) go back to their reinforcements and may be produced at once. Copies only when that changes anything.
 */
export function afterReturns(
  state: GameState,
  seat: Seat,
  returns: readonly AmalgamationReturn[] | undefined,
): GameState {
  const own = (returns ?? []).filter((r) => r.owner === seat);
  if (own.length === 0) return state;
  const copy = deepCopy(state);
  const list = copy.players[seat]?.captured ?? [];
  for (const r of own) {
    const entry = list.find((c) => c.owner === r.owner && c.type === r.unit);
    if (entry) entry.count -= Math.min(entry.count, r.count);
  }
  copy.players[seat]!.captured = list.filter((c) => c.count > 0);
  return copy;
}

/** 17.1 / 17.4c: pieces go back to their owners' reinforcements, tokens to the supply. */
export function returnAmalgamated(ctx: FlowCtx, seat: Seat, returns: readonly AmalgamationReturn[] | undefined): void {
  for (const r of returns ?? []) returnCaptured(ctx, seat, r.owner, r.unit, r.count);
}
