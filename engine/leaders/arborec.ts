// The Arborec commander, Dirzuga Rophal (LRR 51.6, 67–68 production): while unlocked (or shared by the Alliance,
// 51.8), after another player activates a system holding any of its user's units with Production, the user may
// produce 1 unit there (engine/production/producers.ts caps that offer at 1 unit, placed as the producers allow).
// Asked from public facts: the units on the board and the leader sheet.
import { systemLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { ARBOREC_COMMANDER, producersIn } from '../production/producers';

function producingThere(state: GameState, seat: Seat, subject: Subject): string | null {
  const system = typeof subject.system === 'string' ? subject.system : null;
  if (system === null || typeof subject.seat !== 'number' || subject.seat === seat) return null;
  return producersIn(state, seat, system).length > 0 ? system : null;
}

/** Dirzuga Rophal — after another player activates a system with your units with Production: produce 1 unit there. */
export const ARBOREC_COMMANDER_ABILITY: AbilityDef = {
  id: ARBOREC_COMMANDER,
  name: 'Dirzuga Rophal',
  source: { kind: 'leader', leader: 'arboreccommander', role: 'commander' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => producingThere(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const system = producingThere(state, seat, subject);
    return system === null ? [] : [{ label: `produce 1 unit in ${systemLabel(state, system)}`, targets: {} }];
  },
  check: (state, seat, _targets, subject) =>
    producingThere(state, seat, subject) === null
      ? fail('ability/not-now', '51.6', 'Dirzuga Rophal answers another player activating a system where you produce.')
      : ok(undefined),
  resolve: (ctx, seat, _targets, subject) => {
    const system = producingThere(ctx.state, seat, subject);
    if (system !== null) pushStep(ctx.state, 'production/offer', { seat, system, source: ARBOREC_COMMANDER });
  },
};

export const ARBOREC_LEADERS = defineContent({ abilities: [ARBOREC_COMMANDER_ABILITY] });
