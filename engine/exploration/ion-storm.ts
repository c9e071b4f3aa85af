// Ion Storm (LRR 35.5 frontier deck, 101 wormholes, 58 movement, 78.7 retreats): the explorer puts the ion storm token
// in the system with the side of their choice up (an alpha or a beta wormhole) and the card stays in the common play
// area; after a move-ships step or a retreat in which ships passed through the token's wormhole, the token flips.
import { systemLabel } from '../tactical/labels';
import type { GameState, Seat } from '../core/state';
import { adjacencies } from '../galaxy/adjacency';
import { emit, type FlowCtx } from '../kernel/context';
import { movementAdjacency } from '../tactical/paths';
import type { CardChoices } from './card-choice';
import { pushCardChoice, type CardResolver, type Exploring } from './types';

/** The token's two faces, by the board's wormhole-token ids (engine/galaxy/adjacency.ts WORMHOLE_TOKENS). */
const FACES = { alpha: 'ion-storm-alpha', beta: 'ion-storm-beta' } as const;
type Face = keyof typeof FACES;
const OTHER: Record<Face, Face> = { alpha: 'beta', beta: 'alpha' };

/** The system holding the ion storm token and the face up, if the token is on the board. */
export function ionStorm(state: GameState): { system: string; face: Face } | null {
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (sys.tokens.includes(FACES.alpha)) return { system: key, face: 'alpha' };
    if (sys.tokens.includes(FACES.beta)) return { system: key, face: 'beta' };
  }
  return null;
}

/** 35.7: the card is kept in the common play area while its token is on the board. */
export const placeIonStorm: CardResolver = (ctx, x: Exploring) => {
  (ctx.state.exploration ??= { purged: [] }).commonPlayArea = [...(ctx.state.exploration.commonPlayArea ?? []), x.copy];
  pushCardChoice(ctx, 'ion-storm', { seat: x.seat, system: x.system, planet: x.planet });
};

export const ION_STORM_CHOICES: CardChoices = {
  'ion-storm': {
    options: () => [
      { option: 'alpha', label: 'put the ion storm token alpha side up' },
      { option: 'beta', label: 'put the ion storm token beta side up' },
    ],
    resolve: (ctx, x, option) => {
      const face: Face = option === 'beta' ? 'beta' : 'alpha';
      ctx.state.board.systems[x.system]?.tokens.push(FACES[face]);
      emit(ctx, {
        type: 'note',
        text: `An ion storm (${face} wormhole) now rages in ${systemLabel(ctx.state, x.system)}.`,
      });
    },
    fallback: 'alpha',
  },
};

/**
 * Whether a step from `a` to `b` went through the ion storm's wormhole: one of them holds the token and the two are
 * adjacent by that wormhole only (ships that could cross a shared border did not need it).
 */
function throughStorm(state: GameState, seat: Seat, a: string, b: string): boolean {
  const storm = ionStorm(state);
  if (!storm || (a !== storm.system && b !== storm.system)) return false;
  const via = adjacencies(state.board, a, movementAdjacency(state, seat)).find((x) => x.key === b)?.via ?? [];
  return via.includes(storm.face) && !via.includes('physical') && !via.includes('hyperlane');
}

/**
 * At the end of the move-ships step or a retreat: when any of the seat's ships went through the storm's wormhole
 * along one of these paths (each a list of systems, start first), the token flips once.
 */
export function flipIonStormIfCrossed(ctx: FlowCtx, seat: Seat, paths: readonly (readonly string[])[]): void {
  const storm = ionStorm(ctx.state);
  if (!storm) return;
  const crossed = paths.some((p) => p.some((key, i) => i > 0 && throughStorm(ctx.state, seat, p[i - 1]!, key)));
  if (!crossed) return;
  const sys = ctx.state.board.systems[storm.system]!;
  sys.tokens = sys.tokens.map((t) => (t === FACES[storm.face] ? FACES[OTHER[storm.face]] : t));
  emit(ctx, { type: 'note', text: `The ion storm flips to its ${OTHER[storm.face]} side.` });
}
