import { expect, test } from 'vitest';
import { MILTY_PLAYERS, miltyBoard, sliceLimits, sliceSize } from '@/engine/index';
import { MILTY_TABLES } from './milty-tables';

test('the new-game form offers the Milty draft for every table of 3 to 8 players, with the engine’s slice limits and board', () => {
  expect(Object.keys(MILTY_TABLES).map(Number)).toEqual([...MILTY_PLAYERS]);
  for (const players of MILTY_PLAYERS) {
    const row = MILTY_TABLES[players];
    expect({ min: row?.min, max: row?.max }).toEqual(sliceLimits(players));
    expect(row?.layout).toBe(miltyBoard(players).layout);
    const { blue, red } = sliceSize(players);
    expect(row?.board).toContain(`${blue + red === 8 ? 'eight' : 'five'} systems a slice`);
  }
});
