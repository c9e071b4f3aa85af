// LRR 22 component actions: an ability marked "Action" is used as the active player's whole action.
// Abilities usable "during the action phase" (no "Action" header, so not an action: Psychoarchaeology) are offered
// beside it on the owner's turn and leave the action-turn decision waiting.
// Once a component action has resolved entirely — every step and choice it pushed — the "after you perform a
// component action" window opens (Suffi An); a cancelled one (22.4) was not performed and opens nothing.
import { z } from 'zod';
import { idSchema, seatSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import type { ActionTurnDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { type CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { abilitiesAt, abilityById } from './catalog';
import { checkUse, usableTargets, useAbility } from './play';
import { actionCardOf, promissoryNoteOf } from '../kernel/abilities';

export function componentAction(
  ctx: CommandCtx,
  decision: ActionTurnDecision,
  cmd: CommandOf<'component-action'>,
): Result<void> {
  const def = abilityById(cmd.ability, true);
  if (!def || (def.window !== 'action' && def.window !== DURING_ACTION_PHASE))
    return fail('ability/not-component-action', '22.1', 'That is not a component action.');
  const subject = { turn: ctx.seat };
  const checked = checkUse(ctx.state, ctx.seat, def, cmd.targets ?? {}, subject);
  if (!checked.ok) return checked;
  // Not an action: its steps run above the action-turn decision, which waits again once they are done.
  if (def.window !== DURING_ACTION_PHASE) {
    popDecision(ctx.state, decision);
    // Below the ability's own steps, so it runs once the whole action has resolved.
    const card = def.source.kind === 'action-card' ? { card: def.source.card } : {};
    pushStep(ctx.state, AFTER_COMPONENT_ACTION, { seat: ctx.seat, ability: def.id, ...card });
  }
  useAbility(ctx, ctx.seat, def, cmd.targets ?? {}, subject);
  return ok(undefined);
}

const DURING_ACTION_PHASE = 'during-action-phase';

/** The step that opens the "after a component action" window; engine/abilities/play.ts drops it on a cancel (22.4). */
export const AFTER_COMPONENT_ACTION = 'action/after-component-action';
/** `card`: the action card played for the action, if it was one (the Suffi An unlock asks). */
const afterArgs = z.object({ seat: seatSchema, ability: idSchema, card: idSchema.optional() });

declare module '../kernel/steps' {
  interface StepArgs {
    [AFTER_COMPONENT_ACTION]: z.infer<typeof afterArgs>;
  }
}

export const COMPONENT_ACTION_STEPS = [
  defineStep(AFTER_COMPONENT_ACTION, afterArgs, (ctx, args) => {
    if (ctx.state.phase !== 'action') return;
    pushStep(ctx.state, 'window/open', { window: 'after-component-action', subject: { ...args }, quiet: true });
  }),
];

export function componentActionOptions(state: GameState, seat: Seat): Option[] {
  const out: Option[] = [];
  const subject = { turn: seat };
  // Most component actions are action cards and promissory notes: the cards in hand are named once, and only an
  // ability whose card is there goes on to usableTargets, which checks that the seat holds it (and everything else).
  const p = state.players[seat];
  const cards = new Set(p?.actionCards.map(actionCardOf));
  const notes = new Set(p?.promissoryNotes.map(promissoryNoteOf));
  for (const def of [...abilitiesAt('action'), ...abilitiesAt(DURING_ACTION_PHASE)]) {
    const s = def.source;
    if (s.kind === 'action-card' ? !cards.has(s.card) : s.kind === 'promissory-note' && !notes.has(s.note)) continue;
    for (const t of usableTargets(state, seat, def, subject))
      out.push({
        command: { type: 'component-action', ability: def.id, targets: t.targets },
        label: t.label ? `${def.name}: ${t.label}` : def.name,
        group: def.window === DURING_ACTION_PHASE ? 'During the action phase' : 'Component action',
        checked: true,
      });
  }
  return out;
}
