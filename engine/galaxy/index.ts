// The galaxy: hex maths, map strings, rulebook layouts, tile placement (setup 6), board building and adjacency
// (LRR 6, 39, 44, 60, 88, 100, 101). Other engine modules import from here; outside code goes through engine/index.ts.
export {
  CENTRE,
  CENTRE_KEY,
  DIRECTIONS,
  SIDES,
  distance,
  hexKey,
  hexToPixel,
  hexToPosition,
  keyToPosition,
  neighbour,
  neighbourHexes,
  oppositeSide,
  parseHexKey,
  positionKey,
  positionToHex,
  positionsUpToRing,
  ringHexes,
  ringOf,
  ringOfPosition,
  ringSize,
  ringStart,
  sideTowards,
} from './hex';
export type { Hex, Side } from './hex';
export { isHyperlane, laneEnds, laneExits, lanesOf, physicalTile } from './hyperlanes';
export type { Lane } from './hyperlanes';
export { MECATOL_REX, cellAt, homePositions, parseMapString, toMapString, validateMap } from './map-string';
export type { MapCell, ParsedMap } from './map-string';
export { LAYOUTS, layout, layoutProblems, layoutsFor, systemPositions, tilesNeeded } from './layouts';
export type { HyperlanePlacement, LayoutDef, TileCounts } from './layouts';
export {
  CREUSS_GATE,
  CREUSS_HOME,
  NEXUS_ACTIVE,
  NEXUS_INACTIVE,
  activateNexus,
  boardFromMap,
  emptyBoard,
  newSystem,
  offBoardKey,
  placeNexus,
} from './board';
export type { BuildOptions, BuiltBoard } from './board';
export {
  WORMHOLE_TOKENS,
  adjacencies,
  adjacentSystems,
  areAdjacent,
  isSystem,
  neighbours,
  presence,
  wormholeOfToken,
  wormholesIn,
} from './adjacency';
export type { Adjacency, AdjacencyOptions, AdjacencyVia, WormholeToken } from './adjacency';
export {
  conflicts,
  dealSystemTiles,
  galaxyMap,
  legalPlacements,
  placeTiles,
  snakeOrder,
  systemPool,
} from './tile-placement';
export type { PlacementStep, TilePlacement, TilePlacementInput } from './tile-placement';
