// The Ghosts of Creuss (faction id 'ghost'), what they change in the rules — LRR 101 wormholes, 6.1 adjacency,
// 58 movement, 96 faction units: Quantum Entanglement (alpha and beta systems are adjacent for them, and no effect
// closes them), Slipstream (+1 move from their home system or an alpha or beta system), and the Hil Colish (their
// flagship), which carries a delta wormhole and may move before or after their other ships.
import type { GameState, Seat } from '../core/state';
import type { Wormhole } from '../data/types';
import { ADJACENCY, MOVE_BONUS, MOVEMENT_ORDERS, WORMHOLES_ALWAYS_OPEN } from '../effects/hooks';
import { unitStats } from '../combat/unit-stats';
import { faction } from '../data/factions';
import { wormholesIn } from '../galaxy/adjacency';
import { defineProvider } from '../kernel/effects';
import { areasWith } from '../units/stacks';
import { deepCopy } from '../kernel/context';
import { readOnly } from '../kernel/draft';

const isCreuss = (state: GameState, seat: Seat | undefined): boolean =>
  seat !== undefined && readOnly(state).players[seat]?.faction === 'ghost';

const ALPHA_BETA: readonly Wormhole[] = ['alpha', 'beta'];

/** The Creuss home system's tile (Slipstream counts it like a wormhole system). */
const CREUSS_HOME_TILE = '51';
/** The Hil Colish's unit id (its printed card; no technology upgrades a flagship into it). */
const HIL_COLISH = 'ghost_flagship';
/** The moving Hil Colish's timing, kept only in the cloned state that movement plans against (never saved). */
export const HIL_COLISH_NOTE = 'hilColishBefore';

/** Systems where a Hil Colish is, by key: each contains a delta wormhole (101 via the flagship's ability). */
export function unitWormholes(from: GameState): Record<string, Wormhole[]> {
  const state = readOnly(from); // only read, after most commands: the draft need not copy the players for it
  const out: Record<string, Wormhole[]> = {};
  const before = state.tactical?.notes[HIL_COLISH_NOTE] === true;
  for (const p of state.players) {
    // Asked whenever adjacency is (every command, by the leader-unlock check): the faction's printed units tell
    // cheaply who can have a Hil Colish at all; its stats are looked up only for them.
    if (!faction(p.faction)?.units.some((u) => u.startsWith(HIL_COLISH))) continue;
    if (!unitStats(state, p.seat, 'flagship').unit.startsWith(HIL_COLISH)) continue;
    const seen = areasWith(state, p.seat, 'flagship')
      .filter((a) => a.planet === undefined)
      .map((a) => a.system);
    const systems = before && state.tactical ? [state.tactical.system] : seen;
    for (const key of systems) out[key] = ['delta'];
  }
  return out;
}

/**
 * The state a movement is planned against when the Hil Colish moves before the other ships: its delta wormhole is
 * already in the active system (a clone; the real state is never changed by planning).
 */
export function hilColishMovedFirst(state: GameState): GameState {
  const draft = deepCopy(state);
  if (draft.tactical) draft.tactical.notes[HIL_COLISH_NOTE] = true;
  return draft;
}

const hilColishMoves = (state: GameState, seat: Seat): boolean =>
  unitStats(state, seat, 'flagship').unit.startsWith('ghost_flagship');

export const GHOST_EFFECTS = defineProvider('faction:ghost', [
  // Quantum Entanglement: for the Creuss, alpha and beta wormholes are linked, and no effect closes them.
  ADJACENCY.answer(({ state, seat }) => ({
    ...(isCreuss(state, seat) ? { linkedWormholes: [ALPHA_BETA] } : {}),
    // The Hil Colish's delta wormhole is there for every player, for all purposes.
    extraWormholes: unitWormholes(state),
  })),
  WORMHOLES_ALWAYS_OPEN.answer(({ state, seat }) => isCreuss(state, seat)),
  // Slipstream: +1 move for ships starting in the Creuss home system or an alpha or beta wormhole system.
  MOVE_BONUS.answer(({ state, seat, from }) => {
    if (!isCreuss(state, seat)) return 0;
    const here = wormholesIn(state.board, from);
    return here.includes('alpha') || here.includes('beta') || state.board.systems[from]?.tile === CREUSS_HOME_TILE
      ? 1
      : 0;
  }),
  // The Hil Colish may move before the other ships: a movement refused as declared is tried that way too.
  MOVEMENT_ORDERS.answer(({ state, seat, flagshipMoves }) =>
    flagshipMoves && hilColishMoves(state, seat) ? [hilColishMovedFirst(state)] : [],
  ),
]);
