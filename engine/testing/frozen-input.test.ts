// `apply` and `options` never change the state they are given (engine/kernel/draft.ts): a command works on a draft
// that shares every part it does not reach with the stored state, and queries read the stored parts in place. A
// write that slipped through to a stored part would change an earlier state too (the undo history, a replay, the
// state a refused command leaves), and the games would still replay alike, so no other check sees it. Here every
// state the bots play from is deeply frozen: any such write throws.
import { expect, test } from 'vitest';
import { createGame } from '../setup/create-game';
import type { GameState } from '../core/state';
import { playRandomGame } from './bot';
import { copyJson } from '../kernel/draft';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;

/** Freezes every object in a state; parts shared with an earlier state are frozen already and are not walked again. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

const TABLES = [
  { layout: '6p', seed: 'frozen-6', factions: ['naalu', 'keleres', 'ghost', 'nekro', 'mahact', 'nomad'] },
  {
    layout: '8p',
    seed: 'frozen-8',
    factions: ['jolnar', 'l1z1x', 'yssaril', 'cabal', 'empyrean', 'titans', 'muaat', 'winnu'],
  },
] as const;

for (const table of TABLES) {
  test(`apply and options never change the state they are given: a ${table.factions.length}-player content bot game on frozen states`, () => {
    const created = createGame({
      seed: table.seed,
      victoryPoints: 10,
      layout: table.layout,
      seats: table.factions.map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
    });
    if (!created.ok) throw new Error(created.error.message);
    // A copy: a created state may share constants with the data tables, and other test files in this worker (Vitest
    // shares the engine's modules between them) must not find those frozen.
    const start: GameState = copyJson(created.value.state);
    deepFreeze(start);
    let steps = 0;
    const game = playRandomGame(start, {
      seed: `${table.seed}-moves`,
      maxSteps: 1_500,
      content: true,
      onStep: (state) => {
        steps += 1;
        deepFreeze(state);
      },
    });
    // A write to a frozen part throws inside apply or options, which fails the game before it gets here.
    expect(steps).toBe(game.steps);
    expect(game.stopped).not.toBe('stuck');
    expect(game.state.round).toBeGreaterThanOrEqual(2);
  });
}
