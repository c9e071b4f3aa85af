// npm run bench:profile -- [apply|options] [rounds]: a profiling harness beside the benches. Plays one 6-player bot
// game, then replays its log `rounds` times (apply only, or options and apply with "options") under
// `node --cpu-prof`; the profile lands in .cpu-profiles/ (open it in Chrome DevTools) and shows where the time goes.
import { apply, createGame, options, waitingOn } from '../engine/index';
import { playRandomGame } from '../engine/testing/bot';

const what = process.argv[2] ?? 'apply';
const rounds = Number(process.argv[3] ?? 5);
const FACTIONS = ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha', 'naalu'];
const COLORS = ['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const;
const created = createGame({
  seed: 'profile',
  victoryPoints: 10,
  layout: '6p',
  seats: FACTIONS.map((faction, i) => ({ name: `Bot ${i}`, faction, color: COLORS[i]! })),
});
if (!created.ok) throw new Error(created.error.message);
const first = created.value.state;
const game = playRandomGame(first, { seed: 'moves', maxSteps: 20_000 });
const t0 = performance.now();
for (let r = 0; r < rounds; r++) {
  let s = first;
  for (const e of game.log) {
    if (what === 'options') options(s, waitingOn(s)[0] ?? 0);
    const res = apply(s, e.seat, e.command, { at: e.at });
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
  }
}
console.log(`${what}: ${game.log.length} commands × ${rounds} in ${(performance.now() - t0).toFixed(0)} ms`);
