// The only door into the engine: everything server/, app/ and scripts use is exported here.
export { commandSchema } from './core/commands';
export type { Command, CommandType, CommandMeta } from './core/commands';
export type { GameEvent } from './core/events';
export type { Decision, DecisionKind } from './core/frames';
export type { RuleViolation, Result, ViolationCode } from './core/result';
export { PLAYER_COLORS, GALAXY_LAYOUTS, PHASES } from './core/state';
export type { GameState, GameConfig, SeatConfig, Seat, Phase, PlayerColor, GalaxyLayout, PlayerState, SystemState } from './core/state';
export { apply, waitingOn } from './flow/apply';
export type { ApplyResult } from './flow/apply';
export { options } from './flow/options';
export type { Option } from './flow/options';
export { view } from './view';
export type { GameView, PlayerView } from './view';
export { createGame, gameConfigSchema } from './setup/create-game';
export { replay } from './replay';
