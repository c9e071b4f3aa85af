// LRR 18, 51: picking the unit that rolls 1 additional die this combat round (the Letnev and Sol agents); the
// roll itself reads the pick through engine/leaders/extra-die.effects.ts.
import { unitLabel } from '../tactical/labels';
import { z } from 'zod';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { UNIT_TYPES, type UnitType } from '../data/types';
import type { AbilityDef } from '../kernel/abilities';
import { currentCombat, combatTypesIn, combatantCount } from '../combat/combat-record';
import { EXTRA_DIE_NOTE, extraDicePicked, type ExtraDie } from './extra-die.effects';

/** The units of the combat under way that could get the die: every side's unit types that roll in it. */
export function extraDieTargets(state: GameState): { seat: Seat; unit: UnitType }[] {
  const c = currentCombat(state);
  if (!c) return [];
  const out: { seat: Seat; unit: UnitType }[] = [];
  for (const seat of [c.attacker, c.defender])
    for (const unit of combatTypesIn(state, c, seat))
      if (combatantCount(state, c, seat, unit) > 0) out.push({ seat, unit });
  return out;
}

/** Gives one of the seat's units of the type in the combat under way 1 extra die for the current round. */
export function grantExtraDie(state: GameState, seat: Seat, unit: UnitType): void {
  const c = currentCombat(state);
  if (!c || !state.tactical) return;
  const pick: ExtraDie = { seat, unit, combat: c.combat, system: c.system, planet: c.planet, round: c.round };
  state.tactical.notes[EXTRA_DIE_NOTE] = [...extraDicePicked(state), pick];
}

const pickSchema = z.object({ seat: z.number().int(), unit: z.enum(UNIT_TYPES) });

/**
 * An agent that gives 1 unit of the combat under way 1 additional die this round (the Letnev agent in space, the Sol
 * agent on the ground): exhausted to use, any combatant may be picked (51.4).
 */
export function extraDieAgent(agent: {
  readonly leader: 'letnevagent' | 'solagent';
  readonly name: string;
  readonly window: 'start-of-combat-round' | 'start-of-ground-combat-round';
  /** How the unit is named in refusals ("ship", "ground force"). */
  readonly unitWord: string;
  /** The combat, in refusals ("space combat", "ground combat"). */
  readonly combatWord: string;
}): AbilityDef {
  return {
    id: agent.leader,
    name: agent.name,
    source: { kind: 'leader', leader: agent.leader, role: 'agent' },
    window: agent.window,
    costs: [{ kind: 'exhaust-source' }],
    eligible: () => true,
    targetOptions: (state) =>
      extraDieTargets(state).map((t) => ({
        label: `1 ${unitLabel(t.unit)} of ${state.players[t.seat]?.name ?? `seat ${t.seat}`}`,
        targets: { seat: t.seat, unit: t.unit },
      })),
    check: (state, _seat, targets) => {
      const pick = pickSchema.safeParse(targets);
      if (!pick.success) return fail('input/bad-targets', 'input', `Choose a ${agent.unitWord} in the combat.`);
      const found = extraDieTargets(state).some((t) => t.seat === pick.data.seat && t.unit === pick.data.unit);
      return found
        ? ok(undefined)
        : fail('ability/bad-target', '51.4', `That unit does not fight in this ${agent.combatWord}.`);
    },
    resolve: (ctx, _seat, targets) => {
      const pick = pickSchema.parse(targets);
      grantExtraDie(ctx.state, pick.seat, pick.unit);
    },
  };
}
