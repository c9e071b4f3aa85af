// The Nomad agent Field Marshal Mercer (LRR 51.3–51.4, 5.4 active system, 40.3 end of turn): at the end of any
// player's turn, the Nomad may exhaust it; that player may then take up to 2 of their ground forces from anywhere on
// the board and place them on planets they control in the active system (that of the turn's tactical action, noted in
// engine/objectives/record.ts). Asked from public facts: the board, planet control and the turn's active system.
import { z } from 'zod';
import { hexKeySchema, seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';
import { turnFacts } from '../objectives/record';
import { planetLabel, systemLabel } from '../tactical/labels';
import { placeUnits, removeUnits } from '../units/destroy';
import { areasOf, countAt, planetArea, type Area } from '../units/stacks';

const GROUND_FORCES = ['infantry', 'mech'] as const;
type GroundForce = (typeof GROUND_FORCES)[number];
const moveArgs = z.object({ seat: seatSchema, system: hexKeySchema, left: z.number().int().min(1).max(2) });
const DONE = 'done';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/nomad-agent-mercer-move': z.infer<typeof moveArgs>;
  }
}

/** Planets the seat controls in the system. */
const ownPlanets = (state: GameState, seat: Seat, system: string): string[] =>
  Object.entries(state.board.systems[system]?.planets ?? {})
    .filter(([, p]) => p.owner === seat)
    .map(([id]) => id);

/** Every place on the board holding the seat's ground forces, by type. */
function groundForces(state: GameState, seat: Seat): { area: Area; type: GroundForce }[] {
  const out: { area: Area; type: GroundForce }[] = [];
  for (const [key, sys] of Object.entries(state.board.systems))
    for (const area of areasOf(sys, key))
      for (const type of GROUND_FORCES) if (countAt(state, area, seat, type) > 0) out.push({ area, type });
  return out;
}

/** The player whose turn ended and the turn's active system, if Mercer could help them. */
function turnEnded(state: GameState, subject: Subject): { seat: Seat; system: string } | null {
  const seat = subject.seat;
  if (typeof seat !== 'number' || state.phase !== 'action') return null;
  const system = turnFacts(state, seat).activeSystem;
  if (system === undefined || ownPlanets(state, seat, system).length === 0) return null;
  return groundForces(state, seat).length > 0 ? { seat, system } : null;
}

const where = (a: Area, state: GameState): string =>
  a.planet === undefined ? `the space area of ${systemLabel(state, a.system)}` : planetLabel(a.planet);

/** One option per ground force place, type and destination: `system|planet|type|to`. */
function moves(state: GameState, seat: Seat, system: string): { option: string; label: string }[] {
  const out: { option: string; label: string }[] = [];
  for (const { area, type } of groundForces(state, seat))
    for (const to of ownPlanets(state, seat, system)) {
      if (area.system === system && area.planet === to) continue;
      out.push({
        option: `${area.system}|${area.planet ?? ''}|${type}|${to}`,
        label: `Field Marshal Mercer: move 1 ${type} from ${where(area, state)} to ${planetLabel(to)}`,
      });
    }
  return out;
}

/** Field Marshal Mercer — at the end of a turn: that player may move up to 2 ground forces onto their planets there. */
export const NOMAD_AGENT_MERCER: AbilityDef = {
  id: 'nomadagentmercer',
  name: 'Field Marshal Mercer',
  source: { kind: 'leader', leader: 'nomadagentmercer', role: 'agent' },
  window: 'end-of-turn',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => turnEnded(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const t = turnEnded(state, subject);
    if (!t) return [];
    const who = state.players[t.seat]?.name ?? `seat ${t.seat}`;
    return [
      {
        label: `${who} may move up to 2 ground forces onto their planets in ${systemLabel(state, t.system)}`,
        targets: {},
      },
    ];
  },
  check: (state, _seat, _targets, subject) =>
    turnEnded(state, subject) === null
      ? fail(
          'ability/not-now',
          '51.4',
          'Mercer needs a tactical action this turn and a planet of that player in its system.',
        )
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const t = turnEnded(ctx.state, subject);
    if (t) pushChoice(ctx, 'leaders/nomad-agent-mercer-move', { args: { ...t, left: 2 }, waitingOn: [t.seat] });
  },
};

export const NOMAD_AGENT_MERCER_CHOICE = defineChoice('leaders/nomad-agent-mercer-move', moveArgs, {
  rule: '51.4',
  options(state, decision, seat) {
    const { seat: who, system } = decision.args;
    if (seat !== who) return [];
    return [{ option: DONE, label: 'Field Marshal Mercer: move no more' }, ...moves(state, who, system)];
  },
  resolve(ctx, decision, option) {
    const { seat, system, left } = decision.args;
    if (option === DONE) {
      popDecision(ctx.state, decision);
      return ok(undefined);
    }
    if (!moves(ctx.state, seat, system).some((m) => m.option === option))
      return fail('ability/bad-target', '51.4', 'Move one of your ground forces onto a planet you control there.');
    const [from, planet, type, to] = option.split('|') as [string, string, GroundForce, string];
    popDecision(ctx.state, decision);
    const area: Area = planet === '' ? { system: from } : planetArea(from, planet);
    removeUnits(ctx, area, seat, type, 1, 'ability');
    placeUnits(ctx, planetArea(system, to), seat, type, 1, 'nomadagentmercer');
    if (left > 1 && moves(ctx.state, seat, system).length > 0)
      pushChoice(ctx, 'leaders/nomad-agent-mercer-move', { args: { seat, system, left: left - 1 }, waitingOn: [seat] });
    return ok(undefined);
  },
  default: () => DONE,
  offersOnlyLegal: true,
});

export const NOMAD_AGENT_MERCER_LEADERS = defineContent({
  abilities: [NOMAD_AGENT_MERCER],
  choices: [NOMAD_AGENT_MERCER_CHOICE],
});
