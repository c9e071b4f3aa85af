// The Vuil'raith Cabal's Vortex (LRR 22 component actions, 6.2a a system is not adjacent to itself, 17 capture,
// 17.6 no capturing from blockaders): exhaust it to capture, from another player's reinforcements, 1 unit of a
// non-structure type that player has in a system adjacent to one of the Vuil'raith's space docks. Their note
// Crucible (69 promissory notes, 41 gravity rift): after its holder activates a system, their ships do not roll for
// gravity rifts during that movement and gain 1 more move from each rift they leave (cabal.effects.ts answers both).
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import { activatedByYou, activeSystemOf } from '../action-cards/activation-kit';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { readOnly } from '../kernel/draft';
import { unitLabel } from '../tactical/labels';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { CRUCIBLE_NOTE, crucibleSeats } from './cabal.effects';
import { mayHoldNoteOf, playableCopies, returnNote } from '../transactions/notes';
import { canCapture, captureUnits } from '../units/capture';
import { inReinforcements } from '../units/reinforcements';
import { isStructure } from '../units/stacks';

const vortexTargets = z.object({ player: z.number().int(), unit: unitTypeSchema });

const NON_STRUCTURES: readonly UnitType[] = UNIT_TYPES.filter((t) => !isStructure(t));

/** Systems with one of the seat's space docks (on a planet, or in space). */
function dockSystems(state: GameState, seat: Seat): string[] {
  const id = String(seat);
  return Object.entries(state.board.systems)
    .filter(
      ([, sys]) =>
        (sys.space[id]?.counts['space-dock'] ?? 0) > 0 ||
        Object.values(sys.planets).some((p) => (p.units[id]?.counts['space-dock'] ?? 0) > 0),
    )
    .map(([key]) => key);
}

/** 6.2a: systems adjacent to one of the seat's space docks (a dock's own system only if another dock is adjacent). */
function besideDocks(state: GameState, seat: Seat): Set<string> {
  const near = new Set<string>();
  for (const key of dockSystems(state, seat))
    for (const adj of adjacentSystems(state.board, key, adjacencyInPlay(state, seat))) near.add(adj);
  return near;
}

/** Another player's unit types in those systems (space or planets). */
function typesNear(state: GameState, near: ReadonlySet<string>, owner: Seat): Set<UnitType> {
  const id = String(owner);
  const found = new Set<UnitType>();
  for (const key of near) {
    const sys = state.board.systems[key];
    if (!sys) continue;
    for (const stack of [sys.space[id], ...Object.values(sys.planets).map((p) => p.units[id])])
      for (const t of NON_STRUCTURES) if ((stack?.counts[t] ?? 0) > 0) found.add(t);
  }
  return found;
}

/** Every (player, unit type) Vortex may name now. */
function vortexChoices(from: GameState, seat: Seat): { player: Seat; unit: UnitType }[] {
  const state = readOnly(from);
  const near = besideDocks(state, seat);
  const out: { player: Seat; unit: UnitType }[] = [];
  for (const p of state.players) {
    if (p.seat === seat || p.eliminated || !canCapture(state, seat, p.seat)) continue;
    const types = typesNear(state, near, p.seat);
    for (const t of NON_STRUCTURES)
      if (types.has(t) && inReinforcements(state, p.seat, t) > 0) out.push({ player: p.seat, unit: t });
  }
  return out;
}

function checkVortex(state: GameState, seat: Seat, targets: unknown): Result<{ player: Seat; unit: UnitType }> {
  const t = vortexTargets.safeParse(targets);
  if (!t.success) return fail('input/bad-targets', 'input', 'Name a player and a unit type.');
  if (!vortexChoices(state, seat).some((c) => c.player === t.data.player && c.unit === t.data.unit))
    return fail(
      'ability/bad-target',
      '6.2a',
      "Vortex names another player's non-structure unit in a system adjacent to your space dock, of a type left in their reinforcements, from a player not blockading your docks (17.6).",
    );
  return ok(t.data);
}

export const VORTEX: AbilityDef = {
  id: 'vortex',
  name: 'Vortex',
  source: { kind: 'technology', technology: 'vtx' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    vortexChoices(state, seat).map((c) => ({
      label: `capture 1 ${unitLabel(c.unit)} from ${state.players[c.player]?.name ?? 'that player'}'s reinforcements`,
      targets: { player: c.player, unit: c.unit },
    })),
  check: (state, seat, targets) => {
    const r = checkVortex(state, seat, targets);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets) => {
    const r = checkVortex(ctx.state, seat, targets);
    if (r.ok) captureUnits(ctx, seat, r.value.player, r.value.unit, 1);
  },
};

// ---- Crucible -------------------------------------------------------------------------------------------------------

const crucibleOwners = (state: GameState, seat: Seat, subject: Subject): Seat[] =>
  activeSystemOf(state, subject) !== null && activatedByYou(subject, seat) && !crucibleSeats(state).includes(seat)
    ? playableCopies(state, seat, 'crucible').map((r) => r.owner)
    : [];

function checkCrucible(state: GameState, seat: Seat, targets: unknown, subject: Subject): Result<Seat> {
  const owner = z.object({ owner: z.number().int() }).safeParse(targets);
  if (!owner.success) return fail('input/bad-targets', 'input', 'Name the owner of the Crucible you play.');
  if (owner.data.owner === seat) return fail('transactions/own-note', '69.2', 'You cannot play your own Crucible.');
  if (!crucibleOwners(state, seat, subject).includes(owner.data.owner))
    return fail(
      'ability/not-eligible',
      '69.1',
      'Crucible is played from your hand after you activate a system, while that tactical action is under way.',
    );
  return ok(owner.data.owner);
}

/** Crucible (the Vuil'raith note): after activating, this movement's ships skip rift rolls and gain 1 more per rift. */
export const CRUCIBLE: AbilityDef = {
  id: 'crucible',
  name: 'Crucible',
  source: { kind: 'promissory-note', note: 'crucible' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  // Public facts only: the seat activated, was given notes, and a Vuil'raith is seated.
  eligible: (state, seat, subject) =>
    activeSystemOf(state, subject) !== null && activatedByYou(subject, seat) && mayHoldNoteOf(state, seat, 'cabal'),
  targetOptions: (state, seat, subject) =>
    crucibleOwners(state, seat, subject).map((owner) => ({
      label: `${state.players[owner]?.name ?? 'their'}'s Crucible: your ships do not roll for gravity rifts this movement and each rift gives 1 more move`,
      targets: { owner },
    })),
  check: (state, seat, targets, subject) => {
    const r = checkCrucible(state, seat, targets, subject);
    return r.ok ? ok(undefined) : r;
  },
  resolve: (ctx, seat, targets, subject) => {
    const r = checkCrucible(ctx.state, seat, targets, subject);
    if (!r.ok || !ctx.state.tactical) return;
    ctx.state.tactical.notes[CRUCIBLE_NOTE] = [...crucibleSeats(ctx.state), seat];
    returnNote(ctx, seat, { note: 'crucible', owner: r.value });
  },
};

export const CABAL = defineContent({ abilities: [VORTEX, CRUCIBLE] });
