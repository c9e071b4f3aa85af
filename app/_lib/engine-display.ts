// Names and texts for ids in a game view (cards, objectives, technologies), victory points, and the map SVG.
// Server-only so the component tables never ship to the browser; pages pass plain strings to client components.
import 'server-only';
import {
  ACTION_CARDS,
  FACTION_ABILITIES,
  FACTIONS,
  LEADERS,
  UNITS,
  contentInPlay,
  isWorking,
  type ContentClass,
  OBJECTIVES,
  PROMISSORY_NOTES,
  RELICS,
  STRATEGY_CARDS,
  TECHNOLOGIES,
  renderMapSvg,
  victoryPoints as engineVictoryPoints,
  type GameView,
  type PublicConfig,
  notDealtIn,
  type PlayerView,
} from '@/engine/index';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly text?: string;
  readonly refs?: readonly string[];
}

function lookup(table: Record<string, Named>): (id: string) => Named {
  const byRef = new Map<string, Named>();
  for (const def of Object.values(table)) for (const ref of def.refs ?? []) byRef.set(ref, def);
  return (id) => table[id] ?? byRef.get(id) ?? { id, name: id };
}

export const actionCard = lookup(ACTION_CARDS);
export const objective = lookup(OBJECTIVES as Record<string, Named & { condition: string }>);
const promissoryDef = lookup(PROMISSORY_NOTES as Record<string, Named>);
/** Notes in hand are '<note>@<seat of the player it came from>' (each player has their own copy of the generic ones). */
export function promissoryNote(id: string): Named & { fromSeat: number | null } {
  const [note = id, seat] = id.split('@');
  const from = seat === undefined ? null : Number(seat);
  return { ...promissoryDef(note), id, fromSeat: Number.isInteger(from) ? from : null };
}
export const relic = lookup(RELICS);
export const technology = lookup(TECHNOLOGIES);
export const strategyCard = lookup(STRATEGY_CARDS as Record<string, Named & { primary: string }>);

export const factionName = (id: string): string => (FACTIONS as Record<string, { name: string }>)[id]?.name ?? id;

export const initiative = (id: string): number =>
  (STRATEGY_CARDS as Record<string, { initiative: number }>)[id]?.initiative ?? 99;

export const objectiveCondition = (id: string): string =>
  (OBJECTIVES as Record<string, { condition?: string }>)[id]?.condition ?? '';

/** 61.3: when an objective is scored, in words ("in the status phase"); empty for an unknown id. */
export const objectiveWhen = (id: string): string => {
  const phase = (OBJECTIVES as Record<string, { phase?: string }>)[id]?.phase;
  return phase ? `scored in the ${phase} phase` : '';
};

/** LRR 98: the engine counts points; pages only show them. */
export function victoryPoints(p: PlayerView): number {
  return engineVictoryPoints(p);
}

export function mapSvg(view: GameView): string {
  return renderMapSvg(view, { title: 'The galaxy' });
}

// ---- What works (the content ledger, docs/content.md) ------------------------------------------------------------

/**
 * "6 of 120 action cards · 46 of 50 agendas · …": what a game deals — the game given (the game header: what it was
 * created with), or one created now (the lobby).
 */
export const contentInPlayLine = (config?: Pick<PublicConfig, 'notDealt'>): string =>
  contentInPlay(config ? notDealtIn(config) : undefined)
    .map((c) => `${c.inPlay} of ${c.total} ${c.what}`)
    .join(' · ');

/** Whether a game (or one created now) deals every printed card: nothing is left out of its decks. */
export const everyCardDealt = (config?: Pick<PublicConfig, 'notDealt'>): boolean =>
  contentInPlay(config ? notDealtIn(config) : undefined).every((c) => c.inPlay === c.total);

export const notWorking = (cls: ContentClass, id: string): boolean => !isWorking(cls, id);

/** One component on a faction sheet, with whether the engine plays it yet. */
export interface SheetEntry {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly text: string;
  readonly working: boolean;
}

/** The parts of a faction's data this page reads. */
interface SheetParts {
  readonly abilities: readonly string[];
  readonly factionTechnologies: readonly string[];
  readonly promissoryNotes: readonly string[];
  readonly units: readonly string[];
}

type Texted = Readonly<
  Record<string, { readonly name: string; readonly text?: string; readonly abilityText?: string | null }>
>;

/** Everything on a faction's sheet and in its box (abilities, technologies, notes, flagship, mech, leaders). */
export function factionSheet(factionId: string): SheetEntry[] {
  const f = (FACTIONS as Readonly<Record<string, SheetParts>>)[factionId];
  if (!f) return [];
  const entry =
    (cls: ContentClass, table: Texted, kind: string) =>
    (id: string): SheetEntry => {
      const def = table[id];
      return {
        id,
        kind,
        name: def?.name ?? id,
        text: def?.text ?? def?.abilityText ?? '',
        working: isWorking(cls, id),
      };
    };
  const unitsOf = (type: string) =>
    f.units.filter((u) => (UNITS as Readonly<Record<string, { type: string }>>)[u]?.type === type);
  const leaders = Object.values(
    LEADERS as Readonly<Record<string, { id: string; faction: string; kind: string }>>,
  ).filter((l) => l.faction === factionId);
  return [
    ...f.abilities.map(entry('faction-abilities', FACTION_ABILITIES as Texted, 'Ability')),
    ...f.factionTechnologies.map(entry('technologies', TECHNOLOGIES as Texted, 'Technology')),
    ...f.promissoryNotes.map(entry('promissory-notes', PROMISSORY_NOTES as Texted, 'Promissory note')),
    ...unitsOf('flagship').map(entry('units', UNITS as Texted, 'Flagship')),
    ...unitsOf('mech').map(entry('units', UNITS as Texted, 'Mech')),
    ...leaders.map((l) => entry('leaders', LEADERS as Texted, l.kind[0]!.toUpperCase() + l.kind.slice(1))(l.id)),
  ];
}
