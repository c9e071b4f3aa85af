// Every faction's abilities in play against each other: the content bot (engine/testing/bot-content.ts) plays four
// complete games that together seat all 25 factions, with the invariant checker after every step and a replay of
// each log at the end, and every faction at each table uses its own abilities (its sheet, leaders, faction
// technologies or note) at least once. The wider search over random faction draws is `npm run fuzz`.
import { expect, test } from 'vitest';
import type { FactionId } from '../data/factions';
import { FACTION_IDS } from '../data/factions';
import { ContentCoverage } from './bot-coverage';
import { playWholeGame, type StepCheck } from './whole-game';

const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUT = { 6: '6p', 7: '7p' } as const;

/** All 25 factions in four tables; the Keleres sit where a Xxcha, Argent or Mentak home system stays free. */
const TABLES: FactionId[][] = [
  ['arborec', 'ghost', 'hacan', 'jolnar', 'l1z1x', 'letnev', 'keleres'],
  ['mentak', 'muaat', 'naalu', 'nekro', 'saar', 'sardakk'],
  ['sol', 'winnu', 'xxcha', 'yin', 'yssaril', 'argent'],
  ['cabal', 'empyrean', 'mahact', 'nomad', 'naaz', 'titans'],
];

test('setup 2 the four tables seat every faction exactly once', () => {
  expect(TABLES.flat().sort()).toEqual([...FACTION_IDS].sort());
});

for (const [i, factions] of TABLES.entries()) {
  test(`98 the bot plays a complete game of ${factions.join(', ')} to its end, every faction using its abilities and every step keeping the invariants`, () => {
    const players = factions.length as 6 | 7;
    const config = {
      seed: `all-factions-${i}`,
      victoryPoints: 10 as const,
      layout: LAYOUT[players],
      seats: factions.map((faction, s) => ({ name: `Bot ${s}`, faction, color: COLORS[s]! })),
    };
    const coverage = new ContentCoverage();
    const check: StepCheck = (before, step) => {
      coverage.count(before, step);
      return [];
    };
    const { game, problems, replayMatches } = playWholeGame(config, `all-factions-moves-${i}`, 20_000, check, {
      invade: true,
      content: true,
    });
    expect(problems).toEqual([]);
    const uses = Object.fromEntries(factions.map((f) => [f, coverage.factions.counts.get(f) ?? 0]));
    expect(factions.filter((f) => uses[f] === 0)).toEqual([]);
    expect(game.stopped).toBe('ended');
    expect(replayMatches).toBe(true);
  }, 300_000);
}
