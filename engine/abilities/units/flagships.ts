// Flagship abilities used as abilities (LRR 1, 22 component actions, 67 producing units): the Arborec's Duha
// Menaimon (produce up to 5 units after its system is activated; FAQ: it must be there when activated) and the
// Embers of Muaat's Inferno (ACTION: a strategy token for a cruiser in its system).
import { fail, ok, type Result } from '../../core/result';
import type { GameState, Seat } from '../../core/state';
import { pushStep } from '../../flow/context';
import { ARBOREC_FLAGSHIP } from '../../production/producers';
import { placeUnits } from '../../units/destroy';
import { checkReinforcements } from '../../units/reinforcements';
import { areasWith, countAt, spaceOf } from '../../units/stacks';
import type { AbilityDef, Subject } from '../registry';
import { unitIs } from './deploy';

function duhaMenaimonThere(state: GameState, seat: Seat, subject: Subject): boolean {
  const system = typeof subject.system === 'string' ? subject.system : null;
  return (
    subject.seat === seat &&
    system !== null &&
    unitIs(state, seat, 'flagship', 'arborec_flagship') &&
    countAt(state, spaceOf(system), seat, 'flagship') > 0
  );
}

/** Duha Menaimon: after its owner activates the system it is in, they may produce up to 5 units there. */
export const DUHA_MENAIMON: AbilityDef = {
  id: 'arborec-flagship',
  name: 'Duha Menaimon',
  source: { kind: 'faction', faction: 'arborec' },
  window: 'after-system-activated',
  costs: [],
  limit: { per: 'window', times: 1 },
  eligible: duhaMenaimonThere,
  targetOptions: (state, seat, subject) =>
    duhaMenaimonThere(state, seat, subject) ? [{ label: 'produce up to 5 units in its system', targets: {} }] : [],
  check: (state, seat, _targets, subject) =>
    duhaMenaimonThere(state, seat, subject)
      ? ok(undefined)
      : fail('ability/not-eligible', '67', 'Your flagship must be in the system you just activated.'),
  resolve: (ctx, seat, _targets, subject) => {
    pushStep(ctx.state, 'production/offer', { seat, system: String(subject.system), source: ARBOREC_FLAGSHIP });
  },
};

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

export const FLAGSHIP_ABILITIES: readonly AbilityDef[] = [DUHA_MENAIMON, INFERNO];
