// Every ability the engine implements, looked up by id or by timing window.
import { EngineBug } from '../core/result';
import { INSUBORDINATION, SABOTAGE, SUMMIT } from './cards/first-action-cards';
import { LAW_ABILITIES } from '../agenda/law-abilities';
import { GENERIC_NOTE_ABILITIES } from '../transactions/generic-notes';
import { TURN_TECHNOLOGIES } from './technologies/turn-technologies';
import { TRANSIT_DIODES } from './technologies/transit-diodes';
import { SLING_RELAY } from './technologies/sling-relay';
import { FACTION_CONTENT } from '../factions';
import { contentAbilities } from '../kernel/content';
import type { AbilityDef } from '../kernel/abilities';
import type { WindowId } from '../core/windows';

const ALL: readonly AbilityDef[] = [
  SABOTAGE,
  SUMMIT,
  INSUBORDINATION,
  ...LAW_ABILITIES,
  ...GENERIC_NOTE_ABILITIES,
  ...TURN_TECHNOLOGIES,
  TRANSIT_DIODES,
  SLING_RELAY,
  ...contentAbilities(FACTION_CONTENT),
];

const BY_ID = new Map(ALL.map((a) => [a.id, a]));
const BY_WINDOW = new Map<string, AbilityDef[]>();
for (const a of ALL) BY_WINDOW.set(a.window, [...(BY_WINDOW.get(a.window) ?? []), a]);

export function abilityById(id: string): AbilityDef;
export function abilityById(id: string, lenient: true): AbilityDef | undefined;
export function abilityById(id: string, lenient?: true): AbilityDef | undefined {
  const def = BY_ID.get(id);
  if (!def && !lenient) throw new EngineBug(`unknown ability ${id}`);
  return def;
}

export const abilitiesAt = (window: WindowId): readonly AbilityDef[] => BY_WINDOW.get(window) ?? [];
export const allAbilities = (): readonly AbilityDef[] => ALL;
