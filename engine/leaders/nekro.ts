// The Nekro Virus commander, Nekro Acidos (LRR 51.6, 90 technology): while unlocked (or shared by the Alliance,
// 51.8), each time its user gains a technology they may draw 1 action card. The window opens as the technology is
// gained (engine/economy/research.ts); the Nekro hero (heroes.ts) and its unlock (3 technologies: unlock.ts) are apart.
import { fail, ok } from '../core/result';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { drawActionCardsWithLimit } from '../agenda/effects/cards';

/** Nekro Acidos — after you gain a technology: you may draw 1 action card. */
export const NEKRO_COMMANDER: AbilityDef = {
  id: 'nekrocommander',
  name: 'Nekro Acidos',
  source: { kind: 'leader', leader: 'nekrocommander', role: 'commander' },
  window: 'after-technology-gained',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (_state, seat, subject) => subject.seat === seat,
  targetOptions: () => [{ label: 'draw 1 action card', targets: {} }],
  check: (_state, seat, _targets, subject) =>
    subject.seat === seat
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Nekro Acidos answers only a technology you gained.'),
  resolve: (ctx, seat) => drawActionCardsWithLimit(ctx, seat, 1),
};

export const NEKRO_LEADERS = defineContent({ abilities: [NEKRO_COMMANDER] });
