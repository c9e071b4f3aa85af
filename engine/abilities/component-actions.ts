// LRR 22 component actions: an ability marked "Action" is used as the active player's whole action.
// Abilities usable "during the action phase" (no "Action" header, so not an action: Psychoarchaeology) are offered
// beside it on the owner's turn and leave the action-turn decision waiting.
import type { CommandOf } from '../core/commands';
import type { ActionTurnDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { popDecision } from '../kernel/stack';
import { type CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { abilitiesAt, abilityById } from './catalog';
import { checkUse, useAbility } from './play';
import { holds } from '../kernel/abilities';

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
  if (def.window !== DURING_ACTION_PHASE) popDecision(ctx.state, decision);
  useAbility(ctx, ctx.seat, def, cmd.targets ?? {}, subject);
  return ok(undefined);
}

const DURING_ACTION_PHASE = 'during-action-phase';

export function componentActionOptions(state: GameState, seat: Seat): Option[] {
  const out: Option[] = [];
  const subject = { turn: seat };
  for (const def of [...abilitiesAt('action'), ...abilitiesAt(DURING_ACTION_PHASE)]) {
    if (!holds(state, seat, def)) continue;
    for (const t of def.targetOptions(state, seat, subject)) {
      if (checkUse(state, seat, def, t.targets, subject).ok) {
        out.push({
          command: { type: 'component-action', ability: def.id, targets: t.targets },
          label: t.label ? `${def.name}: ${t.label}` : def.name,
          group: def.window === DURING_ACTION_PHASE ? 'During the action phase' : 'Component action',
          checked: true,
        });
      }
    }
  }
  return out;
}
