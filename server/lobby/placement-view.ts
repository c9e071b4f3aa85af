// What the lobby shows of the players' tile placement (setup 6): whose turn it is, the galaxy so far, each player's
// count of tiles left, and to the caller alone their own tiles and where each may go now. The tiles are dealt
// facedown (setup 6 ii), so another player's hand is a count; every tile placed is public.
import { openPositions, ringOfPosition, sliceSystemNames, tileDraftMap, tileOptions, tileTurn } from '@/engine/index';
import type { TileDraft } from '@/engine/index';
import type { Lobby } from './doc';
import { seatsProblem } from './lobby';

/** A system tile's id, as the engine's tile placement holds it. */
type TileId = TileDraft['hands'][number][number];

const systemName = (tile: TileId): string => sliceSystemNames([tile])[0] ?? tile;

export function placementView(lobby: Lobby, userId: string | null) {
  if (lobby.settings.tilePlacement !== true) return null;
  const you = userId === null ? -1 : lobby.seats.findIndex((s) => s.userId === userId);
  const name = (seat: number) => lobby.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const d = lobby.placement?.state;
  if (!d) {
    // Dealt by the host once every seat has chosen, or at once after a faction draft's last pick.
    const problem = seatsProblem(lobby);
    return {
      started: false as const,
      afterDraft: lobby.settings.draft !== undefined,
      ready: problem === null,
      waitingFor: problem?.message ?? null,
    };
  }
  const turn = tileTurn(d);
  const yourTurn = turn !== null && turn.seat === you;
  const left = (seat: number): readonly TileId[] => {
    const used = new Set(d.placements.filter((p) => p.seat === seat && !p.extra).map((p) => p.tile));
    return (d.hands[seat] ?? []).filter((t) => !used.has(t));
  };
  return {
    started: true as const,
    speaker: name(d.speaker),
    onTheClock: turn === null ? null : { seat: turn.seat, name: name(turn.seat), extra: turn.extra },
    yourTurn,
    /** The caller's tiles not yet placed (the speaker's extras while they place those). */
    yourTiles: (yourTurn ? turn.tiles : you === -1 ? [] : left(you)).map((tile) => ({ tile, name: systemName(tile) })),
    /** Where each of the caller's tiles may go now; empty unless it is their turn. */
    options: (yourTurn ? tileOptions(d, you) : []).map((o) => ({
      ...o,
      name: systemName(o.tile),
      ring: ringOfPosition(o.position),
    })),
    players: lobby.seats.map((_, seat) => ({
      name: name(seat),
      left: left(seat).length,
    })),
    placements: d.placements.map((p) => ({
      name: name(p.seat),
      tile: systemName(p.tile),
      position: p.position,
      extra: p.extra,
    })),
    mapSoFar: tileDraftMap(d),
    /** The layout's spaces still waiting for a tile (public): the map preview draws them, numbered. */
    openSpaces: openPositions(d),
  };
}
export type PlacementView = NonNullable<ReturnType<typeof placementView>>;
