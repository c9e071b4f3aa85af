import { expect, test } from 'vitest';
import { victoryPoints } from '../phases/victory';
import { playWholeGame } from './whole-game';
import { TEST_FACTIONS } from './scenario';

const LAYOUT = { 3: '3p', 4: '4p', 6: '6p', 8: '8p' } as const;
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;

for (const players of [3, 4, 6, 8] as const) {
  test(`98 the random bot plays a complete ${players}-player game to a winner, every step keeping the invariants`, () => {
    const config = {
      seed: `full-${players}`,
      victoryPoints: 10 as const,
      layout: LAYOUT[players],
      seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
    };
    const { game, problems, replayMatches } = playWholeGame(config, `full-moves-${players}`);
    expect(problems).toEqual([]);
    expect(game.stopped).toBe('ended');
    expect(game.state.winner).not.toBeNull();
    // 98.7/98.8: the winner has the most victory points (ties broken by initiative order).
    const points = game.state.players.map((p) => victoryPoints(p));
    expect(points[game.state.winner!]).toBe(Math.max(...points));
    expect(replayMatches).toBe(true);
  }, 300_000);
}
