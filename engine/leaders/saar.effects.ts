// The Saar commander, Rowl Sarring (LRR 51.6): after its user produces fighters or infantry, the step that lets them
// be placed at another space dock instead (engine/leaders/saar.ts) — asked only while the commander is theirs to use.
import { AFTER_UNITS_PLACED } from '../effects/hooks';
import { defineProvider } from '../kernel/effects';
import { commanderActive } from '../kernel/leader-sheet';

export const RELOCATED = ['fighter', 'infantry'] as const;
export type Relocated = (typeof RELOCATED)[number];

const isRelocated = (unit: string): unit is Relocated => (RELOCATED as readonly string[]).includes(unit);

export const SAAR_LEADER_EFFECTS = defineProvider('leaders:saar', [
  AFTER_UNITS_PLACED.answer(({ state, seat, system, placed }) => {
    if (!commanderActive(state, seat, 'saarcommander')) return [];
    const mine = placed.flatMap((p) => (isRelocated(p.unit) ? [{ ...p, unit: p.unit }] : []));
    return mine.length > 0 ? [{ step: 'leaders/saar-commander', args: { seat, system, placed: mine } }] : [];
  }),
]);
