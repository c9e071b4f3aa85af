// Names and texts for ids in a game view (cards, objectives, technologies), victory points, and the map SVG.
// Server-only so the component tables never ship to the browser; pages pass plain strings to client components.
import 'server-only';
import {
  ACTION_CARDS,
  FACTIONS,
  OBJECTIVES,
  PROMISSORY_NOTES,
  RELICS,
  STRATEGY_CARDS,
  TECHNOLOGIES,
  renderMapSvg,
  victoryPoints as engineVictoryPoints,
  type GameView,
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

/** LRR 98: the engine counts points; pages only show them. */
export function victoryPoints(p: PlayerView): number {
  return engineVictoryPoints(p);
}

export function mapSvg(view: GameView): string {
  return renderMapSvg(view, { title: 'The galaxy' });
}
