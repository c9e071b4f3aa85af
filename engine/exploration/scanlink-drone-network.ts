// Scanlink Drone Network (LRR 90 technology, 35.3 planets explored by an effect): when its owner activates a system,
// they may explore 1 planet there that holds any of their units (a planet without a trait cannot be, 35.2b).
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { planetFacts } from '../economy/planets';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { stackAt, planetArea } from '../units/stacks';
import { explorePlanet } from './explore';

export const SCANLINK_DRONE_NETWORK = 'sdn';

const targetsSchema = z.object({ planet: z.string().min(1).max(64) });

const activated = (subject: Subject): string | null => (typeof subject.system === 'string' ? subject.system : null);

/** Planets of the activated system that hold the seat's units and have a trait to explore. */
function explorable(state: GameState, seat: Seat, system: string | null): string[] {
  const sys = system === null ? undefined : state.board.systems[system];
  if (!sys || system === null) return [];
  return Object.keys(sys.planets).filter((planet) => {
    const stack = stackAt(state, planetArea(system, planet), seat);
    const units = Object.values(stack?.counts ?? {}).reduce((n, c) => n + (c ?? 0), 0);
    return units > 0 && planetFacts(state, planet).traits.length > 0;
  });
}

export const SCANLINK: AbilityDef = {
  id: 'scanlink-drone-network',
  name: 'Scanlink Drone Network',
  source: { kind: 'technology', technology: SCANLINK_DRONE_NETWORK },
  window: 'after-system-activated',
  costs: [],
  // 1.18: once for each activation, however many of the system's planets hold the owner's units.
  limit: { per: 'window', times: 1 },
  eligible: (_state, seat, subject) => subject.seat === seat,
  targetOptions: (state, seat, subject) =>
    explorable(state, seat, activated(subject)).map((planet) => ({
      label: `explore ${planetLabel(planet)}`,
      targets: { planet },
    })),
  check: (state, seat, targets, subject) => {
    const t = targetsSchema.safeParse(targets);
    if (!t.success) return fail('input/bad-targets', 'input', 'Name the planet to explore.');
    if (!explorable(state, seat, activated(subject)).includes(t.data.planet))
      return fail(
        'ability/bad-target',
        '35.2b',
        'Scanlink Drone Network explores a planet in the activated system that holds your units and has a trait.',
      );
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = activated(subject);
    const { planet } = targetsSchema.parse(targets);
    if (system !== null) explorePlanet(ctx.state, seat, system, planet);
  },
};
