// LRR 2.6 action cards have a timing window: the viewer's action cards the engine offers at this very moment (taken
// from options(), so nothing is offered that the engine would refuse), with their names, our own-words text, and one
// play per target; and the window words the hand shows for every card. Runs on the server (page.tsx, hand-panel).
import { ACTION_CARDS, allAbilities, type Command, type Decision } from '@/engine/index';
import type { OptionItem } from './forms/types';

export interface CardPlay {
  /** What this play does, without the card's name: "research Carrier II paying with Starpoint". */
  readonly label: string;
  readonly command: Command;
}

export interface CardNow {
  /** React key only (never shown). */
  readonly key: string;
  readonly name: string;
  readonly text: string;
  readonly plays: readonly CardPlay[];
}

type CardDef = { readonly name: string; readonly text: string; readonly windows: readonly string[] };
const actionCard = (card: string): CardDef =>
  (ACTION_CARDS as Record<string, CardDef | undefined>)[card] ?? { name: card, text: '', windows: [] };

/** Ability → action card: a card played in two windows has one ability per window (Morale Boost, space and ground). */
const CARD_OF_ABILITY: ReadonlyMap<string, string> = new Map(
  allAbilities().flatMap((a) => (a.source.kind === 'action-card' ? [[a.id, a.source.card] as const] : [])),
);

const cardOf = (command: Command): string | null =>
  command.type === 'use-ability' ? (CARD_OF_ABILITY.get(command.ability) ?? null) : null;

/** When the card is played, in words: "Action", "start of combat round or start of ground combat round". */
export function windowWords(card: string): string {
  return actionCard(card)
    .windows.map((w) => (w === 'action' ? 'Action' : w.replaceAll('-', ' ')))
    .join(' or ');
}

/** Whether the engine offers the viewer to play this card now. */
export const playableNow = (card: string, options: readonly OptionItem[]): boolean =>
  options.some((o) => cardOf(o.command) === card);

/**
 * The viewer's action cards playable now, in the order the engine lists them, each with its plays. While the agenda is
 * revealed, riders are left to the rider form (forms/rider-form.tsx), which pairs each with the outcome it predicts.
 */
export function cardsNow(options: readonly OptionItem[], decision: Decision | null): CardNow[] {
  const riderForm = decision?.kind === 'window' && decision.window === 'after-agenda-revealed';
  const out = new Map<string, { name: string; text: string; plays: CardPlay[] }>();
  for (const o of options) {
    const card = cardOf(o.command);
    if (card === null) continue;
    if (riderForm && o.command.type === 'use-ability' && typeof o.command.targets?.outcome === 'string') continue;
    const def = actionCard(card);
    const entry = out.get(card) ?? { name: def.name, text: def.text, plays: [] };
    const prefix = `${def.name}: `;
    entry.plays.push({
      label: o.label.startsWith(prefix) ? o.label.slice(prefix.length) : `play ${def.name}`,
      command: o.command,
    });
    out.set(card, entry);
  }
  return [...out].map(([key, e]) => ({ key, ...e }));
}
