// Disable (LRR 2 action cards, 49 invasion, 65 planetary shield, 77.6 space cannon defense): at the start of your
// invasion of a system holding other players' PDS, those PDS lose Planetary Shield and Space Cannon until it ends.
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { ownInvasion } from './blitz';
import { noteInvasionCard } from './invasion-cards.effects';

/** Whether another player has a PDS on a planet of the system. */
const othersPds = (state: GameState, seat: Seat, system: string): boolean =>
  Object.values(state.board.systems[system]?.planets ?? {}).some((p) =>
    Object.entries(p.units).some(([owner, stack]) => Number(owner) !== seat && (stack.counts.pds ?? 0) > 0),
  );

export const DISABLE: AbilityDef = {
  id: 'disable',
  name: 'Disable',
  source: { kind: 'action-card', card: 'disable' },
  window: 'start-of-invasion',
  costs: [],
  eligible: (state, seat, subject) => {
    const system = ownInvasion(seat, subject);
    return system !== null && othersPds(state, seat, system);
  },
  targetOptions: () => [{ label: "other players' PDS here lose Planetary Shield and Space Cannon", targets: {} }],
  check: (state, seat, _targets, subject) => {
    const system = ownInvasion(seat, subject);
    return system !== null && othersPds(state, seat, system)
      ? ok(undefined)
      : fail('ability/not-eligible', '2.6', "Disable needs your own invasion of a system with other players' PDS.");
  },
  resolve: (ctx, seat, _targets, subject) => {
    const system = ownInvasion(seat, subject);
    if (system !== null) noteInvasionCard(ctx.state, (n) => ({ ...n, disable: { seat, system } }));
  },
};

export const DISABLE_CARD = defineContent({ abilities: [DISABLE] });
