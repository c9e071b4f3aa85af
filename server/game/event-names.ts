// Names for the ids the engine's events carry (abilities, units, technologies, cards, objectives, agendas, relics,
// leaders), so the event feed reads "Van Hauge" rather than "yin_flagship". Names only — no card texts — and only
// the faction components of the factions at this table, to keep what the page ships small.
import {
  ACTION_CARDS,
  AGENDAS,
  FACTION_ABILITIES,
  LEADERS,
  OBJECTIVES,
  PROMISSORY_NOTES,
  RELICS,
  STRATEGY_CARDS,
  TECHNOLOGIES,
  UNITS,
  allAbilities,
} from '@/engine/index';

interface Named {
  readonly id?: string;
  readonly name: string;
  readonly faction?: string | null;
}

/**
 * Id → name for the ids events name, for a game with these players' factions. Objectives and promissory notes are
 * keyed 'objective:<id>' and 'note:<id>': their ids are not unique across tables ('sar' is also a technology).
 */
export function eventNames(view: {
  readonly players: readonly { readonly faction: string }[];
}): Record<string, string> {
  const factions = new Set(view.players.map((p) => p.faction));
  const out: Record<string, string> = {};
  const add = (table: Readonly<Record<string, Named>>, prefix = '') => {
    for (const [id, def] of Object.entries(table)) {
      if (def.faction === undefined || def.faction === null || factions.has(def.faction))
        out[`${prefix}${def.id ?? id}`] = def.name;
    }
  };
  for (const a of allAbilities()) out[a.id] = a.name;
  add(STRATEGY_CARDS);
  add(ACTION_CARDS);
  add(AGENDAS);
  add(RELICS);
  add(LEADERS);
  add(FACTION_ABILITIES);
  // Units, then technologies: a unit upgrade's technology and unit share an id and a name (pds2).
  add(UNITS);
  add(TECHNOLOGIES);
  add(OBJECTIVES, 'objective:');
  add(PROMISSORY_NOTES, 'note:');
  return out;
}

/**
 * Only the names these events need (every string an event carries, looked up as an id, an objective or a note), so
 * the feed ships the few names it shows instead of the page carrying the whole table.
 */
export function namesUsed(events: readonly unknown[], all: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  // Ids a feed line names by itself (app/game/[id]/tactical/describe-event.ts): the Naalu flagship's fighters.
  const alwaysNamed = ['naalu_flagship'];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const key of [value, `objective:${value}`, `note:${value}`]) {
        const name = all[key];
        if (name !== undefined) out[key] = name;
      }
      // 'agenda:<id>' and 'card#2' name an agenda or a copy of an action card.
      const bare = value.replace(/^agenda:/, '').replace(/#\d+$/, '');
      if (bare !== value) visit(bare);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  events.forEach(visit);
  alwaysNamed.forEach(visit);
  return out;
}
