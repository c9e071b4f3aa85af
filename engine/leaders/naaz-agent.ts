// The Naaz-Rokha agent, Garv and Gunn (LRR 51.3–51.4, 35.3 exploring by an effect): at the end of any player's turn
// the Naaz-Rokha may exhaust it; that player may then explore 1 planet they control (one with a trait, 35.2b). The
// player picks the planet, or none. Asked from public facts: planets controlled are on the board.
import { planetLabel } from '../tactical/labels';
import { z } from 'zod';
import { seatSchema } from '../core/schemas';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { controlledPlanets, planetFacts } from '../economy/planets';
import { explorePlanet } from '../exploration/explore';
import type { AbilityDef, Subject } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { popDecision } from '../kernel/stack';

const args = z.object({ seat: seatSchema });
const NONE = 'none';

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'leaders/naaz-agent-explore': z.infer<typeof args>;
  }
}

/** Planets the seat controls that can be explored, with their systems. */
const explorable = (state: GameState, seat: Seat) =>
  controlledPlanets(state, seat).filter((c) => planetFacts(state, c.id).traits.length > 0);

const turnEnder = (state: GameState, subject: Subject): Seat | null =>
  typeof subject.seat === 'number' && explorable(state, subject.seat).length > 0 ? subject.seat : null;

/** Garv and Gunn — at the end of any player's turn: that player may explore 1 planet they control. */
export const NAAZ_AGENT: AbilityDef = {
  id: 'naazagent',
  name: 'Garv and Gunn',
  source: { kind: 'leader', leader: 'naazagent', role: 'agent' },
  window: 'end-of-turn',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, _seat, subject) => turnEnder(state, subject) !== null,
  targetOptions: (state, _seat, subject) => {
    const who = turnEnder(state, subject);
    const name = who === null ? '' : (state.players[who]?.name ?? `seat ${who}`);
    return who === null ? [] : [{ label: `${name} may explore 1 planet they control`, targets: {} }];
  },
  check: (state, _seat, _targets, subject) =>
    turnEnder(state, subject) === null
      ? fail('ability/not-now', '51.4', 'Garv and Gunn answer the end of a turn of a player with a planet to explore.')
      : ok(undefined),
  resolve: (ctx, _seat, _targets, subject) => {
    const who = turnEnder(ctx.state, subject);
    if (who !== null) pushChoice(ctx, 'leaders/naaz-agent-explore', { args: { seat: who }, waitingOn: [who] });
  },
};

export const NAAZ_AGENT_CHOICE = defineChoice('leaders/naaz-agent-explore', args, {
  options: (state, decision, seat) =>
    seat !== decision.args.seat
      ? []
      : [
          ...explorable(state, seat).map((c) => ({ option: c.id, label: `Explore ${planetLabel(c.id)}` })),
          { option: NONE, label: 'Explore nothing' },
        ],
  resolve: (ctx, decision, option) => {
    const seat = decision.args.seat;
    const planet = explorable(ctx.state, seat).find((c) => c.id === option);
    if (option !== NONE && !planet)
      return fail('ability/bad-target', '35.3', 'Choose a planet you control that can be explored.');
    popDecision(ctx.state, decision);
    if (planet) explorePlanet(ctx.state, seat, planet.system, planet.id);
    return ok(undefined);
  },
  default: () => NONE,
  // resolve refuses only a planet explorable does not give, and it works out the same planets the options list.
  offersOnlyLegal: true,
});

export const NAAZ_AGENT_LEADERS = defineContent({ abilities: [NAAZ_AGENT], choices: [NAAZ_AGENT_CHOICE] });
