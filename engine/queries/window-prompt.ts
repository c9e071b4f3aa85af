// LRR 1.13–1.20 in words for the seat a timing window asks: what happened (public: the window and its subject, with
// names and tile numbers, never ids or coordinates) and what this seat may play now (its own options only, so it is
// sent to that seat alone, like its options).
import type { WindowDecision } from '../core/frames';
import type { GameState, Seat } from '../core/state';
import { ACTION_CARDS } from '../data/action-cards';
import { AGENDAS } from '../data/agendas';
import { LEADERS } from '../data/leaders';
import { systemLabel } from '../tactical/labels';
import { abilityById } from '../abilities/catalog';
import { windowOptions } from '../abilities/window-flow';

export interface WindowPrompt {
  /** What happened, from public facts: "Bea activated Quann (25)." */
  readonly happened: string;
  /** The names of this seat's cards and abilities that fit now (never another seat's). */
  readonly mayPlay: readonly string[];
  /** The whole prompt: "Bea activated Quann (25). You may play: Ghost Ship, Flank Speed — or pass." */
  readonly text: string;
}

type Subject = Readonly<Record<string, unknown>>;

const seatName = (state: GameState, seat: unknown): string =>
  typeof seat === 'number' ? (state.config.seats[seat]?.name ?? `Seat ${seat + 1}`) : 'A player';

/** "Quann (25)" from a system's position on the board (the shared helper, engine/tactical/labels.ts). */
export const systemName = systemLabel;

const cardName = (id: unknown): string =>
  (ACTION_CARDS as Record<string, { name: string } | undefined>)[String(id)]?.name ?? 'an action card';

const leaderName = (id: unknown): string =>
  (LEADERS as Record<string, { name: string } | undefined>)[String(id)]?.name ?? 'an agent';

const agendaName = (id: unknown): string =>
  (AGENDAS as Record<string, { name: string } | undefined>)[String(id)]?.name ?? 'the agenda';

/** The public sentence for each window the flow opens with a subject; others read as their moment's name. */
function happened(state: GameState, window: string, s: Subject): string {
  const who = seatName(state, s.seat);
  switch (window) {
    case 'after-system-activated':
      return `${who} activated ${systemName(state, s.system)}.`;
    case 'after-ships-moved':
      return `${who} moved ships into ${systemName(state, s.system)}.`;
    case 'when-action-card-played':
      return `${who} played ${cardName(s.card)}.`;
    case 'start-of-combat':
    case 'start-of-combat-round':
      return `${seatName(state, s.attacker)} and ${seatName(state, s.defender)} fight in ${systemName(state, s.system)}.`;
    case 'when-agenda-revealed':
    case 'after-agenda-revealed':
      return `The agenda ${agendaName(s.agenda)} was revealed.`;
    case 'before-player-votes':
      return `${who} is about to vote on ${agendaName(s.agenda)}.`;
    case 'after-speaker-votes':
      return `The speaker, ${who}, has voted on ${agendaName(s.agenda)}.`;
    case 'when-outcome-resolved':
      return `${agendaName(s.agenda)} is about to resolve.`;
    case 'after-retreat-announced':
      return `${who} announced a retreat from ${systemName(state, s.system)}.`;
    case 'when-producing-units':
      return `${who} is producing units in ${systemName(state, s.system)}.`;
    case 'after-gaining-trade-goods': {
      const n = typeof s.seat === 'number' ? (state.players[s.seat]?.tradeGoods ?? 0) : 0;
      return `${who} gained trade goods or resolved a transaction, and holds ${n} trade goods.`;
    }
    case 'when-gaining-trade-goods': {
      const n = typeof s.amount === 'number' ? s.amount : 0;
      return `${who} gains ${n} trade good${n === 1 ? '' : 's'} from the supply.`;
    }
    case 'after-agent-exhausted':
      return `${who} exhausted their agent ${leaderName(s.agent)}.`;
    case 'after-pillage':
      return `${who} used Pillage on ${seatName(state, s.target)}.`;
    default: {
      const moment = window.replaceAll('-', ' ');
      return `${moment.charAt(0).toUpperCase()}${moment.slice(1)}.`;
    }
  }
}

/** The prompt for `seat` when the decision on top is a window that waits on it; null otherwise. */
export function windowPrompt(state: GameState, seat: Seat): WindowPrompt | null {
  const top = state.stack[state.stack.length - 1];
  if (top?.frame !== 'decision' || top.kind !== 'window' || !top.waitingOn.includes(seat)) return null;
  const decision: WindowDecision = top;
  const names: string[] = [];
  for (const o of windowOptions(state, decision, seat)) {
    if (o.command.type !== 'use-ability') continue;
    const name = abilityById(o.command.ability, true)?.name ?? o.label;
    if (!names.includes(name)) names.push(name);
  }
  const what = happened(state, decision.window, decision.subject);
  const text =
    names.length > 0
      ? `${what} You may play: ${names.join(', ')} — or pass.`
      : `${what} Nothing you hold fits this moment — pass.`;
  return { happened: what, mayPlay: names, text };
}
