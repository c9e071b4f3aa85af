// Drawing the game for the app: the galaxy map as SVG text.
export { renderMapSvg } from './map-svg';
export type { MapSvgOptions, MapView } from './map-svg';
