// LRR 3 action phase, 4 active player, 82 strategic action: turns in initiative order until everyone passed, with
// the windows after each action and at the end of a turn (Minister of War), and the last player to pass (61.5b).
import { z } from 'zod';
import { idSchema, recordSchema, seatSchema } from '../core/schemas';
import type { CommandOf } from '../core/commands';
import type { ActionTurnDecision, StepFrame, StrategicSecondaryDecision } from '../core/frames';
import { initiativeOrder, leftOf } from '../core/order';
import { fail, ok, type Result } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { STRATEGY_CARDS } from '../data/strategy-cards';
import { scratchCopy, emit, type CommandCtx, type FlowCtx } from '../kernel/context';
import { popDecision, pushDecision, removeDecision } from '../kernel/stack';
import { pushStep, defineStep, noArgs, stepFrame, type NoArgs } from '../kernel/steps';
import type { Option } from '../kernel/options';
import { activationOptions } from '../tactical/activation';
import { STRATEGY_CARD_EFFECTS } from './strategy-card-effects';
import { resolvePrimaryOrAskAgain } from './cards/primary-again';
import type { WindowId } from '../core/windows';
import { OBJECTIVES, isObjectiveId } from '../data/objectives';
import { noteActionStart, noteLastToPass, startTurn } from '../objectives/record';
import { scorableObjectives } from '../objectives/scoring';
import { scoreAnyTime } from '../objectives/status-scoring';
import { clearStandingPasses } from '../kernel/windows';
import { acquiescenceFor, returnAcquiescence, waiveWithAcquiescence } from '../factions/winnu-acquiescence';
import { finishJaeMirKan, jaeMirKanOptions, useJaeMirKan } from '../leaders/mahact-agent';
import { readOnly } from '../kernel/draft';

const seatArgs = z.object({ seat: seatSchema });
const nextTurnArgs = z.object({ last: seatSchema.nullable() });
const afterActionArgs = z.object({ seat: seatSchema, second: z.boolean().optional() });
const secondariesArgs = z.object({ card: idSchema, active: seatSchema });
const freeSecondaryArgs = z.object({ card: idSchema, seat: seatSchema });
/** `coup`: Coup d'Etat ended the turn while the strategic action waited in its "when" window. */
const primaryArgs = z.object({ card: idSchema, seat: seatSchema, choices: recordSchema, coup: z.boolean().optional() });

declare module '../kernel/steps' {
  interface StepArgs {
    'action/begin': NoArgs;
    'action/next-turn': z.infer<typeof nextTurnArgs>;
    [START_OF_TURN]: z.infer<typeof seatArgs>;
    [AFTER_ACTION]: z.infer<typeof afterActionArgs>;
    'action/second-action': z.infer<typeof seatArgs>;
    [END_OF_TURN]: z.infer<typeof seatArgs>;
    'action/secondaries': z.infer<typeof secondariesArgs>;
    [FREE_SECONDARY]: z.infer<typeof freeSecondaryArgs>;
    [STRATEGIC_PRIMARY]: z.infer<typeof primaryArgs>;
  }
}

export const AFTER_ACTION = 'action/after-action';
/** Fleet Logistics (technology): two actions a turn instead of one. */
export const FLEET_LOGISTICS = 'fl';
export const END_OF_TURN = 'action/end-of-turn';
export const START_OF_TURN = 'action/start-of-turn';
/** The primary ability of a strategic action, once its "when" window (Coup d'Etat) has closed. */
export const STRATEGIC_PRIMARY = 'action/strategic-primary';
/** 92.4a: a player the primary chose resolves the secondary without a token, once the primary is done. */
export const FREE_SECONDARY = 'action/free-secondary';

/**
 * One more action this turn (Master Plan, Suffi An), for the caller to place in the stack: the action-turn decision
 * marked `extra` (ending the turn declines it), then that action's own "after an action" step. `second`: Fleet
 * Logistics' extra action is granted by a turn's first action only.
 */
export const extraActionFrames = (seat: Seat): StepFrame[] => [
  stepFrame(AFTER_ACTION, { seat, second: true }),
  stepFrame('action/second-action', { seat }),
];

/** Opens a window only when someone could respond, so that turns without such abilities use no window instance. */
function openWindowIfAnyone(ctx: FlowCtx, window: WindowId, subject: Record<string, unknown>): void {
  pushStep(ctx.state, 'window/open', { window, subject, quiet: true });
}

/** 3.4, 3.4a: a player cannot pass while holding a strategy card they have not used. */
export function unusedStrategyCards(state: GameState, seat: Seat): string[] {
  const p = state.players[seat];
  return p ? p.strategyCards.filter((c) => !p.exhaustedStrategyCards.includes(c)) : [];
}

/** 4.2–4.3 and 3.3c: the next active player is the next in initiative order who has not passed. */
export function nextActiveSeat(draft: GameState, last: Seat | null): Seat | null {
  // Asked at the end of every turn: only seats come out of it, so it reads without copying (kernel/draft.ts).
  const state = readOnly(draft);
  const order = initiativeOrder(state).filter((s) => !state.players[s]?.passed);
  if (order.length === 0) return null;
  if (last === null) return order[0] ?? null;
  const full = initiativeOrder(state);
  const start = full.indexOf(last);
  for (let i = 1; i <= full.length; i++) {
    const s = full[(start + i) % full.length];
    if (s !== undefined && !state.players[s]?.passed) return s;
  }
  return null;
}

export const ACTION_STEPS = [
  defineStep('action/begin', noArgs, (ctx) => {
    ctx.state.phase = 'action';
    for (const p of ctx.state.players) p.passed = false;
    emit(ctx, { type: 'phase-started', phase: 'action', round: ctx.state.round });
    pushStep(ctx.state, 'action/next-turn', { last: null });
  }),
  defineStep('action/next-turn', nextTurnArgs, (ctx, args) => {
    clearStandingPasses(ctx.state); // 40.3: "pass every such window this turn" ends with the turn
    const seat = nextActiveSeat(ctx.state, args.last);
    if (seat === null) {
      ctx.state.activeSeat = null;
      pushStep(ctx.state, 'status/begin'); // 3.5
      return;
    }
    pushStep(ctx.state, 'action/next-turn', { last: seat });
    pushStep(ctx.state, END_OF_TURN, { seat });
    pushStep(ctx.state, AFTER_ACTION, { seat });
    ctx.state.activeSeat = seat; // 4.1–4.2
    startTurn(ctx.state, seat);
    emit(ctx, { type: 'turn-started', seat });
    pushDecision(ctx, { kind: 'action-turn', waitingOn: [seat] });
    // "At the start of your turn" (Transit Diodes), once returning infantry are back on the board.
    pushStep(ctx.state, START_OF_TURN, { seat });
    // Infantry II: infantry waiting on the upgrade card return at the start of their owner's turn.
    pushStep(ctx.state, 'units/infantry-return', { seat });
  }),
  /** The start-of-turn window, asked only of seats that could use an ability now (no window otherwise). */
  defineStep(START_OF_TURN, seatArgs, (ctx, args) => {
    openWindowIfAnyone(ctx, 'start-of-turn', { seat: args.seat });
  }),
  /** "After you perform an action": the action's own steps have run (passing is not an action, 3.1). */
  defineStep(AFTER_ACTION, afterActionArgs, (ctx, args) => {
    const player = ctx.read.players[args.seat]; // only read: the draft need not copy the players
    if (!player || player.passed || ctx.state.phase !== 'action') return;
    // Fleet Logistics: a second action this turn, after the first action's "after" abilities.
    if (!args.second && player.technologies.includes(FLEET_LOGISTICS)) {
      pushStep(ctx.state, AFTER_ACTION, { seat: args.seat, second: true });
      pushStep(ctx.state, 'action/second-action', { seat: args.seat });
    }
    noteActionStart(ctx.state, args.seat); // a further action (Minister of War) begins from here
    openWindowIfAnyone(ctx, 'after-action', { seat: args.seat });
  }),
  defineStep('action/second-action', seatArgs, (ctx, args) => {
    if (ctx.read.players[args.seat]?.passed || ctx.state.phase !== 'action') return;
    pushDecision(ctx, { kind: 'action-turn', waitingOn: [args.seat], extra: true });
  }),
  /** "At the end of a player's turn", before the next player's turn begins (40.3). */
  defineStep(END_OF_TURN, seatArgs, (ctx, args) => {
    openWindowIfAnyone(ctx, 'end-of-turn', { seat: args.seat });
  }),
  /** 82.1: after the primary ability, every other player may resolve the secondary, clockwise from the left. */
  defineStep('action/secondaries', secondariesArgs, (ctx, args) => {
    // 92.4b: players the Trade player chose follow for free and are not asked.
    const effect = STRATEGY_CARD_EFFECTS[args.card];
    const seats = leftOf(ctx.read, args.active);
    const others = seats.filter((s) => !effect?.skipsSecondary?.(ctx.state, s));
    if (others.length > 0)
      pushDecision(ctx, {
        kind: 'strategic-secondary',
        card: args.card,
        activeSeat: args.active,
        waitingOn: others,
        answered: [],
      });
    // 92.4a: the chosen resolve it first, clockwise from the left (pushed last first: the stack runs it first).
    const free = seats.filter((s) => effect?.skipsSecondary?.(ctx.state, s)).reverse();
    for (const seat of free) pushStep(ctx.state, FREE_SECONDARY, { card: args.card, seat });
  }),
  defineStep(FREE_SECONDARY, freeSecondaryArgs, (ctx, args) => {
    STRATEGY_CARD_EFFECTS[args.card]?.resolveFreeSecondary?.(ctx, args.seat);
    emit(ctx, { type: 'secondary', seat: args.seat, card: args.card, followed: true });
  }),
  /** 82.1: the primary ability resolves, then the secondaries — unless Coup d'Etat ended the turn first. */
  defineStep(STRATEGIC_PRIMARY, primaryArgs, (ctx, args) => {
    const player = ctx.state.players[args.seat];
    if (!player) return;
    if (args.coup) {
      // The card stays readied (the strategic action was not performed) and the turn ends: no "after an action"
      // window and no Fleet Logistics second action for it.
      player.exhaustedStrategyCards = player.exhaustedStrategyCards.filter((c) => c !== args.card);
      const at = ctx.state.stack.findLastIndex(
        (f) => f.frame === 'step' && f.step === AFTER_ACTION && f.args?.seat === args.seat,
      );
      if (at >= 0) ctx.state.stack.splice(at, 1);
      return;
    }
    pushStep(ctx.state, 'action/secondaries', { card: args.card, active: args.seat });
    resolvePrimaryOrAskAgain(ctx, args.card, args.seat, args.choices);
  }),
];

/** Fleet Logistics: the player declines the second action and the turn ends. */
export function endTurn(ctx: CommandCtx, decision: ActionTurnDecision): Result<void> {
  if (!decision.extra)
    return fail('action/not-second-action', '3.1', 'You have not taken your action yet: act or pass.');
  popDecision(ctx.state, decision);
  // No action was performed, so no "after an action" window follows for it (its step waits right below).
  const next = ctx.state.stack.at(-1);
  if (next?.frame === 'step' && next.step === AFTER_ACTION && next.args?.seat === ctx.seat) ctx.state.stack.pop();
  return ok(undefined);
}

/** Whether every other player in the game has passed, so that passing now makes the seat the last to pass. */
export const wouldPassLast = (state: GameState, seat: Seat): boolean =>
  initiativeOrder(state).every((s) => s === seat || state.players[s]?.passed);

export function pass(
  ctx: CommandCtx,
  decision: ActionTurnDecision,
  cmd: CommandOf<'pass'> = { type: 'pass' },
): Result<void> {
  const unused = unusedStrategyCards(ctx.state, ctx.seat);
  if (unused.length > 0) {
    const rule = ctx.state.players.length <= 4 ? '3.4a' : '3.4';
    return fail(
      'action/strategy-card-unused',
      rule,
      `You cannot pass before performing the strategic action of ${unused.join(' and ')}.`,
    );
  }
  const last = wouldPassLast(ctx.state, ctx.seat);
  const player = ctx.state.players[ctx.seat];
  if (player) player.passed = true;
  popDecision(ctx.state, decision);
  emit(ctx, { type: 'passed', seat: ctx.seat });
  if (last) noteLastToPass(ctx.state, ctx.seat);
  // 61.5b: the action phase ends only once this command has run, so the last to pass scores here (Prove Endurance).
  if (cmd.scores && cmd.scores.length > 0) return scoreAnyTime(ctx, { type: 'score-objectives', scores: cmd.scores });
  return ok(undefined);
}

/** For options(): what the seat could score by passing now as the last player, objective by objective. */
function scoresOnPassing(state: GameState, seat: Seat): { objective: string; label: string }[] {
  if (!wouldPassLast(state, seat)) return [];
  const trial = scratchCopy(state);
  trial.players[seat]!.passed = true;
  noteLastToPass(trial, seat);
  return scorableObjectives(trial, seat, 'action', 'secret')
    .filter((s) => isObjectiveId(s.objective) && OBJECTIVES[s.objective].requirement.kind === 'last-to-pass')
    .map((s) => ({ objective: s.objective, label: s.label }));
}

export function strategicAction(
  ctx: CommandCtx,
  decision: ActionTurnDecision,
  cmd: CommandOf<'strategic-action'>,
): Result<void> {
  const { state, seat } = ctx;
  const player = state.players[seat];
  if (!player?.strategyCards.includes(cmd.card))
    return fail('action/not-your-card', '83.3', 'You can only resolve the primary ability of your own strategy card.');
  if (player.exhaustedStrategyCards.includes(cmd.card))
    return fail(
      'action/card-exhausted',
      '82.2',
      'That strategy card is already exhausted: each card is used once per round.',
    );
  const effect = STRATEGY_CARD_EFFECTS[cmd.card];
  if (!effect)
    return fail('engine/not-implemented', '82', `The ${cmd.card} strategy card's abilities are not implemented yet.`);
  const checked = effect.checkPrimary(state, seat, cmd.choices ?? {});
  if (!checked.ok) return checked;
  popDecision(state, decision);
  // 82.2 exhausts the card after the secondaries; exhausting now is equivalent and keeps it from being reused.
  player.exhaustedStrategyCards.push(cmd.card);
  emit(ctx, { type: 'strategic-action', seat, card: cmd.card });
  pushStep(state, STRATEGIC_PRIMARY, { card: cmd.card, seat, choices: cmd.choices ?? {} });
  // Coup d'Etat's window: other players may stop the strategic action before its primary resolves.
  openWindowIfAnyone(ctx, 'when-strategic-action-performed', { seat, card: cmd.card });
  return ok(undefined);
}

export function answerSecondary(
  ctx: CommandCtx,
  decision: StrategicSecondaryDecision,
  cmd: CommandOf<'follow-secondary'> | CommandOf<'decline-secondary'>,
): Result<void> {
  const { state, seat } = ctx;
  if (cmd.type === 'follow-secondary') {
    const effect = STRATEGY_CARD_EFFECTS[decision.card];
    if (!effect)
      return fail('engine/not-implemented', '82', `The ${decision.card} secondary ability is not implemented yet.`);
    // Acquiescence: the token is waived before the check (a refusal throws the whole draft away).
    if (cmd.acquiescence) {
      const waived = waiveWithAcquiescence(state, seat, decision);
      if (!waived.ok) return waived;
    }
    // Jae Mir Kan: the token to spend is the active player's, from the board (likewise set before the check).
    if (cmd.jaeMirKan) {
      const marked = useJaeMirKan(state, seat, decision);
      if (!marked.ok) return marked;
    }
    const checked = effect.checkSecondary(state, seat, cmd.choices ?? {});
    if (!checked.ok) return checked;
    effect.resolveSecondary(ctx, cmd.choices ?? {});
    if (cmd.acquiescence) returnAcquiescence(ctx, seat, decision);
    if (cmd.jaeMirKan) finishJaeMirKan(ctx, seat, decision);
  }
  decision.waitingOn = decision.waitingOn.filter((s) => s !== seat);
  decision.answered.push(seat);
  emit(ctx, { type: 'secondary', seat, card: decision.card, followed: cmd.type === 'follow-secondary' });
  // The last answer may have pushed its own follow-up frames above the decision; they still run first.
  if (decision.waitingOn.length === 0) removeDecision(state, decision);
  return ok(undefined);
}

/** The options of an action turn; `componentActions` are the seat's component actions (engine/abilities). */
export function actionTurnOptions(
  state: GameState,
  seat: Seat,
  decision: ActionTurnDecision | undefined,
  componentActions: readonly Option[],
): Option[] {
  const out: Option[] = [];
  // endTurn refuses only a turn without a second action pending, which is never offered it.
  if (decision?.extra)
    out.push({
      command: { type: 'end-turn' },
      label: 'End your turn (no second action)',
      group: 'Fleet Logistics',
      checked: true,
    });
  for (const card of unusedStrategyCards(state, seat)) {
    const effect = STRATEGY_CARD_EFFECTS[card];
    const name = STRATEGY_CARDS[card as keyof typeof STRATEGY_CARDS]?.name ?? card;
    for (const choices of effect?.primaryChoices(state, seat) ?? []) {
      // The same check strategicAction makes before anything changes: what passes it resolves (options() need not
      // try it on a draft), what fails it is not offered.
      if (!effect?.checkPrimary(state, seat, choices.choices).ok) continue;
      out.push({
        command: { type: 'strategic-action', card, choices: choices.choices },
        label: `${name}: ${choices.label}`,
        group: 'Strategic action',
        checked: true,
      });
    }
  }
  out.push(...activationOptions(state, seat));
  out.push(...componentActions);
  if (unusedStrategyCards(state, seat).length === 0 && !decision?.extra) {
    // With every strategy card used and no second action pending, pass is never refused (see pass above).
    out.push({
      command: { type: 'pass' },
      label: 'Pass for the rest of the action phase',
      group: 'Pass',
      checked: true,
    });
    for (const s of scoresOnPassing(state, seat)) {
      out.push({
        command: { type: 'pass', scores: [{ objective: s.objective }] },
        label: `Pass as the last player and score ${s.label}`,
        group: 'Pass',
      });
    }
  }
  return out;
}

export function secondaryOptions(state: GameState, decision: StrategicSecondaryDecision, seat: Seat): Option[] {
  const effect = STRATEGY_CARD_EFFECTS[decision.card];
  const name = STRATEGY_CARDS[decision.card as keyof typeof STRATEGY_CARDS]?.name ?? decision.card;
  // As for primaries: the check answerSecondary makes decides, without trying each choice on a draft.
  const choices = effect?.secondaryChoices(state, seat) ?? [];
  const out: Option[] = choices
    .filter((c) => effect?.checkSecondary(state, seat, c.choices).ok)
    .map((c) => ({
      command: { type: 'follow-secondary', choices: c.choices },
      label: `${name} secondary: ${c.label}`,
      group: 'Secondary ability',
      checked: true,
    }));
  // Acquiescence: the same choices with the token waived, checked on a scratch copy that holds the waiver.
  if (effect && decision.card !== 'leadership' && acquiescenceFor(state, seat, decision) !== null) {
    const waived = scratchCopy(state);
    if (waiveWithAcquiescence(waived, seat, decision).ok)
      for (const c of choices)
        if (effect.checkSecondary(waived, seat, c.choices).ok)
          out.push({
            command: { type: 'follow-secondary', choices: c.choices, acquiescence: true },
            label: `${name} secondary: ${c.label}, playing Acquiescence (no command token)`,
            group: 'Secondary ability',
            checked: true,
          });
  }
  out.push(...jaeMirKanOptions(state, decision, seat, choices));
  out.push({
    command: { type: 'decline-secondary' },
    label: `Do not follow ${name}`,
    group: 'Secondary ability',
    checked: true,
  });
  return out;
}
