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
