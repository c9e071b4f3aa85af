// The Ghosts of Creuss commander, Sai Seravus (LRR 51.6, 51.8, 101 wormholes, 16 capacity): after its user's ships
// move, each moved ship that has a capacity value and went through 1 or more wormholes may bring 1 fighter from the
// user's reinforcements into the active system, as far as the ships there have room for it. The movement records how
// many such ships arrived (engine/tactical/move-ships.ts); a step adjacent both physically and through a wormhole
// counts as going through the wormhole, since the player could have declared it so.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { movementNotes } from '../tactical/movement';
import { capacityCheck } from '../tactical/transport';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { spaceOf } from '../units/stacks';

/** Room left in the space area for fighters: capacity less ground forces and the fighters beyond the docks' room. */
function spareCapacity(state: GameState, seat: Seat, system: string): number {
  const c = capacityCheck(state, seat, system);
  return Math.max(0, c.capacity + c.hangar - c.groundForces - c.fighters);
}

/** How many fighters the seat may bring now: 1 per ship that came through a wormhole, within room and reinforcements. */
export function fightersToBring(state: GameState, seat: Seat, subject: Subject): number {
  const { seat: mover, system } = subject;
  if (mover !== seat || typeof system !== 'string' || state.tactical?.system !== system) return 0;
  const ships = movementNotes(state).wormholeCarriers ?? 0;
  return Math.min(ships, spareCapacity(state, seat, system), inReinforcements(state, seat, 'fighter'));
}

/** Sai Seravus — after your ships move: 1 fighter with each ship with capacity that moved through a wormhole. */
export const GHOST_COMMANDER: AbilityDef = {
  id: 'ghostcommander',
  name: 'Sai Seravus',
  source: { kind: 'leader', leader: 'ghostcommander', role: 'commander' },
  window: 'after-ships-moved',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => fightersToBring(state, seat, subject) > 0,
  targetOptions: (state, seat, subject) => {
    const most = fightersToBring(state, seat, subject);
    return Array.from({ length: most }, (_, i) => ({
      label: `place ${i + 1} fighter${i === 0 ? '' : 's'} with your ships that came through wormholes`,
      targets: { fighters: i + 1 },
    }));
  },
  check: (state, seat, targets, subject) => {
    const most = fightersToBring(state, seat, subject);
    if (most === 0)
      return fail(
        'ability/not-now',
        '51.6',
        'Sai Seravus needs your ships with capacity to have moved through a wormhole.',
      );
    const n = targets.fighters;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > most)
      return fail('ability/bad-target', '16.3', `Place from 1 to ${most} fighters (1 per ship, within capacity).`);
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const n = Math.min(Number(targets.fighters), fightersToBring(ctx.state, seat, subject));
    if (typeof subject.system === 'string')
      placeUnits(ctx, spaceOf(subject.system), seat, 'fighter', n, 'ghostcommander');
  },
};

export const GHOST_LEADERS = defineContent({ abilities: [GHOST_COMMANDER] });
