// The Naaz-Rokha commander, Dart and Tai (LRR 51.6, 35 exploration): while unlocked (or shared by the Alliance,
// 51.8), after its user gains control of a planet another player controlled they may explore that planet (35.3 —
// exploring is otherwise only for planets nobody controlled, 35.1). A planet without a trait cannot be explored.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { planetFacts } from '../economy/planets';
import { explorePlanet } from '../exploration/explore';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';

/** The planet the seat took from another player, if it can be explored. */
function takenPlanet(state: GameState, seat: Seat, subject: Subject): { system: string; planet: string } | null {
  const { planet, system, from } = subject;
  if (subject.seat !== seat || typeof from !== 'number' || from === seat) return null;
  if (typeof planet !== 'string' || typeof system !== 'string') return null;
  if (state.board.systems[system]?.planets[planet]?.owner !== seat) return null;
  return planetFacts(state, planet).traits.length > 0 ? { system, planet } : null;
}

/** Dart and Tai — after you gain control of a planet that another player controlled: you may explore it. */
export const NAAZ_COMMANDER: AbilityDef = {
  id: 'naazcommander',
  name: 'Dart and Tai',
  source: { kind: 'leader', leader: 'naazcommander', role: 'commander' },
  window: 'after-planet-control-gained',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => takenPlanet(state, seat, subject) !== null,
  targetOptions: (state, seat, subject) => {
    const taken = takenPlanet(state, seat, subject);
    return taken ? [{ label: `explore ${planetLabel(taken.planet)}`, targets: {} }] : [];
  },
  check: (state, seat, _targets, subject) =>
    takenPlanet(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-now', '51.6', 'Dart and Tai explore a planet you just took from another player.'),
  resolve: (ctx, seat, _targets, subject) => {
    const taken = takenPlanet(ctx.state, seat, subject);
    if (taken) explorePlanet(ctx.state, seat, taken.system, taken.planet);
  },
};

export const NAAZ_LEADERS = defineContent({ abilities: [NAAZ_COMMANDER] });
