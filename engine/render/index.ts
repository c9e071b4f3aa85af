// Drawing the game for the app: the galaxy map as SVG text.
export { renderMapSvg } from './map-svg';
export { renderMapPreview, sliceLines, sliceNumber } from './map-preview';
export type { MapPreview, MapPreviewOptions } from './map-preview';
export type { MapSvgOptions, MapView } from './map-svg';
