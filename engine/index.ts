// The only door into the engine: everything server/, app/ and scripts use is exported here.
export { commandSchema, groupMoveSchema } from './core/commands';
export type { Command, CommandType, CommandMeta } from './core/commands';
export type { GameEvent } from './core/events';
export type { Decision, DecisionKind } from './core/frames';
export type { RuleViolation, Result, ViolationCode } from './core/result';
export { PLAYER_COLORS, GALAXY_LAYOUTS, PHASES } from './core/state';
export type {
  GameState,
  GameConfig,
  SeatConfig,
  Seat,
  Phase,
  PlayerColor,
  GalaxyLayout,
  PlayerState,
  SystemState,
} from './core/state';
export { apply, waitingOn } from './flow/apply';
export type { ApplyResult } from './flow/apply';
export { options } from './flow/options';
export type { Option } from './flow/options';
// Cheap queries for notifications and lists of games: what a seat is asked, whom the game visibly waits on.
export { decisionSummary, publicWaitingOn } from './decision-summary';
export type { DecisionSummary } from './decision-summary';
export { view, waitingOnSeenBy } from './view';
export type { GameView, PlayerView, PublicConfig } from './view';
export { createGame, gameConfigSchema } from './setup/create-game';
export { replay, storedConfig } from './replay';
export { renderMapSvg } from './render';
export type { MapSvgOptions, MapView } from './render';
export { parseMapString, toMapString, LAYOUTS, layout, layoutsFor, CENTRE_KEY } from './galaxy';
export { victoryPoints } from './phases/victory';
export { initiativeOrder, speakerOrder } from './core/order';
// Component data for labels and help texts in the app (names, numbers and our own card texts).
export { FACTIONS, FACTION_IDS } from './data/factions';
export type { FactionId } from './data/factions';
export { STRATEGY_CARDS, STRATEGY_CARD_IDS } from './data/strategy-cards';
export { TECHNOLOGIES } from './data/technologies';
export { PLANETS } from './data/planets';
export { SYSTEMS } from './data/systems';
export { OBJECTIVES } from './data/objectives';
export { ACTION_CARDS, parseActionCardCopy } from './data/action-cards';
export { AGENDAS } from './data/agendas';
export { PROMISSORY_NOTES } from './data/promissory-notes';
export { LEADERS } from './data/leaders';
export { RELICS } from './data/relics';
// Names for the ids events carry (server/game/event-names.ts): unit ids, faction abilities, abilities in the flow.
export { UNITS } from './data/units';
export { FACTION_ABILITIES } from './data/faction-abilities';
export { allAbilities } from './abilities/catalog';
export { combatOdds } from './odds/combat-odds';
export { groundCombatOdds, groundOddsInput, spaceCombatOdds, spaceOddsInput } from './odds/from-state';
export type { OddsDice, OddsInput, OddsResult, OddsSide, OddsUnits } from './odds/types';
export { unitStats } from './combat/unit-stats';
export type { UnitStats } from './combat/unit-stats';
// Queries behind the game page's round panels (server/game/round-info.ts): why an objective can or cannot be
// scored, the outcomes and tally of the agenda under way, law owners, the planets a player could vote with, and
// which technologies they could research (with the specialty planets that skip prerequisites) or what they lack.
export { checkScore } from './objectives/scoring';
export { suggestedPayments, NOTHING_PAID } from './objectives/costs';
export { currentOutcomes, tally, votingOrder, lawOwner } from './agenda';
export { usableAdditionalVotes } from './abilities/technologies/predictive-intelligence-votes';
export { readyPlanets, planetValues } from './economy/planets';
export { researchChoices, missingPrerequisites } from './economy/research';
// Tactical-action helpers the server uses to describe choices to the app (movement picker, odds, production
// quote, hit assignment): the same checks apply runs, so a form built from them offers what the engine accepts.
export { UNIT_TYPES, SHIP_TYPES, GROUND_FORCE_TYPES } from './data/types';
export type { UnitType } from './data/types';
export type { Payment } from './economy/spending';
export type { GroupMove } from './tactical/movement';
export { mayPickUpFrom, planMovement } from './tactical/movement';
// For the server's search of pick-up routes: the movement adjacency planMovement checks paths against (6, 44, 100,
// 101 with the laws and abilities that change it), its path check (58.4), who may pass other players' ships (the
// Yssaril flagship) and gravity rifts (41).
export { adjacentSystems } from './galaxy/adjacency';
export { checkPath, movementAdjacency } from './tactical/paths';
export { groupPassesShips } from './tactical/faction-units';
export { isGravityRift } from './tactical/anomalies';
export { currentCombat } from './combat/combat-record';
export { sustainCancels } from './combat/hits';
export { bombarders } from './invasion/bombardment';
export { productionLimits } from './production/producers';
export { canUseAiDevelopment, checkOrder, costToPay, orderLines, usesProductionAbility } from './production/order';
export { producibleStats } from './units/stats';
export { findPayment } from './economy/spending';
// The content ledger (engine/content): what works, what a new game deals, and the text of docs/content.md; the
// app marks components that do not work yet ("not working yet") wherever a player meets them.
export { CONTENT_CLASSES } from './content/status';
export type { ComponentStatus, ContentClass } from './content/status';
export {
  LEDGER,
  isWorking,
  componentStatus,
  ledgerSummary,
  allFactionCompleteness,
  FACTION_PARTS,
} from './content/ledger';
export type { FactionCompleteness, FactionPart } from './content/ledger';
export { contentInPlay, notDealtIn } from './content/in-play';
export type { InPlayCount } from './content/in-play';
export { renderContentMarkdown, renderLedgerTable } from './content/content-doc';
