// The Embers of Muaat — LRR 22 component actions, 96 faction units: their flagship (The Inferno), ACTION: spend 1
// token from the strategy pool to place 1 cruiser in its system.
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { pushStep } from '../kernel/steps';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { areasWith, spaceOf } from '../units/stacks';
import { unitIs } from './deploy';

/** The system the Inferno is in, if it is on the board. */
function infernoSystem(state: GameState, seat: Seat): string | null {
  if (!unitIs(state, seat, 'flagship', 'muaat_flagship')) return null;
  return areasWith(state, seat, 'flagship').find((a) => a.planet === undefined)?.system ?? null;
}

function infernoPossible(state: GameState, seat: Seat): Result<string> {
  const system = infernoSystem(state, seat);
  if (system === null) return fail('ability/not-eligible', '22', 'Your flagship is not on the board.');
  const supply = checkReinforcements(state, seat, [{ area: spaceOf(system), type: 'cruiser', count: 1 }]);
  return supply.ok ? ok(system) : supply;
}

/** The Inferno (Muaat flagship), ACTION: spend 1 token from the strategy pool to place 1 cruiser in its system. */
export const INFERNO: AbilityDef = {
  id: 'muaat-flagship',
  name: 'The Inferno',
  source: { kind: 'faction', faction: 'muaat' },
  window: 'action',
  costs: [{ kind: 'strategy-token' }],
  eligible: (state, seat, subject) => subject.turn === seat && infernoPossible(state, seat).ok,
  targetOptions: (state, seat) => {
    const system = infernoPossible(state, seat);
    return system.ok ? [{ label: `place 1 cruiser in system ${system.value}`, targets: {} }] : [];
  },
  check: (state, seat) => {
    const possible = infernoPossible(state, seat);
    return possible.ok ? ok(undefined) : possible;
  },
  resolve: (ctx, seat) => {
    const system = infernoPossible(ctx.state, seat);
    if (!system.ok) return;
    placeUnits(ctx, spaceOf(system.value), seat, 'cruiser', 1, 'muaat-flagship');
    // 37: a ship placed may exceed the fleet pool; the player removes the excess.
    pushStep(ctx.state, 'fleet-pool/check', { seat, system: system.value });
  },
};

export const MUAAT = defineContent({ abilities: [INFERNO] });
