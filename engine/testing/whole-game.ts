// Test kit: one whole game played by the random-legal-move bot from a game config, with the invariant checker after
// every step and a replay of the log at the end (used by the full-game tests and scripts/fuzz-factions.ts).
import type { GameState } from '../core/state';
import { replay } from '../replay';
import { createGame } from '../setup/create-game';
import { playRandomGame, type BotGame, type BotStep } from './bot';
import { checkInvariants } from './invariants';

export interface WholeGame {
  readonly game: BotGame;
  /** The first invariant breaches found (at most five), each with the round and the step after which it was seen. */
  readonly problems: string[];
  /** Whether replaying the log from the config reproduces the final state exactly. */
  readonly replayMatches: boolean;
}

/** A further check on each step: the state before it and the step; returns what it found wrong. */
export type StepCheck = (before: GameState, step: BotStep) => string[];

/**
 * Plays `config` with the bot (moves drawn from `movesSeed`) until the game ends or `maxSteps` run out; `invade`
 * turns on the bot's invasion habit (bot-invade.ts), `content` its content habit (bot-content.ts). `ownRedeal`: the
 * caller's `check` compares with re-dealt games itself (scripts/fuzz-factions.ts, before and after each step), so the
 * invariant checker leaves out its own, weaker re-deal comparison (the CI games keep it).
 */
export function playWholeGame(
  config: unknown,
  movesSeed: string,
  maxSteps = 20_000,
  check?: StepCheck,
  bot: { invade?: boolean; content?: boolean; ownRedeal?: boolean } = {},
): WholeGame {
  const created = createGame(config);
  if (!created.ok) throw new Error(`setup: ${created.error.message}`);
  const problems: string[] = [];
  let before = created.value.state;
  const game = playRandomGame(created.value.state, {
    seed: movesSeed,
    maxSteps,
    ...(bot.invade ? { invade: true } : {}),
    ...(bot.content ? { content: true } : {}),
    onStep: (state: GameState, step) => {
      const found = [...checkInvariants(state, { redeal: !bot.ownRedeal }), ...(check?.(before, step) ?? [])];
      before = state;
      if (found.length > 0 && problems.length < 5)
        problems.push(`round ${state.round}, after "${step.label}": ${found.join('; ')}`);
    },
  });
  const again = replay(config, game.log);
  return { game, problems, replayMatches: again.ok && JSON.stringify(again.value) === JSON.stringify(game.state) };
}
