// npm run same-games — a fixed set of whole bot games (3, 6 and 8 players; the plain bot and the invading bot) and,
// for each, the number of steps and a hash of the final state's JSON. A speed change must leave every line the same:
// run it before and after, and compare (`npm run -s same-games > before.txt`, then `diff`). Not a test with fixed
// hashes, because a legitimate rule fix changes the games too. `--checked` also runs the invariant checker after
// every step and replays each game (engine/testing/whole-game.ts), as the fuzz does.
import { createHash } from 'node:crypto';
import { playWholeGame } from '../engine/testing/whole-game';
import { playRandomGame } from '../engine/testing/bot';
import { createGame } from '../engine/index';

const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu', 'arborec', 'yssaril'];
const OTHERS = ['muaat', 'mahact', 'nomad', 'titans', 'cabal', 'empyrean', 'naaz', 'argent'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'orange', 'pink'] as const;
const LAYOUTS = { 3: '3p', 6: '6p', 8: '8p' } as const;
const checked = process.argv.includes('--checked');

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

for (const players of [3, 6, 8] as const) {
  for (const invade of [false, true]) {
    for (const factions of [FACTIONS, OTHERS]) {
      const seed = `same-${players}-${invade ? 'invade' : 'plain'}-${factions[0]}`;
      const config = {
        seed,
        victoryPoints: 10 as const,
        layout: LAYOUTS[players],
        seats: factions.slice(0, players).map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
      };
      const started = performance.now();
      let line: string;
      if (checked) {
        const whole = playWholeGame(config, `${seed}-moves`, 20_000, undefined, invade ? { invade } : {});
        const g = whole.game;
        line = `${g.stopped} ${g.steps} steps ${hash(g.state)} problems ${whole.problems.length} replay ${whole.replayMatches}`;
      } else {
        const created = createGame(config);
        if (!created.ok) throw new Error(created.error.message);
        const g = playRandomGame(created.value.state, { seed: `${seed}-moves`, maxSteps: 20_000, invade });
        line = `${g.stopped} ${g.steps} steps ${hash(g.state)}`;
      }
      console.log(`${seed}: ${line}`);
      console.error(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
}
