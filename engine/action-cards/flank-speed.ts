// Flank Speed (LRR 2 action cards, 57 move, 58.4f, 89.2): after you activate a system, each of your ships has +1 move
// for the rest of this tactical action. 2.6b: a second copy cannot be played in the same window on the same effect.
import { ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { movementNotes } from '../tactical/movement';
import { activatedByYou, activeSystemOf, checkActivatedByYou } from './activation-kit';

export const FLANK_SPEED: AbilityDef = {
  id: 'flank-speed',
  name: 'Flank Speed',
  source: { kind: 'action-card', card: 'flank-speed' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => activeSystemOf(state, subject) !== null && activatedByYou(subject, seat),
  targetOptions: () => [{ label: '+1 move for your ships this tactical action', targets: {} }],
  check: (state, seat, _targets, subject) => {
    const checked = checkActivatedByYou(state, seat, subject, 'Flank Speed');
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx) => {
    const tactical = ctx.state.tactical;
    if (!tactical) return;
    // The movement step reads the bonus from its notes (engine/tactical/movement.ts moveBudget).
    const notes = movementNotes(ctx.state);
    tactical.notes.movement = { ...notes, moveBonus: (notes.moveBonus ?? 0) + 1 };
  },
};

export const FLANK_SPEED_CARD = defineContent({ abilities: [FLANK_SPEED] });
