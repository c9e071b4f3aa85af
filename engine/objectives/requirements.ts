// LRR 61.4 objective requirements: whether a player fulfils an objective's requirement now, for every requirement
// kind in engine/data/objectives.ts. Requirements met by an event read what engine/objectives/record.ts kept of it.
import type { GameState, Seat } from '../core/state';
import {
  OBJECTIVES,
  isObjectiveId,
  type ObjectiveRequirement,
  type PlanetSelector,
  type SystemSelector,
} from '../data/objectives';
import { PLANETS, isPlanetId } from '../data/planets';
import { TECHNOLOGIES, isTechnologyId } from '../data/technologies';
import { PLANET_TRAITS, SHIP_TYPES, TECH_COLORS, type UnitType } from '../data/types';
import { UNITS, isUnitId } from '../data/units';
import { controlledPlanets, planetFacts, planetValues } from '../economy/planets';
import { ownedColours } from '../economy/research';
import { adjacentSystems, wormholesIn } from '../galaxy/adjacency';
import { adjacencyInPlay, neighboursInPlay } from '../tactical/adjacency-in-play';
import {
  MECATOL_REX_PLANET,
  MECATOL_REX_TILE,
  NON_FIGHTER_SHIPS,
  count,
  hasPlanets,
  homeSystemKey,
  homeSystems,
  isAnomaly,
  isEdgeSystem,
  isLegendaryPlanet,
  mecatolKey,
  shipsInSystem,
  systemKeys,
  unitsInSystem,
  unitsOnBoard,
} from './board-queries';
import { producersIn } from '../production/producers';
import { canPayObjective } from './costs';
import type { CombatWin } from '../core/record-state';
import { electedThisAgendaPhase, passedLast, turnFacts } from './record';

/** 'unknown': the requirement depends on something the engine does not track (only the 'custom' kind, unused). */
export type Fulfilment = 'met' | 'unmet' | 'unknown';

const met = (b: boolean): Fulfilment => (b ? 'met' : 'unmet');

/** What the engine is missing to check each event requirement; reported to the player when they try to score. */
export const UNTRACKED: Partial<Record<ObjectiveRequirement['kind'], string>> = {
  custom: 'this requirement',
};

/** Whether `seat` fulfils the objective's requirement right now (for costs: whether they could pay it now). */
export function fulfils(state: GameState, seat: Seat, objective: string): Fulfilment {
  if (!isObjectiveId(objective)) return 'unmet';
  return requirementMet(state, seat, OBJECTIVES[objective].requirement);
}

export function requirementMet(state: GameState, seat: Seat, req: ObjectiveRequirement): Fulfilment {
  const player = state.players[seat];
  if (!player || player.eliminated) return 'unmet';
  switch (req.kind) {
    case 'spend':
    case 'spend-command-tokens':
    case 'discard-action-cards':
    case 'purge-relic-fragments':
      return met(canPayObjective(state, seat, req));
    case 'control-planets':
      return met(planetsMatching(state, seat, req.planets, req.count));
    case 'planet-total': {
      const total = controlledPlanets(state, seat).reduce((n, p) => n + planetValues(state, p.id)[req.value], 0);
      return met(total >= req.atLeast);
    }
    case 'own-unit-upgrades': {
      // At most one upgrade per unit type counts.
      const types = new Set(
        player.technologies.flatMap((t) => {
          const unit = isTechnologyId(t) ? TECHNOLOGIES[t].unitUpgrade : null;
          return unit !== null && isUnitId(unit) ? [UNITS[unit].type] : [];
        }),
      );
      return met(types.size >= req.count);
    }
    case 'own-technologies-in-colors': {
      const colours = ownedColours(player.technologies);
      return met(TECH_COLORS.filter((c) => colours[c] >= req.perColor).length >= req.colors);
    }
    case 'own-technologies-of-one-color': {
      const colours = ownedColours(player.technologies);
      return met(Math.max(...TECH_COLORS.map((c) => colours[c])) >= req.count);
    }
    case 'own-faction-technologies':
      return met(
        player.technologies.filter((t) => isTechnologyId(t) && TECHNOLOGIES[t].faction === player.faction).length >=
          req.count,
      );
    case 'units-on-board':
      return met(unitsOnBoard(state, seat, req.units) >= req.count);
    case 'planets-with': {
      const home = homeSystemKey(state, seat);
      let n = 0;
      for (const [key, sys] of Object.entries(state.board.systems)) {
        if (req.outsideOwnHome && key === home) continue;
        for (const p of Object.values(sys.planets)) if (count(p.units[String(seat)], req.units) > 0) n += 1;
      }
      return met(n >= req.count);
    }
    case 'presence': {
      const types: readonly UnitType[] | undefined =
        req.units === 'ships' ? SHIP_TYPES : req.units === 'units' ? undefined : req.units;
      const where = systemFilter(state, seat, req.where);
      const n = systemKeys(state).filter((key) => {
        const sys = state.board.systems[key]!;
        const present = req.units === 'ships' ? shipsInSystem(sys, seat) : unitsInSystem(sys, seat, types);
        return present > 0 && where(key);
      }).length;
      return met(n >= req.systems);
    }
    case 'ships-at-wormholes': {
      const withShips = systemKeys(state).filter((k) => shipsInSystem(state.board.systems[k]!, seat) > 0);
      return met(req.wormholes.every((w) => withShips.some((k) => wormholesIn(state.board, k).includes(w))));
    }
    case 'non-fighter-ships-in-one-system':
      return met(
        systemKeys(state).some((k) => shipsInSystem(state.board.systems[k]!, seat, NON_FIGHTER_SHIPS) >= req.count),
      );
    case 'ground-forces-on-one-planet':
      return met(
        Object.values(state.board.systems).some((sys) =>
          Object.values(sys.planets).some((p) => {
            const own = p.units[String(seat)];
            return (
              count(own, ['infantry', 'mech']) >= req.count &&
              !(req.withoutOwnSpaceDock && count(own, ['space-dock']) > 0)
            );
          }),
        ),
      );
    case 'production-in-one-system':
      return met(
        systemKeys(state).some(
          (k) => producersIn(state, seat, k).reduce((n, p) => n + p.count * p.valueEach, 0) >= req.atLeast,
        ),
      );
    case 'occupy-mecatol-rex': {
      const key = mecatolKey(state);
      const sys = key === undefined ? undefined : state.board.systems[key];
      return met(!!sys && sys.planets[MECATOL_REX_PLANET]?.owner === seat && shipsInSystem(sys, seat) >= req.ships);
    }
    case 'more-planets-than-neighbors': {
      const mine = controlledPlanets(state, seat).length;
      const fewer = otherSeats(state, seat).filter(
        (s) => neighboursInPlay(state, seat, s) && controlledPlanets(state, s).length < mine,
      );
      return met(fewer.length >= req.neighbors);
    }
    case 'neighbors-with-all-players':
      return met(otherSeats(state, seat).every((s) => neighboursInPlay(state, seat, s)));
    case 'share-system-with-other-players-planet':
      return met(
        Object.values(state.board.systems).some((sys) => {
          const owners = Object.values(sys.planets).map((p) => p.owner);
          return owners.includes(seat) && owners.some((o) => o !== null && o !== seat);
        }),
      );
    case 'other-players-note-in-play-area':
      // Notes are 'note@ownerSeat'; the seat's play area holds notes it received and placed face up.
      return met(player.promissoryInPlay.some((n) => Number(n.split('@')[1]) !== seat && n.includes('@')));
    case 'laws-in-play':
      return met(state.laws.length >= req.count);
    // Events (engine/objectives/record.ts): an action-phase event counts during the turn it happened in.
    case 'destroy-other-players-unit':
      return met(turnFacts(state, seat).destroyed.some((t) => req.units.includes(t)));
    case 'destroy-last':
      return met(turnFacts(state, seat).destroyedLast.includes(`${req.units}@${req.during}`));
    case 'win-combat':
      return met(turnFacts(state, seat).wins.some((w) => wonAsAsked(w, req)));
    case 'non-fighter-ships-after-space-combat':
      return met(turnFacts(state, seat).nonFighterShipsAfterSpaceCombat >= req.count);
    case 'lose-home-planet':
      return met(turnFacts(state, seat).lostHomePlanet);
    case 'last-to-pass':
      return met(passedLast(state, seat));
    case 'elected':
      return met(electedThisAgendaPhase(state, seat));
    case 'custom':
      return 'unknown';
  }
}

function wonAsAsked(w: CombatWin, req: Extract<ObjectiveRequirement, { kind: 'win-combat' }>): boolean {
  if (req.combat === 'space' && w.combat !== 'space') return false;
  const against =
    req.against === 'anyone' || (req.against === 'most-victory-points' ? w.againstLeader : w.againstNoteOwner);
  const where = {
    anywhere: true,
    anomaly: w.anomaly,
    'other-players-home': w.otherPlayersHome,
    'with-own-flagship-surviving': w.flagshipSurvived,
  }[req.where];
  return against && where;
}

const otherSeats = (state: GameState, seat: Seat): Seat[] =>
  state.players.filter((p) => !p.eliminated && p.seat !== seat).map((p) => p.seat);

function planetsMatching(state: GameState, seat: Seat, selector: PlanetSelector, needed: number): boolean {
  const planets = controlledPlanets(state, seat);
  const defOf = (id: string) => (isPlanetId(id) ? PLANETS[id] : undefined);
  // 12: traits and specialties as attachments leave them (planetFacts).
  const facts = (id: string) => planetFacts(state, id);
  switch (selector.is) {
    case 'one-shared-trait':
      return PLANET_TRAITS.some((t) => planets.filter((p) => facts(p.id).traits.includes(t)).length >= needed);
    case 'trait':
      return planets.filter((p) => facts(p.id).traits.includes(selector.trait)).length >= needed;
    case 'non-home':
      return planets.filter((p) => defOf(p.id)?.homeOf === null).length >= needed;
    case 'tech-specialty':
      return planets.filter((p) => facts(p.id).specialties.length > 0).length >= needed;
    case 'attachment':
      return planets.filter((p) => p.planet.attachments.length > 0).length >= needed;
    case 'legendary':
      return planets.filter((p) => facts(p.id).legendary).length >= needed;
    case 'in-other-players-home': {
      const homes = homeSystems(state);
      homes.delete(seat);
      const keys = new Set(homes.values());
      return planets.filter((p) => keys.has(p.system)).length >= needed;
    }
    case 'near-distinct-other-homes': {
      // Each planet must be in or adjacent to a different other player's home system: a matching of size `needed`.
      const homes = [...homeSystems(state)].filter(([s]) => s !== seat);
      const near = planets.map((p) => {
        const around = new Set([p.system, ...adjacentSystems(state.board, p.system, adjacencyInPlay(state, seat))]);
        return homes.filter(([, key]) => around.has(key)).map(([s]) => s);
      });
      return matching(near, needed);
    }
  }
}

/** Whether `needed` items can each take a different one of the seats listed for them (small sizes: try all). */
function matching(options: readonly Seat[][], needed: number, used: ReadonlySet<Seat> = new Set(), from = 0): boolean {
  if (needed === 0) return true;
  for (let i = from; i < options.length; i++) {
    for (const s of options[i]!) {
      if (used.has(s)) continue;
      if (matching(options, needed - 1, new Set([...used, s]), i + 1)) return true;
    }
  }
  return false;
}

function systemFilter(state: GameState, seat: Seat, where: SystemSelector): (key: string) => boolean {
  const board = state.board;
  const homes = homeSystems(state);
  const ownHome = homes.get(seat);
  const otherHomes = new Set([...homes].filter(([s]) => s !== seat).map(([, k]) => k));
  const mecatol = mecatolKey(state);
  const adjacent = (k: string) => adjacentSystems(board, k, adjacencyInPlay(state, seat));
  switch (where) {
    case 'any':
      return () => true;
    case 'no-planets':
      return (k) => !hasPlanets(state, k);
    case 'legendary-mecatol-or-anomaly':
      return (k) => {
        const sys = board.systems[k]!;
        return sys.tile === MECATOL_REX_TILE || isAnomaly(state, k) || Object.keys(sys.planets).some(isLegendaryPlanet);
      };
    case 'edge-not-own-home':
      return (k) => k !== ownHome && isEdgeSystem(board, k);
    case 'adjacent-to-mecatol-rex':
      return (k) => mecatol !== undefined && adjacent(mecatol).includes(k);
    case 'adjacent-to-anomaly':
      return (k) => adjacent(k).some((a) => isAnomaly(state, a));
    case 'adjacent-to-other-home':
      return (k) => adjacent(k).some((a) => otherHomes.has(a));
    case 'with-other-players-space-dock':
      return (k) =>
        state.players.some(
          (p) => p.seat !== seat && !p.eliminated && unitsInSystem(board.systems[k]!, p.seat, ['space-dock']) > 0,
        );
    case 'other-home-or-mecatol-rex':
      return (k) => otherHomes.has(k) || k === mecatol;
    case 'wormhole-nexus':
      return (k) => board.nexus.placed && k === board.nexus.at;
  }
}
