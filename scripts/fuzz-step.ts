// tsx scripts/fuzz-step.ts <game seed, e.g. c3-0> [step] [--plain] — reproduces one fuzz game (scripts/fuzz-factions.ts)
// fast. Without a step: plays it with the re-deal check alone (no invariants, no replay) and names the first step
// whose check fails or throws. With a step (0-based, as printed): plays the bot's moves without any check up to
// that step, then runs that step's re-deal check and prints what it finds, or the full stack of what it throws.
import { createGame } from '../engine/setup/create-game';
import type { GameState } from '../engine/core/state';
import { playRandomGame, type BotStep } from '../engine/testing/bot';
import { fuzzConfig, redealAt } from './fuzz-setup';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const seed = args[0];
if (!seed) throw new Error('usage: tsx scripts/fuzz-step.ts <game seed> [step] [--plain]');
const target = args[1] === undefined ? null : Number(args[1]);
const content = !process.argv.includes('--plain');

const { factions, config } = fuzzConfig(seed);
console.log(`${seed}: ${factions.length}p [${factions.join(', ')}]`);
const created = createGame(config);
if (!created.ok) throw new Error(`setup: ${created.error.message}`);

let before: GameState = created.value.state;
let index = 0;
let found: { index: number; state: GameState; step: BotStep } | null = null;
let failed = false;
try {
  playRandomGame(created.value.state, {
    seed: `${seed}-moves`,
    maxSteps: target === null ? 20_000 : target + 1,
    invade: true,
    content,
    onStep: (state, step) => {
      if (target === null) {
        const problems = redealAt(seed, index, before, step);
        if (problems && problems.length > 0 && !failed) {
          failed = true;
          console.log(`step ${index} (${step.label}, seat ${step.seat}):\n  ${problems.join('\n  ')}`);
        }
      } else if (index === target) found = { index, state: before, step };
      before = state;
      index++;
    },
  });
} catch (e) {
  console.log(`step ${index} throws:`);
  throw e;
}
if (target === null) console.log(failed ? 'failed' : `clean after ${index} steps`);
else if (found === null) console.log(`the game ended before step ${target}`);
else {
  const { state, step } = found as { state: GameState; step: BotStep };
  console.log(`step ${target}: seat ${step.seat} ${step.label}\n${JSON.stringify(step.command)}`);
  const problems = redealAt(seed, target, state, step);
  console.log(problems === null ? 'not a re-deal step' : problems.length === 0 ? 'clean' : problems.join('\n'));
}
