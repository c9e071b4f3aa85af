// LRR 1.19–1.20 answered ahead: standing answers a player sets before a window asks. Besides the plain standing pass
// for one kind of window ("no Sabotage this turn", kept until the turn or phase ends), three conditional ones last the
// round: pass every window of a kind unless I have units in the system it is about; play no cards in the agenda phase;
// never play a named card or ability. Each is one string in `state.standingPasses` (the `window` of the standing-pass
// command): the window id, or `unless-in-system:<window>`, `phase:agenda`, `ability:<id>`. Like a pass given by hand
// they answer at once, in private, and only once the seat is asked (engine/abilities/window-flow.ts).
import type { WindowDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { isWindowId } from '../core/windows';
import { hasUnitsIn } from '../transactions/notes';
import { abilityById } from './catalog';

export type PreAnswer =
  | { readonly kind: 'window'; readonly window: string }
  | { readonly kind: 'unless-in-system'; readonly window: string }
  | { readonly kind: 'phase'; readonly phase: 'agenda' }
  | { readonly kind: 'ability'; readonly ability: string };

/** The pre-answer a standing-pass command's `window` names, or null when it names none. */
export function parsePreAnswer(entry: string): PreAnswer | null {
  const [prefix, rest] = entry.includes(':')
    ? [entry.slice(0, entry.indexOf(':')), entry.slice(entry.indexOf(':') + 1)]
    : [null, entry];
  switch (prefix) {
    case null:
      return isWindowId(rest) ? { kind: 'window', window: rest } : null;
    case 'unless-in-system':
      return isWindowId(rest) ? { kind: 'unless-in-system', window: rest } : null;
    case 'phase':
      return rest === 'agenda' ? { kind: 'phase', phase: 'agenda' } : null;
    case 'ability':
      return abilityById(rest, true) ? { kind: 'ability', ability: rest } : null;
    default:
      return null;
  }
}

/**
 * Whether `entry` answers `decision` for `seat` now. `usable`: the abilities the seat could use in this window (its
 * own options, so judging by them reveals nothing: the answer stays private).
 */
export function preAnswers(
  state: GameState,
  seat: Seat,
  decision: WindowDecision,
  entry: string,
  usable: () => readonly string[],
): boolean {
  const answer = parsePreAnswer(entry);
  if (!answer) return false;
  switch (answer.kind) {
    case 'window':
      return decision.window === answer.window;
    case 'unless-in-system': {
      if (decision.window !== answer.window) return false;
      const system = decision.subject.system;
      return typeof system !== 'string' || !hasUnitsIn(state, system, seat);
    }
    case 'phase':
      return state.phase === answer.phase;
    case 'ability':
      // Passes the windows where that ability is all the seat could play (and those where it could play nothing).
      return usable().every((a) => a === answer.ability);
  }
}

/** The pre-answer in words, for the page's list. */
export function preAnswerLabel(entry: string): string {
  const answer = parsePreAnswer(entry);
  if (!answer) return entry;
  switch (answer.kind) {
    case 'window':
      return `Pass every '${words(answer.window)}' window (this turn or phase)`;
    case 'unless-in-system':
      return `Pass every '${words(answer.window)}' window unless I have units in that system (this round)`;
    case 'phase':
      return 'Play no cards in the agenda phase (this round)';
    case 'ability':
      return `No ${abilityById(answer.ability, true)?.name ?? answer.ability} this round`;
  }
}

const words = (id: string) => id.replaceAll('-', ' ');

/**
 * The standing answers the page offers a seat to set ahead, from its own hand (the seat's alone): no cards in the
 * agenda phase, pass system activations elsewhere, and "no <card> this round" for each card it holds.
 */
/** `ownHand`: the seat's action card copies ('sabotage#2'). */
export function preAnswerOffers(ownHand: readonly string[]): string[] {
  const entries = [
    'phase:agenda',
    'unless-in-system:after-system-activated',
    ...ownHand.map((copy) => `ability:${copy.split('#')[0]}`),
  ];
  return [...new Set(entries)].filter((e) => parsePreAnswer(e) !== null);
}
