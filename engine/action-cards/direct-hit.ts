// Direct Hit (LRR 2 action cards, 87 sustain damage, 31 destroyed): after another player's ship uses Sustain Damage
// against hits your units or abilities produced, destroy that ship.
import { unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { unitTypeSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineContent } from '../kernel/content';
import { destroyUnits } from '../units/destroy';
import { countAt, damagedAt, isShip, spaceOf } from '../units/stacks';
import { unitIs } from '../factions/deploy';

const sustainedSchema = z.object({
  seat: z.number().int().min(0),
  by: z.number().int().min(0).nullable(),
  system: z.string(),
  planet: z.string().nullable(),
  units: z.partialRecord(unitTypeSchema, z.number().int().min(0)),
  instance: z.number().int(),
});
type Sustained = z.infer<typeof sustainedSchema>;

const NOTE = 'direct-hit';

/** The ships that sustained damage in the window the card answers; null when the subject is not such a moment. */
function sustainedOf(subject: Subject): Sustained | null {
  const s = sustainedSchema.safeParse(subject);
  return s.success && s.data.planet === null ? s.data : null;
}

/** Ships of this type already destroyed by Direct Hit in this window (each copy destroys one ship). */
function alreadyHit(state: GameState, s: Sustained, unit: UnitType): number {
  const note = state.tactical?.notes[NOTE] as
    { instance: number; units: Partial<Record<UnitType, number>> } | undefined;
  return note?.instance === s.instance ? (note.units[unit] ?? 0) : 0;
}

/** The ship types that sustained damage here, are still damaged on the board, and no Direct Hit took yet. */
function targetsIn(state: GameState, s: Sustained): UnitType[] {
  const area = spaceOf(s.system);
  return (Object.entries(s.units) as [UnitType, number][])
    .filter(([t, n]) => isShip(t) && n - alreadyHit(state, s, t) > 0)
    .filter(([t]) => damagedAt(state, area, s.seat, t) > 0 && countAt(state, area, s.seat, t) > 0)
    .filter(([t]) => !(t === 'dreadnought' && unitIs(state, s.seat, t, 'sardakk_dreadnought2'))) // Exotrireme II
    .map(([t]) => t);
}

export const DIRECT_HIT: AbilityDef = {
  id: 'direct-hit',
  name: 'Direct Hit',
  source: { kind: 'action-card', card: 'direct-hit' },
  window: 'after-sustain-damage',
  costs: [],
  // Another player's ships sustained damage against hits this seat produced (public: the hits' owner is known).
  eligible: (_state, seat, subject) => {
    const s = sustainedOf(subject);
    return s !== null && s.by === seat && s.seat !== seat;
  },
  targetOptions: (state, _seat, subject) => {
    const s = sustainedOf(subject);
    return s
      ? targetsIn(state, s).map((unit) => ({ label: `destroy the damaged ${unitLabel(unit)}`, targets: { unit } }))
      : [];
  },
  check: (state, _seat, targets, subject) => {
    const s = sustainedOf(subject);
    const unit = unitTypeSchema.safeParse(targets.unit);
    if (!s || !unit.success || !targetsIn(state, s).includes(unit.data))
      return fail('ability/bad-target', '2.6a', 'Choose a ship that just used Sustain Damage against your hits.');
    return ok(undefined);
  },
  resolve: (ctx, seat, targets, subject) => {
    const s = sustainedOf(subject);
    const unit = unitTypeSchema.parse(targets.unit);
    // 1.9: the ship may be gone by now (another Direct Hit, a retreat); then nothing happens.
    if (!s || !targetsIn(ctx.state, s).includes(unit)) return;
    if (ctx.state.tactical) {
      const before = alreadyHit(ctx.state, s, unit);
      const note = ctx.state.tactical.notes[NOTE] as { instance: number; units: Record<string, number> } | undefined;
      const units = note?.instance === s.instance ? { ...note.units } : {};
      units[unit] = before + 1;
      ctx.state.tactical.notes[NOTE] = { instance: s.instance, units };
    }
    destroyUnits(ctx, spaceOf(s.system), s.seat as Seat, unit, 1, { cause: 'ability', by: seat, damaged: 1 });
  },
};

export const DIRECT_HIT_CARD = defineContent({ abilities: [DIRECT_HIT] });
