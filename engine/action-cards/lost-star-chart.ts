// Lost Star Chart (LRR 2 action cards, 101 wormholes, 6.1 adjacency, 58 movement): after you activate a system,
// systems with alpha and beta wormholes are adjacent to each other until this tactical action ends — for every
// purpose and every player (engine/action-cards/activation-effects.ts answers the adjacency hook).
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { activatedByYou, activeSystemOf, addCardEffect, checkActivatedByYou } from './activation-kit';

export const LOST_STAR_CHART: AbilityDef = {
  id: 'lost-star-chart',
  name: 'Lost Star Chart',
  source: { kind: 'action-card', card: 'lost-star-chart' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activeSystemOf(state, subject) !== null && activatedByYou(subject, seat),
  targetOptions: () => [{ label: 'alpha and beta wormholes are adjacent this tactical action', targets: {} }],
  check: (state, seat, _targets, subject) => {
    const checked = checkActivatedByYou(state, seat, subject, 'Lost Star Chart');
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx) => {
    addCardEffect(ctx.state, (note) => {
      note.lostStarChart = true;
    });
  },
};

export const LOST_STAR_CHART_CARD = defineContent({ abilities: [LOST_STAR_CHART] });
