// The only door into the engine: everything server/, app/ and scripts use is exported here — the four functions of
// the game (apply, options, view, createGame; replay and loadGameState for storage), the queries the game page asks
// (engine/queries), the component data for names and texts, and the types of what crosses the door.

// ---- The game --------------------------------------------------------------------------------------------------
export { apply, waitingOn } from './flow/apply';
export { options } from './flow/options';
export type { Option } from './flow/options';
export { view, waitingOnSeenBy } from './view';
export type { GameView, PlayerView, PublicConfig } from './view';
export { createGame } from './setup/create-game';
export { replay, storedConfig } from './replay';
export { loadGameState } from './flow/load';
export { commandSchema, groupMoveSchema } from './core/commands';
export type { Command } from './core/commands';
export type { GameEvent } from './core/events';
export type { Decision, DecisionKind } from './core/frames';
export type { RuleViolation } from './core/result';
export { violationKind } from './core/violations';
export type { ViolationKind } from './core/violations';
export { PLAYER_COLORS, GALAXY_LAYOUTS, CONCEDE_RULES } from './core/state';
export type { ConcedeRule } from './core/state';
export type { GameState, GameConfig, PlayerColor } from './core/state';
export type { Seat } from './core/seat';
export { UNIT_TYPES } from './data/types';
export { parseMapString, ringOfPosition } from './galaxy';
export { renderMapSvg, renderMapPreview, sliceNumber } from './render';
export { PLAYER_FILL } from './render/svg';
export type { MapPreview } from './render';
export type { SliceTotals } from './galaxy/slices';

// ---- Queries the game page asks (engine/queries) ---------------------------------------------------------------
// Cheap queries for notifications and lists of games: what a seat is asked, whom the game visibly waits on.
export { decisionSummary, publicWaitingOn } from './queries/decision-summary';
export type { DecisionSummary } from './queries/decision-summary';
export { windowPrompt } from './queries/window-prompt';
export { preAnswerLabel, preAnswerOffers } from './abilities/pre-answers';
export type { WindowPrompt } from './queries/window-prompt';
export { roundInfo } from './queries/round';
export type { RoundInfo, ObjectiveStatus } from './queries/round';
export { leaderSheets } from './queries/leaders';
export type { LeaderCard, LeaderSheet } from './queries/leaders';
export { boardNames, unitFacts } from './queries/units';
export { movementPlans, previewMove } from './queries/movement';
export { oddsFor, oddsQuerySchema } from './queries/odds';
export type { OddsAnswer } from './queries/odds';
export { productionInfo, productionQuote } from './queries/production';
export {
  heldPlanets,
  planetTotals,
  publicHoldings,
  type HeldPlanet,
  type PublicHoldings,
  type HeldTechnology,
} from './queries/holdings';
export { finishRecord, recordStep, startRecord } from './queries/game-record';
export type { GameRecord, PointLine, SeatRecord } from './queries/game-record';
export { sustainCancels } from './combat/hits';
export { victoryPoints } from './phases/victory';

// ---- Component data: names, numbers and our own card texts ------------------------------------------------------
export { FACTIONS } from './data/factions';
export { STRATEGY_CARDS } from './data/strategy-cards';
export { TECHNOLOGIES } from './data/technologies';
export { OBJECTIVES } from './data/objectives';
export { ACTION_CARDS, parseActionCardCopy } from './data/action-cards';
export { AGENDAS } from './data/agendas';
export { PROMISSORY_NOTES } from './data/promissory-notes';
export { LEADERS } from './data/leaders';
export { RELICS } from './data/relics';
export { UNITS } from './data/units';
export { FACTION_ABILITIES } from './data/faction-abilities';
export { allAbilities } from './abilities/catalog';

// ---- The content ledger (engine/content): what works, what a new game deals, docs/content.md ----------------------
export { CONTENT_CLASSES } from './content/status';
export type { ContentClass } from './content/status';
export { LEDGER, isWorking, ledgerSummary, allFactionCompleteness, FACTION_PARTS } from './content/ledger';
export { contentInPlay, notDealtIn } from './content/in-play';
export { renderContentMarkdown, renderLedgerTable } from './content/content-doc';
export { fragmentType } from './relics/holding';
export { legendaryCardsOf } from './relics/legendary';

// ---- The Milty draft before a game (engine/draft) ---------------------------------------------------------------
export * from './draft';
