// Heroes whose ability is one component action with one pick (LRR 51.9–51.12, 22): Gurno Aggero (Saar: destroy
// other players' infantry and fighters in a system next to your space dock); Harrugh Gefhara (Hacan: this production
// costs nothing); UNIT.DSGN.FLAYESH (Nekro: devour a specialty planet). Purged when used (51.12).
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { systemLabel } from '../tactical/labels';
import { destroyUnits } from '../units/destroy';
import { areasOf, countAt, planetArea, systemOfPlanet } from '../units/stacks';
import { emit } from '../kernel/context';
import { PLANETS, isPlanetId } from '../data/planets';
import { technologiesOfColor } from '../data/technologies';
import { UNIT_TYPES } from '../data/types';
import { planetValues } from '../economy/planets';
import { checkResearchable, gainTechnology, technologyName } from '../economy/research';
import { productionFor, unitsUseProduction } from './production';

const systemSchema = z.object({ system: z.string() });
const SWEPT: readonly UnitType[] = ['infantry', 'fighter'];

/** Systems adjacent to a system holding one of the seat's space docks (on any of its planets). */
function nextToSpaceDocks(state: GameState, seat: Seat): string[] {
  const out = new Set<string>();
  const opts = adjacencyInPlay(state, seat);
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (!areasOf(sys, key).some((a) => countAt(state, a, seat, 'space-dock') > 0)) continue;
    for (const k of adjacentSystems(state.board, key, opts)) if (state.board.systems[k]) out.add(k);
  }
  return [...out].sort();
}

/** Gurno Aggero — ACTION: in 1 system adjacent to your space dock, destroy every other player's infantry and fighter. */
export const SAAR_HERO: AbilityDef = {
  id: 'saarhero',
  name: 'Gurno Aggero',
  source: { kind: 'leader', leader: 'saarhero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    nextToSpaceDocks(state, seat).map((system) => ({ label: systemLabel(state, system), targets: { system } })),
  check: (state, seat, targets) => {
    const t = systemSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Choose a system.');
    return nextToSpaceDocks(state, seat).includes(t.data.system)
      ? ok(undefined)
      : fail('ability/bad-target', '51.10', 'Choose a system adjacent to one of your space docks.');
  },
  resolve: (ctx, seat, targets) => {
    const { system } = systemSchema.parse(targets);
    const sys = ctx.state.board.systems[system];
    if (!sys) return;
    for (const area of areasOf(sys, system))
      for (const owner of Object.keys(area.planet ? sys.planets[area.planet]!.units : sys.space).map(Number)) {
        if (owner === seat) continue;
        for (const type of SWEPT) {
          const n = countAt(ctx.state, area, owner, type);
          if (n > 0) destroyUnits(ctx, area, owner, type, n, { cause: 'ability', by: seat });
        }
      }
  },
};

/** A reduction no order can exceed: every unit of this use of Production costs 0. */
const FREE = 1_000;

/** Harrugh Gefhara — when your units use Production: every unit produced in this use costs 0; then purge. */
export const HACAN_HERO: AbilityDef = {
  id: 'hacanhero',
  name: 'Harrugh Gefhara',
  source: { kind: 'leader', leader: 'hacanhero', role: 'hero' },
  window: 'when-producing-units',
  costs: [{ kind: 'purge-source' }],
  eligible: (state, seat, subject) => subject.seat === seat && unitsUseProduction(state, subject),
  targetOptions: () => [{ label: 'every unit of this production costs 0', targets: {} }],
  check: (state, seat, _targets, subject) =>
    subject.seat === seat && unitsUseProduction(state, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.10', 'Harrugh Gefhara answers your own units using Production.'),
  resolve: (ctx, _seat, _targets, subject) => {
    const offer = productionFor(ctx.state, subject);
    if (offer) offer.costReduction = FREE;
  },
};

const nekroSchema = z.object({ planet: z.string(), technology: z.string() });

/** Planets with a technology specialty in systems holding the seat's units, with the technologies each could give. */
function nekroTargets(state: GameState, seat: Seat): { label: string; targets: Targets }[] {
  const out: { label: string; targets: Targets }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems)) {
    if (!areasOf(sys, key).some((a) => UNIT_TYPES.some((t) => countAt(state, a, seat, t) > 0))) continue;
    for (const planet of Object.keys(sys.planets)) {
      const colour = isPlanetId(planet) ? PLANETS[planet].specialty : null;
      if (!colour) continue;
      for (const technology of technologiesOfColor(colour))
        if (checkResearchable(state, seat, technology).ok)
          out.push({ label: `${planet}: gain ${technologyName(technology)}`, targets: { planet, technology } });
    }
  }
  return out;
}

/**
 * UNIT.DSGN.FLAYESH — ACTION: on a specialty planet in a system with your units, destroy the other players' units,
 * gain its resources plus influence in trade goods and 1 technology of its specialty's colour; then purge.
 */
export const NEKRO_HERO: AbilityDef = {
  id: 'nekrohero',
  name: 'UNIT.DSGN.FLAYESH',
  source: { kind: 'leader', leader: 'nekrohero', role: 'hero' },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: nekroTargets,
  check: (state, seat, targets) => {
    const t = nekroSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Choose a planet and a technology.');
    const found = nekroTargets(state, seat).some(
      (o) => o.targets.planet === t.data.planet && o.targets.technology === t.data.technology,
    );
    return found
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '51.10',
          'Choose a specialty planet in a system with your units, and a technology of its colour you do not own.',
        );
  },
  resolve: (ctx, seat, targets) => {
    const { planet, technology } = nekroSchema.parse(targets);
    const system = systemOfPlanet(ctx.state, planet);
    if (system === undefined) return;
    const area = planetArea(system, planet);
    const units = ctx.state.board.systems[system]!.planets[planet]!.units;
    for (const owner of Object.keys(units).map(Number)) {
      if (owner === seat) continue;
      for (const type of UNIT_TYPES) {
        const n = countAt(ctx.state, area, owner, type);
        if (n > 0) destroyUnits(ctx, area, owner, type, n, { cause: 'ability', by: seat });
      }
    }
    const { resources, influence } = planetValues(ctx.state, planet);
    ctx.state.players[seat]!.tradeGoods += resources + influence;
    emit(ctx, { type: 'trade-goods-changed', seat, delta: resources + influence });
    gainTechnology(ctx, seat, technology);
  },
};

export const HERO_LEADERS = defineContent({ abilities: [SAAR_HERO, HACAN_HERO, NEKRO_HERO] });
