// Heroes that move ships outside a tactical action (LRR 51.10; 58 movement and 95 transport as far as they apply):
// the L1Z1X hero and the Argent hero. Ships go straight from their system to the chosen one — no range, no path,
// so nothing in between is crossed — carrying fighters and ground forces from the space area or the planets of
// the system they leave, within their capacity (16); nothing lands. Afterwards the usual checks run: capacity in
// every system involved (16.3) and the fleet pool where ships arrived (37.3).
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import { countSchema, unitTypeSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import type { UnitType } from '../../data/types';
import type { FlowCtx } from '../../kernel/context';
import { emit } from '../../kernel/context';
import { AFTER_SHIPS_MOVED_INTO, ask } from '../../effects';
import { pushStep, pushStepCall } from '../../kernel/steps';
import { countAt, moveUnits, planetArea, spaceOf, type Area } from '../../units/stacks';
import { statsOf } from '../../units/stats';

const CARGO = ['fighter', 'infantry', 'mech'] as const;
type CargoType = (typeof CARGO)[number];

export const heroMoveSchema = z.object({
  from: z.string(),
  to: z.string(),
  ships: z.partialRecord(unitTypeSchema, countSchema),
  cargo: z.array(z.object({ unit: z.enum(CARGO), count: countSchema, planet: z.string().optional() })).optional(),
});
export type HeroMove = z.infer<typeof heroMoveSchema>;

/** What a hero lets move: which ship types, and where to (a violation, or null when the system may be entered). */
export interface HeroMoveRules {
  readonly name: string;
  readonly shipTypes: readonly UnitType[];
  destination(state: GameState, seat: Seat, to: string): string | null;
}

const cargoArea = (from: string, planet: string | undefined): Area =>
  planet === undefined ? spaceOf(from) : planetArea(from, planet);

/** 16.1: how many fighters and ground forces the moving ships can carry. */
const capacityOf = (state: GameState, seat: Seat, ships: HeroMove['ships']): number =>
  Object.entries(ships).reduce((n, [t, c]) => n + (statsOf(state, seat, t as UnitType)?.capacity ?? 0) * (c ?? 0), 0);

export function checkHeroMoves(
  state: GameState,
  seat: Seat,
  moves: readonly HeroMove[],
  rules: HeroMoveRules,
): Result<void> {
  if (moves.length === 0) return fail('input/bad-targets', 'input', 'Say which ships move where.');
  const need = new Map<string, { area: Area; type: UnitType; count: number }>();
  const add = (area: Area, type: UnitType, count: number) => {
    const key = `${area.system}|${area.planet ?? ''}|${type}`;
    const had = need.get(key);
    need.set(key, { area, type, count: (had?.count ?? 0) + count });
  };
  for (const m of moves) {
    if (m.from === m.to || !state.board.systems[m.from] || !state.board.systems[m.to])
      return fail('ability/bad-target', '51.10', 'Ships move from one system on the board to another.');
    const ships = Object.entries(m.ships).filter(([, n]) => (n ?? 0) > 0);
    if (ships.length === 0) return fail('ability/bad-target', '51.10', 'Each move takes at least one ship.');
    for (const [t, n] of ships) {
      if (!rules.shipTypes.includes(t as UnitType))
        return fail('ability/bad-target', '51.10', `${rules.name} moves only ${rules.shipTypes.join(', ')}.`);
      add(spaceOf(m.from), t as UnitType, n!);
    }
    let carried = 0;
    for (const c of m.cargo ?? []) {
      if (c.planet !== undefined && (c.unit === 'fighter' || !state.board.systems[m.from]!.planets[c.planet]))
        return fail(
          'ability/bad-target',
          '95',
          'Ground forces are picked up from a planet of the system the ships leave.',
        );
      add(cargoArea(m.from, c.planet), c.unit as CargoType, c.count);
      carried += c.count;
    }
    if (carried > capacityOf(state, seat, m.ships))
      return fail('ability/bad-target', '16.1', 'The moving ships cannot carry that many fighters and ground forces.');
    const why = rules.destination(state, seat, m.to);
    if (why !== null) return fail('ability/bad-target', '51.10', why);
  }
  for (const { area, type, count } of need.values())
    if (countAt(state, area, seat, type) < count)
      return fail('ability/bad-target', '51.10', `You do not have ${count} ${type} there to move.`);
  return ok(undefined);
}

/** Moves the checked ships and cargo, then asks the capacity and fleet pool checks (pushed in reverse). */
export function carryOutHeroMoves(ctx: FlowCtx, seat: Seat, moves: readonly HeroMove[]): void {
  const touched = new Set<string>();
  const arrived = new Set<string>();
  for (const m of moves) {
    const ships: Record<string, number> = {};
    const transported: Record<string, number> = {};
    for (const [t, n] of Object.entries(m.ships)) {
      if (!n) continue;
      moveUnits(ctx.state, spaceOf(m.from), spaceOf(m.to), seat, t as UnitType, n);
      ships[t] = n;
    }
    for (const c of m.cargo ?? []) {
      if (c.count === 0) continue;
      moveUnits(ctx.state, cargoArea(m.from, c.planet), spaceOf(m.to), seat, c.unit, c.count);
      transported[c.unit] = (transported[c.unit] ?? 0) + c.count;
    }
    emit(ctx, { type: 'ships-moved', seat, from: m.from, to: m.to, path: [m.to], ships, transported });
    touched.add(m.from);
    touched.add(m.to);
    arrived.add(m.to);
  }
  // Effects that follow ships moving into a system (Voidwatch) apply to these moves too; they run after the checks.
  for (const system of [...arrived].sort().reverse()) {
    const forced = ask(AFTER_SHIPS_MOVED_INTO, { state: ctx.state, seat, system });
    for (const call of [...forced].reverse()) pushStepCall(ctx.state, call);
  }
  for (const system of [...arrived].sort().reverse()) pushStep(ctx.state, 'fleet-pool/check', { seat, system });
  for (const system of [...touched].sort().reverse()) pushStep(ctx.state, 'transport/capacity', { seat, system });
}
