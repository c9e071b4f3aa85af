// Deadlines: the server answers for a seat whose time ran out with `timeout`, so every decision a game can rest on
// must have a legal default for every seat it waits on (1.3: the game never stalls on an absent player).
import { expect, test } from 'vitest';
import { playRandomGame } from '../testing/bot';
import { TEST_FACTIONS } from '../testing/scenario';
import { createGame } from '../setup/create-game';
import type { GameState } from '../core/state';
import { apply } from './apply';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;

function start(players: number, seed: string): GameState {
  const created = createGame({
    seed,
    victoryPoints: 10 as const,
    layout: `${players}p` as '3p',
    speaker: 0,
    seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

for (const players of [3, 6] as const) {
  test(`1.3 timeout has a legal default for every seat of every resting decision (${players}-player bot game)`, () => {
    const refused: string[] = [];
    let checked = 0;
    playRandomGame(start(players, `timeout-${players}`), {
      seed: `timeout-moves-${players}`,
      maxSteps: 300,
      onStep: (state, step) => {
        const top = state.stack[state.stack.length - 1];
        if (top?.frame !== 'decision') return;
        for (const seat of top.waitingOn) {
          checked += 1;
          const r = apply(state, seat, { type: 'timeout' }, { at: step.at + 1, decision: top.id });
          if (!r.ok) refused.push(`${top.kind}${top.kind === 'choice' ? `/${top.choice}` : ''}: ${r.error.message}`);
        }
      },
    });
    expect([...new Set(refused)]).toEqual([]);
    expect(checked).toBeGreaterThan(players * 2);
  });
}
