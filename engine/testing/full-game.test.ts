import { expect, test } from 'vitest';
import { replay } from '../replay';
import { victoryPoints } from '../phases/victory';
import { createGame } from '../setup/create-game';
import { playRandomGame } from './bot';
import { checkInvariants } from './invariants';
import { TEST_FACTIONS } from './scenario';

const LAYOUT = { 3: '3p', 4: '4p', 6: '6p', 8: '8p' } as const;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;

for (const players of [3, 4, 6, 8] as const) {
  test(`98 the random bot plays a complete ${players}-player game to a winner, every step keeping the invariants`, () => {
    const config = {
      seed: `full-${players}`, victoryPoints: 10 as const, layout: LAYOUT[players],
      seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
    };
    const created = createGame(config);
    if (!created.ok) throw new Error(created.error.message);
    const problems: string[] = [];
    const game = playRandomGame(created.value.state, {
      seed: `full-moves-${players}`,
      maxSteps: 20_000,
      onStep: (state, step) => {
        const found = checkInvariants(state);
        if (found.length > 0 && problems.length < 5) problems.push(`round ${state.round}, after "${step.label}": ${found.join('; ')}`);
      },
    });
    expect(problems).toEqual([]);
    expect(game.stopped).toBe('ended');
    expect(game.state.winner).not.toBeNull();
    // 98.7/98.8: the winner has the most victory points (ties broken by initiative order).
    const points = game.state.players.map((p) => victoryPoints(p));
    expect(points[game.state.winner!]).toBe(Math.max(...points));
    const again = replay(config, game.log);
    expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(game.state));
  }, 300_000);
}
