// The Naalu agent, Z'eu (LRR 51.3–51.4, 22 component actions, 89 tactical action, 5 active system): as an action, the
// Naalu exhaust it and choose a player; that player may perform a tactical action in a non-home system without
// placing (or spending) a command token, and the system still counts as activated. For that tactical action the
// chosen player is the active player (4); the Naalu's turn goes on once it is over.
import { z } from 'zod';
import { fail, ok, type Result } from '../core/result';
import { seatSchema } from '../core/schemas';
import type { GameState, Seat } from '../core/state';
import { homeSystems } from '../objectives/board-queries';
import { ask, CANNOT_ACTIVATE_SYSTEM } from '../effects';
import { isSystem } from '../galaxy/adjacency';
import type { AbilityDef, Targets } from '../kernel/abilities';
import { defineChoice, pushChoice } from '../kernel/choices';
import { defineContent } from '../kernel/content';
import { emit } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { defineStep, pushStep } from '../kernel/steps';
import { activationToll, beginTacticalAction, payActivationToll } from '../tactical/activation';
import { systemLabel } from '../tactical/labels';

const ACTIVATE_CHOICE = 'leaders/zeu-activate' as const;
const END_STEP = 'leaders/zeu-end' as const;
const DECLINE = 'decline';

const choiceArgs = z.object({ seat: seatSchema, naalu: seatSchema });
const endArgs = z.object({ naalu: seatSchema });

declare module '../kernel/choices' {
  interface ChoiceArgs {
    [ACTIVATE_CHOICE]: z.infer<typeof choiceArgs>;
  }
}
declare module '../kernel/steps' {
  interface StepArgs {
    [END_STEP]: z.infer<typeof endArgs>;
  }
}

/**
 * Systems the seat may activate with Z'eu: non-home systems (hyperlane tiles are not systems), not holding their own
 * command token (5.2), not barred by an effect, and whose toll, if any, they can pay.
 */
export function zeuSystems(state: GameState, seat: Seat): string[] {
  return Object.keys(state.board.systems).filter(zeuMayActivate(state, seat));
}

/** Whether the seat has a system to activate with Z'eu: asked for every player whenever the Naalu's options are. */
const zeuHasSystem = (state: GameState, seat: Seat): boolean =>
  Object.keys(state.board.systems).some(zeuMayActivate(state, seat));

function zeuMayActivate(state: GameState, seat: Seat): (system: string) => boolean {
  const homes = new Set(homeSystems(state).values());
  return (system) =>
    isSystem(state.board, system) &&
    !homes.has(system) &&
    !state.board.systems[system]!.commandTokens.includes(seat) &&
    !ask(CANNOT_ACTIVATE_SYSTEM, { state, seat, system }) &&
    activationToll(state, seat, system, undefined).ok;
}

const players = (state: GameState): Seat[] => state.players.filter((p) => !p.eliminated).map((p) => p.seat);
const seatName = (state: GameState, seat: Seat): string => state.players[seat]?.name ?? `seat ${seat}`;

function checkZeu(state: GameState, seat: Seat, targets: Targets): Result<Seat> {
  const player = targets.player;
  if (typeof player !== 'number' || !players(state).includes(player))
    return fail('ability/bad-target', '51.4', "Choose a player in the game to perform Z'eu's tactical action.");
  if (!zeuHasSystem(state, player))
    return fail('ability/cannot-resolve', '5.2', 'That player has no non-home system they could activate.');
  return state.phase === 'action' && state.activeSeat === seat
    ? ok(player)
    : fail('ability/not-now', '22.1', "Z'eu is used as the Naalu's action in the action phase.");
}

/** Z'eu — ACTION: a player of the Naalu's choice performs a tactical action without a command token. */
export const NAALU_AGENT: AbilityDef = {
  id: 'naaluagent',
  name: "Z'eu",
  source: { kind: 'leader', leader: 'naaluagent', role: 'agent' },
  window: 'action',
  costs: [{ kind: 'exhaust-source' }],
  eligible: (state, seat) => state.phase === 'action' && state.activeSeat === seat,
  targetOptions: (state, seat) =>
    players(state)
      .filter((p) => zeuHasSystem(state, p))
      .map((p) => ({
        label: `${p === seat ? 'you take' : `${seatName(state, p)} takes`} a free tactical action (no command token; home systems excluded)`,
        targets: { player: p },
      })),
  check: (state, seat, targets) => {
    const checked = checkZeu(state, seat, targets);
    return checked.ok ? ok(undefined) : checked;
  },
  resolve: (ctx, seat, targets) => {
    const checked = checkZeu(ctx.state, seat, targets);
    if (!checked.ok) return;
    // The Naalu's turn resumes once the chosen player's tactical action (or their refusal) is over.
    pushStep(ctx.state, END_STEP, { naalu: seat });
    pushChoice(ctx, ACTIVATE_CHOICE, { args: { seat: checked.value, naalu: seat }, waitingOn: [checked.value] });
  },
};

export const ZEU_ACTIVATE_CHOICE = defineChoice(ACTIVATE_CHOICE, choiceArgs, {
  rule: '5.2',
  options: (state, decision) => [
    { option: DECLINE, label: "Z'eu: perform no tactical action" },
    ...zeuSystems(state, decision.args.seat).map((system) => ({
      option: system,
      label: `Z'eu: activate ${systemLabel(state, system)} without placing a command token`,
    })),
  ],
  resolve: (ctx, decision, option) => {
    popDecision(ctx.state, decision);
    if (option === DECLINE) return ok(undefined);
    const seat = decision.args.seat;
    if (!zeuSystems(ctx.state, seat).includes(option))
      return fail('ability/bad-target', '5.2', 'Choose a non-home system you could activate.');
    const toll = activationToll(ctx.state, seat, option, undefined);
    if (toll.ok && toll.value) payActivationToll(ctx, seat, option, toll.value);
    ctx.state.activeSeat = seat; // 4: the player performing the tactical action is the active player
    emit(ctx, { type: 'note', text: `Z'eu: ${seatName(ctx.state, seat)} performs a tactical action.` });
    beginTacticalAction(ctx, seat, option);
    return ok(undefined);
  },
  default: () => DECLINE,
  // resolve refuses only a system zeuSystems does not list (popping the decision changes nothing it reads: board,
  // home systems, barring effects, the toll), and the tactical action it begins cannot fail.
  offersOnlyLegal: true,
});

const ZEU_STEPS = [
  /** The chosen player's tactical action is over: the Naalu are the active player of their own turn again. */
  defineStep(END_STEP, endArgs, (ctx, { naalu }) => {
    ctx.state.activeSeat = naalu;
  }),
];

export const NAALU_AGENT_LEADERS = defineContent({
  abilities: [NAALU_AGENT],
  steps: ZEU_STEPS,
  choices: [ZEU_ACTIVATE_CHOICE],
});
