// Dominus Orb (LRR 73 relics, 70 purge, 58.4c movement, 95.3 transport): after activating a system and before moving,
// its holder may purge it; in that tactical action's movement, units in systems holding their command tokens may move
// and be transported too (engine/tactical/movement.ts asks `dominusOrbInUse`).
import { ok } from '../core/result';
import type { GameState } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

const RELIC = 'dominus-orb';
/** The tactical action's note (state.tactical.notes) that the Orb was purged for its movement. */
const NOTE = 'dominus-orb';

/** Whether this tactical action's movement ignores the active player's command tokens (the Orb was purged for it). */
export const dominusOrbInUse = (state: GameState): boolean => state.tactical?.notes[NOTE] === true;

/** Some system other than the active one holds the seat's command token: only then does the Orb change anything. */
const tokensElsewhere = (state: GameState, seat: number): boolean =>
  Object.entries(state.board.systems).some(
    ([key, sys]) => key !== state.tactical?.system && sys.commandTokens.includes(seat),
  );

export const DOMINUS_ORB: AbilityDef = {
  id: RELIC,
  name: 'Dominus Orb',
  source: { kind: 'relic', relic: RELIC },
  window: 'after-system-activated',
  costs: [{ kind: 'purge-source' }],
  // Only the active player, and only ahead of the movement step (the window after activation).
  eligible: (state, seat, subject) =>
    subject.seat === seat && state.tactical !== null && !dominusOrbInUse(state) && tokensElsewhere(state, seat),
  targetOptions: () => [
    { label: 'purge it: this movement may take units from systems holding your command tokens', targets: {} },
  ],
  check: () => ok(undefined),
  resolve: (ctx) => {
    if (ctx.state.tactical) ctx.state.tactical.notes[NOTE] = true;
  },
};

export const DOMINUS_ORB_CARD = defineContent({ abilities: [DOMINUS_ORB] });
