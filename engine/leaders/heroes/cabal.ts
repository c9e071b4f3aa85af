// The Vuil'raith Cabal hero, It Feeds on Carrion (LRR 51.10–51.12, 22 component actions, 17 capture, 17.6, 16.3
// capacity): as an action, every other player rolls 1 die for each of their non-fighter ships in or adjacent to a
// system with a dimensional tear; on 1–3 the Vuil'raith capture that ship. Fighters and ground forces that then
// exceed capacity are removed as usual (their owner chooses which, 16.3a) and captured too. Then purged.
import { z } from 'zod';
import { fail, ok } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { SHIP_TYPES, type UnitType } from '../../data/types';
import { dimensionalTearIn } from '../../factions/cabal.effects';
import { adjacentSystems } from '../../galaxy/adjacency';
import type { AbilityDef } from '../../kernel/abilities';
import { defineContent } from '../../kernel/content';
import { emit, type FlowCtx } from '../../kernel/context';
import { readOnly } from '../../kernel/draft';
import { defineStep, pushStep } from '../../kernel/steps';
import { adjacencyInPlay } from '../../tactical/adjacency-in-play';
import { canCapture, captureUnits } from '../../units/capture';
import { removeUnits } from '../../units/destroy';
import { countAt, spaceOf } from '../../units/stacks';

const HERO = 'cabalhero';
const CAPTURE_REMOVED = 'cabalhero/capture-removed';
/** 1–3 on the die: the ship is captured. */
const CAPTURED_ON_OR_BELOW = 3;
const CARRIED: readonly UnitType[] = ['fighter', 'infantry', 'mech'];
const NON_FIGHTER_SHIPS: readonly UnitType[] = SHIP_TYPES.filter((t) => t !== 'fighter');

const captureRemovedArgs = z.object({
  capturer: z.number().int(),
  seat: z.number().int(),
  system: z.string(),
  before: z.record(z.string(), z.number().int()),
});

declare module '../../kernel/steps' {
  interface StepArgs {
    [CAPTURE_REMOVED]: z.infer<typeof captureRemovedArgs>;
  }
}

/** Systems that contain a dimensional tear, and every system adjacent to one (in map order). */
export function carrionSystems(from: GameState, seat: Seat): string[] {
  const state = readOnly(from);
  const tears = Object.keys(state.board.systems).filter((k) => dimensionalTearIn(state, k).length > 0);
  const out = new Set(tears);
  for (const t of tears) for (const adj of adjacentSystems(state.board, t, adjacencyInPlay(state, seat))) out.add(adj);
  return Object.keys(state.board.systems).filter((k) => out.has(k));
}

/** Other players' non-fighter ships there that could be captured (17.6 spares a blockader), for the label. */
function shipsAtStake(state: GameState, seat: Seat): number {
  let n = 0;
  for (const key of carrionSystems(state, seat))
    for (const p of state.players)
      if (p.seat !== seat && !p.eliminated && canCapture(state, seat, p.seat))
        for (const t of NON_FIGHTER_SHIPS) n += countAt(state, spaceOf(key), p.seat, t);
  return n;
}

const carriedIn = (state: GameState, seat: Seat, system: string): Record<string, number> =>
  Object.fromEntries(CARRIED.map((t) => [t, countAt(state, spaceOf(system), seat, t)]));

/** Rolls for one player's ships in one system; returns how many were captured. */
function rollFor(ctx: FlowCtx, capturer: Seat, seat: Seat, system: string): number {
  let taken = 0;
  for (const type of NON_FIGHTER_SHIPS) {
    const n = countAt(ctx.state, spaceOf(system), seat, type);
    let captured = 0;
    for (let i = 0; i < n; i++) {
      const result = ctx.rng.d10();
      emit(ctx, { type: 'die-rolled', seat, purpose: HERO, needed: CAPTURED_ON_OR_BELOW, result });
      if (result <= CAPTURED_ON_OR_BELOW) captured += 1;
    }
    if (captured === 0) continue;
    removeUnits(ctx, spaceOf(system), seat, type, captured, 'ability');
    captureUnits(ctx, capturer, seat, type, captured);
    taken += captured;
  }
  return taken;
}

/** It Feeds on Carrion — ACTION: roll for every other player's ships at the tears; 1–3 captures. Then purge. */
export const CABAL_HERO: AbilityDef = {
  id: HERO,
  name: 'It Feeds on Carrion',
  source: { kind: 'leader', leader: HERO, role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) => [
    {
      label: `every other player rolls for each non-fighter ship in or beside a dimensional tear (${shipsAtStake(state, seat)} now); 1–3 you capture it`,
      targets: {},
    },
  ],
  check: (state, seat) =>
    carrionSystems(state, seat).length > 0
      ? ok(undefined)
      : fail('ability/bad-target', '51.10', 'It Feeds on Carrion needs a dimensional tear on the board.'),
  resolve: (ctx, seat) => {
    const systems = carrionSystems(ctx.state, seat);
    // Pushed last runs first: seats and systems are walked backwards so the rolls come in seat and map order.
    const players = ctx.state.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);
    const rolls: { seat: Seat; system: string; before: Record<string, number> }[] = [];
    for (const other of players) {
      // 17.6: nothing is captured from a player blockading one of the Vuil'raith's space docks.
      if (!canCapture(ctx.state, seat, other)) continue;
      for (const system of systems) {
        const before = carriedIn(ctx.state, other, system);
        if (rollFor(ctx, seat, other, system) > 0) rolls.push({ seat: other, system, before });
      }
    }
    for (const r of [...rolls].reverse()) {
      pushStep(ctx.state, CAPTURE_REMOVED, { capturer: seat, ...r });
      pushStep(ctx.state, 'transport/capacity', { seat: r.seat, system: r.system });
    }
  },
};

export const CABAL_HERO_LEADERS = defineContent({
  abilities: [CABAL_HERO],
  steps: [
    /** After the capacity check: the fighters and ground forces it removed are captured too. */
    defineStep(CAPTURE_REMOVED, captureRemovedArgs, (ctx, args) => {
      for (const type of CARRIED) {
        const gone = (args.before[type] ?? 0) - countAt(ctx.state, spaceOf(args.system), args.seat, type);
        if (gone > 0) captureUnits(ctx, args.capturer, args.seat, type, gone);
      }
    }),
  ],
});
