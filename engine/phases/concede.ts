// Conceding (issue 16; a table's house rule, since the rules have no concession): the player leaves the game at any
// time, and everything but their units is settled as LRR 33 settles an eliminated player's — 33.2 command sheet and
// technologies to the box, 33.3 laws they own discarded, 33.4/69.7 promissory notes, 33.5 action cards discarded,
// 33.6 strategy cards back to the common play area, 33.7 secret objectives shuffled into the deck, 33.8 the speaker
// token passes left, 33.11 captured units go home. The lobby's rule (GameConfig.concede) decides the units:
//
// - 'remove': units and tokens leave the board as in 33.2, and their planets become uncontrolled (no control token
//   is left on them: 33.2 boxes control tokens too).
// - 'neutral': their units stay where they are, as obstacles that belong to nobody at the table. The seat is marked
//   eliminated, so every rule that leaves an eliminated player out leaves them out: no turns, no strategy card, no
//   place in initiative or speaker order, no votes, no transactions, no windows or abilities (their PDS fire no space
//   cannon, 77.2 goes round the players still in the game). Their ships and ground forces still block movement
//   (58.4b) and still fight when attacked: combat dice are rolled by the engine as for anyone, and every decision the
//   seat would face (hit assignment, retreat, a choice) takes the default a deadline would take — without asking
//   and without waiting (engine/flow/apply.ts answerForConceded). Their planets stay under their control: control
//   follows the units on them (25.4–25.5), so another player gains such a planet the usual way — landing ground
//   forces and winning the ground combat, or landing on one left without their units (25.5) — and a planet with neutral
//   units on it never passes to someone who did not fight for it. Those planets give the seat nothing: it spends,
//   scores and votes no more. Their command tokens leave the board (33.2): a token means something only to its
//   owner, who takes no more actions.
//
// Fewer than two players left ends the game (engine/phases/victory.ts endIfOnePlayerLeft).
import type { CommandCtx, FlowCtx } from '../kernel/context';
import { emit } from '../kernel/context';
import { fail, ok, type Result } from '../core/result';
import type { Seat } from '../core/state';
import { leaveTheGame, removeFromBoard, returnHandAndSecrets } from './elimination';
import { endIfOnePlayerLeft } from './victory';

/** 'remove': the planets the seat controlled become uncontrolled, and the Titans' sleeper tokens leave them. */
function releasePlanets(ctx: FlowCtx, seat: Seat): void {
  const titans = ctx.state.players[seat]?.faction === 'titans';
  for (const sys of Object.values(ctx.state.board.systems)) {
    for (const planet of Object.values(sys.planets)) {
      if (planet.owner === seat) planet.owner = null;
      if (titans && planet.sleeper) delete planet.sleeper;
    }
  }
}

/** 'neutral': only the command tokens leave the board; the units stay. */
function removeCommandTokens(ctx: FlowCtx, seat: Seat): void {
  for (const sys of Object.values(ctx.state.board.systems))
    if (sys.commandTokens.includes(seat)) sys.commandTokens = sys.commandTokens.filter((s) => s !== seat);
}

/** The `concede` command: the sender's own seat leaves the game, whatever the game waits on. */
export function concede(ctx: CommandCtx): Result<void> {
  const { state, seat } = ctx;
  const player = state.players[seat];
  if (!player) return fail('input/unknown-seat', 'input', 'Unknown seat.');
  if (player.eliminated)
    return fail('flow/out-of-game', '33', 'You are out of the game already: there is nothing left to concede.');
  const rule = state.config.concede ?? 'remove';
  player.eliminated = true;
  player.passed = true; // no further turns, even in the action phase under way
  player.conceded = rule;
  emit(ctx, { type: 'player-conceded', seat, rule });
  if (rule === 'remove') {
    removeFromBoard(ctx, seat, 'conceded');
    releasePlanets(ctx, seat);
  } else {
    removeCommandTokens(ctx, seat);
  }
  leaveTheGame(ctx, seat);
  endIfOnePlayerLeft(ctx);
  return ok(undefined);
}

/**
 * After a default answer given for a conceded seat (a secret objective kept during setup, cards gained by a default
 * choice), what it holds goes where 33.5 and 33.7 send it, so nothing stays in the hand of a seat out of the game.
 */
export function emptyConcededHand(ctx: FlowCtx, seat: Seat): void {
  if (ctx.state.players[seat]?.conceded) returnHandAndSecrets(ctx, seat);
}
