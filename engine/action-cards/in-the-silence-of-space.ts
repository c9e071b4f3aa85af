// In the Silence of Space (LRR 2 action cards, 58.4b moving through other players' ships, 89.2): after you activate
// a system, choose a system; until this tactical action ends, your ships that start their move there may pass
// through systems holding other players' ships (engine/action-cards/activation-effects.ts).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { isSystem } from '../galaxy/adjacency';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { systemLabel } from '../tactical/labels';
import { activatedByYou, activeSystemOf, addCardEffect, checkActivatedByYou } from './activation-kit';
import { shipsIn } from './card-kit';

function check(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<string> {
  const checked = checkActivatedByYou(state, seat, subject, 'In the Silence of Space');
  if (!checked.ok) return checked;
  const system = targets.system;
  return typeof system === 'string' && isSystem(state.board, system)
    ? ok(system)
    : fail('ability/bad-target', '2.6a', 'Choose a system on the board.');
}

export const IN_THE_SILENCE_OF_SPACE: AbilityDef = {
  id: 'in-the-silence-of-space',
  name: 'In the Silence of Space',
  source: { kind: 'action-card', card: 'in-the-silence-of-space' },
  window: 'after-system-activated',
  costs: [],
  eligible: (state, seat, subject) => activeSystemOf(state, subject) !== null && activatedByYou(subject, seat),
  // Any system may be chosen; offered are those where the seat has ships that could still move.
  targetOptions: (state, seat, subject) => {
    const active = activeSystemOf(state, subject);
    return Object.keys(state.board.systems)
      .filter((k) => k !== active && shipsIn(state, k, seat) > 0)
      .map((k) => ({
        label: `your ships in ${systemLabel(state, k)} pass other players' ships`,
        targets: { system: k },
      }));
  },
  check: (state, seat, targets, subject) => {
    const checked = check(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = check(ctx.state, seat, targets, subject);
    if (!checked.ok) return;
    addCardEffect(ctx.state, (note) => {
      note.silence = [...(note.silence ?? []), { seat, system: checked.value }];
    });
  },
};

export const IN_THE_SILENCE_OF_SPACE_CARD = defineContent({ abilities: [IN_THE_SILENCE_OF_SPACE] });
