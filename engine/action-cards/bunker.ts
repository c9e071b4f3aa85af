// Bunker (LRR 2 action cards, 49.1 / 15 bombardment, 56 modifiers): at the start of an invasion, -4 to every
// Bombardment die rolled against planets you control until the invasion ends.
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { BUNKER_MODIFIER, invasionCardNotes, noteInvasionCard } from './invasion-cards.effects';

const invasionSchema = z.object({ seat: z.number().int().min(0), system: z.string() });

/** Another player's invasion of a system where the seat controls a planet (public: planet cards are on the table). */
function defends(state: GameState, seat: Seat, subject: Subject): boolean {
  const s = invasionSchema.safeParse(subject);
  if (!s.success || s.data.seat === seat) return false;
  return Object.values(state.board.systems[s.data.system]?.planets ?? {}).some((p) => p.owner === seat);
}

export const BUNKER: AbilityDef = {
  id: 'bunker',
  name: 'Bunker',
  source: { kind: 'action-card', card: 'bunker' },
  window: 'start-of-invasion',
  costs: [],
  eligible: (state, seat, subject) => defends(state, seat, subject),
  targetOptions: () => [{ label: `${BUNKER_MODIFIER} to Bombardment against your planets`, targets: {} }],
  check: (state, seat, _targets, subject) =>
    defends(state, seat, subject)
      ? ok(undefined)
      : fail(
          'ability/not-eligible',
          '2.6',
          "Bunker is played at the start of another player's invasion of your planets.",
        ),
  resolve: (ctx, seat) => {
    if ((invasionCardNotes(ctx.state).bunker ?? []).includes(seat)) return;
    noteInvasionCard(ctx.state, (n) => ({ ...n, bunker: [...(n.bunker ?? []), seat] }));
  },
};

export const BUNKER_CARD = defineContent({ abilities: [BUNKER] });
