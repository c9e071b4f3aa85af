// Stellar Converter (LRR 73 relics, 70 purge, 6.2 adjacency, 15 bombardment, 22 component actions): Action — pick a
// planet that is not a home planet, not legendary, not Mecatol Rex and not yours, in a system adjacent to one of your
// units with Bombardment; every unit on it is destroyed, its attachments and planet card are purged (the planet
// leaves the board), a destroyed-planet token marks the spot, and the relic is purged.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { PLANETS } from '../data/planets';
import type { UnitType } from '../data/types';
import { unitStats } from '../combat/unit-stats';
import { planetFacts } from '../economy/planets';
import { attachedCopy, purgeExplorationCards } from '../exploration/deck';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { noteLoss } from '../objectives/record';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { destroyUnits } from '../units/destroy';

const RELIC = 'stellar-converter';
const MECATOL_REX = 'mr';
export const DESTROYED_PLANET_TOKEN = 'worlddestroyed';

const isHomePlanet = (planet: string): boolean =>
  ((PLANETS as Record<string, { homeOf: string | null } | undefined>)[planet]?.homeOf ?? null) !== null;

/** Systems holding at least one of the seat's units that has Bombardment (15). */
function bombardingSystems(state: GameState, seat: Seat): string[] {
  const has = (counts: Partial<Record<UnitType, number>>) =>
    Object.entries(counts).some(([t, n]) => (n ?? 0) > 0 && unitStats(state, seat, t as UnitType).bombardment !== null);
  return Object.entries(state.board.systems)
    .filter(
      ([, sys]) =>
        has(sys.space[String(seat)]?.counts ?? {}) ||
        Object.values(sys.planets).some((p) => has(p.units[String(seat)]?.counts ?? {})),
    )
    .map(([key]) => key);
}

/** The planets the seat may choose now, with their systems. 6.2a: a system is not adjacent to itself. */
export function converterTargets(state: GameState, seat: Seat): { system: string; planet: string }[] {
  const near = new Set(
    bombardingSystems(state, seat).flatMap((k) => adjacentSystems(state.board, k, adjacencyInPlay(state, seat))),
  );
  return [...near].flatMap((system) =>
    Object.entries(state.board.systems[system]?.planets ?? {})
      .filter(
        ([id, pl]) => pl.owner !== seat && id !== MECATOL_REX && !isHomePlanet(id) && !planetFacts(state, id).legendary,
      )
      .map(([planet]) => ({ system, planet })),
  );
}

export const STELLAR_CONVERTER: AbilityDef = {
  id: RELIC,
  name: 'Stellar Converter',
  source: { kind: 'relic', relic: RELIC },
  window: 'action',
  costs: [{ kind: 'purge-source' }],
  eligible: () => true,
  targetOptions: (state, seat) =>
    converterTargets(state, seat).map((t) => ({
      label: `purge it to destroy ${planetLabel(t.planet)}`,
      targets: { ...t },
    })),
  check: (state, seat, targets) =>
    converterTargets(state, seat).some((t) => t.planet === targets.planet && t.system === targets.system)
      ? ok(undefined)
      : fail(
          'ability/bad-target',
          '6.2',
          'Choose a planet you do not control — not a home planet, legendary or Mecatol Rex — in a system adjacent to one of your units with Bombardment.',
        ),
  resolve: (ctx, seat, targets) => {
    const system = String(targets.system);
    const planet = String(targets.planet);
    const sys = ctx.state.board.systems[system];
    const pl = sys?.planets[planet];
    if (!sys || !pl) return;
    for (const [owner, stack] of Object.entries(pl.units))
      for (const [type, n] of Object.entries(stack.counts))
        destroyUnits(ctx, { system, planet }, Number(owner), type as UnitType, n ?? 0, { cause: 'ability', by: seat });
    // 70: the exploration cards attached to it leave the game with the planet card.
    purgeExplorationCards(
      ctx.state,
      pl.attachments.flatMap((a) => attachedCopy(a) ?? []),
    );
    if (pl.owner !== null) noteLoss(ctx.state, pl.owner);
    delete sys.planets[planet];
    sys.tokens.push(DESTROYED_PLANET_TOKEN);
    emit(ctx, { type: 'note', text: `${planetLabel(planet)} was destroyed by the Stellar Converter.` });
  },
};

export const STELLAR_CONVERTER_CARD = defineContent({ abilities: [STELLAR_CONVERTER] });
