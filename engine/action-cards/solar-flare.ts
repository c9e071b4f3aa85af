// Solar Flare (LRR 2 action cards, 77 space cannon, 58.2 movement with its space cannon offense): after you activate
// a system, no other player may use Space Cannon against your ships during this movement (activation-effects.ts).
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { activatedByYou, activeSystemOf, addCardEffect, checkActivatedByYou } from './activation-kit';

export const SOLAR_FLARE: AbilityDef = {
  id: 'solar-flare',
  name: 'Solar Flare',
  source: { kind: 'action-card', card: 'solar-flare' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activeSystemOf(state, subject) !== null && activatedByYou(subject, seat),
  targetOptions: () => [{ label: 'no space cannon against your ships during this movement', targets: {} }],
  check: (state, seat, _targets, subject) => {
    const checked = checkActivatedByYou(state, seat, subject, 'Solar Flare');
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat) => {
    addCardEffect(ctx.state, (note) => {
      note.solarFlare = [...(note.solarFlare ?? []), seat];
    });
  },
};

export const SOLAR_FLARE_CARD = defineContent({ abilities: [SOLAR_FLARE] });
