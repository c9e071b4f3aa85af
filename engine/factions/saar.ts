// The Clan of Saar — LRR 67–68 producing units, 90 technology: Chaos Mapping (as their turn in the action phase
// starts, they may produce 1 unit in a system holding one of their units with Production; its asteroid fields are in
// saar.effects.ts).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { CHAOS_MAPPING, producersIn, productionLimits } from '../production/producers';
import { systemLabel } from '../tactical/labels';

/** Systems where the seat's units with Production could make 1 unit now. */
function chaosSystems(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter((system) => {
    if (producersIn(state, seat, system).length === 0) return false;
    const limits = productionLimits(state, { seat, system, source: CHAOS_MAPPING, bonusUnits: 0 });
    return limits.units > 0;
  });
}

const ownTurnStarts = (state: GameState, seat: Seat, subject: Subject): boolean =>
  state.phase === 'action' && subject.seat === seat && state.activeSeat === seat;

function checkChaos(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<string> {
  if (!ownTurnStarts(state, seat, subject))
    return fail('ability/not-eligible', '90', 'Chaos Mapping produces as your own turn in the action phase starts.');
  const system = typeof targets.system === 'string' ? targets.system : '';
  if (!chaosSystems(state, seat).includes(system))
    return fail('ability/bad-target', '1.9', 'Choose a system holding one of your units with Production.');
  return ok(system);
}

export const CHAOS_MAPPING_ABILITY: AbilityDef = {
  id: CHAOS_MAPPING,
  name: 'Chaos Mapping',
  source: { kind: 'technology', technology: 'cm' },
  window: 'start-of-turn',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => ownTurnStarts(state, seat, subject) && chaosSystems(state, seat).length > 0,
  targetOptions: (state, seat) =>
    chaosSystems(state, seat).map((system) => ({
      label: `produce 1 unit in ${systemLabel(state, system)}`,
      targets: { system },
    })),
  check: (state, seat, targets, subject) => {
    const checked = checkChaos(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkChaos(ctx.state, seat, targets, subject);
    if (checked.ok) pushStep(ctx.state, 'production/offer', { seat, system: checked.value, source: CHAOS_MAPPING });
  },
};

export const SAAR = defineContent({ abilities: [CHAOS_MAPPING_ABILITY] });
