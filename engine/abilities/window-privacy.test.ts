// LRR 1.19–1.20 with hidden hands (2.2): while a window is open, nobody learns anything about another seat's answer
// — a pass by hand, a standing pass, or an intent to play a card look the same from every other seat.
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { GameState, Seat } from '../core/state';
import { apply, waitingOn } from '../flow/apply';
import { giveActionCards, newGame, play, runStep, topDecision } from '../testing/scenario';
import { view, waitingOnSeenBy } from '../view';

const SUMMIT = { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } } as const;

/**
 * Six players at the first strategy pick: seat 1 plays Summit; seats 2 and 3 hold a Sabotage each and are asked in the
 * Sabotage window that follows. `before` runs while the strategy-phase window waits on everyone holding cards.
 */
function sabotageWindow(before: (s: GameState) => GameState = (s) => s): GameState {
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(giveActionCards(s, 2, ['sabotage']), 3, ['sabotage']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  s = before(s);
  s = play(s, 2, { type: 'pass-window' });
  if (topDecision(s)?.waitingOn.includes(3)) s = play(s, 3, { type: 'pass-window' });
  return play(s, 1, SUMMIT);
}

/** Everything a seat is shown of a state: its view and who it is told the game waits on. */
const seen = (s: GameState, viewer: Seat | null) => ({ view: view(s, viewer), waitingOn: waitingOnSeenBy(s, viewer) });

function answer(s: GameState, seat: Seat, command: Command): { state: GameState; events: GameEvent[] } {
  const r = apply(s, seat, command, { at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  return { state: r.state, events: r.events };
}

const publicTo = (events: GameEvent[], viewer: Seat | null) =>
  events.filter((e) => !('privateTo' in e) || e.privateTo === viewer);

test('1.20 a seat with a standing pass is still asked: it answers at once and in private', () => {
  const standing = sabotageWindow((s) =>
    play(s, 3, { type: 'standing-pass', window: 'when-action-card-played', on: true }),
  );
  expect(topDecision(standing)).toMatchObject({
    kind: 'window',
    window: 'when-action-card-played',
    responders: [2, 3],
  });
  // The truth (for the server's notifications): only seat 2 still has to answer.
  expect(waitingOn(standing)).toEqual([2]);
  // What everyone else is told: both seats asked are waited on until the window settles.
  for (const viewer of [null, 0, 1, 2]) expect(waitingOnSeenBy(standing, viewer)).toEqual([2, 3]);
  expect(waitingOnSeenBy(standing, 3)).toEqual([2]);
});

test('1.19 while a window is open, a pass, a standing pass and an intent to play a card look the same to every other seat', () => {
  const open = sabotageWindow();
  const passed = answer(open, 3, { type: 'pass-window' });
  const intends = answer(open, 3, { type: 'use-ability', ability: 'sabotage', targets: {} });
  const standing = sabotageWindow((s) =>
    play(s, 3, { type: 'standing-pass', window: 'when-action-card-played', on: true }),
  );
  for (const viewer of [null, 0, 1, 2]) {
    const expected = seen(open, viewer);
    expect(seen(passed.state, viewer)).toEqual(expected);
    expect(seen(intends.state, viewer)).toEqual(expected);
    expect(seen(standing, viewer)).toEqual(expected);
    // Nor does the answer itself announce anything.
    expect(publicTo(passed.events, viewer)).toEqual([]);
    expect(publicTo(intends.events, viewer)).toEqual([]);
  }
  // The seat that answered sees its own answer.
  expect(seen(passed.state, 3).view.decisions.at(-1)).toMatchObject({ passed: [3], waitingOn: [2] });
  expect(passed.events).toEqual([{ type: 'window-passed', seat: 3, window: 'when-action-card-played', privateTo: 3 }]);
  expect(seen(intends.state, 3).view.decisions.at(-1)).toMatchObject({ intents: [{ seat: 3, ability: 'sabotage' }] });
});

test('1.19 what resolves is public when the window settles: the Sabotage intended earlier cancels the card', () => {
  const intends = answer(sabotageWindow(), 3, { type: 'use-ability', ability: 'sabotage', targets: {} }).state;
  const settled = answer(intends, 2, { type: 'pass-window' });
  expect(settled.events).toContainEqual(expect.objectContaining({ type: 'ability-cancelled', ability: 'summit' }));
  expect(settled.state.players[1]!.pools.strategy).toBe(2);
});

test('1.20 when every seat asked stood passed, the window opens and settles at once', () => {
  const s = sabotageWindow((x) => {
    let y = play(x, 2, { type: 'standing-pass', window: 'when-action-card-played', on: true });
    y = play(y, 3, { type: 'standing-pass', window: 'when-action-card-played', on: true });
    return y;
  });
  expect(s.players[1]!.pools.strategy).toBe(4);
  // Summit resolved, and the strategy-phase window asks again those who still hold cards.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase', waitingOn: [2, 3] });
});

test('1.19 a seat whose time ran out in a window passes in private: the others see what they see after a pass by hand', () => {
  const open = sabotageWindow();
  const byHand = answer(open, 3, { type: 'pass-window' });
  const timedOut = answer(open, 3, { type: 'timeout' });
  expect(timedOut.events).toContainEqual({
    type: 'time-ran-out',
    seat: 3,
    decision: 'window',
    window: 'when-action-card-played',
    privateTo: 3,
  });
  for (const viewer of [null, 0, 1, 2]) {
    expect(seen(timedOut.state, viewer)).toEqual(seen(byHand.state, viewer));
    expect(publicTo(timedOut.events, viewer)).toEqual([]);
  }
  expect(topDecision(timedOut.state)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  expect(waitingOn(timedOut.state)).toEqual([2]);
});
