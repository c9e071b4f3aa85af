// Test kit for transactions (94) and promissory notes (69): a three-player action phase on a row of four systems where
// seats 0 and 1 are neighbours and seat 2 is far from both, plus helpers to propose, answer and end a turn.
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import { flowCtx, type FlowCtx } from '../kernel/context';
import type { GameState, Seat } from '../core/state';
import type { UnitType } from '../data/types';
import { edit, key, line, placeUnits, play, tacticalGame, topDecision } from '../testing/tactical-scenario';
import { liveProposals } from './proposals';

export { edit, key, play, topDecision } from '../testing/tactical-scenario';
export { refuse } from '../testing/scenario';

/** The Hacan transact with anyone (Guild Ships), so the neighbour rules are tested without them. */
const NON_HACAN = ['xxcha', 'jolnar', 'letnev'] as const;

/**
 * Seat 0 (active, Leadership) has a carrier at key(0), seat 1 at key(1) (adjacent: neighbours), seat 2 at key(3)
 * (adjacent to nobody's units). Everyone holds 3 trade goods and 2 commodities.
 */
export function tradeGame(factions: readonly string[] = NON_HACAN): GameState {
  let s = tacticalGame({ tiles: line('19', '20', '21', '22'), factions });
  s = placeUnits(s, key(0), 0, { carrier: 1 });
  s = placeUnits(s, key(1), 1, { carrier: 1 });
  s = placeUnits(s, key(3), 2, { carrier: 1 });
  return edit(s, (d) => {
    for (const p of d.players) {
      p.tradeGoods = 3;
      p.commodities = 2;
    }
  });
}

type OfferIn = Partial<{
  tradeGoods: number;
  commodities: number;
  promissoryNote: string | null;
  relicFragments: string[];
  capturedUnits: { owner: Seat; type: UnitType; count: number }[];
  actionCards: string[];
}>;

export const proposal = (to: Seat, gives: OfferIn, asks: OfferIn = {}, terms?: string): Command =>
  terms === undefined
    ? { type: 'propose-transaction', to, gives, asks }
    : { type: 'propose-transaction', to, gives, asks, terms };

/** The open proposal addressed to `to` (the test expects exactly one). */
export function openTo(state: GameState, to: Seat): number {
  const open = liveProposals(state).filter((p) => p.to === to);
  if (open.length !== 1) throw new Error(`expected one open proposal to seat ${to}, found ${open.length}`);
  return open[0]!.id;
}

/** `from` proposes and `to` accepts at once. */
export function transact(
  state: GameState,
  from: Seat,
  to: Seat,
  gives: OfferIn,
  asks: OfferIn = {},
  terms?: string,
): GameState {
  const proposed = play(state, from, proposal(to, gives, asks, terms));
  return play(proposed, to, { type: 'answer-transaction', proposal: openTo(proposed, to), accept: true });
}

export const acceptCommand = (state: GameState, to: Seat): Command => ({
  type: 'answer-transaction',
  proposal: openTo(state, to),
  accept: true,
});

/** Moves a note copy from one seat's hand to another's, as if given earlier, and records that it was given. */
export const withNote = (state: GameState, copy: string, from: Seat, to: Seat): GameState =>
  edit(state, (d) => {
    const hand = d.players[from]!.promissoryNotes;
    if (!hand.includes(copy)) throw new Error(`seat ${from} does not hold ${copy}`);
    hand.splice(hand.indexOf(copy), 1);
    d.players[to]!.promissoryNotes.push(copy);
    d.transactions ??= { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
    if (!d.transactions.received.includes(to)) d.transactions.received.push(to);
  });

/**
 * The active player ends their turn with a tactical action that moves nothing into `system` (default key(2), empty),
 * passing every window, until another player's action-turn decision waits.
 */
export function endTurn(state: GameState, system = key(2)): GameState {
  const active = topDecision(state);
  if (active?.kind !== 'action-turn') throw new Error(`expected an action-turn decision, found ${active?.kind}`);
  const seat = active.waitingOn[0]!;
  let s = play(state, seat, { type: 'tactical-action', system });
  for (let guard = 0; guard < 50; guard++) {
    const d = topDecision(s);
    if (!d) throw new Error('the game stopped waiting');
    if (d.kind === 'action-turn' && !d.waitingOn.includes(seat)) return s;
    if (d.kind === 'move-ships') s = play(s, seat, { type: 'move-ships', moves: [] });
    else if (d.kind === 'window') s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
    else if (d.kind === 'production') s = play(s, seat, { type: 'timeout' });
    else throw new Error(`endTurn: unexpected ${d.kind}`);
  }
  throw new Error('endTurn: the turn did not end');
}

/** Runs a flow function on a copy of the state (the way a step handler would call it). */
export function withCtx(state: GameState, f: (ctx: FlowCtx) => void): { state: GameState; events: GameEvent[] } {
  const draft = structuredClone(state);
  const ctx = flowCtx(draft, { at: 0 });
  f(ctx);
  return { state: draft, events: ctx.events };
}
