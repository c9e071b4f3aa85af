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

/**
 * Factions whose home system is a copy of another faction's (the Council Keleres: Xxcha, Argent or Mentak),
 * with the factions whose homes they may copy. Setup needs one of those not to be in the game.
 */
const BORROWED_HOMES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.values(FACTIONS).flatMap((f) =>
    'homeSystemOptions' in f ? [[f.id, f.homeSystemOptions.map((o) => o.copies as string)] as const] : [],
  ),
);

/** The first chosen faction left without a home system because every faction it copies is also chosen, or null. */
export function homelessFaction(
  chosen: readonly (string | null)[],
): { faction: string; copies: readonly string[] } | null {
  for (const id of chosen) {
    const copies = id === null ? undefined : BORROWED_HOMES.get(id);
    if (id !== null && copies && copies.every((c) => chosen.includes(c))) return { faction: id, copies };
  }
  return null;
}

const ids = new Set(FACTION_IDS);
export const isFactionId = (id: string): boolean => ids.has(id);

export function factionName(id: string | null): string {
  if (id === null) return '—';
  return FACTION_CHOICES.find((f) => f.id === id)?.name ?? id;
}
