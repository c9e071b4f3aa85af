// LRR 1.19–1.20 answered ahead: conditional standing answers answer a window at once and in private, last the round,
// and are refused when they name nothing.
import { expect, test } from 'vitest';
import type { WindowDecision } from '../core/frames';
import type { GameState } from '../core/state';
import { apply, waitingOn } from '../flow/apply';
import { clearStandingPasses } from '../kernel/windows';
import { giveActionCards, newGame, placeUnits, play, runStep, topDecision } from '../testing/scenario';
import { line, tacticalGame } from '../testing/tactical-scenario';
import { view, waitingOnSeenBy } from '../view';
import { preAnswerLabel, preAnswerOffers, preAnswers } from './pre-answers';

const SUMMIT = { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } } as const;

/** Seat 1 plays Summit at the start of the strategy phase; seats 2 and 3 hold a Sabotage each. */
function summitPlayed(before: (s: GameState) => GameState = (s) => s): GameState {
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(giveActionCards(s, 2, ['sabotage']), 3, ['sabotage']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  s = before(s);
  for (const seat of [2, 3]) if (topDecision(s)?.waitingOn.includes(seat)) s = play(s, seat, { type: 'pass-window' });
  return play(s, 1, SUMMIT);
}

const seen = (s: GameState, viewer: number | null) => ({
  view: view(s, viewer),
  waitingOn: waitingOnSeenBy(s, viewer),
});

test('1.20 "no Sabotage this round" answers the Sabotage window at once and in private, like a pass by hand', () => {
  const ahead = summitPlayed((s) => play(s, 3, { type: 'standing-pass', window: 'ability:sabotage', on: true }));
  const open = summitPlayed();
  const r = apply(open, 3, { type: 'pass-window' }, { at: 0 });
  if (!r.ok) throw new Error(r.error.message);
  expect(topDecision(ahead)).toMatchObject({ kind: 'window', window: 'when-action-card-played' });
  expect(waitingOn(ahead)).toEqual([2]);
  for (const viewer of [null, 0, 1, 2]) expect(seen(ahead, viewer)).toEqual(seen(r.state, viewer));
  expect(view(ahead, 3).standingPasses).toEqual(['ability:sabotage']);
});

test('1.20 a pre-answer set while the window already asks answers it at once', () => {
  const open = summitPlayed();
  const s = play(open, 2, { type: 'standing-pass', window: 'ability:sabotage', on: true });
  expect(waitingOn(s)).toEqual([3]);
});

test('1.20 the page offers the standing answers a seat may set ahead, from its own hand only', () => {
  expect(preAnswerOffers(['sabotage#1', 'summit#1', 'sabotage#2', 'no-such-card#1'])).toEqual([
    'phase:agenda',
    'unless-in-system:after-system-activated',
    'ability:sabotage',
    'ability:summit',
  ]);
  const set = play(summitPlayed(), 2, { type: 'standing-pass', window: 'phase:agenda', on: true });
  expect(view(set, 2).standingPasses).toEqual(['phase:agenda']);
  expect(play(set, 2, { type: 'standing-pass', window: 'phase:agenda', on: false }).standingPasses).toEqual({
    '2': [],
  });
});

test('1.20 "pass unless I am in that system" passes windows about other systems and asks about its own', () => {
  const [mine, empty] = Object.keys(tacticalGame({ tiles: line('25', '26') }).board.systems);
  if (!mine || !empty) throw new Error('scenario has no such systems');
  const s = placeUnits(tacticalGame({ tiles: line('25', '26') }), mine, 0, { cruiser: 1 });
  const window = (system: string): WindowDecision =>
    ({ kind: 'window', window: 'after-system-activated', subject: { system } }) as unknown as WindowDecision;
  const entry = 'unless-in-system:after-system-activated';
  expect(preAnswers(s, 0, window(empty), entry, () => [])).toBe(true);
  expect(preAnswers(s, 0, window(mine), entry, () => [])).toBe(false);
  expect(preAnswerLabel(entry)).toBe(
    "Pass every 'after system activated' window unless I have units in that system (this round)",
  );
});

test('8 "play no cards in the agenda phase" answers agenda-phase windows only, and lasts the round', () => {
  const s = newGame({ players: 3 });
  const w = { kind: 'window', window: 'after-agenda-revealed', subject: {} } as unknown as WindowDecision;
  expect(preAnswers({ ...s, phase: 'agenda' }, 0, w, 'phase:agenda', () => ['sabotage'])).toBe(true);
  expect(preAnswers({ ...s, phase: 'action' }, 0, w, 'phase:agenda', () => ['sabotage'])).toBe(false);
  const kept = { ...s, standingPasses: { '0': ['phase:agenda', 'when-action-card-played'] } };
  clearStandingPasses(kept);
  expect(kept.standingPasses).toEqual({ '0': ['phase:agenda'] });
  clearStandingPasses(kept, true);
  expect(kept.standingPasses).toEqual({});
});

test('1.20 a standing answer that names nothing is refused and changes nothing', () => {
  const s = newGame({ players: 3 });
  for (const window of ['ability:no-such-card', 'phase:action', 'unless-in-system:nowhere', 'nonsense']) {
    const r = apply(s, 0, { type: 'standing-pass', window, on: true }, { at: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'input/unknown-window', rule: '1.20' } });
  }
});
