// Upgrade (LRR 2 action cards, 5 active system, 72 reinforcements, 31.2 removing is not destroying): after you
// activate a system holding your ships, one of your cruisers there becomes a dreadnought from your reinforcements.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { checkReinforcements } from '../units/reinforcements';
import { placeUnits, removeUnits } from '../units/destroy';
import { countAt, spaceOf } from '../units/stacks';
import { activatedByYou, activeSystemOf } from './activation-kit';
import { shipsIn } from './card-kit';

/** The active system when the seat activated it and has a cruiser there to replace. */
function check(state: GameState, seat: Seat, subject: Subject): Result<string> {
  const system = activeSystemOf(state, subject);
  if (system === null || !activatedByYou(subject, seat))
    return fail('ability/bad-target', '2.6a', 'Upgrade is played after you activate a system.');
  if (countAt(state, spaceOf(system), seat, 'cruiser') === 0)
    return fail('ability/bad-target', '2.6a', 'You have no cruiser in the active system to replace.');
  const placed = checkReinforcements(state, seat, [{ area: spaceOf(system), type: 'dreadnought', count: 1 }]);
  return placed.ok ? ok(system) : placed;
}

/** After you activate a system that holds your ships: a cruiser there is replaced by a dreadnought. */
export const UPGRADE: AbilityDef = {
  id: 'upgrade',
  name: 'Upgrade',
  source: { kind: 'action-card', card: 'upgrade' },
  window: 'after-system-activated',
  costs: [],
  // Public facts: the seat activated the system and has ships in it (the card's own condition).
  eligible: (state, seat, subject) => {
    const system = activeSystemOf(state, subject);
    return system !== null && activatedByYou(subject, seat) && shipsIn(state, system, seat) > 0;
  },
  targetOptions: (state, seat, subject) =>
    check(state, seat, subject).ok ? [{ label: 'replace a cruiser with a dreadnought', targets: {} }] : [],
  check: (state, seat, _targets, subject) => {
    const checked = check(state, seat, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const checked = check(ctx.state, seat, subject);
    if (!checked.ok) return;
    removeUnits(ctx, spaceOf(checked.value), seat, 'cruiser', 1, 'ability');
    placeUnits(ctx, spaceOf(checked.value), seat, 'dreadnought', 1, 'upgrade');
  },
};

export const UPGRADE_CARD = defineContent({ abilities: [UPGRADE] });
