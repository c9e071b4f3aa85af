// The Nomad — LRR 87 sustain damage, 78.6 assigning hits, 96 faction units: their mech (Quantum Manipulator) — while it is
// in the space area of a space combat, it may use its Sustain Damage to cancel a hit produced against the Nomad's
// ships there. Used in the 'before-hits-assigned' window of each combat round, once per undamaged mech.
// Future Sight (8.18, 8.22): once an outcome they voted for or predicted has resolved, they gain 1 trade good
// (the step nomad.effects.ts asks for after each outcome).
import { systemLabel } from '../tactical/labels';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { currentCombat, opponentIn, type CombatRecord } from '../combat/combat-record';
import { ask } from '../effects';
import { defineContent } from '../kernel/content';
import { mechAbilityOf } from './units';
import { sustainCancels } from '../combat/hits';
import { emit } from '../kernel/context';
import { defineStep, pushStep } from '../kernel/steps';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { countAt, damagedAt, spaceOf, stackAt } from '../units/stacks';
import type { AbilityDef, Subject } from '../kernel/abilities';

/** The space combat in the subject's system in which `seat` fights and has hits to assign, if any. */
function combatWithHits(state: GameState, seat: Seat, subject: Subject): CombatRecord | null {
  const c = currentCombat(state);
  if (!c || c.combat !== 'space' || c.system !== subject.system || (seat !== c.attacker && seat !== c.defender))
    return null;
  return (c.hits[String(seat)]?.count ?? 0) > 0 ? c : null;
}

/** Undamaged Nomad mechs in the space area (87.1: a damaged unit cannot sustain damage again). */
const freshMechs = (state: GameState, seat: Seat, system: string): number =>
  countAt(state, spaceOf(system), seat, 'mech') - damagedAt(state, spaceOf(system), seat, 'mech');

function usable(state: GameState, seat: Seat, subject: Subject): Result<CombatRecord> {
  if (!mechAbilityOf(state, seat, 'nomad_mech', ask))
    return fail('ability/not-eligible', '96', 'Your mech has no such ability.');
  const c = combatWithHits(state, seat, subject);
  if (!c)
    return fail('ability/not-eligible', '87', 'There are no hits against your ships in a space combat to cancel.');
  if (freshMechs(state, seat, c.system) <= 0)
    return fail('ability/not-eligible', '87.1', 'You have no undamaged mech in the space area of the combat.');
  return ok(c);
}

/** Quantum Manipulator: a Nomad mech in the combat's space area takes the damage instead of a ship. */
export const QUANTUM_MANIPULATOR: AbilityDef = {
  id: 'nomad-mech',
  name: 'Quantum Manipulator',
  source: { kind: 'faction', faction: 'nomad' },
  window: 'before-hits-assigned',
  costs: [],
  repeatable: 'each use damages another of the Nomad mechs in the space area, and cancels another hit',
  eligible: (state, seat, subject) => usable(state, seat, subject).ok,
  targetOptions: (state, seat, subject) => {
    const c = usable(state, seat, subject);
    if (!c.ok) return [];
    return [
      {
        label: `your mech in the space area of ${systemLabel(state, c.value.system)} uses Sustain Damage to cancel 1 hit against your ships`,
        targets: {},
      },
    ];
  },
  check: (state, seat, _targets, subject) => {
    const c = usable(state, seat, subject);
    return c.ok ? ok(undefined) : c;
  },
  resolve: (ctx, seat, _targets, subject) => {
    const c = usable(ctx.state, seat, subject);
    if (!c.ok) return;
    const { system } = c.value;
    const stack = stackAt(ctx.state, spaceOf(system), seat)!;
    stack.damaged.mech = (stack.damaged.mech ?? 0) + 1;
    emit(ctx, { type: 'units-sustained-damage', seat, system, planet: null, unit: 'mech', count: 1 });
    // 87.6: each use cancels 1 hit (2 with Non-Euclidean Shielding); a hit that had to go to a non-fighter ship
    // is the one cancelled first, since that is the hit the Nomad could least absorb otherwise.
    const hits = c.value.hits[String(seat)]!;
    const cancelled = Math.min(hits.count, sustainCancels(ctx.state, seat));
    hits.count -= cancelled;
    hits.restricted = Math.min(hits.count, Math.max(0, hits.restricted - cancelled));
    pushStep(ctx.state, 'window/open', {
      window: 'after-sustain-damage',
      subject: { seat, by: opponentIn(c.value, seat), system, planet: null, units: { mech: 1 } },
    });
  },
};

const futureSightArgs = z.object({ seat: seatSchema });

declare module '../kernel/steps' {
  interface StepArgs {
    'nomad/future-sight': z.infer<typeof futureSightArgs>;
  }
}

/** Whether the seat voted for (at least 1 vote) or predicted the outcome that has just resolved. */
export function sawItComing(state: GameState, seat: Seat): boolean {
  const current = state.agenda?.current;
  if (!current || current.outcome === null || current.cancelled) return false;
  const outcome = current.outcome;
  return (
    current.votes.some((v) => v.seat === seat && v.outcome === outcome && v.votes > 0) ||
    current.predictions.some((p) => p.seat === seat && p.outcome === outcome)
  );
}

/** Future Sight: 1 trade good from the supply to a Nomad who voted for or predicted the outcome just resolved. */
const FUTURE_SIGHT = defineStep('nomad/future-sight', futureSightArgs, (ctx, { seat }) => {
  const p = ctx.state.players[seat];
  if (!p || p.eliminated || p.faction !== 'nomad' || !sawItComing(ctx.state, seat)) return;
  p.tradeGoods += 1;
  emit(ctx, { type: 'ability-used', seat, ability: 'future_sight', window: null });
  emit(ctx, { type: 'trade-goods-changed', seat, delta: 1 });
});

export const NOMAD = defineContent({ abilities: [QUANTUM_MANIPULATOR], steps: [FUTURE_SIGHT] });
