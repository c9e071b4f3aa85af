// The Milty draft (a community setup before LRR "Complete Setup"): balanced slices and snake-order picks; and the
// faction and speaker draft, the same picks without slices.
export {
  MILTY_LAYOUTS,
  generateSlices,
  isMiltyPlayers,
  sliceBounds,
  sliceLimits,
  sliceProblem,
  slicePositions,
  sliceShape,
  sliceStats,
  sliceSystemNames,
} from './milty-slices';
export type { MiltyPlayers, SliceBounds, SliceStats } from './milty-slices';
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
