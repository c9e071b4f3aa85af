// Agents whose ability is one component action with one pick (LRR 51.3–51.4, 22): Ggrocuto Rinn (Xxcha: ready a
// planet, and near your planets also send 1 infantry on it home); Berekar Berekon (Winnu: any player's production
// costs 2 less). Exhausted when used; readied in the status phase.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { controlledPlanets } from '../economy/planets';
import { adjacentSystems } from '../galaxy/adjacency';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { removeUnits } from '../units/destroy';
import { countAt, planetArea } from '../units/stacks';
import { productionFor, unitsUseProduction } from './production';

const xxchaSchema = z.object({ planet: z.string(), infantryOf: z.number().int().nullable() });

/** Systems that hold one of the seat's planets, and the systems adjacent to them. */
function nearOwnPlanets(state: GameState, seat: Seat): Set<string> {
  const near = new Set<string>();
  const opts = adjacencyInPlay(state, seat);
  for (const c of controlledPlanets(state, seat)) {
    near.add(c.system);
    for (const k of adjacentSystems(state.board, c.system, opts)) near.add(k);
  }
  return near;
}

function xxchaTargets(state: GameState, seat: Seat): { label: string; targets: Targets }[] {
  const near = nearOwnPlanets(state, seat);
  const out: { label: string; targets: Targets }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems))
    for (const [planet, p] of Object.entries(sys.planets)) {
      if (p.exhausted) out.push({ label: `ready ${planetLabel(planet)}`, targets: { planet, infantryOf: null } });
      if (!near.has(key)) continue;
      for (const owner of Object.keys(p.units).map(Number)) {
        if (countAt(state, planetArea(key, planet), owner, 'infantry') === 0) continue;
        const who = state.players[owner]?.name ?? `seat ${owner}`;
        out.push({
          label: `ready ${planetLabel(planet)} and send 1 infantry of ${who} there back`,
          targets: { planet, infantryOf: owner },
        });
      }
    }
  return out;
}

/** Ggrocuto Rinn — ACTION: ready any planet; if it is next to a planet you control, 1 infantry on it may go home. */
export const XXCHA_AGENT: AbilityDef = {
  id: 'xxchaagent',
  name: 'Ggrocuto Rinn',
  source: { kind: 'leader', leader: 'xxchaagent', role: 'agent' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: () => true,
  targetOptions: xxchaTargets,
  check: (state, seat, targets) => {
    const t = xxchaSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Choose a planet (and whose infantry, if any).');
    const found = xxchaTargets(state, seat).some(
      (o) => o.targets.planet === t.data.planet && o.targets.infantryOf === t.data.infantryOf,
    );
    if (found) return ok(undefined);
    return t.data.infantryOf === null
      ? fail('ability/bad-target', '51.4', `${t.data.planet} is not exhausted.`)
      : fail('ability/bad-target', '51.4', 'That infantry is not on a planet next to one you control.');
  },
  resolve: (ctx, _seat, targets) => {
    const t = xxchaSchema.parse(targets);
    const entry = Object.entries(ctx.state.board.systems).find(([, s]) => Object.hasOwn(s.planets, t.planet));
    if (!entry) return;
    const [key, sys] = entry;
    const planet = sys.planets[t.planet]!;
    if (planet.exhausted) {
      planet.exhausted = false;
      if (planet.owner !== null) emit(ctx, { type: 'planets-readied', seat: planet.owner, planets: [t.planet] });
    }
    if (t.infantryOf !== null && countAt(ctx.state, planetArea(key, t.planet), t.infantryOf, 'infantry') > 0)
      removeUnits(ctx, planetArea(key, t.planet), t.infantryOf, 'infantry', 1, 'ability');
  },
};

/** Berekar Berekon — when any player's units use Production: the units produced cost 2 less in all. */
export const WINNU_AGENT: AbilityDef = {
  id: 'winnuagent',
  name: 'Berekar Berekon',
  source: { kind: 'leader', leader: 'winnuagent', role: 'agent' },
  window: 'when-producing-units',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => unitsUseProduction(state, subject),
  targetOptions: (state, _seat, subject) => {
    const who = state.players[Number(subject.seat)]?.name ?? 'that player';
    return [{ label: `${who}'s units cost 2 less`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    unitsUseProduction(state, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.4', 'Berekar Berekon answers units using Production.'),
  resolve: (ctx, _seat, _targets, subject) => {
    const offer = productionFor(ctx.state, subject);
    if (offer) offer.costReduction += 2;
  },
};

export const AGENT_LEADERS = defineContent({ abilities: [XXCHA_AGENT, WINNU_AGENT] });
