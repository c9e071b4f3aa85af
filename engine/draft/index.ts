// The Milty draft (a community setup before LRR "Complete Setup"): balanced slices and snake-order picks.
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
  miltyMapSoFar,
  miltyResult,
  newMiltyDraft,
  onTheClock,
  pickMilty,
  picksOf,
  sliceMapString,
} from './milty-draft';
export type { MiltyDraft, MiltyPick, MiltyResult, MiltySettings, PickKind } from './milty-draft';
