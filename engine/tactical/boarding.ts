// LRR 95.1 transport, for ships an ability moves (FAQ on Skilled Retreat and Foresight: any effect that moves a ship
// lets it transport units in its system, with the capacity it has available): before the ships leave, the player may
// take ground forces aboard from the planets of that system, one at a time, as long as there is room. A unit taken
// aboard goes to the system's space area, so the move that follows carries it like any other transported unit.
import { z } from 'zod';
import { countSchema, hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { GROUND_FORCE_TYPES, type UnitType } from '../data/types';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { countAt, moveUnits, planetArea, spaceOf } from '../units/stacks';
import { planetLabel, systemLabel } from './labels';

const boardingArgs = z.object({ seat: seatSchema, system: hexKeySchema, room: countSchema, source: idSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'transport/board': z.infer<typeof boardingArgs>;
  }
}

/** The answer that ends the boarding: the ships leave with what is aboard. */
const DONE = 'done';

interface Boardable {
  readonly planet: string;
  readonly type: UnitType;
}

/** The seat's ground forces on the system's planets, one entry per planet and type. */
function boardable(state: GameState, seat: Seat, system: string): Boardable[] {
  const planets = Object.keys(state.board.systems[system]?.planets ?? {});
  return planets.flatMap((planet) =>
    GROUND_FORCE_TYPES.filter((type) => countAt(state, planetArea(system, planet), seat, type) > 0).map((type) => ({
      planet,
      type,
    })),
  );
}

const optionOf = (b: Boardable): string => `${b.planet}:${b.type}`;

/**
 * Opens the boarding choice when the moving ships have `room` left and the seat has ground forces on the system's
 * planets; `source` names the ability in the labels. The caller pushes the move itself first, to run after it.
 */
export function offerBoarding(ctx: FlowCtx, seat: Seat, system: string, room: number, source: string): void {
  if (room <= 0 || boardable(ctx.state, seat, system).length === 0) return;
  pushChoice(ctx, 'transport/board', { args: { seat, system, room, source }, waitingOn: [seat] });
}

export const BOARDING_CHOICE = defineChoice('transport/board', boardingArgs, {
  rule: '95.1',
  offersOnlyLegal: true,
  options(state, decision) {
    const { seat, system, room, source } = decision.args;
    const picks = boardable(state, seat, system).map((b) => ({
      option: optionOf(b),
      label: `${source}: take 1 ${b.type} aboard from ${planetLabel(b.planet)} (room for ${room})`,
    }));
    return [...picks, { option: DONE, label: `${source}: the ships leave ${systemLabel(state, system)} now` }];
  },
  resolve(ctx, decision, option) {
    const { seat, system, room, source } = decision.args;
    popDecision(ctx.state, decision);
    const pick = boardable(ctx.state, seat, system).find((b) => optionOf(b) === option);
    if (!pick) return ok(undefined);
    moveUnits(ctx.state, planetArea(system, pick.planet), spaceOf(system), seat, pick.type, 1);
    emit(ctx, {
      type: 'note',
      text: `${source}: 1 ${pick.type} from ${planetLabel(pick.planet)} goes aboard the ships leaving ${systemLabel(ctx.state, system)}.`,
    });
    offerBoarding(ctx, seat, system, room - 1, source);
    return ok(undefined);
  },
  // Without an answer the ships leave with what they already carry.
  default: () => DONE,
});
