// The Council Keleres, what they change in the rules — LRR 5 activation, 49.2 committing ground forces, 96 faction
// units: another player pays 2 influence to activate a system holding their flagship (Artemiris), and 1 influence to
// commit ground forces to a planet holding their mech (Omniopiares). 1.25 Council Patronage: as the strategy phase
// starts, the Keleres replenish commodities and gain 1 trade good (the step is in keleres.ts). 90 Agency Supply
// Network: after their units' Production, the step that offers it once more (keleres-asn.ts). I.I.H.Q.
// Modernization (keleres-iihq.ts): its neighbours, the Custodia Vigilia card as it is gained, and the card's
// legendary ability (Mecatol Rex's Space Cannon and Production, 2 command tokens after another's Imperial point).
import type { Cost } from '../economy/spending';
import {
  ACTIVATION_TOLL,
  ADJACENCY,
  AFTER_EVENTS,
  AFTER_UNITS_PLACED,
  LANDING_TOLL,
  NEIGHBOURS_BY_ABILITY,
  PLANET_PRODUCTION,
  PLANET_SPACE_CANNON,
  START_OF_STRATEGY_PHASE,
  TECHNOLOGY_GAINED,
} from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import type { StepCall } from '../kernel/steps';
import {
  CUSTODIA_CANNON,
  CUSTODIA_PRODUCTION,
  custodiaHolder,
  custodiaOn,
  IIHQ,
  iihqNeighbours,
  takeCustodiaVigilia,
} from './keleres-custodia';
import { countAt, planetArea } from '../units/stacks';
import { hasUnit, mechAbilityOf } from './units';

/** The Keleres flagship's toll: 2 influence for another player to activate its system. */
export const ARTEMIRIS_TOLL: Cost = { resources: 0, influence: 2, tradeGoods: 0 };
const OMNIOPIARES_TOLL: Cost = { resources: 0, influence: 1, tradeGoods: 0 };

export const KELERES_EFFECTS = defineProvider('faction:keleres', [
  TECHNOLOGY_GAINED.answer(({ ctx, seat, technology }) => {
    if (technology === IIHQ) takeCustodiaVigilia(ctx, seat);
  }),
  // Adjacency in play as everyone sees it (engine/tactical/adjacency-in-play.ts, which the effects cannot import).
  NEIGHBOURS_BY_ABILITY.answer(({ state, a, b }, ask) => iihqNeighbours(state, a, b, ask(ADJACENCY, { state }))),
  PLANET_SPACE_CANNON.answer(({ state, seat, planet }) => (custodiaOn(state, seat, planet) ? [CUSTODIA_CANNON] : [])),
  PLANET_PRODUCTION.answer(({ state, seat, planet }) => (custodiaOn(state, seat, planet) ? CUSTODIA_PRODUCTION : 0)),
  AFTER_EVENTS.answer(({ state, events }) => {
    const holder = custodiaHolder(state);
    if (holder === null) return [];
    const out: StepCall[] = [];
    for (const e of events)
      if (e.type === 'victory-point-gained' && e.source === 'imperial' && e.seat !== holder)
        out.push({ step: 'keleres/custodia-vigilia-tokens', args: { seat: holder } });
    return out;
  }),
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
