import { expect, test } from 'vitest';
import { replay } from '../replay';
import { playRandomGame } from './bot';
import { checkInvariants } from './invariants';
import { TEST_FACTIONS } from './scenario';
import { createGame } from '../setup/create-game';
import type { GameState } from '../core/state';

const PLAYER_COUNTS = [3, 4, 5, 6, 7, 8] as const;
const LAYOUT = { 3: '3p', 4: '4p', 5: '5p', 6: '6p', 7: '7p', 8: '8p' } as const;

for (const players of PLAYER_COUNTS) {
  test(`the random bot plays a ${players}-player game from setup with every invariant holding and replays it exactly`, () => {
    const config = {
      seed: `bot-${players}`,
      victoryPoints: 10 as const,
      layout: LAYOUT[players],
      speaker: 0,
      seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({
        name: `Bot ${i}`,
        faction,
        color: (['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const)[i]!,
      })),
    };
    const created = createGame(config);
    if (!created.ok) throw new Error(created.error.message);
    const start = created.value.state;
    const problems: string[] = [];
    let checked = 0;
    const game = playRandomGame(start, {
      seed: `moves-${players}`,
      maxSteps: 400,
      onStep: (state: GameState, step) => {
        checked += 1;
        for (const p of checkInvariants(state)) problems.push(`after ${step.label}: ${p}`);
      },
    });
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(players * 2); // at least setup and the strategy phase were played
    const again = replay(config, game.log);
    expect(again.ok).toBe(true);
    if (again.ok) expect(JSON.stringify(again.value)).toBe(JSON.stringify(game.state));
  });
}
