// War Machine (LRR 2 action cards, 67 producing units, 68 production): when your units use Production, +4 to their
// combined Production value and the units produced cost 1 less in all.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { productionFor, unitsUseProduction } from '../leaders/production';

const BONUS_UNITS = 4;
const COST_REDUCTION = 1;

export const WAR_MACHINE: AbilityDef = {
  id: 'war-machine',
  name: 'War Machine',
  source: { kind: 'action-card', card: 'war-machine' },
  window: 'when-producing-units',
  costs: [],
  // Its own units using Production (not Integrated Economy, Sling Relay or other abilities that place units).
  eligible: (state, seat, subject) => subject.seat === seat && unitsUseProduction(state, subject),
  targetOptions: () => [{ label: `+${BONUS_UNITS} production, units cost ${COST_REDUCTION} less`, targets: {} }],
  check: (state, seat, _targets, subject) =>
    subject.seat === seat && unitsUseProduction(state, subject)
      ? ok(undefined)
      : fail('ability/not-eligible', '2.6', 'War Machine is played when your own units use Production.'),
  resolve: (ctx, _seat, _targets, subject) => {
    const offer = productionFor(ctx.state, subject);
    if (!offer) return;
    offer.bonusUnits += BONUS_UNITS;
    offer.costReduction += COST_REDUCTION;
  },
};

export const WAR_MACHINE_CARD = defineContent({ abilities: [WAR_MACHINE] });
