// Setup 6, before a game starts: the galaxy a map string describes, drawn with each home position and the totals
// of the systems nearest to it (engine/galaxy/slices.ts), so a group can judge a community map before playing it.
import type { Board, SystemState } from '../core/state';
import { newSystem } from '../galaxy/board';
import { hexKey, positionToHex } from '../galaxy/hex';
import { cellAt, parseMapString } from '../galaxy/map-string';
import { homeSlices, type SliceTotals } from '../galaxy/slices';
import { ok, type Result } from '../core/result';
import { renderMapSvg } from './map-svg';

export interface MapPreview {
  readonly svg: string;
  /** One per home position, in map order: home 1 is the first 0 of the string (the first seat). */
  readonly slices: readonly SliceTotals[];
}

/** Shares (½, ⅓) make fractions: one decimal is enough to compare slices. */
export const sliceNumber = (n: number): string => String(Math.round(n * 10) / 10);

/** The lines written on a home position: its number, resources/influence, and the optimal split. */
export function sliceLines(slice: SliceTotals, index: number): string[] {
  return [
    `Home ${index + 1}`,
    `${sliceNumber(slice.resources)} / ${sliceNumber(slice.influence)}`,
    `opt ${sliceNumber(slice.optimalResources)} / ${sliceNumber(slice.optimalInfluence)}`,
  ];
}

export interface MapPreviewOptions {
  /**
   * Setup 6, the players' tile placement: map positions still open, drawn as numbered empty spaces; `legal` marks
   * where the viewer may place a tile now (the page makes those tappable).
   */
  readonly openSpaces?: readonly { readonly position: number; readonly legal: boolean }[];
}

/** The preview of a map string, or the parser's reason it is not a galaxy. */
export function renderMapPreview(mapString: string, options: MapPreviewOptions = {}): Result<MapPreview> {
  const parsed = parseMapString(mapString);
  if (!parsed.ok) return parsed;
  const map = parsed.value;
  const systems: Record<string, SystemState> = {};
  const homes: { key: string; lines: string[] }[] = [];
  const slices = homeSlices(map);
  for (let p = 0; p <= map.cells.length; p++) {
    const cell = cellAt(map, p);
    const key = hexKey(positionToHex(p));
    if (cell.kind === 'tile') systems[key] = newSystem(cell.tile, cell.rotation);
    if (cell.kind === 'home') {
      const index = homes.length;
      const slice = slices[index];
      homes.push({ key, lines: slice ? sliceLines(slice, index) : [`Home ${index + 1}`] });
    }
  }
  const board: Board = { systems, nexus: { placed: false, active: false, at: null } };
  const svg = renderMapSvg(
    { board, players: [], custodiansOnMecatol: true },
    {
      title: 'Preview of the galaxy',
      idPrefix: 'preview',
      homes,
      openSpaces: (options.openSpaces ?? []).map((o) => ({ key: hexKey(positionToHex(o.position)), legal: o.legal })),
    },
  );
  return ok({ svg, slices });
}
