// LRR 25 control, 34 exhausted, 47 influence, 75 resources: the planets a player controls and spending them.
import { fail, ok, type Result } from '../core/result';
import type { GameState, PlanetState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import { attachmentToken, MIRAGE } from '../data/tokens';
import type { PlanetTrait, TechColor } from '../data/types';
import { readOnly } from '../kernel/draft';
import { mayUseLeader } from '../kernel/leader-sheet';
import { planetOwner, systemOfPlanet } from '../kernel/planet-index';
import { OFF_BOARD_PLANETS } from '../data/planet-cards';
import { offBoardPlanetCards } from './planet-cards';

export interface ControlledPlanet {
  readonly id: string;
  readonly system: string;
  readonly planet: PlanetState;
}

export function controlledPlanets(state: GameState, seat: Seat): ControlledPlanet[] {
  const out: ControlledPlanet[] = [];
  // The scan only reads (no draft copy of every system); the planets handed out come from `state` itself, since
  // callers may change them (exhaust, ready).
  const scanned = readOnly(state).board.systems;
  for (const key in scanned) {
    const planets = scanned[key]!.planets;
    for (const id in planets) {
      if (planets[id]!.owner !== seat) continue;
      const planet = state.board.systems[key]?.planets[id];
      if (planet) out.push({ id, system: key, planet });
    }
  }
  return out;
}

/**
 * Every planet card the seat holds: the planets it controls, and cards held with no planet on the board (Custodia
 * Vigilia, `system` null: engine/economy/planet-cards.ts). What is spent, voted with, exhausted and readied.
 */
export interface HeldPlanet {
  readonly id: string;
  readonly system: string | null;
  readonly planet: PlanetState;
}

export const planetCardsHeld = (state: GameState, seat: Seat): HeldPlanet[] => [
  ...controlledPlanets(state, seat),
  ...offBoardPlanetCards(state, seat).map((c) => ({ ...c, system: null })),
];

export const readyPlanets = (state: GameState, seat: Seat): HeldPlanet[] =>
  planetCardsHeld(state, seat).filter((p) => !p.planet.exhausted);

/** What a planet is now: its printed card with every attached card applied (12). */
export interface PlanetFacts {
  readonly resources: number;
  readonly influence: number;
  /** Technology specialties (90.14): the printed one and any a research facility attached. */
  readonly specialties: readonly TechColor[];
  readonly traits: readonly PlanetTrait[];
  readonly legendary: boolean;
  readonly attachments: readonly string[];
}

type PrintedPlanet = {
  resources: number;
  influence: number;
  traits: readonly PlanetTrait[];
  specialty: TechColor | null;
  legendary: unknown;
};
// The Mirage has no system tile: its card is in engine/data/tokens.ts, placed by its exploration card.
// Custodia Vigilia has neither: its card is in engine/data/planet-cards.ts.
const printed = (id: string): PrintedPlanet | undefined =>
  (PLANETS as Record<string, PrintedPlanet | undefined>)[id] ??
  (id === MIRAGE.id ? MIRAGE : (OFF_BOARD_PLANETS as Record<string, PrintedPlanet | undefined>)[id]);

/** The planet's state on the board, wherever it is (attachments travel with the planet, 12.2). */
export function planetStateOf(state: GameState, id: string): PlanetState | undefined {
  // Found through the index (kernel/planet-index.ts), then read from `state` itself: the caller may change it.
  const key = systemOfPlanet(state, id);
  return key === undefined ? undefined : state.board.systems[key]?.planets[id];
}

/**
 * 12: the one place a planet's values are read. Every reader — spending, votes, objectives, research skips, the
 * odds and forms — goes through here, so an attachment counts everywhere at once.
 */
export function planetFacts(state: GameState, id: string): PlanetFacts {
  // Only read here: the draft need not copy the systems passed on the way (kernel/draft.ts).
  return planetFactsWith(id, planetStateOf(readOnly(state), id)?.attachments ?? []);
}

/** A planet's printed card with these attachments applied: for readers that hold a board, not a state (the map). */
export function planetFactsWith(id: string, attachments: readonly string[]): PlanetFacts {
  const def = printed(id);
  let resources = def?.resources ?? 0;
  let influence = def?.influence ?? 0;
  const specialties: TechColor[] = def?.specialty ? [def.specialty] : [];
  const traits = new Set<PlanetTrait>(def?.traits ?? []);
  let legendary = !!def?.legendary;
  for (const a of attachments) {
    const t = attachmentToken(a);
    if (!t) continue;
    resources += t.resources;
    influence += t.influence;
    if (t.specialty && !specialties.includes(t.specialty)) specialties.push(t.specialty);
    for (const trait of t.addsTraits) traits.add(trait);
    legendary ||= t.legendary;
  }
  return { resources, influence, specialties, traits: [...traits], legendary, attachments: [...attachments] };
}

/** 12.1: the attachments on a planet that change its resources or influence, so a form can say where a total comes from. */
export function valueAttachments(
  state: GameState,
  id: string,
): { readonly name: string; readonly resources: number; readonly influence: number }[] {
  return planetFacts(state, id).attachments.flatMap((a) => {
    const t = attachmentToken(a);
    return t && (t.resources !== 0 || t.influence !== 0)
      ? [{ name: t.name, resources: t.resources, influence: t.influence }]
      : [];
  });
}

/** Resources and influence with attachments counted (12). */
export function planetValues(state: GameState, id: string): { resources: number; influence: number } {
  const f = planetFacts(state, id);
  return { resources: f.resources, influence: f.influence };
}

const swap = (v: { resources: number; influence: number }) => ({ resources: v.influence, influence: v.resources });

/** Hegemonic Trade Policy: the production being ordered (the top decision) swaps this planet's two values. */
function swappedForProduction(state: GameState, id: string): boolean {
  const top = state.stack[state.stack.length - 1];
  return top?.frame === 'decision' && top.kind === 'production' && top.swapped === id;
}

/**
 * What a planet gives when exhausted to spend or vote: its values, except that the Xxcha hero (Xxekir Grom Ω, LRR
 * 51.10), once unlocked, makes each planet its owner exhausts count resources plus influence as both.
 */
export function spentValues(state: GameState, id: string): { resources: number; influence: number } {
  const v = swappedForProduction(state, id) ? swap(planetValues(state, id)) : planetValues(state, id);
  const owner = planetOwner(state, id);
  if (owner === null || !mayUseLeader(state, owner, XXCHA_HERO, 'hero')) return v;
  return { resources: v.resources + v.influence, influence: v.resources + v.influence };
}
const XXCHA_HERO = 'xxchahero';

export const influenceOf = (state: GameState, ids: readonly string[]): number =>
  ids.reduce((n, id) => n + spentValues(state, id).influence, 0);
export const resourcesOf = (state: GameState, ids: readonly string[]): number =>
  ids.reduce((n, id) => n + spentValues(state, id).resources, 0);

/** 34.1/47.2: only readied planets the player controls can be exhausted to spend. */
export function checkCanExhaust(state: GameState, seat: Seat, ids: readonly string[]): Result<HeldPlanet[]> {
  // Nothing to exhaust (most payments of nothing): no need to look for the seat's planets on the board.
  if (ids.length === 0) return ok([]);
  if (new Set(ids).size !== ids.length)
    return fail('economy/duplicate-planet', '34.1', 'Each planet can be exhausted only once.');
  const ready = readyPlanets(state, seat);
  const found: HeldPlanet[] = [];
  for (const id of ids) {
    const p = ready.find((r) => r.id === id);
    if (!p)
      return fail(
        'economy/planet-unavailable',
        '34.1',
        `You cannot exhaust ${id}: you must control it and it must be readied.`,
      );
    found.push(p);
  }
  return ok(found);
}

export function exhaustPlanets(state: GameState, seat: Seat, ids: readonly string[]): void {
  for (const p of planetCardsHeld(state, seat)) if (ids.includes(p.id)) p.planet.exhausted = true;
}

/** Smallest-waste set of ready planets that reaches `target` influence (or resources); null when impossible. */
export function cheapestPlanetsFor(
  state: GameState,
  seat: Seat,
  target: number,
  value: 'influence' | 'resources',
): string[] | null {
  const ready = readyPlanets(state, seat)
    .map((p) => ({ id: p.id, v: planetValues(state, p.id)[value] }))
    .filter((p) => p.v > 0);
  let best: { ids: string[]; total: number } | null = null;
  // Players control few ready planets at once; a bounded subset search keeps this exact for typical hands.
  const items = ready.slice(0, 12);
  const n = items.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    let total = 0;
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      if (mask & (1 << i)) {
        total += items[i]!.v;
        ids.push(items[i]!.id);
      }
    if (total >= target && (!best || total < best.total || (total === best.total && ids.length < best.ids.length)))
      best = { ids, total };
  }
  return best?.ids ?? null;
}
