// Every faction's abilities in play against each other: the random bot plays four complete games that together
// seat all 25 factions, with the invariant checker after every step and a replay of each log at the end. The
// wider search over random faction draws is `npm run fuzz` (scripts/fuzz-factions.ts).
import { expect, test } from 'vitest';
import type { FactionId } from '../data/factions';
import { FACTION_IDS } from '../data/factions';
import { replay } from '../replay';
import { createGame } from '../setup/create-game';
import { playRandomGame } from './bot';
import { checkInvariants } from './invariants';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUT = { 6: '6p', 7: '7p' } as const;

/** All 25 factions in four tables; the Keleres sit where a Xxcha, Argent or Mentak home system stays free. */
const TABLES: FactionId[][] = [
  ['arborec', 'ghost', 'hacan', 'jolnar', 'l1z1x', 'letnev', 'keleres'],
  ['mentak', 'muaat', 'naalu', 'nekro', 'saar', 'sardakk'],
  ['sol', 'winnu', 'xxcha', 'yin', 'yssaril', 'argent'],
  ['cabal', 'empyrean', 'mahact', 'nomad', 'naaz', 'titans'],
];

test('the four tables seat every faction exactly once', () => {
  expect(TABLES.flat().sort()).toEqual([...FACTION_IDS].sort());
});

for (const [i, factions] of TABLES.entries()) {
  test(`98 the bot plays a complete game of ${factions.join(', ')} to its end, every step keeping the invariants`, () => {
    const players = factions.length as 6 | 7;
    const config = {
      seed: `all-factions-${i}`, victoryPoints: 10 as const, layout: LAYOUT[players],
      seats: factions.map((faction, s) => ({ name: `Bot ${s}`, faction, color: COLORS[s]! })),
    };
    const created = createGame(config);
    if (!created.ok) throw new Error(created.error.message);
    const problems: string[] = [];
    const game = playRandomGame(created.value.state, {
      seed: `all-factions-moves-${i}`,
      maxSteps: 20_000,
      onStep: (state, step) => {
        const found = checkInvariants(state);
        if (found.length > 0 && problems.length < 5) problems.push(`round ${state.round}, after "${step.label}": ${found.join('; ')}`);
      },
    });
    expect(problems).toEqual([]);
    expect(game.stopped).toBe('ended');
    const again = replay(config, game.log);
    expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(game.state));
  }, 300_000);
}
