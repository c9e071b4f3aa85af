// A player's colour as a round swatch (with the colour's name for screen readers). Colours are classes, not style
// attributes: the Content-Security-Policy allows no inline styles (server/http/security-headers.ts).
const FILL: Record<string, string> = {
  red: 'bg-[#e53935]',
  blue: 'bg-[#1e88e5]',
  green: 'bg-[#43a047]',
  yellow: 'bg-[#fdd835]',
  purple: 'bg-[#8e24aa]',
  black: 'bg-[#111111]',
  orange: 'bg-[#fb8c00]',
  pink: 'bg-[#f06292]',
};

/** The background class of a player's colour (grey for an unknown one, none for no colour yet). */
export function colorFill(color: string | null): string {
  return color ? (FILL[color] ?? 'bg-[#9e9e9e]') : 'bg-transparent';
}

const SIZES = { 14: 'h-3.5 w-3.5', 24: 'h-6 w-6' } as const;

export function ColorSwatch({ color, size = 24 }: { color: string | null; size?: keyof typeof SIZES }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full border-2 border-slate-500 ${SIZES[size]} ${colorFill(color)}`}
      role="img"
      aria-label={color ?? 'no colour yet'}
    />
  );
}
