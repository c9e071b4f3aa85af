// Small helpers for writing SVG markup as text: escaping, compact numbers, player colours.
import type { PlayerColor } from '../core/state';

/** Escapes text for use in element content and double-quoted attribute values. */
export function esc(s: string | number): string {
  return String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** Numbers with at most two decimals, so coordinates stay short and stable. */
export function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** `name="value"` pairs; undefined values are left out. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v as string | number)}"`)
    .join('');
}

export function el(name: string, a: Record<string, string | number | undefined>, children = ''): string {
  return children === '' ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

/** Player colours on the dark map: `fill` for tokens and rings, `text` to write on that fill, `ink` for text on the dark map. */
export const PLAYER_FILL = {
  red: { fill: '#e53935', text: '#ffffff', ink: '#ff8a80' },
  blue: { fill: '#1e88e5', text: '#ffffff', ink: '#82b1ff' },
  green: { fill: '#43a047', text: '#ffffff', ink: '#b9f6ca' },
  yellow: { fill: '#fdd835', text: '#000000', ink: '#ffff8d' },
  purple: { fill: '#8e24aa', text: '#ffffff', ink: '#ea80fc' },
  black: { fill: '#111111', text: '#ffffff', ink: '#e0e0e0' },
  orange: { fill: '#fb8c00', text: '#000000', ink: '#ffd180' },
  pink: { fill: '#f06292', text: '#000000', ink: '#ff80ab' },
} as const satisfies Record<PlayerColor, PlayerPaint>;

export interface PlayerPaint {
  readonly fill: string;
  readonly text: string;
  readonly ink: string;
}

export const NEUTRAL_PAINT: PlayerPaint = { fill: '#9e9e9e', text: '#000000', ink: '#e0e0e0' };
