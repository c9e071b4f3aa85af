import { expect, test } from 'vitest';
import { apply, type GameState } from '@/engine/index';
import { agendaGame, votingPlanets } from '@/engine/agenda/scenario';
import { compareRedealt, type NextCommand } from '@/server/testing/indistinguishable';

test('8.2 Covert Legislation: once its hidden agenda resolves everyone knows it, and the re-dealt game resolves the same', () => {
  // Seat 0 is the speaker and alone sees the hidden agenda, Unconventional Measures; seat 1 votes For, the others
  // Against. Everyone holds action cards, so windows stand between the outcome and the discard of the agenda.
  let s: GameState = agendaGame({ agendas: ['covert-legislation', 'unconventional-measures'] });
  for (const p of s.players) p.actionCards.push(...s.decks.action.draw.splice(0, 2));
  let next: NextCommand | undefined;
  for (let guard = 0; guard < 80 && !next; guard++) {
    const top = s.stack.at(-1);
    if (top?.frame !== 'decision') throw new Error('the agenda phase stopped');
    const seat = top.waitingOn[0]!;
    const outcome = seat === 1 ? 'for' : 'against';
    const command =
      top.kind === 'vote'
        ? ({ type: 'cast-votes', outcome, planets: votingPlanets(s, seat) } as const)
        : ({ type: 'pass-window' } as const);
    // The last answer before the outcome resolves: the hidden agenda becomes known to everyone with it.
    if (top.kind === 'window' && top.window === 'when-outcome-resolved' && top.waitingOn.length === 1)
      next = { seat, command, at: 1 };
    else {
      const r = apply(s, seat, command, { at: 1 });
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  }
  expect(s.agenda?.current?.hidden).toBe('unconventional-measures');
  const after = apply(s, next!.seat, next!.command, { at: 1 });
  expect(after.ok && after.events.find((e) => e.type === 'agenda-resolved')).toMatchObject({
    agenda: 'unconventional-measures',
  });
  for (const seed of ['a', 'b', 'c']) expect(compareRedealt(s, 2, seed, next).problems).toEqual([]);
});
