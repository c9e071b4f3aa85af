// The L1Z1X agent, I48S (LRR 51.3–51.4, 5 activation): after any player activates a system, the L1Z1X may exhaust it;
// that player may then replace 1 of their infantry in the active system (in space or on a planet) with 1 mech from
// their reinforcements. Asked from public facts: units on the board and what is left in reinforcements.
import { z } from 'zod';
import { hexKeySchema, idSchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { placeUnits, removeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { areasOf, countAt, type Area } from '../units/stacks';

const swapArgs = z.object({ seat: seatSchema, system: hexKeySchema, planet: idSchema.nullable().optional() });
const DECLINE = 'decline';
const SPACE = 'space';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/l1z1x-agent-swap': z.infer<typeof swapArgs>;
  }
}

/** Areas of the active system where the seat has an infantry to replace, if a mech is left in reinforcements. */
function swapAreas(state: GameState, seat: Seat, system: string): Area[] {
  const sys = state.board.systems[system];
  if (!sys || inReinforcements(state, seat, 'mech') === 0) return [];
  return areasOf(sys, system).filter((a) => countAt(state, a, seat, 'infantry') > 0);
}

/** The player who just activated the system, if they could swap an infantry there. */
function activator(state: GameState, subject: Subject): { seat: Seat; system: string } | null {
  const { seat, system } = subject;
  if (typeof seat !== 'number' || typeof system !== 'string') return null;
  return swapAreas(state, seat, system).length > 0 ? { seat, system } : null;
}

/** I48S — after any player activates a system: that player may swap 1 infantry there for 1 mech. */
export const L1Z1X_AGENT: AbilityDef = {
  id: 'l1z1xagent',
  name: 'I48S',
  source: { kind: 'leader', leader: 'l1z1xagent', role: 'agent' },
  window: 'after-system-activated',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => activator(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const a = activator(state, subject);
    if (!a) return [];
    const who = state.players[a.seat]?.name ?? `seat ${a.seat}`;
    return [{ label: `${who} may swap 1 infantry in the active system for 1 mech`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    activator(state, subject) === null
      ? fail('ability/not-now', '51.4', 'I48S needs the activating player to have infantry there and a mech to place.')
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const a = activator(ctx.state, subject);
    if (a)
      pushChoice(ctx, 'leaders/l1z1x-agent-swap', { args: { seat: a.seat, system: a.system }, waitingOn: [a.seat] });
  },
};

const codeOf = (a: Area): string => a.planet ?? SPACE;

export const L1Z1X_AGENT_CHOICE = defineChoice('leaders/l1z1x-agent-swap', swapArgs, {
  rule: '1.3',
  options(state, decision, seat) {
    const { seat: who, system } = decision.args;
    if (seat !== who) return [];
    return [
      { option: DECLINE, label: 'I48S: keep your infantry' },
      ...swapAreas(state, who, system).map((a) => ({
        option: codeOf(a),
        label: `I48S: replace 1 infantry ${a.planet ? `on ${a.planet}` : 'in space'} with 1 mech`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    if (option === DECLINE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    const area = swapAreas(ctx.state, seat, system).find((a) => codeOf(a) === option);
    if (!area) return fail('ability/bad-target', '51.4', 'Pick an area of the active system with your infantry.');
    popDecision(ctx.state, decision);
    removeUnits(ctx, area, seat, 'infantry', 1, 'ability');
    placeUnits(ctx, area, seat, 'mech', 1, 'l1z1xagent');
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const L1Z1X_LEADERS = defineContent({ abilities: [L1Z1X_AGENT], choices: [L1Z1X_AGENT_CHOICE] });
