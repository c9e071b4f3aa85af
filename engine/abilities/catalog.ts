// Every ability the engine implements, looked up by id or by timing window.
import { EngineBug } from '../core/result';
import type { WindowId } from '../core/windows';
import { CONTENT } from '../flow/content';
import type { AbilityDef } from '../kernel/abilities';
import { contentAbilities } from '../kernel/content';

const ALL: readonly AbilityDef[] = contentAbilities(CONTENT);

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
