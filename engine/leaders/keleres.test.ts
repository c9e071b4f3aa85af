// The Council Keleres' commander, Suffi An (LRR 51.6, 22, 3.1): engine/leaders/keleres.ts and the "after a
// component action" window (engine/abilities/component-actions.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { edit, giveActionCards, optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { heroGame } from './heroes/hero-kit';

const SUFFI = { type: 'use-ability', ability: 'kelerescommander', targets: {} } as const;
const UNLOCK = { type: 'use-ability', ability: 'kelerescommander_unlock', targets: {} } as const;
/** Passes every window but the "after a component action" one (holding a card, seat 0 is asked "after an action"). */
function settle(s: GameState, all = false): GameState {
  let t = s;
  for (let d = topDecision(t); d?.kind === 'window'; d = topDecision(t)) {
    if (d.window === 'after-component-action' && !all) break;
    t = play(t, d.waitingOn[0]!, { type: 'pass-window' });
  }
  return t;
}
/** Uses an ability in the window, then passes it when it asks again (1.19: until nobody wishes to resolve more). */
const use = (s: GameState, command: typeof SUFFI | typeof UNLOCK): GameState => settle(play(s, 0, command), true);
const conscript = (s: GameState) =>
  settle(play(s, 0, { type: 'component-action', ability: 'fighter-conscription', targets: {} }));

/** The Keleres (seat 0) act first, holding Fighter Conscription and Industrial Initiative; nobody else holds cards. */
function keleresTurn(commander: 'locked' | 'unlocked', tradeGoods = 0): GameState {
  const s = giveActionCards(heroGame('keleres'), 0, ['fighter-conscription', 'industrial-initiative']);
  return edit(s, (d) => {
    d.players[0]!.leaders.commander = commander;
    d.players[0]!.tradeGoods = tradeGoods;
    for (const p of d.players) if (p.seat !== 0) p.actionCards = [];
  });
}

test('51.6 Suffi An: after a component action the Keleres may perform 1 more action; ending the turn declines it', () => {
  let s = conscript(keleresTurn('unlocked'));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-component-action', waitingOn: [0] });
  expect(optionLabels(s, 0)).toContain('Suffi An: perform 1 more action this turn');
  s = use(s, SUFFI);
  expect(s.activeSeat).toBe(0);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
  // 3.1: passing is not an action; ending the turn declines the additional one.
  expect(refuse(s, 0, { type: 'pass' }).rule).toBe('3.1');
  expect(settle(play(s, 0, { type: 'end-turn' }), true).activeSeat).toBe(1);
});

test('51.6 Suffi An: the additional action, itself a component action, may grant another', () => {
  let s = use(conscript(keleresTurn('unlocked')), SUFFI);
  s = settle(play(s, 0, { type: 'component-action', ability: 'industrial-initiative', targets: {} }));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-component-action', waitingOn: [0] });
  s = settle(s, true);
  // Declined: the turn ends after the second action.
  expect(s.activeSeat).toBe(1);
  expect(s.players[0]!.actionCards).toEqual([]);
});

test('51.6 Suffi An refused: locked, no window opens after the component action; never outside that window', () => {
  const s = conscript(keleresTurn('locked'));
  expect(s.activeSeat).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(refuse(keleresTurn('unlocked'), 0, SUFFI).rule).toBe('1.3');
});

test('22.4 a component action cancelled by Sabotage opens no "after a component action" window', () => {
  let s = edit(keleresTurn('unlocked'), (d) => void d.players[1]!.actionCards.push('sabotage'));
  s = play(s, 0, { type: 'component-action', ability: 'fighter-conscription', targets: {} });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [1] });
  s = settle(play(s, 1, { type: 'use-ability', ability: 'sabotage', targets: {} }), true);
  // Not performed: the Keleres act again, and were never offered Suffi An for the cancelled card.
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  expect(topDecision(s)).not.toHaveProperty('extra');
  expect(s.stack.some((f) => f.frame === 'step' && f.step === 'action/after-component-action')).toBe(false);
});

test('51.6 Suffi An unlocks for 1 trade good just after an action card with a component action, then may be used', () => {
  let s = conscript(keleresTurn('locked', 2));
  expect(optionLabels(s, 0)).toContain('Unlock Suffi An: spend 1 trade good to unlock your commander');
  s = play(s, 0, UNLOCK);
  expect(s.players[0]!.tradeGoods).toBe(1);
  expect(refuse(s, 0, UNLOCK).rule).toBe('1.3'); // once unlocked, there is nothing left to unlock
  expect(s.players[0]!.leaders.commander).toBe('unlocked');
  // The window asks again: the commander now answers this very component action.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-component-action', waitingOn: [0] });
  s = use(s, SUFFI);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
});

test('51.6 Suffi An unlock refused without a trade good: no window after the action card', () => {
  const s = conscript(keleresTurn('locked', 0));
  expect(s.activeSeat).toBe(1);
  expect(s.players[0]!.leaders.commander).toBe('locked');
});

test("51.8 / 69 Alliance: Suffi An serves its holder's own component actions, and not the Keleres for another's", () => {
  let s = giveActionCards(heroGame('sol', ['keleres', 'hacan']), 0, ['fighter-conscription']);
  s = edit(s, (d) => {
    d.players[1]!.leaders.commander = 'unlocked';
    d.players[0]!.promissoryInPlay.push('an@1');
    for (const p of d.players) if (p.seat !== 0) p.actionCards = [];
  });
  s = conscript(s);
  // Only Sol, who acted and holds the Alliance, is asked; the Keleres are not asked about Sol's action.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-component-action', waitingOn: [0] });
  expect(refuse(s, 1, SUFFI).rule).toBe('1.19');
  s = use(s, SUFFI);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
});
