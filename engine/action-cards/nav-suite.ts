// Nav Suite (LRR 2 action cards, 9 anomalies, 11, 41, 59, 86, 89.2 movement step): after you activate a system,
// anomalies have no effect on your movement during this tactical action's movement step — no blocked asteroid
// fields, nebulae or supernovae, no nebula move of 1, no gravity rift bonus or roll (activation-effects.ts).
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { activatedByYou, activeSystemOf, addCardEffect, checkActivatedByYou } from './activation-kit';

export const NAV_SUITE: AbilityDef = {
  id: 'nav-suite',
  name: 'Nav Suite',
  source: { kind: 'action-card', card: 'nav-suite' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activeSystemOf(state, subject) !== null && activatedByYou(subject, seat),
  targetOptions: () => [{ label: 'anomalies have no effect on your movement this action', targets: {} }],
  check: (state, seat, _targets, subject) => {
    const checked = checkActivatedByYou(state, seat, subject, 'Nav Suite');
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat) => {
    addCardEffect(ctx.state, (note) => {
      note.navSuite = [...(note.navSuite ?? []), seat];
    });
  },
};

export const NAV_SUITE_CARD = defineContent({ abilities: [NAV_SUITE] });
