// Tests only: prepared situations for browser tests, made from a live game's engine state — action cards put in
// players' hands (taken from the deck, so no card is duplicated), and a jump to the agenda phase with chosen agendas
// on top of the deck (as the engine's agenda scenarios do: the custodians token gone, the status phase over).
// Reached only through app/api/test/seed, which answers 404 unless the test clock is on (refused in production
// without the tests' allow flag, server/env.ts).
import { z } from 'zod';
import { ACTION_CARDS, AGENDAS } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { advance } from '@/engine/flow/apply';
import { flowCtx } from '@/engine/kernel/context';
import { pushStep } from '@/engine/kernel/steps';
import type { GameDoc } from '@/server/lobby/doc';

const actionCardId = z.string().refine((id) => Object.hasOwn(ACTION_CARDS, id), 'Not an action card');
const agendaId = z.string().refine((id) => Object.hasOwn(AGENDAS, id), 'Not an agenda');

export const seedSchema = z.object({
  gameId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** By seat: action cards added to that player's hand. */
  hands: z.record(z.string().regex(/^[0-7]$/), z.array(actionCardId).max(7)).optional(),
  /** Begin the agenda phase now, with these agendas revealed first. */
  agendaPhase: z.object({ agendas: z.array(agendaId).max(4) }).optional(),
});
export type Seed = z.infer<typeof seedSchema>;

/** Moves a copy of `card` from the action deck (draw pile, else discard pile) into the seat's hand. */
function give(state: GameState, seat: number, card: string): void {
  const player = state.players[seat];
  if (!player) throw new RangeError(`no seat ${seat}`);
  for (const pile of [state.decks.action.draw, state.decks.action.discard]) {
    const copy = pile.find((c) => c.startsWith(`${card}#`));
    if (copy === undefined) continue;
    pile.splice(pile.indexOf(copy), 1);
    player.actionCards.push(copy);
    return;
  }
  throw new RangeError(`no copy of ${card} left in the action deck`);
}

/** The engine state with the seed applied (a copy; `at` is the server's time, when new decisions open). */
export function seededState(engine: GameState, seed: Seed, at: number): GameState {
  const state = structuredClone(engine);
  for (const [seat, cards] of Object.entries(seed.hands ?? {}))
    for (const card of cards) give(state, Number(seat), card);
  if (seed.agendaPhase) {
    const agendas = seed.agendaPhase.agendas;
    const deck = state.decks.agenda;
    deck.draw = [...agendas, ...deck.draw.filter((id) => !agendas.includes(id))];
    deck.discard = deck.discard.filter((id) => !agendas.includes(id));
    state.stack = [];
    state.phase = 'status';
    state.custodiansOnMecatol = false;
    state.round = Math.max(1, state.round);
    pushStep(state, 'agenda/begin');
    advance(flowCtx(state, { at }));
  }
  return state;
}

/** The game document with the seed applied to its engine state. */
export function seededDoc(doc: GameDoc, seed: Seed, at: number): GameDoc {
  if (!doc.engine) throw new RangeError('the game has not started');
  return { ...doc, engine: seededState(doc.engine, seed, at) };
}
