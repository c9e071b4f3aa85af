// What the lobby shows of a draft: the offers with who took each, whose pick it is, and (Milty) each slice's values.
// Everything in a draft is public (every pick is made in the open), so every seat sees the same view.
import { kindsOf, miltyMapSoFar, onTheClock, picksOf, sliceStats, sliceSystemNames } from '@/engine/index';
import type { MiltyDraft, PickKind } from '@/engine/index';
import type { Lobby } from './doc';
import { factionName } from './factions';

export interface DraftSliceView {
  readonly index: number;
  readonly tiles: readonly string[];
  readonly label: string;
  readonly optimalResources: number;
  readonly optimalInfluence: number;
  readonly resources: number;
  readonly influence: number;
  readonly planets: number;
  readonly wormholes: number;
  readonly legendary: number;
  readonly takenBy: string | null;
}

/** Slices are named by letter, as the community's tools do (A, B, C…). */
export const sliceLetter = (i: number): string => String.fromCharCode(65 + i);

/** "Speaker", "2nd", "3rd"…: a speaker position in the words players use. */
export function positionLabel(p: number): string {
  if (p === 0) return 'Speaker';
  const n = p + 1;
  const suffix = n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

function pickLabel(d: MiltyDraft, pick: MiltyDraft['picks'][number]): string {
  if (pick.kind === 'faction') return factionName(pick.faction);
  if (pick.kind === 'slice') return `Slice ${sliceLetter(pick.slice)}`;
  return `${positionLabel(pick.position)} position`;
}

export function draftView(lobby: Lobby, userId: string | null) {
  const settings = lobby.settings.draft;
  if (!settings) return null;
  const d = lobby.draft?.state;
  const you = userId === null ? -1 : lobby.seats.findIndex((s) => s.userId === userId);
  if (!d) return { settings, started: false as const };
  const name = (seat: number) => lobby.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const takenBy = (kind: PickKind, matches: (p: MiltyDraft['picks'][number]) => boolean) => {
    const p = d.picks.find((x) => x.kind === kind && matches(x));
    return p ? name(p.seat) : null;
  };
  const clock = onTheClock(d);
  const mine = you === -1 ? {} : picksOf(d, you);
  return {
    settings,
    started: true as const,
    players: d.players,
    order: d.order.map(name),
    onTheClock: clock === null ? null : { seat: clock, name: name(clock) },
    yourTurn: clock !== null && clock === you,
    youNeed: you === -1 ? [] : kindsOf(d).filter((k) => mine[k] === undefined),
    slices: d.slices.map((tiles, index): DraftSliceView => {
      const s = sliceStats(tiles as Parameters<typeof sliceStats>[0]);
      return {
        index,
        tiles,
        label: sliceSystemNames(tiles).join(', '),
        ...s,
        takenBy: takenBy('slice', (p) => p.kind === 'slice' && p.slice === index),
      };
    }),
    factions: d.factions.map((id) => ({
      id,
      name: factionName(id),
      takenBy: takenBy('faction', (p) => p.kind === 'faction' && p.faction === id),
    })),
    positions: Array.from({ length: d.players }, (_, position) => ({
      position,
      label: positionLabel(position),
      takenBy: takenBy('position', (p) => p.kind === 'position' && p.position === position),
    })),
    picks: d.picks.map((p) => ({ name: name(p.seat), label: pickLabel(d, p) })),
    /**
     * The galaxy as far as the picks decide it (home 1 is the speaker's), for the lobby's map preview; null in a
     * faction draft, whose galaxy is the lobby's layout or map string whatever is picked.
     */
    mapSoFar: settings.kind === 'milty' ? miltyMapSoFar(d) : null,
  };
}
export type DraftView = NonNullable<ReturnType<typeof draftView>>;
