// The content ledger: every component of engine/data with its status (engine/content/status.ts), by class, and the
// summaries npm run ledger prints, docs/content.md lists, and the lobby and game header show.
import { ACTION_CARDS } from '../data/action-cards';
import { AGENDAS } from '../data/agendas';
import { EXPLORATION_CARDS, EXPLORATION_COPIES } from '../data/exploration';
import { FACTION_ABILITIES } from '../data/faction-abilities';
import { FACTIONS, type FactionId } from '../data/factions';
import { LEADERS } from '../data/leaders';
import { OBJECTIVES } from '../data/objectives';
import { PLANETS, isPlanetId } from '../data/planets';
import { PROMISSORY_NOTES } from '../data/promissory-notes';
import { RELICS } from '../data/relics';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { TECHNOLOGIES } from '../data/technologies';
import { ATTACHMENT_TOKENS, MIRAGE } from '../data/tokens';
import { UNITS } from '../data/units';
import { ACTION_CARD_STATUS, AGENDA_STATUS, OBJECTIVE_STATUS, STRATEGY_CARD_STATUS } from './ledger-cards';
import { ATTACHMENT_STATUS, EXPLORATION_STATUS, LEGENDARY_PLANET_STATUS, RELIC_STATUS } from './ledger-exploration';
import { FACTION_ABILITY_STATUS, LEADER_STATUS, PROMISSORY_NOTE_STATUS } from './ledger-factions';
import { TECHNOLOGY_STATUS } from './ledger-technologies';
import { UNIT_STATUS } from './ledger-units';
import { CONTENT_CLASSES, isImplemented, NOT_WORKING_YET, type ComponentStatus, type ContentClass } from './status';

/** One class of components: the data table's ids, their names, and the ledger's statuses. */
export interface ClassLedger {
  readonly title: string;
  /** Every component of the class in engine/data, in table order. */
  readonly ids: readonly string[];
  readonly name: (id: string) => string;
  readonly status: Readonly<Record<string, ComponentStatus>>;
  /** Physical copies of a component (action and exploration cards have several); 1 otherwise. */
  readonly copies?: (id: string) => number;
}

type Named = Readonly<Record<string, { readonly name: string }>>;
const nameIn = (table: Named) => (id: string) => table[id]?.name ?? id;
const explorationCopies = (id: string) => Object.values(EXPLORATION_COPIES).filter((c) => c.card === id).length;

/** The legendary planets (53): those printed legendary, and the Mirage that exploration places. */
const LEGENDARY = [
  ...Object.values(PLANETS)
    .filter((p) => p.legendary !== null)
    .map((p) => p.id),
  MIRAGE.id,
];
const legendaryName = (id: string) => (id === MIRAGE.id ? MIRAGE.name : isPlanetId(id) ? PLANETS[id].name : id);

export const LEDGER: Readonly<Record<ContentClass, ClassLedger>> = {
  'action-cards': {
    title: 'Action cards',
    ids: Object.keys(ACTION_CARDS),
    name: nameIn(ACTION_CARDS),
    status: ACTION_CARD_STATUS,
    copies: (id) => (ACTION_CARDS as Readonly<Record<string, { copies: number }>>)[id]?.copies ?? 0,
  },
  agendas: { title: 'Agendas', ids: Object.keys(AGENDAS), name: nameIn(AGENDAS), status: AGENDA_STATUS },
  objectives: { title: 'Objectives', ids: Object.keys(OBJECTIVES), name: nameIn(OBJECTIVES), status: OBJECTIVE_STATUS },
  'strategy-cards': {
    title: 'Strategy cards',
    ids: Object.keys(STRATEGY_CARDS),
    name: nameIn(STRATEGY_CARDS),
    status: STRATEGY_CARD_STATUS,
  },
  technologies: {
    title: 'Technologies',
    ids: Object.keys(TECHNOLOGIES),
    name: nameIn(TECHNOLOGIES),
    status: TECHNOLOGY_STATUS,
  },
  'faction-abilities': {
    title: 'Faction abilities',
    ids: Object.keys(FACTION_ABILITIES),
    name: nameIn(FACTION_ABILITIES),
    status: FACTION_ABILITY_STATUS,
  },
  'promissory-notes': {
    title: 'Promissory notes',
    ids: Object.keys(PROMISSORY_NOTES),
    name: nameIn(PROMISSORY_NOTES),
    status: PROMISSORY_NOTE_STATUS,
  },
  leaders: { title: 'Leaders', ids: Object.keys(LEADERS), name: nameIn(LEADERS), status: LEADER_STATUS },
  units: { title: 'Units', ids: Object.keys(UNITS), name: nameIn(UNITS), status: UNIT_STATUS },
  relics: { title: 'Relics', ids: Object.keys(RELICS), name: nameIn(RELICS), status: RELIC_STATUS },
  exploration: {
    title: 'Exploration cards',
    ids: Object.keys(EXPLORATION_CARDS),
    name: nameIn(EXPLORATION_CARDS),
    status: EXPLORATION_STATUS,
    copies: explorationCopies,
  },
  attachments: {
    title: 'Attachments',
    ids: Object.keys(ATTACHMENT_TOKENS),
    name: nameIn(ATTACHMENT_TOKENS),
    status: ATTACHMENT_STATUS,
  },
  'legendary-planets': {
    title: 'Legendary planets',
    ids: LEGENDARY,
    name: legendaryName,
    status: LEGENDARY_PLANET_STATUS,
  },
};

export const componentStatus = (cls: ContentClass, id: string): ComponentStatus | undefined =>
  Object.hasOwn(LEDGER[cls].status, id) ? LEDGER[cls].status[id] : undefined;

/** Whether a component works in the engine; unknown ids and missing statuses do not. */
export const isWorking = (cls: ContentClass, id: string): boolean => isImplemented(componentStatus(cls, id));

export interface ClassSummary {
  /** Components of the class, counting every copy of a card. */
  readonly total: number;
  /** Of those, the ones that work. */
  readonly implemented: number;
  /** Ids of the components that do not work yet (one per card, however many copies). */
  readonly missing: readonly string[];
}

export function classSummary(cls: ContentClass): ClassSummary {
  const c = LEDGER[cls];
  const copies = c.copies ?? (() => 1);
  let total = 0;
  let implemented = 0;
  const absent: string[] = [];
  for (const id of c.ids) {
    total += copies(id);
    if (isWorking(cls, id)) implemented += copies(id);
    else absent.push(id);
  }
  return { total, implemented, missing: absent };
}

/** `npm run ledger -- --json`: one entry per class. */
export const ledgerSummary = (): Record<ContentClass, ClassSummary> =>
  Object.fromEntries(CONTENT_CLASSES.map((cls) => [cls, classSummary(cls)])) as Record<ContentClass, ClassSummary>;

// ---- Faction completeness ------------------------------------------------------------------------------------

export const FACTION_PARTS = ['abilities', 'technologies', 'promissory note', 'flagship', 'mech', 'leaders'] as const;
export type FactionPart = (typeof FACTION_PARTS)[number];

/** One part of a faction sheet: its components and which of them work. */
export interface PartCount {
  readonly ids: readonly string[];
  readonly working: readonly string[];
}

export interface FactionCompleteness {
  readonly faction: FactionId;
  readonly name: string;
  readonly parts: Readonly<Record<FactionPart, PartCount>>;
}

const count = (cls: ContentClass, ids: readonly string[]): PartCount => ({
  ids,
  working: ids.filter((id) => isWorking(cls, id)),
});

const unitsOfType = (faction: FactionId, type: string): string[] =>
  FACTIONS[faction].units.filter((u) => (UNITS as Readonly<Record<string, { type: string }>>)[u]?.type === type);

/** Every component on a faction's sheet and in its box, and how many of them work. */
export function factionCompleteness(faction: FactionId): FactionCompleteness {
  const f = FACTIONS[faction];
  return {
    faction,
    name: f.name,
    parts: {
      abilities: count('faction-abilities', f.abilities),
      technologies: count('technologies', f.factionTechnologies),
      'promissory note': count('promissory-notes', f.promissoryNotes),
      flagship: count('units', unitsOfType(faction, 'flagship')),
      mech: count('units', unitsOfType(faction, 'mech')),
      leaders: count(
        'leaders',
        Object.values(LEADERS)
          .filter((l) => l.faction === faction)
          .map((l) => l.id),
      ),
    },
  };
}

export const allFactionCompleteness = (): FactionCompleteness[] =>
  (Object.keys(FACTIONS) as FactionId[]).map(factionCompleteness);

/** A faction is complete when every part of its sheet works. */
export const isFactionComplete = (c: FactionCompleteness): boolean =>
  FACTION_PARTS.every((p) => c.parts[p].working.length === c.parts[p].ids.length);

/** A component's name for an option's label, marked when it does not work yet: "Magmus Reactor Ω (not working yet)". */
export const labelName = (cls: ContentClass, id: string, name: string): string =>
  isWorking(cls, id) ? name : `${name} (${NOT_WORKING_YET})`;
