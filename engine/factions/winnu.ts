// The Winnu — LRR 22 component actions, 90 technology: Lazax Gate Folding (its action: while they control Mecatol
// Rex, exhaust it to put 1 infantry from their reinforcements there; its wormholes are in winnu.effects.ts); 67–68
// producing units, 75 resources, 47 influence: Hegemonic Trade Policy (as their units use Production, exhaust it to
// swap 1 controlled planet's resource and influence values for that production; errata: not until the turn ends).
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject, Targets } from '../kernel/abilities';
import { controlledPlanets, planetValues } from '../economy/planets';
import { productionFor, unitsUseProduction } from '../leaders/production';
import { planetLabel } from '../tactical/labels';
import { defineContent } from '../kernel/content';
import { planetOwner } from '../kernel/planet-index';
import { mecatolKey, MECATOL_REX_PLANET } from '../objectives/board-queries';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';

export const LAZAX_GATE_FOLDING_TECH = 'lgf';

/** The Mecatol Rex system while the seat controls its planet, or why not. */
function mecatolHeld(state: GameState, seat: Seat): Result<string> {
  const key = mecatolKey(state);
  if (key === undefined || planetOwner(state, MECATOL_REX_PLANET) !== seat)
    return fail('ability/not-eligible', '90', 'Lazax Gate Folding places infantry only while you control Mecatol Rex.');
  // 22.3: the action resolves completely, so the infantry must be in reinforcements.
  if (inReinforcements(state, seat, 'infantry') < 1)
    return fail('ability/no-reinforcements', '22.3', 'You have no infantry in your reinforcements.');
  return ok(key);
}

/** Lazax Gate Folding's action: exhausted, it puts 1 infantry from reinforcements on Mecatol Rex. */
export const LAZAX_GATE_FOLDING: AbilityDef = {
  id: 'lazax-gate-folding',
  name: 'Lazax Gate Folding',
  source: { kind: 'technology', technology: LAZAX_GATE_FOLDING_TECH },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    mecatolHeld(state, seat).ok
      ? [{ label: 'exhaust it so that 1 infantry of yours arrives on Mecatol Rex', targets: {} }]
      : [],
  check: (state, seat) => {
    const held = mecatolHeld(state, seat);
    return held.ok ? ok(undefined) : held;
  },
  resolve: (ctx, seat) => {
    const held = mecatolHeld(ctx.state, seat);
    if (!held.ok) return;
    placeUnits(ctx, planetArea(held.value, MECATOL_REX_PLANET), seat, 'infantry', 1, 'lazax-gate-folding');
  },
};

// ---- Hegemonic Trade Policy ---------------------------------------------------------------------------------------

/** Ready planets the seat controls whose two values differ: swapping them changes something. */
const swappablePlanets = (state: GameState, seat: Seat): string[] =>
  controlledPlanets(state, seat)
    .filter((c) => !c.planet.exhausted)
    .filter((c) => {
      const v = planetValues(state, c.id);
      return v.resources !== v.influence;
    })
    .map((c) => c.id);

/** Their own units use Production in the window's production, and no planet was swapped for it yet. */
const tradePolicyMoment = (state: GameState, seat: Seat, subject: Subject): boolean =>
  subject.seat === seat && unitsUseProduction(state, subject) && productionFor(state, subject)?.swapped === undefined;

function checkTradePolicy(state: GameState, seat: Seat, targets: Targets, subject: Subject): Result<string> {
  if (!tradePolicyMoment(state, seat, subject))
    return fail('ability/not-eligible', '68', 'Hegemonic Trade Policy is used as your own units use Production.');
  const planet = typeof targets.planet === 'string' ? targets.planet : '';
  if (!swappablePlanets(state, seat).includes(planet))
    return fail('ability/bad-target', '1.9', 'Choose a ready planet you control whose two values differ.');
  return ok(planet);
}

export const HEGEMONIC_TRADE_POLICY: AbilityDef = {
  id: 'hegemonic-trade-policy',
  name: 'Hegemonic Trade Policy',
  source: { kind: 'technology', technology: 'htp' },
  window: 'when-producing-units',
  costs: [{ kind: 'exhaust-source' }],
  limit: { per: 'window', times: 1 },
  eligible: (state, seat, subject) => tradePolicyMoment(state, seat, subject),
  targetOptions: (state, seat) =>
    swappablePlanets(state, seat).map((planet) => {
      const v = planetValues(state, planet);
      return {
        label: `${planetLabel(planet)} counts ${v.influence} resources and ${v.resources} influence for this production`,
        targets: { planet },
      };
    }),
  check: (state, seat, targets, subject) => {
    const checked = checkTradePolicy(state, seat, targets, subject);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets, subject) => {
    const checked = checkTradePolicy(ctx.state, seat, targets, subject);
    const offer = productionFor(ctx.state, subject);
    if (!checked.ok || !offer) return;
    offer.swapped = checked.value;
  },
};

export const WINNU = defineContent({ abilities: [LAZAX_GATE_FOLDING, HEGEMONIC_TRADE_POLICY] });
