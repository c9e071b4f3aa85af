// Anti-Intellectual Revolution (a law, engine/agenda): after researching a technology, the player destroys 1 of their
// non-fighter ships, picking which (LRR 1.3: the ability's own words; the engine's pick is the cheapest kind first).
// Asked by `research` (engine/economy/research.ts) when the law applies.
import { ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { defineChoice } from '../kernel/choices';
import { popDecision } from '../kernel/stack';
import { noArgs, type NoArgs } from '../kernel/steps';
import { systemLabel, unitLabel } from '../tactical/labels';
import { destroyUnits } from '../units/destroy';
import { spaceOf } from '../units/stacks';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'research/destroy-ship': NoArgs;
  }
}

const CHEAPEST_FIRST: readonly UnitType[] = ['destroyer', 'cruiser', 'carrier', 'dreadnought', 'flagship', 'war-sun'];

/** The seat's non-fighter ships as 'system|type' options, cheapest kinds first. */
export function shipsToLose(state: GameState, seat: Seat): { option: string; label: string }[] {
  const out: { option: string; label: string }[] = [];
  for (const type of CHEAPEST_FIRST) {
    for (const [key, sys] of Object.entries(state.board.systems)) {
      if ((sys.space[String(seat)]?.counts[type] ?? 0) > 0)
        out.push({ option: `${key}|${type}`, label: `Destroy a ${unitLabel(type)} in ${systemLabel(state, key)}` });
    }
  }
  return out;
}

export const DESTROY_SHIP_CHOICE = defineChoice('research/destroy-ship', noArgs, {
  rule: '1.3',
  options: (state, _d, seat) => shipsToLose(state, seat),
  resolve: (ctx, decision, option) => {
    const [system, type] = option.split('|') as [string, UnitType];
    popDecision(ctx.state, decision);
    destroyUnits(ctx, spaceOf(system), ctx.seat, type, 1, { cause: 'ability' });
    return ok(undefined);
  },
  default: (state, _d, seat) => shipsToLose(state, seat)[0]?.option,
  // resolve refuses none of the options listed (it has no refusal): offered without a try.
  offersOnlyLegal: true,
});
