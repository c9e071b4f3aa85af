// Which engine options a form on the page already offers, so the decision panel does not list them again as
// buttons (issue 15: no option explosions). Each rule here matches the form that renders for the same decision;
// everything else stays a button, and the engine's options() stay whole for the bot.
import type { Decision, RoundInfo } from '@/engine/index';
import type { OptionItem } from './types';

const TOKEN_CHOICES = new Set(['status/redistribute', 'warfare/redistribute']);

/** The strategy card a strategic-action or follow-secondary option plays, if any. */
export function strategyCardOf(decision: Decision, option: OptionItem): string | null {
  const c = option.command;
  if (c.type === 'strategic-action') return c.card;
  if (c.type === 'follow-secondary' && decision.kind === 'strategic-secondary') return decision.card;
  return null;
}

/** A secondary whose token is paid another way (Acquiescence, Jae Mir Kan): a button of its own, never a form's. */
export const paidElsewhere = (c: OptionItem['command']): boolean =>
  c.type === 'follow-secondary' && (!!c.acquiescence || !!c.jaeMirKan);

/** True when a form shown for `decision` offers `option`, so its button is left out. */
export function coveredByForm(decision: Decision, option: OptionItem, round: RoundInfo | null): boolean {
  if (decision.kind === 'choice') return TOKEN_CHOICES.has(decision.choice) && option.command.type === 'choose';
  const card = strategyCardOf(decision, option);
  if (card === 'leadership') return true;
  // The research form needs the round's research list to render; "research nothing" stays a button.
  if (card === 'technology')
    return (
      !paidElsewhere(option.command) &&
      (round?.research.length ?? 0) > 0 &&
      (option.command.type !== 'strategic-action' || option.command.choices?.research !== null)
    );
  return false;
}
