// The Titans of Ul — LRR 30 deploy, 96 faction units: their flagship (Ouranos) deploys after they activate a system
// holding 1 or more of their PDS, in place of 1 of those PDS. Their mech deploys with Construction.
import { planetLabel } from '../tactical/labels';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { placeUnits, removeUnits } from '../units/destroy';
import { countAt, planetArea, spaceOf } from '../units/stacks';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { inSupply, str, unitIs } from './deploy';
import { AWAKEN } from './titans-awaken';
import { TERRAGENESIS } from './titans-sleepers';

/** Planets of the activated system holding the seat's PDS. */
function pdsPlanets(state: GameState, seat: Seat, system: string): string[] {
  return Object.keys(state.board.systems[system]?.planets ?? {}).filter(
    (p) => countAt(state, planetArea(system, p), seat, 'pds') > 0,
  );
}

function ouranosPossible(state: GameState, seat: Seat, subject: Subject): boolean {
  const system = str(subject.system);
  return (
    subject.seat === seat &&
    system !== null &&
    unitIs(state, seat, 'flagship', 'titans_flagship') &&
    inSupply(state, seat, 'flagship') &&
    pdsPlanets(state, seat, system).length > 0
  );
}

/** Ouranos (Titans flagship): after activating a system with 1+ of their PDS, 1 of those PDS becomes this ship. */
export const TITANS_FLAGSHIP_DEPLOY: AbilityDef = {
  id: 'titans-flagship-deploy',
  name: 'Ouranos (Deploy)',
  source: { kind: 'faction', faction: 'titans' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: ouranosPossible,
  targetOptions: (state, seat, subject) =>
    ouranosPossible(state, seat, subject)
      ? pdsPlanets(state, seat, String(subject.system)).map((planet) => ({
          label: `replace your PDS on ${planetLabel(planet)} with your flagship`,
          targets: { planet },
        }))
      : [],
  check: (state, seat, targets, subject) => {
    if (!ouranosPossible(state, seat, subject))
      return fail(
        'ability/not-eligible',
        '30.2',
        'You need your flagship in reinforcements and a PDS in the system you activated.',
      );
    const planet = str(targets.planet);
    if (planet === null || !pdsPlanets(state, seat, String(subject.system)).includes(planet)) {
      return fail('ability/bad-target', '30.1', 'Choose a planet of the activated system that holds your PDS.');
    }
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const system = String(subject.system);
    const planet = String(targets.planet);
    if (!ouranosPossible(ctx.state, seat, subject) || countAt(ctx.state, planetArea(system, planet), seat, 'pds') === 0)
      return;
    removeUnits(ctx, planetArea(system, planet), seat, 'pds', 1, 'ability');
    placeUnits(ctx, spaceOf(system), seat, 'flagship', 1, 'deploy');
  },
};

export const TITANS = defineContent({ abilities: [TITANS_FLAGSHIP_DEPLOY, TERRAGENESIS, AWAKEN] });
