// LRR 33 elimination (33.1 conditions; 33.2–33.8, 33.11 what the player leaves behind; 69.7 their notes). The rest of
// the game leaves eliminated players out already (orders of play, windows, votes, transactions).
import { defineStep, noArgs, type NoArgs } from '../kernel/steps';
import type { GameState, Seat, UnitStack } from '../core/state';
import { clockwiseFrom } from '../core/order';
import { discardLaw, lawOwner } from '../agenda/laws';
import { isAgendaId } from '../data/agendas';
import { emit, type FlowCtx } from '../kernel/context';
import { returnNotesOnElimination } from '../transactions/notes';
import { returnCaptured } from '../units/capture';
import { keepsPlayerInGame } from '../objectives/board-queries';
import { takeWatched } from '../objectives/record';
import { endIfOnePlayerLeft } from './victory';

declare module '../kernel/steps' {
  interface StepArgs {
    [ELIMINATION_CHECK]: NoArgs;
  }
}

/**
 * Pushed at the end of the invasion step (after the tactical action's combats, bombardment and control) and when a
 * planet changes hands. Who to look at is noted where losses happen (engine/objectives/record.ts noteLoss).
 */
export const ELIMINATION_CHECK = 'elimination/check';

/** 33.1: no ground forces on the board (in space areas too), no unit with Production, and no planet. */
export function meetsEliminationConditions(state: GameState, seat: Seat): boolean {
  const player = state.players[seat];
  return !!player && !player.eliminated && !keepsPlayerInGame(state, seat);
}

/** 33.2: units and command tokens leave the board for the game box (`reason` names why, in the events). */
export function removeFromBoard(ctx: FlowCtx, seat: Seat, reason: 'eliminated' | 'conceded' = 'eliminated'): void {
  for (const [key, sys] of Object.entries(ctx.state.board.systems)) {
    const areas: [string | null, Record<string, UnitStack>][] = [
      [null, sys.space],
      ...Object.entries(sys.planets).map(([id, p]) => [id, p.units] as [string, Record<string, UnitStack>]),
    ];
    for (const [planet, units] of areas) {
      const stack = units[String(seat)];
      if (!stack) continue;
      for (const [unit, count] of Object.entries(stack.counts)) {
        if ((count ?? 0) > 0)
          emit(ctx, { type: 'units-removed', seat, system: key, planet, unit, count: count!, reason });
      }
      delete units[String(seat)];
    }
    sys.commandTokens = sys.commandTokens.filter((s) => s !== seat);
  }
}

/** 33.11: units the player captured go back to their owners; 33.2: the player's own units on others' sheets leave too. */
function settleCaptures(ctx: FlowCtx, seat: Seat): void {
  for (const c of [...(ctx.state.players[seat]?.captured ?? [])]) returnCaptured(ctx, seat, c.owner, c.type, c.count);
  for (const p of ctx.state.players) {
    if (p.seat !== seat && p.captured) p.captured = p.captured.filter((c) => c.owner !== seat);
  }
}

/** 33: the player is out of the game; what they had goes to the box, the discard piles or the other players. */
export function eliminate(ctx: FlowCtx, seat: Seat): void {
  const player = ctx.state.players[seat];
  if (!player || player.eliminated) return;
  player.eliminated = true;
  player.passed = true; // no further turns, even in the action phase under way
  emit(ctx, { type: 'player-eliminated', seat });
  removeFromBoard(ctx, seat);
  leaveTheGame(ctx, seat);
}

/**
 * 33.2–33.8, 33.10e, 33.11: everything but the units on the board — command sheet, technologies, laws, notes, hand,
 * strategy cards, secret objectives, captured units, the speaker token. Shared by elimination and conceding
 * (engine/phases/concede.ts), which decides for itself what happens to the units.
 */
export function leaveTheGame(ctx: FlowCtx, seat: Seat): void {
  const { state } = ctx;
  const player = state.players[seat];
  if (!player) return;
  player.pools = { tactic: 0, fleet: 0, strategy: 0 };
  // 33.10e: the Mahact's fleet pool gives other players' tokens back to their reinforcements (33.10f: an eliminated
  // player's token in the Mahact's pool stays, and reads as theirs still).
  delete player.fleetPoolTokens;
  player.technologies = [];
  player.exhaustedTechnologies = [];
  // 33.3: agenda cards in the player's play area are discarded.
  for (const law of [...state.laws])
    if (isAgendaId(law.id) && lawOwner(state, law.id) === seat) discardLaw(ctx, law.id);
  // 33.4, 69.7
  returnNotesOnElimination(ctx, seat);
  // 33.6: exhausted or not, the cards return to the common play area.
  for (const card of player.strategyCards) {
    const sc = state.strategyCards[card];
    if (sc) sc.holder = null;
  }
  player.strategyCards = [];
  player.exhaustedStrategyCards = [];
  returnHandAndSecrets(ctx, seat);
  settleCaptures(ctx, seat);
  // 33.8 / 80.7: the speaker token passes to the left.
  if (state.speaker === seat) {
    const left = clockwiseFrom(state, seat)[0];
    if (left !== undefined) {
      state.speaker = left;
      emit(ctx, { type: 'speaker-changed', seat: left });
    }
  }
}

/**
 * 33.5: action cards in hand are discarded; 33.7: secret objectives, scored or not, are shuffled back into their
 * deck. Also run for a conceded seat after a default answer handed it a card (engine/phases/concede.ts).
 */
export function returnHandAndSecrets(ctx: FlowCtx, seat: Seat): void {
  const { state } = ctx;
  const player = state.players[seat];
  if (!player) return;
  if (player.actionCards.length > 0) {
    state.decks.action.discard.push(...player.actionCards);
    emit(ctx, { type: 'action-cards-discarded', seat, count: player.actionCards.length });
    player.actionCards = [];
  }
  if (player.secretObjectives.length > 0) {
    state.decks.secret.draw.push(...player.secretObjectives.map((o) => o.id));
    player.secretObjectives = [];
    ctx.rng.shuffle(state.decks.secret.draw);
  }
}

export const ELIMINATION_STEPS = [
  /**
   * Only players who may have lost something since the last check are looked at: a player becomes eliminated by
   * losing their last ground force, unit with Production or planet (positions built for tests, where a player never
   * had any, stay as they are).
   */
  defineStep(ELIMINATION_CHECK, noArgs, (ctx) => {
    for (const seat of takeWatched(ctx.state).sort((a, b) => a - b))
      if (meetsEliminationConditions(ctx.state, seat)) eliminate(ctx, seat);
    endIfOnePlayerLeft(ctx);
  }),
];
