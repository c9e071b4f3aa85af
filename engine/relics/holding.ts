// LRR 73 relics and 70 purge, 53.2 legendary ability cards: where relics, fragments and legendary cards sit and in
// what state — plain state helpers, no flow, so the ability costs (engine/abilities/play.ts) can use them.
import type { GameState, PlayerState, Seat } from '../core/state';
import { EXPLORATION_CARDS, type RelicFragmentType } from '../data/exploration';
import { isRelicId, type RelicId } from '../data/relics';

/** Shard of the Throne's point, in the holder's other points (98): it moves with the card. */
export const SHARD_POINT_SOURCE = 'relic:shard-of-the-throne';

export const relicExhausted = (p: PlayerState, relic: string): boolean => (p.exhaustedRelics ?? []).includes(relic);

export function exhaustRelic(p: PlayerState, relic: string): void {
  if (!relicExhausted(p, relic)) (p.exhaustedRelics ??= []).push(relic);
}

/** 71.5: the status phase readies relics (and legendary cards, which lie on the planets). */
export function readyRelics(state: GameState): void {
  for (const p of state.players) if (p.exhaustedRelics?.length) p.exhaustedRelics = [];
  for (const sys of Object.values(state.board.systems))
    for (const planet of Object.values(sys.planets)) if (planet.legendaryExhausted) delete planet.legendaryExhausted;
}

/**
 * Takes the relic out of the player's play area. The card keeps its exhausted state only while held; a point it
 * gave is lost with it (Shard of the Throne).
 */
export function removeRelic(state: GameState, seat: Seat, relic: string): boolean {
  const p = state.players[seat];
  if (!p || !p.relics.includes(relic)) return false;
  p.relics = p.relics.filter((r) => r !== relic);
  if (p.exhaustedRelics) p.exhaustedRelics = p.exhaustedRelics.filter((r) => r !== relic);
  if (relic === 'shard-of-the-throne') p.otherPoints = p.otherPoints.filter((o) => o.source !== SHARD_POINT_SOURCE);
  return true;
}

/**
 * 70.1–70.2: a purged relic leaves the game. The relic deck has no discard pile (73), so its discard holds the
 * purged relics: out of play for good, and every relic card stays accounted for.
 */
export function purgeRelic(state: GameState, seat: Seat, relic: string): void {
  if (removeRelic(state, seat, relic)) state.decks.relic.discard.push(relic);
}

/** Puts a relic in the player's play area (73.2); Shard of the Throne's point comes with it. Effects: gain.ts. */
export function placeRelic(state: GameState, seat: Seat, relic: string): void {
  const p = state.players[seat]!;
  p.relics.push(relic);
  if (relic === 'shard-of-the-throne') p.otherPoints.push({ source: SHARD_POINT_SOURCE, points: 1 });
}

/** Relic cards attached to planets (the Nanoforge, 12.1): out of every play area, still in the game. */
export function relicsAttached(state: GameState): string[] {
  const out: string[] = [];
  for (const sys of Object.values(state.board.systems))
    for (const planet of Object.values(sys.planets)) for (const a of planet.attachments) if (isRelicId(a)) out.push(a);
  return out;
}

export const isRelic = (id: string): id is RelicId => isRelicId(id);

// ---- Legendary planet ability cards (53) ----------------------------------------------------------------------------

function planetState(state: GameState, planet: string) {
  for (const sys of Object.values(state.board.systems)) {
    const pl = sys.planets[planet];
    if (pl) return pl;
  }
  return undefined;
}

export const legendaryExhausted = (state: GameState, planet: string): boolean =>
  planetState(state, planet)?.legendaryExhausted === true;

export function setLegendaryExhausted(state: GameState, planet: string, exhausted: boolean): void {
  const pl = planetState(state, planet);
  if (!pl) return;
  if (exhausted) pl.legendaryExhausted = true;
  else delete pl.legendaryExhausted;
}

// ---- Relic fragments (73.1) ---------------------------------------------------------------------------------------

/** The type of a fragment held as an exploration card copy ('cultural-relic-fragment#2'), or null if not one. */
export function fragmentType(copy: string): RelicFragmentType | null {
  const card = copy.split('#')[0] ?? copy;
  const def = (EXPLORATION_CARDS as Record<string, { fragment: RelicFragmentType | null } | undefined>)[card];
  return def?.fragment ?? null;
}

export const FRAGMENT_KINDS = ['cultural', 'hazardous', 'industrial'] as const;
export type FragmentKind = (typeof FRAGMENT_KINDS)[number];

/** 73.1: three fragments make a set of `kind` when each is of that kind or unknown (unknown stands in for any). */
export function fragmentsMakeSet(fragments: readonly string[], kind: FragmentKind): boolean {
  return (
    fragments.length === 3 &&
    new Set(fragments).size === 3 &&
    fragments.every((f) => {
      const t = fragmentType(f);
      return t === kind || t === 'unknown';
    })
  );
}
