// JR-XS455-O (LRR 73 relics, 22 component actions, 85 structures, 75 resources): Action — exhaust the card and pick
// a player; that player may pay 3 resources to put 1 structure (PDS or space dock, within their limits) on a planet
// they control (the dispatcher accepts only an offered option), and gains 1 trade good if they do not.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { controlledPlanets } from '../economy/planets';
import { findPayment, pay, resourcesCost } from '../economy/spending';
import type { AbilityDef } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { gainTradeGoods } from '../phases/cards/common';
import { placeUnits } from '../units/destroy';
import { canPlaceStructure, type StructureType } from '../units/structures';

const RELIC = 'jr-xs455-o';
const PLACE = 'relics/jr-xs455-o' as const;
const STRUCTURES: readonly StructureType[] = ['pds', 'space-dock'];
const COST = resourcesCost(3);
const placeArgs = z.object({ seat: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'relics/jr-xs455-o': z.infer<typeof placeArgs>;
  }
}

/** Every structure the seat could put on one of its planets now, paying 3 resources (none if it cannot pay). */
function placements(state: GameState, seat: Seat): { option: string; label: string }[] {
  if (!findPayment(state, seat, COST)) return [];
  return controlledPlanets(state, seat).flatMap((c) =>
    STRUCTURES.filter((t) => canPlaceStructure(state, seat, c.system, c.id, t)).map((t) => ({
      option: `${t}|${c.id}`,
      label: `JR-XS455-O: pay 3 resources to put 1 ${t === 'pds' ? 'PDS' : 'space dock'} on ${planetLabel(c.id)}`,
    })),
  );
}

export const JR_PLACE = defineChoice(PLACE, placeArgs, {
  options: (state, d) => [
    ...placements(state, d.args.seat),
    { option: 'decline', label: 'JR-XS455-O: put no structure and gain 1 trade good' },
  ],
  resolve: (ctx, decision, option) => {
    const seat = decision.args.seat;
    popDecision(ctx.state, decision);
    if (option === 'decline') {
      gainTradeGoods(ctx, seat, 1);
      return ok(undefined);
    }
    const [type, planet] = option.split('|') as [StructureType, string];
    const c = controlledPlanets(ctx.state, seat).find((x) => x.id === planet)!;
    const payment = findPayment(ctx.state, seat, COST)!;
    pay(ctx.state, seat, payment);
    if (payment.resources.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: payment.resources });
    if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
    placeUnits(ctx, { system: c.system, planet }, seat, type, 1, RELIC);
    return ok(undefined);
  },
  default: () => 'decline',
  offersOnlyLegal: true,
});

const players = (state: GameState): Seat[] => state.players.flatMap((p, seat) => (p.eliminated ? [] : [seat]));

export const JR_XS455_O: AbilityDef = {
  id: RELIC,
  name: 'JR-XS455-O',
  source: { kind: 'relic', relic: RELIC },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: () => true,
  targetOptions: (state) =>
    players(state).map((seat) => ({
      label: `exhaust it: ${state.players[seat]!.name} may buy a structure for 3 resources, or gains 1 trade good`,
      targets: { player: seat },
    })),
  check: (state, _seat, targets) =>
    players(state).includes(Number(targets.player))
      ? ok(undefined)
      : fail('ability/bad-target', '73', 'Choose a player in the game.'),
  resolve: (ctx, _seat, targets) => {
    const seat = Number(targets.player);
    pushChoice(ctx, PLACE, { args: { seat }, waitingOn: [seat] });
  },
};

export const JR_XS455_O_CARD = defineContent({ abilities: [JR_XS455_O], choices: [JR_PLACE] });
