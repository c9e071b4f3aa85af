// LRR 101 wormholes, 6.1 wormhole adjacency, 58.6 moving ships, 96 faction units: the Creuss flagship (Hil Colish)
// carries a delta wormhole with it, and during movement it may move before or after the player's other ships.
import type { GameState } from '../core/state';
import type { Wormhole } from '../data/types';
import type { AdjacencyOptions } from '../galaxy/adjacency';
import { statsOf } from '../units/stats';
import { areasWith } from '../units/stacks';

/** The moving Hil Colish's timing, kept only in the cloned state that movement plans against (never saved). */
export const HIL_COLISH_NOTE = 'hilColishBefore';

/** Systems where a Hil Colish is, by key: each contains a delta wormhole (101 via the flagship's ability). */
export function unitWormholes(state: GameState): Record<string, Wormhole[]> {
  const out: Record<string, Wormhole[]> = {};
  const before = state.tactical?.notes[HIL_COLISH_NOTE] === true;
  for (const p of state.players) {
    if (!(statsOf(state, p.seat, 'flagship')?.unit.startsWith('ghost_flagship') ?? false)) continue;
    const seen = areasWith(state, p.seat, 'flagship')
      .filter((a) => a.planet === undefined)
      .map((a) => a.system);
    const systems = before && state.tactical ? [state.tactical.system] : seen;
    for (const key of systems) out[key] = ['delta'];
  }
  return out;
}

/** `opts` with the delta wormholes units carry added (for every purpose: movement, neighbours, space cannon...). */
export function withUnitWormholes(state: GameState, opts: AdjacencyOptions): AdjacencyOptions {
  const extra = unitWormholes(state);
  if (Object.keys(extra).length === 0) return opts;
  const merged: Record<string, Wormhole[]> = {};
  for (const [k, ws] of Object.entries(opts.extraWormholes ?? {})) merged[k] = [...ws];
  for (const [k, ws] of Object.entries(extra)) merged[k] = [...new Set([...(merged[k] ?? []), ...ws])];
  return { ...opts, extraWormholes: merged };
}

/**
 * The state a movement is planned against when the Hil Colish moves before the other ships: its delta wormhole is
 * already in the active system (a clone; the real state is never changed by planning).
 */
export function hilColishMovedFirst(state: GameState): GameState {
  const draft = structuredClone(state);
  if (draft.tactical) draft.tactical.notes[HIL_COLISH_NOTE] = true;
  return draft;
}
