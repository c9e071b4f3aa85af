// The Yin agent, Brother Milor Ω (LRR 51.3–51.4, 31 destroyed): after any player's unit is destroyed, the Yin may
// exhaust it; that player may then place 2 fighters from their reinforcements in that unit's system if it was a ship,
// or 2 infantry on its planet if it was a ground force (fewer if fewer are left). The window follows every destruction
// (engine/units/destroy.ts and yin-agent.effects.ts); it asks from public facts: the destroyed unit, its place and the
// owner's reinforcements.
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState } from '../core/state';
import { SHIP_TYPES, type UnitType } from '../data/types';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { planetLabel, systemLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { planetArea, spaceOf, type Area } from '../units/stacks';

const GROUND_FORCES: readonly string[] = ['infantry', 'mech'];
const UNITS = 2;
const placeArgs = z.object({
  seat: seatSchema,
  system: hexKeySchema,
  planet: z.string().nullable(),
  unit: z.enum(['fighter', 'infantry']),
});
type Placing = z.infer<typeof placeArgs>;
const PLACE = 'place';
const DECLINE = 'decline';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/yin-agent-place': Placing;
  }
}

const areaOf = (p: Placing): Area => (p.planet === null ? spaceOf(p.system) : planetArea(p.system, p.planet));

/** What the destroyed unit's owner would place and where, if they have any of it left in reinforcements. */
function placing(state: GameState, subject: Subject): Placing | null {
  const { seat, system, unit } = subject;
  const planet = typeof subject.planet === 'string' ? subject.planet : null;
  if (typeof seat !== 'number' || typeof system !== 'string' || typeof unit !== 'string') return null;
  if (state.players[seat]?.eliminated !== false || !state.board.systems[system]) return null;
  let p: Placing | null = null;
  if ((SHIP_TYPES as readonly string[]).includes(unit)) p = { seat, system, planet: null, unit: 'fighter' };
  else if (GROUND_FORCES.includes(unit) && planet !== null) p = { seat, system, planet, unit: 'infantry' };
  return p && inReinforcements(state, seat, p.unit as UnitType) > 0 ? p : null;
}

const where = (state: GameState, p: Placing): string =>
  p.planet === null ? `in ${systemLabel(state, p.system)}` : `on ${planetLabel(p.planet)}`;
const plural = (p: Placing, n: number): string => (p.unit === 'fighter' && n !== 1 ? 'fighters' : p.unit);

/** Brother Milor Ω — after a unit is destroyed: its owner may place 2 fighters (ship) or 2 infantry (ground force). */
export const YIN_AGENT: AbilityDef = {
  id: 'yinagent',
  name: 'Brother Milor',
  source: { kind: 'leader', leader: 'yinagent', role: 'agent' },
  window: 'after-unit-destroyed',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => placing(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const p = placing(state, subject);
    if (!p) return [];
    const who = state.players[p.seat]?.name ?? `seat ${p.seat}`;
    return [{ label: `${who} may place 2 ${plural(p, 2)} ${where(state, p)}`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    placing(state, subject) === null
      ? fail(
          'ability/not-now',
          '51.4',
          'Brother Milor answers a destroyed ship or ground force whose owner has units left.',
        )
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const p = placing(ctx.state, subject);
    if (p) pushChoice(ctx, 'leaders/yin-agent-place', { args: p, waitingOn: [p.seat] });
  },
};

export const YIN_AGENT_CHOICE = defineChoice('leaders/yin-agent-place', placeArgs, {
  rule: '51.4',
  options(state, decision, seat) {
    const p = decision.args;
    if (seat !== p.seat) return [];
    const n = Math.min(UNITS, inReinforcements(state, p.seat, p.unit));
    return [
      { option: DECLINE, label: 'Brother Milor: place nothing' },
      ...(n > 0 ? [{ option: PLACE, label: `Brother Milor: place ${n} ${plural(p, n)} ${where(state, p)}` }] : []),
    ];
  },
  resolve(ctx, decision, option) {
    const p = decision.args;
    if (option !== PLACE && option !== DECLINE)
      return fail('ability/bad-target', '51.4', 'Place the units Brother Milor offers, or nothing.');
    popDecision(ctx.state, decision);
    if (option === PLACE)
      placeUnits(
        ctx,
        areaOf(p),
        p.seat,
        p.unit,
        Math.min(UNITS, inReinforcements(ctx.state, p.seat, p.unit)),
        'yinagent',
      );
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const YIN_AGENT_LEADERS = defineContent({ abilities: [YIN_AGENT], choices: [YIN_AGENT_CHOICE] });
