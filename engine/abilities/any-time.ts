// LRR 1.13 "at any time": abilities whose timing is any moment of the game (the 'any-time' window of engine/core/
// windows.ts), used beside whatever decision the game waits on, or none — the way transactions are (94, 28). They
// open no window of their own: nothing waits for them, and using one answers no decision.
import type { CommandOf } from '../core/commands';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { CommandCtx } from '../kernel/context';
import type { Option } from '../kernel/options';
import { holds } from '../kernel/abilities';
import { abilitiesAt, abilityById } from './catalog';
import { checkUse, usableTargets, useAbility } from './play';

const ANY_TIME = 'any-time';

/** While the game is under way: not during setup's choices, nor once it has ended. */
const underWay = (state: GameState): boolean => state.phase !== 'setup' && state.phase !== 'ended';

/** Whether the command uses an ability of the 'any-time' window (apply routes it here, beside the stack). */
export const isAnyTimeUse = (command: { type: string; ability?: string }): boolean =>
  command.type === 'use-ability' && abilityById(command.ability ?? '', true)?.window === ANY_TIME;

export function useAnyTime(ctx: CommandCtx, command: CommandOf<'use-ability'>): Result<void> {
  const def = abilityById(command.ability, true);
  if (!def || def.window !== ANY_TIME) return fail('ability/not-now', '1.13', 'That ability has a timing of its own.');
  if (!underWay(ctx.state)) return fail('ability/not-now', '1.13', 'The game is not under way.');
  const checked = checkUse(ctx.state, ctx.seat, def, command.targets ?? {}, {});
  if (!checked.ok) return checked;
  useAbility(ctx, ctx.seat, def, command.targets ?? {}, {});
  return ok(undefined);
}

/** The seat's any-time abilities, each target offered, listed beside its decision (or alone). */
export function anyTimeOptions(state: GameState, seat: Seat): Option[] {
  if (!underWay(state)) return [];
  const out: Option[] = [];
  for (const def of abilitiesAt(ANY_TIME)) {
    if (!holds(state, seat, def)) continue;
    for (const t of usableTargets(state, seat, def, {}))
      out.push({
        command: { type: 'use-ability', ability: def.id, targets: t.targets },
        label: `${def.name}: ${t.label}`,
        group: 'At any time',
        checked: true,
      });
  }
  return out;
}
