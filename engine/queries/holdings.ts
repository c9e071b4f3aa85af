// What every player may see of another's holdings (LRR 64 planets with 12 attachments, 34 exhausted, 72
// reinforcements, 90 technologies, 69.6 promissory notes in play): the "other players" panel of the game page reads
// this instead of adding up the board itself, so the totals follow the engine's own rules.
import type { Board, PlanetState, Seat } from '../core/state';
import { TECHNOLOGIES } from '../data/technologies';
import { UNIT_TYPES, type TechColor, type UnitType } from '../data/types';
import { planetFactsWith, type PlanetFacts } from '../economy/planets';
import { planetName } from '../render/planet-svg';
import type { UnitHolders } from '../units/capture';
import { UNIT_SUPPLY, inReinforcements } from '../units/reinforcements';

export interface PlanetTotals {
  readonly count: number;
  readonly resources: number;
  readonly influence: number;
  /** Of those, what the ready planets give (an exhausted planet gives nothing until the status phase readies it). */
  readonly readyResources: number;
  readonly readyInfluence: number;
}

/** One planet a player controls (64), with its values as attachments change them (12.1) and whether it is ready (34). */
export interface HeldPlanet {
  readonly id: string;
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
  readonly exhausted: boolean;
  readonly traits: PlanetFacts['traits'];
  readonly specialties: PlanetFacts['specialties'];
  readonly legendary: boolean;
}

export interface HeldTechnology {
  readonly id: string;
  readonly name: string;
  /** Its colour, or null for unit upgrades without one. */
  readonly color: TechColor | null;
  readonly unitUpgrade: boolean;
  readonly exhausted: boolean;
}

export interface PublicHoldings {
  readonly planets: PlanetTotals;
  /** The planets themselves, by name: what a player reads before spending or voting. */
  readonly planetList: readonly HeldPlanet[];
  /** In the order: blue, green, yellow, red, then unit upgrades; by name within a colour. */
  readonly technologies: readonly HeldTechnology[];
  /** 72: plastic units of each type left in reinforcements (fighters and infantry: pieces not needed on the board). */
  readonly reinforcements: readonly { readonly type: UnitType; readonly left: number; readonly of: number }[];
}

/** What a holdings query reads; a GameView fits as it is, and so does a GameState. */
export interface HoldingsSource {
  readonly board: Board;
  readonly players: readonly (UnitHolders['players'][number] & {
    readonly seat: Seat;
    readonly technologies: readonly string[];
    readonly exhaustedTechnologies: readonly string[];
    /** Planet cards held with no planet on the board (Custodia Vigilia). */
    readonly planetCards?: Readonly<Record<string, PlanetState>>;
  })[];
}

const COLOR_ORDER: readonly (TechColor | null)[] = ['blue', 'green', 'yellow', 'red', null];

/** The seat's planet cards: the planets it controls, and `offBoard` cards it holds with no planet (Custodia Vigilia). */
export function planetTotals(
  board: Board,
  seat: Seat,
  offBoard: Readonly<Record<string, PlanetState>> = {},
): PlanetTotals {
  let count = 0,
    resources = 0,
    influence = 0,
    readyResources = 0,
    readyInfluence = 0;
  for (const planets of [...Object.values(board.systems).map((s) => s.planets), offBoard]) {
    for (const [id, p] of Object.entries(planets)) {
      if (p.owner !== seat) continue;
      const f = planetFactsWith(id, p.attachments);
      count++;
      resources += f.resources;
      influence += f.influence;
      if (!p.exhausted) {
        readyResources += f.resources;
        readyInfluence += f.influence;
      }
    }
  }
  return { count, resources, influence, readyResources, readyInfluence };
}

export function heldPlanets(board: Board, seat: Seat): HeldPlanet[] {
  const out: HeldPlanet[] = [];
  for (const sys of Object.values(board.systems)) {
    for (const [id, p] of Object.entries(sys.planets)) {
      if (p.owner !== seat) continue;
      const f = planetFactsWith(id, p.attachments);
      out.push({
        id,
        name: planetName(id),
        resources: f.resources,
        influence: f.influence,
        exhausted: p.exhausted,
        traits: f.traits,
        specialties: f.specialties,
        legendary: f.legendary,
      });
    }
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

export function publicHoldings(source: HoldingsSource, seat: Seat): PublicHoldings {
  const player = source.players.find((p) => p.seat === seat);
  const technologies = (player?.technologies ?? [])
    .map((id): HeldTechnology => {
      const def = (TECHNOLOGIES as Record<string, { name: string; color: TechColor | null; unitUpgrade: unknown }>)[id];
      return {
        id,
        name: def?.name ?? id,
        color: def?.color ?? null,
        unitUpgrade: !!def?.unitUpgrade,
        exhausted: player?.exhaustedTechnologies.includes(id) ?? false,
      };
    })
    .sort(
      (a, b) =>
        Number(a.unitUpgrade) - Number(b.unitUpgrade) ||
        COLOR_ORDER.indexOf(a.color) - COLOR_ORDER.indexOf(b.color) ||
        a.name.localeCompare(b.name),
    );
  return {
    planets: planetTotals(source.board, seat, player?.planetCards),
    planetList: heldPlanets(source.board, seat),
    technologies,
    reinforcements: UNIT_TYPES.map((type) => ({
      type,
      left: inReinforcements(source, seat, type),
      of: UNIT_SUPPLY[type],
    })),
  };
}
