// Primor, The Atrament (LRR 53 legendary planets): when your turn ends, exhaust the card to put up to 2 infantry
// from your reinforcements onto planets you control (both on one planet, or one each on two).
import { planetLabel } from '../tactical/labels';
import type { GameState, Seat } from '../core/state';
import { controlledPlanets } from '../economy/planets';
import { defineContent } from '../kernel/content';
import { placeUnits } from '../units/destroy';
import { reinforcementsCheck, type Placement } from '../units/reinforcements';
import { legendaryAbility } from './legendary';

function placementsOf(
  state: GameState,
  seat: Seat,
  planets: readonly string[],
  mine = controlledPlanets(state, seat),
  check = reinforcementsCheck(state, seat),
): Placement[] | null {
  const out: Placement[] = [];
  for (const id of planets) {
    const c = mine.find((x) => x.id === id);
    if (!c) return null;
    const area = { system: c.system, planet: c.id };
    const same = out.find((p) => p.area.planet === id);
    if (same) out[out.indexOf(same)] = { ...same, count: same.count + 1 };
    else out.push({ area, type: 'infantry', count: 1 });
  }
  return check(out).ok ? out : null;
}

function options(state: GameState, seat: Seat): { label: string; targets: { planets: string[] } }[] {
  // Every pair of planets is a candidate: the planets and the reinforcements are looked up once for all of them.
  const mine = controlledPlanets(state, seat);
  const check = reinforcementsCheck(state, seat);
  const ids = mine.map((c) => c.id);
  const picks: string[][] = [];
  ids.forEach((a, i) => {
    picks.push([a, a], [a]);
    for (const b of ids.slice(i + 1)) picks.push([a, b]);
  });
  return picks
    .filter((planets) => placementsOf(state, seat, planets, mine, check) !== null)
    .map((planets) => ({
      label:
        planets.length === 1
          ? `put 1 infantry on ${planetLabel(planets[0]!)}`
          : planets[0] === planets[1]
            ? `put 2 infantry on ${planetLabel(planets[0]!)}`
            : `put 1 infantry on ${planetLabel(planets[0]!)} and 1 on ${planetLabel(planets[1]!)}`,
      targets: { planets },
    }));
}

export const THE_ATRAMENT = legendaryAbility({
  planet: 'primor',
  targetOptions: options,
  resolve: (ctx, seat, targets) => {
    const planets = Array.isArray(targets.planets) ? targets.planets.map(String) : [];
    const placed = placementsOf(ctx.state, seat, planets);
    if (!placed) return; // 1.9: a planet was lost meanwhile
    for (const p of placed) placeUnits(ctx, p.area, seat, 'infantry', p.count, 'the-atrament');
  },
});

export const PRIMOR_CARD = defineContent({ abilities: [THE_ATRAMENT] });
