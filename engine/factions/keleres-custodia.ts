// I.I.H.Q. Modernization, a Council Keleres faction technology (Codex III) — LRR 60 neighbours, 53 legendary planets,
// 77 space cannon, 68 production, 45 Imperial, 20.3 gaining command tokens. Its owner is neighbours with everyone
// who has units or controls planets in or next to the Mecatol Rex system, and takes the Custodia Vigilia planet card
// (engine/economy/planet-cards.ts: spent, voted with and readied like any planet card) with its legendary ability:
// while its holder controls Mecatol Rex, that planet has SPACE CANNON 5 and PRODUCTION 3, and the holder gains 2
// command tokens when another player gains Mecatol Rex's point through Imperial's primary ability.
//
// What we decided, and why:
// - The card is taken as the technology is gained, however it is gained (TECHNOLOGY_GAINED), and only if nobody holds
//   it yet: there is one card. Nothing removes it ("cannot be lost"); it is no planet in a system, so no effect that
//   takes, counts or explores planets reaches it, and no X or Y assimilator token (not modelled) can lie on it.
// - The legendary ability follows the card, which stays with the technology's owner; it works while they control
//   Mecatol Rex. The Space Cannon fires from Mecatol Rex like a card attached to it (engine/combat/space-cannon.ts
//   attachedCannons, no deep space range); the Production is the planet's own (PLANET_PRODUCTION).
// - The Imperial point is found in the command's events (victory-point-gained from 'imperial', AFTER_EVENTS).
import type { GameState, Seat } from '../core/state';
import { CUSTODIA_VIGILIA } from '../data/planet-cards';
import { gainOffBoardPlanet, offBoardHolder } from '../economy/planet-cards';
import { adjacentSystems, presence, type AdjacencyOptions } from '../galaxy/adjacency';
import { emit, type FlowCtx } from '../kernel/context';
import { readOnly } from '../kernel/draft';
import { planetOwner, systemOfPlanet } from '../kernel/planet-index';

// What keleres.effects.ts asks: only modules that never ask the effects themselves (no import cycle through them).

export const IIHQ = 'iihq';
/** Mecatol Rex's planet id (engine/objectives/board-queries.ts MECATOL_REX_PLANET, which the effects cannot import). */
const MECATOL_REX = 'mr';
/** Custodia Vigilia's Space Cannon and Production on Mecatol Rex. */
export const CUSTODIA_CANNON = { hitsOn: 5, dice: 1 } as const;
export const CUSTODIA_PRODUCTION = 3;

/** Who holds the Custodia Vigilia card (and its legendary ability card), or null. */
export const custodiaHolder = (state: GameState): Seat | null => offBoardHolder(state, CUSTODIA_VIGILIA.id);

/** The legendary ability is live on this planet for the seat: Mecatol Rex, which it controls, holding the card. */
export const custodiaOn = (state: GameState, seat: Seat, planet: string): boolean =>
  planet === MECATOL_REX && custodiaHolder(state) === seat && planetOwner(state, MECATOL_REX) === seat;

/** The seat has units or controls a planet in the Mecatol Rex system or a system adjacent to it. */
export function nearMecatolRex(state: GameState, seat: Seat, adjacency: AdjacencyOptions): boolean {
  const key = systemOfPlanet(state, MECATOL_REX);
  if (key === undefined) return false;
  const board = readOnly(state).board;
  const near = new Set([key, ...adjacentSystems(board, key, adjacency)]);
  return presence(board, seat).some((k) => near.has(k));
}

/** I.I.H.Q. Modernization's neighbours: its owner and whoever is in or next to the Mecatol Rex system. */
export function iihqNeighbours(state: GameState, a: Seat, b: Seat, adjacency: AdjacencyOptions): boolean {
  const owns = (s: Seat) => state.players[s]?.technologies.includes(IIHQ) === true && !state.players[s]?.eliminated;
  return (owns(a) && nearMecatolRex(state, b, adjacency)) || (owns(b) && nearMecatolRex(state, a, adjacency));
}

/** As the technology is gained: the Custodia Vigilia card, if nobody holds it. */
export function takeCustodiaVigilia(ctx: FlowCtx, seat: Seat): void {
  if (!gainOffBoardPlanet(ctx.state, seat, CUSTODIA_VIGILIA.id)) return;
  emit(ctx, {
    type: 'note',
    text: `I.I.H.Q. Modernization: ${ctx.state.players[seat]!.name} now holds Custodia Vigilia (planet card and legendary card).`,
  });
}
