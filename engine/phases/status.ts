// LRR 81 status phase, steps 2–8 (81.2–81.8), and what happens at its end (the Sol flagship). Step 1 (scoring
// objectives) is added by the objectives module.
import { readyOffBoardPlanets } from '../economy/planet-cards';
import {
  ask,
  AFTER_ACTION_CARDS_DRAWN,
  END_OF_STATUS_PHASE,
  EXTRA_ACTION_CARDS_DRAWN,
  FLEET_POOL_LIMIT,
  START_OF_STATUS_PHASE,
  STATUS_TOKENS_BONUS,
} from '../effects';
import { initiativeOrder, speakerOrder } from '../core/order';
import { fail, ok } from '../core/result';
import type { GameState, Seat } from '../core/state';
import { describePlacement, placements, tokenReinforcements } from '../economy/command-tokens';
import { defineChoice, pushChoice } from '../kernel/choices';
import { emit, type FlowCtx } from '../kernel/context';
import { popDecision } from '../kernel/stack';
import { pushStep, pushStepCall, defineStep, noArgs, type NoArgs } from '../kernel/steps';
import { openStatusScoring } from '../objectives/status-scoring';
import { actionCardHandLimit } from './hand-limit';
import { readyRelics } from '../relics/holding';
import { agentsOf, readyAgent } from '../kernel/leader-sheet';

import { unitStats } from '../combat/unit-stats';
import { placeUnits } from '../units/destroy';
import { checkReinforcements } from '../units/reinforcements';
import { areasWith, spaceOf } from '../units/stacks';

declare module '../kernel/steps' {
  interface StepArgs {
    'status/begin': NoArgs;
    'status/score-objectives': NoArgs;
    'status/reveal-objective': NoArgs;
    'status/draw-action-cards': NoArgs;
    'status/hand-limits': NoArgs;
    'status/remove-tokens': NoArgs;
    'status/redistribute': NoArgs;
    'status/ready-and-repair': NoArgs;
    'status/return-strategy-cards': NoArgs;
    'status/end': NoArgs;
  }
}

declare module '../kernel/choices' {
  interface ChoiceArgs {
    'status/redistribute': NoArgs;
  }
}

export function drawActionCards(ctx: FlowCtx, seat: Seat, count: number): void {
  const deck = ctx.state.decks.action;
  const player = ctx.state.players[seat]!;
  let drawn = 0;
  // Scheming: 1 more card with any draw, then the discard its steps ask for.
  const total = count > 0 ? count + ask(EXTRA_ACTION_CARDS_DRAWN, { state: ctx.state, seat }) : count;
  for (let i = 0; i < total; i++) {
    if (deck.draw.length === 0) {
      // Reshuffle the discard pile when the deck runs out.
      deck.draw = ctx.rng.shuffle(deck.discard.splice(0));
      if (deck.draw.length === 0) break;
    }
    player.actionCards.push(deck.draw.shift()!);
    drawn += 1;
  }
  emit(ctx, { type: 'cards-drawn', seat, deck: 'action', count: drawn });
  if (drawn > 0)
    for (const call of ask(AFTER_ACTION_CARDS_DRAWN, { state: ctx.state, seat, count: drawn }))
      pushStepCall(ctx.state, call);
}

function totalOnSheet(state: GameState, seat: Seat): number {
  const p = state.players[seat]!.pools;
  return p.tactic + p.fleet + p.strategy;
}

const parsePlacement = (option: string) => {
  const [t, f, s] = option.split('/').map(Number);
  return { tactic: t ?? -1, fleet: f ?? -1, strategy: s ?? -1 };
};

/** 81.5: two tokens, or three with Hyper Metabolism; one more for the Sol (Versatile). */
export const tokensGainedInStatus = (state: GameState, seat: Seat): number =>
  (state.players[seat]?.technologies.includes('hm') ? 3 : 2) + ask(STATUS_TOKENS_BONUS, { state, seat });

/** 81.5: gain two tokens, then spread every token on the sheet across the three pools; everyone at once (81.5b). */
export const REDISTRIBUTE_CHOICE = defineChoice('status/redistribute', noArgs, {
  rule: '81.5',
  options: (state, _d, seat) => {
    const total =
      totalOnSheet(state, seat) + Math.min(tokensGainedInStatus(state, seat), tokenReinforcements(state, seat));
    // Fleet Regulations caps the fleet pool (engine/agenda/laws.ts).
    return placements(total)
      .filter((p) => p.fleet <= ask(FLEET_POOL_LIMIT, { state }))
      .map((p) => ({ option: `${p.tactic}/${p.fleet}/${p.strategy}`, label: describePlacement(p) }));
  },
  resolve: (ctx, decision, option) => {
    const placed = parsePlacement(option);
    const player = ctx.state.players[ctx.seat];
    if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
    player.pools = placed;
    emit(ctx, { type: 'tokens-changed', seat: ctx.seat, ...placed });
    decision.waitingOn = decision.waitingOn.filter((s) => s !== ctx.seat);
    if (decision.waitingOn.length === 0) popDecision(ctx.state, decision);
    return ok(undefined);
  },
  // A player who does not answer keeps their pools as they were and puts the two new tokens in the tactic pool.
  default: (state, _d, seat) => {
    const p = state.players[seat]!.pools;
    return `${p.tactic + Math.min(tokensGainedInStatus(state, seat), tokenReinforcements(state, seat))}/${p.fleet}/${p.strategy}`;
  },
  // Every placement listed is one the player may make: options() offers them without trying each.
  offersOnlyLegal: true,
});

export const STATUS_STEPS = [
  defineStep('status/begin', noArgs, (ctx) => {
    ctx.state.phase = 'status';
    ctx.state.activeSeat = null;
    emit(ctx, { type: 'phase-started', phase: 'status', round: ctx.state.round });
    // Pushed in reverse: the last pushed runs first.
    pushStep(ctx.state, 'status/return-strategy-cards');
    // Political Stability's window: a player may keep their cards instead of returning them.
    pushStep(ctx.state, 'window/open', { window: 'when-returning-strategy-cards', quiet: true });
    pushStep(ctx.state, 'status/ready-and-repair');
    pushStep(ctx.state, 'status/redistribute');
    // 81.5: the moment players gain command tokens (Cybernetic Enhancements).
    pushStep(ctx.state, 'window/open', { window: 'when-gaining-command-tokens', quiet: true });
    pushStep(ctx.state, 'status/remove-tokens');
    pushStep(ctx.state, 'status/draw-action-cards');
    pushStep(ctx.state, 'status/reveal-objective');
    pushStep(ctx.state, 'status/score-objectives');
    // Effects when the status phase starts (Mitosis), before anything else; pushed last-first.
    for (const call of ask(START_OF_STATUS_PHASE, { state: ctx.state }).reverse()) pushStepCall(ctx.state, call);
  }),
  /** 81.1: every player may score one public and one secret objective (engine/objectives/status-scoring.ts). */
  defineStep('status/score-objectives', noArgs, (ctx) => openStatusScoring(ctx)),
  /** 81.2: the speaker reveals the next objective; with none left the game ends (81.2b, 98.x). */
  defineStep('status/reveal-objective', noArgs, (ctx) => {
    const next = ctx.state.objectives.unrevealed.shift();
    if (next === undefined) {
      pushStep(ctx.state, 'game/end-no-objectives');
      return;
    }
    ctx.state.objectives.revealed.push(next);
    ctx.state.objectives.scoredBy[next] = [];
    emit(ctx, { type: 'objective-revealed', objective: next });
  }),
  /** 81.3, in initiative order. */
  defineStep('status/draw-action-cards', noArgs, (ctx) => {
    // Neural Motivator: two cards instead of one.
    for (const seat of initiativeOrder(ctx.state))
      drawActionCards(ctx, seat, ctx.state.players[seat]!.technologies.includes('nm') ? 2 : 1);
    pushStep(ctx.state, 'status/hand-limits');
  }),
  /** 2.4: a player over the hand limit discards down to it (a choice; see engine/phases/hand-limit.ts). */
  defineStep('status/hand-limits', noArgs, (ctx) => {
    for (const seat of speakerOrder(ctx.state).reverse()) {
      if ((ctx.state.players[seat]?.actionCards.length ?? 0) > actionCardHandLimit(ctx.state, seat))
        pushStep(ctx.state, 'hand-limit/discard', { seat });
    }
  }),
  /** 81.4 */
  defineStep('status/remove-tokens', noArgs, (ctx) => {
    for (const sys of Object.values(ctx.state.board.systems)) sys.commandTokens = [];
  }),
  /** 81.5 */
  defineStep('status/redistribute', noArgs, (ctx) => {
    const seats = initiativeOrder(ctx.state);
    if (seats.length > 0) pushChoice(ctx, 'status/redistribute', { args: {}, waitingOn: seats });
  }),
  /** 81.6–81.7: ready planets, technologies, leaders and strategy cards; repair damaged units. */
  defineStep('status/ready-and-repair', noArgs, (ctx) => {
    for (const p of ctx.state.players) {
      p.exhaustedTechnologies = [];
      p.exhaustedStrategyCards = [];
      if (p.leaders.agent === 'exhausted' && agentsOf(ctx.state, p.seat).length === 0) p.leaders.agent = 'unlocked';
      for (const agent of agentsOf(ctx.state, p.seat)) readyAgent(ctx, p.seat, agent);
    }
    readyRelics(ctx.state); // relics and legendary planet ability cards (53, 73)
    for (const p of ctx.state.players) readyOffBoardPlanets(ctx.state, p.seat); // Custodia Vigilia
    for (const sys of Object.values(ctx.state.board.systems)) {
      for (const stack of Object.values(sys.space)) stack.damaged = {};
      for (const planet of Object.values(sys.planets)) {
        planet.exhausted = false;
        for (const stack of Object.values(planet.units)) stack.damaged = {};
      }
    }
  }),
  /** 81.8: cards go back; the agenda phase follows once the custodians token has left Mecatol Rex (40.1). */
  defineStep('status/return-strategy-cards', noArgs, (ctx) => {
    // Political Stability: a player who keeps their cards keeps them through the next strategy phase.
    for (const p of ctx.state.players) if (!p.keepsStrategyCards) p.strategyCards = [];
    for (const card of Object.values(ctx.state.strategyCards))
      if (card.holder === null || !ctx.state.players[card.holder]?.keepsStrategyCards) card.holder = null;
    pushStep(ctx.state, ctx.state.custodiansOnMecatol ? 'round/begin' : 'agenda/begin');
    pushStep(ctx.state, 'status/end');
  }),
  /** At the end of the status phase: the Sol flagship (Genesis) places 1 infantry from reinforcements in its system's space area. */
  defineStep('status/end', noArgs, (ctx) => {
    // Effects at the end of the status phase (a Gift of Prescience returns to the Naalu).
    for (const call of ask(END_OF_STATUS_PHASE, { state: ctx.state })) pushStepCall(ctx.state, call);
    for (const seat of speakerOrder(ctx.state)) {
      if (unitStats(ctx.state, seat, 'flagship').unit !== 'sol_flagship') continue;
      const system = areasWith(ctx.state, seat, 'flagship').find((a) => a.planet === undefined)?.system;
      if (
        system === undefined ||
        !checkReinforcements(ctx.state, seat, [{ area: spaceOf(system), type: 'infantry', count: 1 }]).ok
      )
        continue;
      placeUnits(ctx, spaceOf(system), seat, 'infantry', 1, 'sol_flagship');
    }
  }),
];

export const STATUS_CHOICES = [REDISTRIBUTE_CHOICE];
