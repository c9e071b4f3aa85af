// A player's colour as a round swatch (with the colour's name for screen readers).
const FILL: Record<string, string> = {
  red: '#e53935',
  blue: '#1e88e5',
  green: '#43a047',
  yellow: '#fdd835',
  purple: '#8e24aa',
  black: '#111111',
  orange: '#fb8c00',
  pink: '#f06292',
};

export function colorFill(color: string | null): string {
  return color ? (FILL[color] ?? '#9e9e9e') : 'transparent';
}

export function ColorSwatch({ color, size = 24 }: { color: string | null; size?: number }) {
  return (
    <span
      className="inline-block shrink-0 rounded-full border-2 border-slate-500"
      style={{ width: size, height: size, background: colorFill(color) }}
      role="img"
      aria-label={color ?? 'no colour yet'}
    />
  );
}
