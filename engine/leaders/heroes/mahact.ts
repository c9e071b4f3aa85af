// The Mahact hero, Airo Shir Aur — Benediction: Pax Magnifica (LRR 51.10–51.12 heroes, 78 space combat, 78.7
// retreats): as a component action, every unit in the space area of one system moves into an adjacent system holding
// another player's ships; a space combat is then fought there in which neither side may retreat or move its ships by
// an ability (the combat record's `shipsStay`); the hero is purged as it is used. Ground forces and fighters in that
// space area go along (they are in it); capacity is as before the move and is checked when the combat ends (16.3c).
// The combat lives in a tactical-action record (engine/combat/combat-record.ts) that this action opens for its
// length, the destination as its system, and closes afterwards.
import { z } from 'zod';
import { fail, ok, type Result } from '../../core/result';
import { hexKeySchema, seatSchema } from '../../core/schemas';
import type { GameState, Seat } from '../../core/state';
import type { UnitType } from '../../data/types';
import { startSpaceCombat } from '../../combat/space-combat';
import { adjacentSystems } from '../../galaxy/adjacency';
import type { AbilityDef, Targets } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit } from '../../kernel/context';
import { defineStep, noArgs, pushStep, type NoArgs } from '../../kernel/steps';
import { adjacencyInPlay } from '../../tactical/adjacency-in-play';
import { systemLabel } from '../../tactical/labels';
import { otherShipOwners } from '../../units/stacks';
import { shipCount } from '../../combat/combat-record';
import { carryOutHeroMoves, type HeroMove } from './hero-moves';

const HERO = 'mahacthero';
const COMBAT = 'mahacthero/combat';
const END = 'mahacthero/end';

const combatArgs = z.object({ attacker: seatSchema, system: hexKeySchema });

declare module '../../kernel/steps' {
  interface StepArgs {
    [COMBAT]: z.infer<typeof combatArgs>;
    [END]: NoArgs;
  }
}

const targetsSchema = z.object({ from: z.string(), to: z.string() });

const nameOf = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `Seat ${seat}`;

/** The one player whose units fill the system's space area, when they include a ship; null otherwise. */
function moverIn(state: GameState, system: string): Seat | null {
  const owners = Object.entries(state.board.systems[system]?.space ?? {})
    .filter(([, stack]) => Object.values(stack.counts).some((n) => (n ?? 0) > 0))
    .map(([seat]) => Number(seat));
  return owners.length === 1 && shipCount(state, system, owners[0]!) > 0 ? owners[0]! : null;
}

/** Every (from, to) pair the hero may name: a space area's units, an adjacent system with another player's ships. */
function pairs(state: GameState, seat: Seat): { from: string; to: string; mover: Seat }[] {
  const out: { from: string; to: string; mover: Seat }[] = [];
  const opts = adjacencyInPlay(state, seat);
  for (const from of Object.keys(state.board.systems).sort()) {
    const mover = moverIn(state, from);
    if (mover === null) continue;
    for (const to of adjacentSystems(state.board, from, opts).sort())
      if (state.board.systems[to] && otherShipOwners(state, to, mover).length > 0) out.push({ from, to, mover });
  }
  return out;
}

function checkTargets(
  state: GameState,
  seat: Seat,
  targets: Targets,
): Result<{ from: string; to: string; mover: Seat }> {
  const t = targetsSchema.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Choose the system whose units move and where to.');
  // The combat needs a record of its own: none may be under way (a component action is never inside one).
  if (state.tactical) return fail('ability/not-now', '51.10', 'Airo Shir Aur is used as a component action.');
  const found = pairs(state, seat).find((p) => p.from === t.data.from && p.to === t.data.to);
  if (!found)
    return fail(
      'ability/bad-target',
      '51.10',
      "Choose a space area holding one player's ships and an adjacent system with another player's ships.",
    );
  return ok(found);
}

/** The move of everything in the space area: ships as ships, ground forces as what they carry. */
function wholeSpaceArea(state: GameState, from: string, to: string, mover: Seat): HeroMove {
  const counts = state.board.systems[from]?.space[String(mover)]?.counts ?? {};
  const ships: HeroMove['ships'] = {};
  const cargo: NonNullable<HeroMove['cargo']> = [];
  for (const [type, n] of Object.entries(counts) as [UnitType, number | undefined][]) {
    if (!n) continue;
    if (type === 'infantry' || type === 'mech') cargo.push({ unit: type, count: n });
    else ships[type] = n;
  }
  return { from, to, ships, cargo };
}

/** Airo Shir Aur — ACTION: a whole space area moves next door into another player's ships; they fight; purge. */
export const MAHACT_HERO: AbilityDef = {
  id: HERO,
  name: 'Airo Shir Aur',
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    state.tactical
      ? []
      : pairs(state, seat).map(({ from, to, mover }) => ({
          label: `move everything of ${nameOf(state, mover)} in ${systemLabel(state, from)}'s space into ${systemLabel(state, to)}: a space combat without retreat`,
          targets: { from, to },
        })),
  check: (state, seat, targets) => {
    const t = checkTargets(state, seat, targets);
    return t.ok ? ok(undefined) : t;
  },
  resolve: (ctx, seat, targets) => {
    const t = checkTargets(ctx.state, seat, targets);
    if (!t.ok) return;
    const { from, to, mover } = t.value;
    ctx.state.tactical = { system: to, movedFrom: [from], notes: {} };
    emit(ctx, {
      type: 'note',
      text: `Airo Shir Aur: ${nameOf(ctx.state, mover)}'s units in ${systemLabel(ctx.state, from)} move into ${systemLabel(ctx.state, to)}; neither side may retreat.`,
    });
    // Pushed in reverse: the move's checks (fleet pool, effects of ships moving in), the combat, then the record closes.
    pushStep(ctx.state, END);
    pushStep(ctx.state, COMBAT, { attacker: mover, system: to });
    carryOutHeroMoves(ctx, mover, [wholeSpaceArea(ctx.state, from, to, mover)]);
  },
};

const MAHACT_HERO_STEPS = [
  /** 78.1: the units that moved in fight the other player's ships there, if both still have ships. */
  defineStep(COMBAT, combatArgs, (ctx, { attacker, system }) => {
    const defender = otherShipOwners(ctx.state, system, attacker)[0];
    if (defender === undefined || shipCount(ctx.state, system, attacker) === 0) return;
    startSpaceCombat(ctx, { attacker, defender, system }, { shipsStay: true });
  }),
  /** The combat is over: the system stops being the ability's (no tactical action was under way). */
  defineStep(END, noArgs, (ctx) => {
    ctx.state.tactical = null;
  }),
];

export const MAHACT_HERO_LEADERS = defineContent({ abilities: [MAHACT_HERO], steps: MAHACT_HERO_STEPS });
