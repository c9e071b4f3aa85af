// LRR 89 tactical action and 5 active system: activating a system with a tactic token, then the steps of the
// action in order — movement, space cannon offense, space combat, invasion, production — each owned by its module.
import { returnNotesOnActivation } from '../transactions/notes';
import type { CommandOf } from '../core/commands';
import type { ActionTurnDecision } from '../core/frames';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { Option } from '../kernel/options';
import { isSystem } from '../galaxy/adjacency';
import { systemLabel } from './labels';
import {
  ACTIVATION_TOLL,
  AFTER_SYSTEM_ACTIVATED,
  ask,
  CANNOT_ACTIVATE_SYSTEM,
  MAY_ACTIVATE_OWN_TOKEN_SYSTEM,
} from '../effects';
import { checkPayment, describePayment, findPayment } from '../economy/spending';
import { afterTacticalAction } from '../exploration/dark-energy-tap';
import { pay, type Payment } from '../economy/spending';
import { noteTacticalActionEnded } from '../objectives/record';

declare module '../kernel/steps' {
  interface StepArgs {
    'tactical/end': NoArgs;
  }
}

/**
 * The steps of a tactical action, in the order they resolve (89.1–89.5). 58.2 counts space cannon offense as the
 * movement step's second part, so the movement step ends after it (100.2a: when the wormhole nexus flips).
 */
export const TACTICAL_STEPS_IN_ORDER = [
  'tactical/movement',
  'tactical/space-cannon-offense',
  'tactical/movement-end',
  'tactical/space-combat',
  'tactical/invasion',
  'tactical/production',
  'tactical/end',
] as const;

export function checkActivation(
  state: GameState,
  seat: Seat,
  system: string,
  payment?: Payment,
): Result<Payment | null> {
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (!isSystem(state.board, system))
    return state.board.systems[system]
      ? fail('tactical/not-a-system', '88.7', 'A hyperlane tile is not a system: it cannot be activated.')
      : fail('tactical/not-a-system', '5.1', 'Choose a system on the game board to activate.');
  if (player.pools.tactic < 1)
    return fail(
      'tactical/no-tactic-token',
      '5.1',
      'You need a command token in your tactic pool to activate a system.',
    );
  if (
    state.board.systems[system]!.commandTokens.includes(seat) &&
    !ask(MAY_ACTIVATE_OWN_TOKEN_SYSTEM, { state, seat, system })
  )
    return fail(
      'tactical/own-token',
      '5.2',
      'You cannot activate a system that already contains one of your command tokens.',
    );
  // Effects that forbid activating this system (Chaos Mapping).
  const barred = ask(CANNOT_ACTIVATE_SYSTEM, { state, seat, system });
  if (barred) return { ok: false, error: barred };
  return activationToll(state, seat, system, payment);
}

export function activateSystem(
  ctx: CommandCtx,
  decision: ActionTurnDecision,
  cmd: CommandOf<'tactical-action'>,
): Result<void> {
  const checked = checkActivation(ctx.state, ctx.seat, cmd.system, cmd.payment);
  if (!checked.ok) return checked;
  popDecision(ctx.state, decision);
  const player = ctx.state.players[ctx.seat]!;
  if (checked.value) payActivationToll(ctx, ctx.seat, cmd.system, checked.value);
  player.pools.tactic -= 1; // 89.1a
  ctx.state.activeSeat = ctx.seat; // 4: the player taking the turn
  ctx.state.board.systems[cmd.system]!.commandTokens.push(ctx.seat);
  beginTacticalAction(ctx, ctx.seat, cmd.system);
  return ok(undefined);
}

/**
 * 5, 89: the system is activated (its command token placed, or none for the Naalu agent Z'eu); the steps of the
 * tactical action follow, after the 'after-system-activated' window.
 */
export function beginTacticalAction(ctx: FlowCtx, seat: Seat, system: string): void {
  // 69: Support for the Throne, Alliance and similar notes return when their holder activates the owner's system.
  returnNotesOnActivation(ctx, seat, system);
  ctx.state.tactical = { system, movedFrom: [], notes: {} };
  emit(ctx, { type: 'system-activated', seat, system });
  for (const step of [...TACTICAL_STEPS_IN_ORDER].reverse()) pushStep(ctx.state, step);
  pushStep(ctx.state, 'window/open', { window: 'after-system-activated', subject: { seat, system } });
  // Effects that happen without a choice after the activation (Neuroglaive) come before the window's abilities.
  const forced = ask(AFTER_SYSTEM_ACTIVATED, { state: ctx.state, seat, system });
  for (const call of [...forced].reverse()) pushStepCall(ctx.state, call);
}

/**
 * 5 with a toll (another player's Keleres flagship: 2 influence): the payment the activation makes — none when no
 * toll is due; the given one when it pays the toll; otherwise the least wasteful one. Refused when it cannot be paid.
 */
export function activationToll(
  state: GameState,
  seat: Seat,
  system: string,
  given: Payment | undefined,
): Result<Payment | null> {
  const toll = ask(ACTIVATION_TOLL, { state, seat, system });
  if (!toll) return ok(null);
  if (given) {
    const checked = checkPayment(state, seat, given, toll.cost);
    return checked.ok ? ok(given) : checked;
  }
  const found = findPayment(state, seat, toll.cost);
  if (!found)
    return fail(
      'tactical/keleres-toll',
      '5',
      `${toll.why}: activating that system costs ${toll.cost.influence} influence, which you cannot pay.`,
    );
  return ok(found);
}

const tollLabel = (state: GameState, seat: Seat, system: string, p: Payment): string => {
  const toll = ask(ACTIVATION_TOLL, { state, seat, system });
  return `pay ${toll?.cost.influence ?? 0} influence to ${toll?.name ?? 'the toll'}, ${describePayment(p)}`;
};

/** A toll paid as the system is activated (the Keleres flagship's 2 influence). */
export function payActivationToll(ctx: FlowCtx, seat: Seat, system: string, payment: Payment): void {
  const toll = ask(ACTIVATION_TOLL, { state: ctx.state, seat, system });
  pay(ctx.state, seat, payment);
  if (payment.influence.length > 0) emit(ctx, { type: 'planets-exhausted', seat, planets: [...payment.influence] });
  if (payment.tradeGoods > 0) emit(ctx, { type: 'trade-goods-changed', seat, delta: -payment.tradeGoods });
  if (toll) emit(ctx, { type: 'ability-used', seat, ability: toll.ability, window: null });
}

/** 4: the active player — the one whose tactical action is under way. */
export function activePlayer(state: GameState): Seat | null {
  return state.tactical ? state.activeSeat : null;
}

export const ACTIVATION_STEPS = [
  /** 5.4: the system stops being the active system when the tactical action ends. */
  defineStep('tactical/end', noArgs, (ctx) => {
    // "After you perform a tactical action" (The Crown of Emphidia): once the tactical action is over.
    if (ctx.state.tactical && ctx.state.activeSeat !== null)
      pushStep(ctx.state, 'window/open', {
        window: 'end-of-tactical-action',
        subject: { seat: ctx.state.activeSeat, system: ctx.state.tactical.system },
        quiet: true,
      });
    // Dark Energy Tap (35.4): after the tactical action, its player may explore the system's frontier token.
    if (ctx.state.tactical) afterTacticalAction(ctx.state, ctx.state.activeSeat, ctx.state.tactical.system);
    // The Nomad agent (Field Marshal Mercer) acts at the end of the turn in "the active system".
    if (ctx.state.tactical && ctx.state.activeSeat !== null && ctx.state.phase === 'action')
      noteTacticalActionEnded(ctx.state, ctx.state.activeSeat, ctx.state.tactical.system);
    ctx.state.tactical = null;
  }),
];

/** A system activated though it holds the player's own token (Il Na Viroset): what follows, in the option's label. */
const OWN_TOKEN_LABEL = ' — it holds your token: both tokens return and your turn ends';

export function activationOptions(state: GameState, seat: Seat): Option[] {
  return Object.keys(state.board.systems).flatMap((key) => {
    const checked = checkActivation(state, seat, key);
    if (!checked.ok) return [];
    const toll = checked.value;
    const label = `Activate ${systemLabel(state, key)}${toll ? ` (${tollLabel(state, seat, key, toll)})` : ''}${
      state.board.systems[key]!.commandTokens.includes(seat) ? OWN_TOKEN_LABEL : ''
    }`;
    return [
      {
        command: { type: 'tactical-action', system: key, ...(toll ? { payment: toll } : {}) },
        label,
        group: 'Tactical action',
        checked: true,
      },
    ];
  });
}
