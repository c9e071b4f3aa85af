// LRR 25 control (25.1 the card comes exhausted, 25.1c / 35.1 exploring), 49.5 establish control (49.5a other
// players' structures destroyed), with what watches a planet changing hands: L1Z1X Assimilate, Clan of Saar
// Scavenge and their mech's Deploy (30), Integrated Economy, Minister of Exploration.
import { planetLabel } from '../tactical/labels';
import { ask, MECH_ABILITIES_SUPPRESSED, PLANET_CONTROL_GAINED, TRADE_GOODS_ON_GAINING_PLANET } from '../effects';
import { z } from 'zod';
import { seatSchema, idSchema, hexKeySchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRUCTURE_TYPES, type UnitType } from '../data/types';

import { planetValues } from '../economy/planets';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { spendableTradeGoods, spendTradeGoodsAndSay } from '../economy/trade-goods';
import { popDecision } from '../kernel/stack';
import { pushStep, defineStep } from '../kernel/steps';
import { destroyUnits, placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { countAt, othersWith, planetArea, isStructure } from '../units/stacks';
import { invasionNotes } from './notes';
import { notePlanetLost } from '../objectives/record';
import { ELIMINATION_CHECK } from '../phases/elimination';
import { explorePlanet } from '../exploration/explore';

const gainArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'control/after-gained': z.infer<typeof gainArgs>;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'control/saar-mech': z.infer<typeof gainArgs>;
  }
}

function gainTradeGoods(ctx: FlowCtx, seat: Seat, n: number): void {
  const p = ctx.state.players[seat];
  if (!p || n <= 0) return;
  p.tradeGoods += n;
  emit(ctx, { type: 'trade-goods-changed', seat, delta: n });
}

/**
 * 49.5a: other players' structures on the planet are destroyed — or, for the L1Z1X (Assimilate), replaced by
 * theirs from reinforcements as far as their reinforcements go.
 */
function takeOverStructures(
  ctx: FlowCtx,
  seat: Seat,
  system: string,
  planet: string,
): Partial<Record<UnitType, number>> {
  const area = planetArea(system, planet);
  const assimilate = ctx.state.players[seat]?.faction === 'l1z1x';
  // Structures destroyed and not replaced, by type: Infiltrate (played "when" control is gained) replaces them.
  const lost: Partial<Record<UnitType, number>> = {};
  for (const other of othersWith(ctx.state, area, seat, isStructure)) {
    for (const type of STRUCTURE_TYPES as readonly UnitType[]) {
      const n = countAt(ctx.state, area, other, type);
      if (n === 0) continue;
      destroyUnits(ctx, area, other, type, n, { cause: 'planet-lost', by: seat });
      let replace = assimilate ? n : 0;
      while (replace > 0 && !checkReinforcements(ctx.state, seat, [{ area, type, count: replace }]).ok) replace--;
      if (replace > 0) placeUnits(ctx, area, seat, type, replace, 'assimilate');
      if (n > replace) lost[type] = (lost[type] ?? 0) + n - replace;
    }
  }
  return lost;
}

/**
 * 25 / 49.5: the seat gains control of the planet (25.2: not one it already controls). The planet card comes
 * exhausted (25.1, 49.5b); the effects that follow are queued in the order below.
 */
export function gainControl(ctx: FlowCtx, seat: Seat, system: string, planet: string): void {
  const pl = ctx.state.board.systems[system]?.planets[planet];
  if (!pl || pl.owner === seat) return;
  const from = pl.owner;
  pl.owner = seat;
  pl.exhausted = true;
  emit(ctx, { type: 'planet-control-gained', seat, planet, from });
  ask(PLANET_CONTROL_GAINED, { ctx, seat, planet, from }); // Shard of the Throne
  if (from !== null) {
    notePlanetLost(ctx.state, from, planet); // Become a Martyr
    pushStep(ctx.state, ELIMINATION_CHECK); // 33.1: after everything gaining control causes
  }
  if (ctx.state.tactical) invasionNotes(ctx.state).gained.push(planet);
  const structures = takeOverStructures(ctx, seat, system, planet);
  const subject = { seat, planet, system, from, structures };
  // Pushed in reverse: the when-window first, then exploration, then the "after" effects.
  pushStep(ctx.state, 'control/after-gained', { seat, system, planet });
  pushStep(ctx.state, 'window/open', { window: 'after-planet-control-gained', subject });
  // 25.1c / 35.1–35.2b: a planet nobody controlled is explored (engine/exploration; no trait, no exploration).
  if (from === null) explorePlanet(ctx.state, seat, system, planet);
  pushStep(ctx.state, 'window/open', { window: 'when-planet-control-gained', subject });
}

/** Clan of Saar mech (Deploy, 30): spend 1 trade good to place 1 mech on a planet just gained. */
function saarMechDeployable(state: GameState, seat: Seat, system: string, planet: string): boolean {
  const p = state.players[seat];
  return (
    !!p &&
    p.faction === 'saar' &&
    spendableTradeGoods(state, seat) >= 1 &&
    !ask(MECH_ABILITIES_SUPPRESSED, { state }) &&
    checkReinforcements(state, seat, [{ area: planetArea(system, planet), type: 'mech', count: 1 }]).ok
  );
}

export const CONTROL_STEPS = [
  defineStep('control/after-gained', gainArgs, (ctx, args) => {
    const { seat, system, planet } = args;
    const p = ctx.state.players[seat];
    if (!p) return;
    // Scavenge (Clan of Saar) and Minister of Exploration: trade goods on gaining control.
    gainTradeGoods(
      ctx,
      seat,
      (p.faction === 'saar' ? 1 : 0) + ask(TRADE_GOODS_ON_GAINING_PLANET, { state: ctx.state, seat }),
    );
    // Integrated Economy: produce on the planet, up to its resources in cost (pushed first: resolves last).
    const resources = planetValues(ctx.state, planet).resources;
    if (p.technologies.includes('ie') && resources > 0) {
      pushStep(ctx.state, 'production/offer', {
        seat,
        system,
        source: 'integrated-economy',
        planet,
        maxCost: resources,
      });
    }
    if (saarMechDeployable(ctx.state, seat, system, planet)) {
      pushChoice(ctx, 'control/saar-mech', { args: { seat, system, planet }, waitingOn: [seat] });
    }
  }),
];

export const SAAR_MECH_CHOICE = defineChoice('control/saar-mech', gainArgs, {
  rule: '1.3',
  options(state, decision) {
    const { seat, system, planet } = decision.args;
    return [
      ...(saarMechDeployable(state, seat, system, planet)
        ? [{ option: 'deploy', label: `Deploy: spend 1 trade good to put 1 mech on ${planetLabel(planet)}` }]
        : []),
      { option: 'decline', label: 'Do not deploy a mech' },
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system, planet } = decision.args;
    popDecision(ctx.state, decision);
    if (option === 'deploy') {
      spendTradeGoodsAndSay(ctx, seat, 1);
      placeUnits(ctx, planetArea(system, planet), seat, 'mech', 1, 'deploy');
    }
    return ok(undefined);
  },
  default: () => 'decline',
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});

export const CONTROL_CHOICES = [SAAR_MECH_CHOICE];
