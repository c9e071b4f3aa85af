// LRR 67–68 producing units, for leaders in the 'when-producing-units' window (the Titans commander, the Winnu agent,
// the Hacan hero): the production decision that window precedes (engine/production/steps.ts offers it beneath the
// window), and whether the units use their Production ability in it.
import type { ProductionDecision } from '../core/frames';
import type { GameState } from '../core/state';
import type { Subject } from '../kernel/abilities';
import { usesProductionAbility } from '../production/order';

/** The open production decision the window was opened for: the same seat and system, nearest the top. */
export function productionFor(state: GameState, subject: Subject): ProductionDecision | undefined {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const f = state.stack[i];
    if (f?.frame === 'decision' && f.kind === 'production' && f.seat === subject.seat && f.system === subject.system)
      return f;
  }
  return undefined;
}

/** Whether the window is for units using Production (not Integrated Economy, Sling Relay...). */
export const unitsUseProduction = (state: GameState, subject: Subject): boolean => {
  const offer = productionFor(state, subject);
  return offer !== undefined && usesProductionAbility(offer);
};
