// The Milty draft (a community setup before LRR "Complete Setup"): balanced slices and snake-order picks; and the
// faction and speaker draft, the same picks without slices.
export {
  MILTY_BOARDS,
  MILTY_PLAYERS,
  boardSlices,
  isMiltyPlayers,
  miltyBoard,
  slicePositions,
  sliceSize,
  turnBoard,
  turnPosition,
} from './milty-boards';
export type { MiltyBoard, MiltyPlayers } from './milty-boards';
export {
  MILTY_PLAYERS_MESSAGE,
  generateSlices,
  sliceBounds,
  sliceLimits,
  sliceProblem,
  sliceStats,
  sliceSystemNames,
} from './milty-slices';
export type { SliceBounds, SliceStats } from './milty-slices';
export {
  PICK_KINDS,
  draftFinished,
  draftSeating,
  kindsOf,
  miltyMapSoFar,
  miltyResult,
  newMiltyDraft,
  onTheClock,
  pickMilty,
  picksOf,
  sliceMapString,
} from './milty-draft';
export type { MiltyDraft, MiltyPick, MiltyResult, MiltySettings, PickKind } from './milty-draft';
export { FACTION_DRAFT_KINDS, FACTION_DRAFT_PLAYERS, factionDraftProblem, newFactionDraft } from './faction-draft';
export type { FactionDraftSettings } from './faction-draft';
export {
  newTileDraft,
  openPositions,
  placeSystemTile,
  tileDraftFinished,
  tileDraftMap,
  tileOptions,
  tileTurn,
} from './tile-draft';
export type { TileDraft, TileDraftSettings, TilePlacementStep } from './tile-draft';
