// Ghost Squad (LRR 2 action cards, 49.2 commit ground forces, 43 ground forces): after a player commits units to land
// on a planet you control, move any number of your ground forces between the planets you control in the active system.
import { planetLabel, unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES, type UnitType } from '../data/types';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { countAt, moveUnits, planetArea } from '../units/stacks';
import { committedOf, type Committed } from './parley';

const movesSchema = z
  .array(
    z.object({
      from: z.string(),
      to: z.string(),
      units: z.partialRecord(unitTypeSchema, z.number().int().min(1)),
    }),
  )
  .min(1);
type Moves = z.infer<typeof movesSchema>;

const controlled = (state: GameState, seat: Seat, system: string): string[] =>
  Object.entries(state.board.systems[system]?.planets ?? {})
    .filter(([, p]) => p.owner === seat)
    .map(([id]) => id);

const forcesOn = (state: GameState, seat: Seat, system: string, planet: string): [UnitType, number][] =>
  GROUND_FORCE_TYPES.map((t): [UnitType, number] => [t, countAt(state, planetArea(system, planet), seat, t)]).filter(
    ([, n]) => n > 0,
  );

/** Another player's units landed on a planet the seat controls (the card's moment, from public facts). */
const landedOnMine = (state: GameState, seat: Seat, c: Committed): boolean =>
  c.seat !== seat && c.landings.some((l) => controlled(state, seat, c.system).includes(l.planet));

/** 2.6a / 43: each move goes between two different planets the seat controls there, with ground forces it has. */
function checkMoves(state: GameState, seat: Seat, c: Committed, targets: Targets): Result<Moves> {
  const parsed = movesSchema.safeParse(targets.moves);
  if (!parsed.success) return fail('ability/bad-target', '2.6a', 'Say which ground forces move from where to where.');
  const mine = controlled(state, seat, c.system);
  const used = new Map<string, number>();
  for (const m of parsed.data) {
    if (m.from === m.to || !mine.includes(m.from) || !mine.includes(m.to))
      return fail('ability/bad-target', '2.6a', 'Move between two different planets you control in the active system.');
    for (const [t, n] of Object.entries(m.units) as [UnitType, number][]) {
      const key = `${m.from}|${t}`;
      used.set(key, (used.get(key) ?? 0) + n);
      if (
        !(GROUND_FORCE_TYPES as readonly UnitType[]).includes(t) ||
        (used.get(key) ?? 0) > countAt(state, planetArea(c.system, m.from), seat, t)
      )
        return fail('ability/bad-target', '43', `You do not have that many ground forces (${t}) on ${m.from}.`);
    }
  }
  return ok(parsed.data);
}

export const GHOST_SQUAD: AbilityDef = {
  id: 'ghost-squad',
  name: 'Ghost Squad',
  source: { kind: 'action-card', card: 'ghost-squad' },
  window: 'after-ground-forces-committed',
  costs: [],
  eligible: (state, seat, subject) => {
    const c = committedOf(subject);
    return c !== null && landedOnMine(state, seat, c);
  },
  // For the bot and the form: all of one planet's ground forces to a planet that was landed on.
  targetOptions: (state, seat, subject) => {
    const c = committedOf(subject);
    if (!c || !landedOnMine(state, seat, c)) return [];
    const mine = controlled(state, seat, c.system);
    const landed = c.landings.map((l) => l.planet).filter((p) => mine.includes(p));
    return mine.flatMap((from) => {
      const forces = forcesOn(state, seat, c.system, from);
      if (forces.length === 0) return [];
      const units = Object.fromEntries(forces);
      const what = forces.map(([t, n]) => `${n} ${unitLabel(t)}`).join(', ');
      return landed
        .filter((to) => to !== from)
        .map((to) => ({
          label: `move ${what} from ${planetLabel(from)} to ${planetLabel(to)}`,
          targets: { moves: [{ from, to, units }] },
        }));
    });
  },
  check: (state, seat, targets, subject) => {
    const c = committedOf(subject);
    if (!c || !landedOnMine(state, seat, c))
      return fail('ability/not-eligible', '2.6', 'Ghost Squad follows units landing on a planet you control.');
    const moves = checkMoves(state, seat, c, targets);
    return moves.ok ? ok(undefined) : moves;
  },
  resolve: (ctx, seat, targets, subject) => {
    const c = committedOf(subject);
    if (!c) return;
    const moves = checkMoves(ctx.state, seat, c, targets);
    if (!moves.ok) return; // 1.9: the forces are gone meanwhile
    for (const m of moves.value) {
      for (const [t, n] of Object.entries(m.units) as [UnitType, number][])
        moveUnits(ctx.state, planetArea(c.system, m.from), planetArea(c.system, m.to), seat, t, n);
      const what = Object.entries(m.units)
        .map(([t, n]) => `${n} ${unitLabel(t)}`)
        .join(', ');
      emit(ctx, {
        type: 'note',
        text: `Ghost Squad: ${what} move from ${planetLabel(m.from)} to ${planetLabel(m.to)}.`,
      });
    }
  },
};

export const GHOST_SQUAD_CARD = defineContent({ abilities: [GHOST_SQUAD] });
