// The random bot plays whole rounds with agenda phases (8): every invariant holds at every step (the 50 agenda
// cards are always in the deck, the discard pile, in play or under vote; hidden agendas stay hidden), and the same
// seed plays the same game.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { playRandomGame } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { edit, newGame } from '../testing/scenario';

function playAgendaRounds(players: 3 | 4 | 6, seed: string) {
  const start = edit(newGame({ players, seed: `agenda-bot-${seed}` }), (d) => {
    d.custodiansOnMecatol = false; // 27.4: the agenda phase is part of every round
  });
  const problems: string[] = [];
  let agendaSteps = 0;
  const game = playRandomGame(start, {
    seed,
    maxSteps: 350,
    onStep: (state: GameState, step) => {
      if (state.phase === 'agenda') agendaSteps += 1;
      for (const p of checkInvariants(state)) problems.push(`after ${step.label}: ${p}`);
    },
  });
  return { start, game, problems, agendaSteps };
}

for (const [players, seed] of [
  [3, 'a'],
  [4, 'b'],
  [6, 'c'],
] as const) {
  test(`8 the random bot plays ${players}-player rounds through agenda phases with every invariant holding, deterministically`, () => {
    const { start, game, problems, agendaSteps } = playAgendaRounds(players, seed);
    expect(problems).toEqual([]);
    expect(agendaSteps).toBeGreaterThan(0);
    const resolved = game.state.decks.agenda.discard.length + game.state.laws.length;
    expect(resolved).toBeGreaterThanOrEqual(2);
    const again = playRandomGame(start, { seed, maxSteps: 350 });
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(game.state));
  });
}
