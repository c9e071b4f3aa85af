// The Council Keleres, what they change in the rules — LRR 5 activation, 49.2 committing ground forces, 96 faction
// units: another player pays 2 influence to activate a system holding their flagship (Artemiris), and 1 influence to
// commit ground forces to a planet holding their mech (Omniopiares). 1.25 Council Patronage: as the strategy phase
// starts, the Keleres replenish commodities and gain 1 trade good (the step is in keleres.ts). 90 Agency Supply
// Network: after their units' Production, the step that offers it once more (keleres-asn.ts).
import type { Cost } from '../economy/spending';
import { ACTIVATION_TOLL, AFTER_UNITS_PLACED, LANDING_TOLL, START_OF_STRATEGY_PHASE } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { countAt, planetArea } from '../units/stacks';
import { hasUnit, mechAbilityOf } from './units';

/** The Keleres flagship's toll: 2 influence for another player to activate its system. */
export const ARTEMIRIS_TOLL: Cost = { resources: 0, influence: 2, tradeGoods: 0 };
const OMNIOPIARES_TOLL: Cost = { resources: 0, influence: 1, tradeGoods: 0 };

export const KELERES_EFFECTS = defineProvider('faction:keleres', [
  // Agency Supply Network (keleres-asn.ts): after their units' Production, once more elsewhere — not after its own.
  AFTER_UNITS_PLACED.answer(({ state, seat, system, source, usedProduction }) =>
    usedProduction === true && source !== 'asn' && state.players[seat]?.technologies.includes('asn')
      ? [{ step: 'keleres/agency-supply-network' as const, args: { seat, from: system } }]
      : [],
  ),
  START_OF_STRATEGY_PHASE.answer(({ state }) =>
    state.players
      .filter((p) => p.faction === 'keleres' && !p.eliminated)
      .map((p) => ({ step: 'keleres/council-patronage' as const, args: { seat: p.seat } })),
  ),
  ACTIVATION_TOLL.answer(({ state, seat, system }) => {
    const space = state.board.systems[system]?.space ?? {};
    const due = Object.entries(space).some(
      ([k, stack]) =>
        Number(k) !== seat &&
        (stack.counts.flagship ?? 0) > 0 &&
        hasUnit(state, Number(k), 'flagship', 'keleres_flagship'),
    );
    return due
      ? {
          cost: ARTEMIRIS_TOLL,
          ability: 'keleres_flagship',
          name: 'the Artemiris',
          why: "Another player's Keleres flagship (Artemiris) is there",
        }
      : null;
  }),
  LANDING_TOLL.answer(({ state, seat, system, planet }, ask) => {
    const units = state.board.systems[system]?.planets[planet]?.units ?? {};
    const guarded = Object.keys(units).some(
      (k) =>
        Number(k) !== seat &&
        countAt(state, planetArea(system, planet), Number(k), 'mech') > 0 &&
        mechAbilityOf(state, Number(k), 'keleres_mech', ask),
    );
    return guarded ? { cost: OMNIOPIARES_TOLL, name: 'Keleres mech' } : null;
  }),
]);
