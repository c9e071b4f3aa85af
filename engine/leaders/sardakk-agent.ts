// The Sardakk agent, T'ro (LRR 51.3–51.4, 89 tactical action): at the end of any player's tactical action, the
// Sardakk may exhaust it; that player may then place 2 infantry from their reinforcements on 1 planet they control in
// the active system (fewer if fewer are left). Asked from public facts: planet control and reinforcements.
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { systemLabel } from '../tactical/labels';
import { placeUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';
import { planetArea } from '../units/stacks';

const placeArgs = z.object({ seat: seatSchema, system: hexKeySchema });
const DECLINE = 'decline';
const INFANTRY = 2;

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/sardakk-agent-place': z.infer<typeof placeArgs>;
  }
}

/** Planets of the system the seat controls, if it has infantry left to place. */
function planetsFor(state: GameState, seat: Seat, system: string): string[] {
  const sys = state.board.systems[system];
  if (!sys || inReinforcements(state, seat, 'infantry') === 0) return [];
  return Object.entries(sys.planets)
    .filter(([, p]) => p.owner === seat)
    .map(([planet]) => planet);
}

/** The player whose tactical action just ended, if they could place infantry in its system. */
function actor(state: GameState, subject: Subject): { seat: Seat; system: string } | null {
  const { seat, system } = subject;
  if (typeof seat !== 'number' || typeof system !== 'string') return null;
  return planetsFor(state, seat, system).length > 0 ? { seat, system } : null;
}

/** T'ro — at the end of any player's tactical action: that player may place 2 infantry on a planet they control there. */
export const SARDAKK_AGENT: AbilityDef = {
  id: 'sardakkagent',
  name: "T'ro",
  source: { kind: 'leader', leader: 'sardakkagent', role: 'agent' },
  window: 'end-of-tactical-action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => actor(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const a = actor(state, subject);
    if (!a) return [];
    const who = state.players[a.seat]?.name ?? `seat ${a.seat}`;
    return [
      { label: `${who} may place 2 infantry on a planet they control in ${systemLabel(state, a.system)}`, targets: {} },
    ];
  },
  check: (state, _seat, _targets, subject) =>
    actor(state, subject) === null
      ? fail('ability/not-now', '51.4', "T'ro needs that player to control a planet there and have infantry left.")
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const a = actor(ctx.state, subject);
    if (a)
      pushChoice(ctx, 'leaders/sardakk-agent-place', { args: { seat: a.seat, system: a.system }, waitingOn: [a.seat] });
  },
};

export const SARDAKK_AGENT_CHOICE = defineChoice('leaders/sardakk-agent-place', placeArgs, {
  rule: '1.3',
  options(state, decision, seat) {
    const { seat: who, system } = decision.args;
    if (seat !== who) return [];
    const n = Math.min(INFANTRY, inReinforcements(state, who, 'infantry'));
    return [
      { option: DECLINE, label: "T'ro: place no infantry" },
      ...planetsFor(state, who, system).map((planet) => ({
        option: planet,
        label: `T'ro: place ${n} infantry on ${planet}`,
      })),
    ];
  },
  resolve(ctx, decision, option) {
    const { seat, system } = decision.args;
    if (option === DECLINE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    if (!planetsFor(ctx.state, seat, system).includes(option))
      return fail(
        'ability/bad-target',
        '51.4',
        "T'ro's infantry go to one of your own planets in the system the tactical action took place in.",
      );
    popDecision(ctx.state, decision);
    const n = Math.min(INFANTRY, inReinforcements(ctx.state, seat, 'infantry'));
    placeUnits(ctx, planetArea(system, option), seat, 'infantry', n, 'sardakkagent');
    return ok(undefined);
  },
  default: () => DECLINE,
  offersOnlyLegal: true,
});

export const SARDAKK_AGENT_LEADERS = defineContent({ abilities: [SARDAKK_AGENT], choices: [SARDAKK_AGENT_CHOICE] });
