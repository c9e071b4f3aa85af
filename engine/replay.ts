// Replaying a game's command log from its creation reproduces its state exactly (the seeded generator is in the
// state and time arrives inside each logged command).
import type { CommandMeta } from './core/commands';
import { ok, type Result, type RuleViolation } from './core/result';
import { generatorOf } from './core/rng';
import { notDealtIn } from './content/in-play';
import type { GameConfig, GameState, Seat } from './core/state';
import { apply } from './flow/apply';
import { createGame } from './setup/create-game';

export interface ReplayEntry {
  readonly seat: Seat;
  readonly command: unknown;
  readonly at: CommandMeta['at'];
}

/**
 * The config to replay a stored game from: its own, with the generator and the cards left out named. Games stored
 * before the config named them have neither: their state still holds the generator they were created with (sfc32),
 * and they were dealt every printed card.
 */
export function storedConfig(state: GameState): GameConfig {
  return {
    ...state.config,
    generator: state.config.generator ?? generatorOf(state.rng),
    notDealt: notDealtIn(state.config),
  };
}

export function replay(
  config: unknown,
  log: readonly ReplayEntry[],
): Result<GameState, RuleViolation & { index?: number }> {
  const created = createGame(config);
  if (!created.ok) return created;
  let state = created.value.state;
  for (const [index, entry] of log.entries()) {
    const r = apply(state, entry.seat, entry.command, { at: entry.at });
    if (!r.ok) return { ok: false, error: { ...r.error, index } };
    state = r.state;
  }
  return ok(state);
}
