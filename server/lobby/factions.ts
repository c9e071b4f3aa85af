// The factions a player may choose in the lobby (the engine's faction table), with display names.
import { FACTIONS } from '@/engine/index';

export interface FactionChoice {
  readonly id: string;
  readonly name: string;
}

export const FACTION_CHOICES: readonly FactionChoice[] = Object.values(FACTIONS)
  .map((f) => ({ id: f.id, name: f.name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const FACTION_IDS: readonly string[] = FACTION_CHOICES.map((f) => f.id);

const ids = new Set(FACTION_IDS);
export const isFactionId = (id: string): boolean => ids.has(id);

export function factionName(id: string | null): string {
  if (id === null) return '—';
  return FACTION_CHOICES.find((f) => f.id === id)?.name ?? id;
}
