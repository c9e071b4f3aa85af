// Words for the round panels: agenda texts, strategy card abilities, technology colours and prerequisites.
// Server-only, like app/_lib/engine-display.ts, so the component tables never ship to the browser.
import 'server-only';
import { AGENDAS, OBJECTIVES, STRATEGY_CARDS, TECHNOLOGIES } from '@/engine/index';

type AgendaDef = (typeof AGENDAS)[keyof typeof AGENDAS];

export interface AgendaWords {
  readonly name: string;
  readonly type: 'law' | 'directive';
  /** The card's effects in our own words, by outcome ("For", "Against", "Elected"). */
  readonly effects: readonly { readonly when: string; readonly text: string }[];
}

export function agendaWords(id: string): AgendaWords {
  if (!Object.hasOwn(AGENDAS, id)) return { name: id, type: 'directive', effects: [] };
  const def: AgendaDef = AGENDAS[id as keyof typeof AGENDAS];
  const effects =
    'for' in def
      ? [
          { when: 'For', text: def.for },
          { when: 'Against', text: def.against },
        ]
      : 'elected' in def
        ? [{ when: 'Elected', text: def.elected }]
        : 'text' in def
          ? [{ when: 'Effect', text: def.text }]
          : [];
  return { name: def.name, type: def.type, effects };
}

export function strategyCardWords(id: string): {
  name: string;
  initiative: number;
  primary: string;
  secondary: string;
} {
  const def = (
    STRATEGY_CARDS as Record<
      string,
      { name: string; initiative: number; primary: string; secondary: string } | undefined
    >
  )[id];
  return def ?? { name: id, initiative: 99, primary: '', secondary: '' };
}

export interface TechWords {
  readonly id: string;
  readonly name: string;
  readonly color: string | null;
  /** Prerequisites by colour (90.8), e.g. { blue: 1 }. */
  readonly prerequisites: Readonly<Record<string, number>>;
  readonly text: string;
}

export function techWords(id: string): TechWords {
  const def = (
    TECHNOLOGIES as Record<
      string,
      { name: string; color: string | null; prerequisites: Record<string, number>; text: string } | undefined
    >
  )[id];
  return def
    ? { id, name: def.name, color: def.color, prerequisites: def.prerequisites, text: def.text }
    : { id, name: id, color: null, prerequisites: {}, text: '' };
}

/** Victory points an objective is worth (61.2: stage I one, stage II two; secret objectives one). */
export const objectivePoints = (id: string): number =>
  (OBJECTIVES as Record<string, { points: number } | undefined>)[id]?.points ?? 0;
