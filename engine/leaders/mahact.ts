// The Mahact commander, Il Na Viroset (LRR 51.6 unlock: tokens of 2 other factions in their fleet pool, engine/leaders/
// unlock.ts; 5.2 active system, 89 tactical action): in their tactical actions they may activate a system that already
// holds one of their command tokens; both tokens then go back to their reinforcements and the turn ends (movement,
// combat, invasion and production are not reached). The permission and the moment are in mahact.effects.ts.
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { defineStep } from '../kernel/steps';
import { TACTICAL_STEPS_IN_ORDER } from '../tactical/activation';
import { systemLabel } from '../tactical/labels';
import { IL_NA_VIROSET, VIROSET_STEP } from './mahact.effects';

const virosetArgs = z.object({ seat: seatSchema, system: hexKeySchema });

declare module '../kernel/steps' {
  interface StepArgs {
    [VIROSET_STEP]: z.infer<typeof virosetArgs>;
  }
}

/** The steps of a tactical action an ended turn no longer reaches (its end still comes, 5.4). */
const SKIPPED: readonly string[] = TACTICAL_STEPS_IN_ORDER.filter((s) => s !== 'tactical/end');

export const MAHACT_LEADERS = defineContent({
  steps: [
    /** The system holds two of the seat's tokens: both return to reinforcements and the turn ends. */
    defineStep(VIROSET_STEP, virosetArgs, (ctx, { seat, system }) => {
      const sys = ctx.state.board.systems[system];
      if (!sys || sys.commandTokens.filter((s) => s === seat).length < 2) return;
      sys.commandTokens = sys.commandTokens.filter((s) => s !== seat);
      emit(ctx, { type: 'ability-used', seat, ability: IL_NA_VIROSET, window: 'after-system-activated' });
      const name = ctx.state.players[seat]?.name ?? 'The player';
      emit(ctx, {
        type: 'note',
        text: `Il Na Viroset: both of ${name}'s tokens in ${systemLabel(ctx.state, system)} go back to reinforcements; the turn ends.`,
      });
      ctx.state.stack = ctx.state.stack.filter((f) => !(f.frame === 'step' && SKIPPED.includes(f.step)));
    }),
  ],
});
