// Harness Energy (LRR 2 action cards, 9 anomalies, 21 commodities): after you activate an anomaly, you replenish
// your commodities — a replenishment like any other, so "after replenishing" abilities answer it (Trade Agreement).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { replenishCommodities } from '../phases/cards/common';
import { anomaliesOf } from '../tactical/anomalies';
import { activatedByYou, activeSystemOf, checkActivatedByYou } from './activation-kit';

const anomalyActivated = (state: GameState, subject: Subject): boolean => {
  const system = activeSystemOf(state, subject);
  return system !== null && anomaliesOf(state, system).length > 0;
};

function check(state: GameState, seat: Seat, subject: Subject): Result<void> {
  const checked = checkActivatedByYou(state, seat, subject, 'Harness Energy');
  if (!checked.ok) return checked;
  return anomalyActivated(state, subject)
    ? ok(undefined)
    : fail('ability/bad-target', '2.6a', 'Harness Energy is played after you activate an anomaly.');
}

export const HARNESS_ENERGY: AbilityDef = {
  id: 'harness-energy',
  name: 'Harness Energy',
  source: { kind: 'action-card', card: 'harness-energy' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activatedByYou(subject, seat) && anomalyActivated(state, subject),
  targetOptions: (state, seat, subject) =>
    check(state, seat, subject).ok ? [{ label: 'replenish your commodities', targets: {} }] : [],
  check: (state, seat, _targets, subject) => check(state, seat, subject),
  resolve: (ctx, seat, _targets, subject) => {
    if (check(ctx.state, seat, subject).ok) replenishCommodities(ctx, seat);
  },
};

export const HARNESS_ENERGY_CARD = defineContent({ abilities: [HARNESS_ENERGY] });
