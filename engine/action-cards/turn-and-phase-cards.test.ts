import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { act, own, turnWith } from './card-testkit';
import { edit, giveActionCards, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const use = (s: GameState, seat: number, ability: string) =>
  play(s, seat, { type: 'use-ability', ability, targets: {} });
const pass = (s: GameState, seat: number) => play(s, seat, { type: 'pass-window' });
/** Everyone the top window still waits on passes (the window resolves once all have answered, 1.19–1.20). */
function passAll(state: GameState): GameState {
  let s = state;
  const d = topDecision(s);
  if (d?.kind === 'window') for (const seat of [...d.waitingOn]) s = pass(s, seat);
  return s;
}
const passWindows = (state: GameState): GameState => {
  let s = state;
  for (let guard = 0; guard < 20 && topDecision(s)?.kind === 'window'; guard++) s = passAll(s);
  return s;
};
const tokens = (s: GameState, seat: number) => Object.values(s.players[seat]!.pools).reduce((a, b) => a + b, 0);

// Master Plan ----------------------------------------------------------------------------------------------------

/** Seat 0 holds Master Plan and Industrial Initiative; it plays the Initiative as its action. */
const afterInitiative = (others: Record<number, string[]> = {}) => {
  let s = turnWith('master-plan', (d) => own(d, 0, 'arnor', 'lor'));
  s = giveActionCards(s, 0, ['industrial-initiative']);
  for (const [seat, cards] of Object.entries(others)) s = giveActionCards(s, Number(seat), cards);
  s = act(s, 'industrial-initiative');
  for (let d = topDecision(s); d?.kind === 'window' && d.window === 'when-action-card-played'; d = topDecision(s))
    s = passAll(s);
  return s;
};

test('3.1 / 2 Master Plan: after its player’s action, they take one more action this turn', () => {
  const s = afterInitiative();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-action', waitingOn: [0] });
  const after = use(s, 0, 'master-plan');
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
  expect(after.players[0]!.actionCards).toEqual([]);
  // Ending the turn instead is allowed ("may"), and play moves on to seat 1.
  expect(topDecision(play(after, 0, { type: 'end-turn' }))).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('1.3 / 2.8 Master Plan is not offered after another player’s action, and Sabotaged it gives no extra action', () => {
  // Seat 1 holds Master Plan: after seat 0's action it is not eligible (1.3), so no window asks it.
  let other = turnWith('industrial-initiative', (d) => own(d, 0, 'arnor', 'lor'));
  other = passWindows(act(giveActionCards(other, 1, ['master-plan']), 'industrial-initiative'));
  expect(topDecision(other)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  const s = afterInitiative({ 1: ['sabotage'] });
  expect(topDecision(s)).toMatchObject({ window: 'after-action', waitingOn: [0] });
  let cancelled = use(s, 0, 'master-plan');
  expect(topDecision(cancelled)).toMatchObject({ window: 'when-action-card-played', waitingOn: [1] });
  cancelled = use(cancelled, 1, 'sabotage');
  expect(topDecision(cancelled)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

// Coup d'Etat ----------------------------------------------------------------------------------------------------

/** Seat 0 (Leadership) performs its strategic action; seat 1 holds the given cards. */
function strategic(cards: Record<number, string[]>) {
  let s = turnWith('summit');
  for (const [seat, held] of Object.entries(cards)) s = giveActionCards(s, Number(seat), held);
  const command = options(s, 0).find((o) => o.command.type === 'strategic-action')!.command as Command;
  return { before: s, after: play(s, 0, command) };
}

test('82 / 2 Coup d’Etat ends the turn before the strategic action: no primary, no secondaries, card stays readied', () => {
  const { before, after } = strategic({ 1: ['coup-detat'] });
  expect(topDecision(after)).toMatchObject({ kind: 'window', window: 'when-strategic-action-performed' });
  // Seat 0 still holds Summit, so it is asked whether to Sabotage the Coup (it passes).
  const s = passWindows(use(after, 1, 'coup-detat'));
  expect(s.players[0]!.exhaustedStrategyCards).toEqual([]);
  expect(tokens(s, 0)).toBe(tokens(before, 0));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  // 3.4: the card is still to be used, so seat 0 cannot pass on its next turn without it.
  expect(s.players[0]!.strategyCards).toEqual(['leadership']);
});

test('82.1 / 2.8 without Coup d’Etat, or with it Sabotaged, the strategic action resolves', () => {
  const { before, after } = strategic({ 1: ['coup-detat'], 2: ['sabotage'] });
  // The player performing the action cannot play Coup d'Etat on themself: it is not offered to seat 0.
  expect(topDecision(after)!.waitingOn).not.toContain(0);
  let s = pass(use(after, 1, 'coup-detat'), 2);
  expect(topDecision(s)).toMatchObject({ window: 'when-action-card-played' });
  s = passWindows(pass(use(s, 2, 'sabotage'), 0));
  expect(s.players[0]!.exhaustedStrategyCards).toEqual(['leadership']);
  expect(tokens(s, 0)).toBe(tokens(before, 0) + 3);
  expect(topDecision(s)).toMatchObject({ kind: 'strategic-secondary', card: 'leadership' });
});

// Public Disgrace ------------------------------------------------------------------------------------------------

/** The strategy phase, speaker (seat 0) to choose first; one trade good on Leadership. */
const strategyPhase = (cards: Record<number, string[]>) => {
  let s = edit(newGame({ players: 6 }), (d) => (d.strategyCards.leadership!.tradeGoods = 1));
  for (const [seat, held] of Object.entries(cards)) s = giveActionCards(s, Number(seat), held);
  return play(s, 0, { type: 'choose-strategy-card', card: 'leadership' });
};

test('84 / 2 Public Disgrace makes the player give the chosen card back and choose a different one', () => {
  const chosen = strategyPhase({ 1: ['public-disgrace'] });
  expect(chosen.players[0]!.tradeGoods).toBe(1);
  expect(topDecision(chosen)).toMatchObject({ kind: 'window', window: 'when-strategy-card-chosen', waitingOn: [1] });
  const s = use(chosen, 1, 'public-disgrace');
  expect(topDecision(s)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [0] });
  expect(s.strategyCards.leadership).toEqual({ holder: null, tradeGoods: 1 });
  expect(s.players[0]!).toMatchObject({ strategyCards: [], tradeGoods: 0 });
  expect(options(s, 0).map((o) => o.command)).not.toContainEqual({ type: 'choose-strategy-card', card: 'leadership' });
  expect(refuse(s, 0, { type: 'choose-strategy-card', card: 'leadership' })).toMatchObject({ rule: '84.1' });
  const next = play(s, 0, { type: 'choose-strategy-card', card: 'diplomacy' });
  expect(next.players[0]!.strategyCards).toEqual(['diplomacy']);
  expect(topDecision(next)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [1] });
});

test('2.8 / 1.3 Public Disgrace Sabotaged leaves the choice standing; its chooser is never asked about their own pick', () => {
  // Seat 0 holds Public Disgrace itself: it is not asked about its own pick (1.3, "another player").
  const own = strategyPhase({ 0: ['public-disgrace'] });
  expect(topDecision(own)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [1] });
  const chosen = strategyPhase({ 1: ['public-disgrace'], 2: ['sabotage'] });
  let s = pass(use(chosen, 1, 'public-disgrace'), 2);
  expect(topDecision(s)).toMatchObject({ window: 'when-action-card-played', waitingOn: [2] });
  s = passWindows(use(s, 2, 'sabotage'));
  expect(s.players[0]!.strategyCards).toEqual(['leadership']);
  expect(s.players[0]!.tradeGoods).toBe(1);
  expect(topDecision(s)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [1] });
});

// Political Stability --------------------------------------------------------------------------------------------

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** The status phase up to its "when you would return your strategy cards" window; seat 2 holds the card. */
function statusPhase(): GameState {
  const s0 = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
  });
  let s = play(giveActionCards(s0, 2, ['political-stability']), 0, { type: 'pass' });
  for (let guard = 0; guard < 40; guard++) {
    const d = topDecision(s);
    if (!d || (d.kind === 'window' && d.window === 'when-returning-strategy-cards')) break;
    if (d.kind === 'window') s = pass(s, d.waitingOn[0]!);
    else if (d.kind === 'choice' && d.choice === 'status/score') {
      s = play(s, d.waitingOn[0]!, { type: 'score-objectives', scores: [] });
    } else s = play(s, d.waitingOn[0]!, { type: 'timeout' });
  }
  return s;
}

/** Everyone passes until the next strategy phase asks for a pick (agenda phase skipped: custodians still on). */
function toStrategyPhase(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 60; guard++) {
    const d = topDecision(s);
    if (!d || d.kind === 'choose-strategy-card') break;
    s = play(s, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  }
  return s;
}

test('81.8 / 2 Political Stability keeps its player’s strategy card through the next strategy phase', () => {
  const asked = statusPhase();
  expect(topDecision(asked)).toMatchObject({ kind: 'window', window: 'when-returning-strategy-cards' });
  const kept = use(asked, 2, 'political-stability');
  const s = toStrategyPhase(kept);
  expect(s.round).toBe(2);
  expect(s.players[2]!.strategyCards).toEqual(['politics']);
  expect(s.strategyCards.politics!.holder).toBe(2);
  expect(s.players[2]!.exhaustedStrategyCards).toEqual([]);
  expect(s.players[2]!.keepsStrategyCards).toBeUndefined();
  // 84: the others choose in speaker order, seat 2 is skipped and Politics cannot be taken.
  expect(topDecision(s)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [0] });
  expect(refuse(s, 0, { type: 'choose-strategy-card', card: 'politics' })).toMatchObject({ rule: '84.1b' });
  let picked = s;
  for (const [seat, card] of [
    [0, 'leadership'],
    [1, 'diplomacy'],
    [3, 'construction'],
    [4, 'trade'],
    [5, 'warfare'],
  ] as const) {
    expect(topDecision(picked)).toMatchObject({ waitingOn: [seat] });
    picked = play(picked, seat, { type: 'choose-strategy-card', card });
    while (topDecision(picked)?.kind === 'window') picked = pass(picked, topDecision(picked)!.waitingOn[0]!);
  }
  expect(picked.phase).toBe('action');
});

test('81.8 / 2.8 Political Stability is refused outside its window and, Sabotaged, the cards are returned as usual', () => {
  expect(
    refuse(turnWith('political-stability'), 0, { type: 'use-ability', ability: 'political-stability', targets: {} }),
  ).toBeDefined();
  let s = edit(statusPhase(), (x) => {
    // Seat 4 swaps the card it drew for a Sabotage (moved from the deck, so every card stays accounted for).
    const sabotage = x.decks.action.draw.find((c) => c.startsWith('sabotage#'))!;
    x.decks.action.draw = x.decks.action.draw.filter((c) => c !== sabotage);
    x.decks.action.draw.push(...x.players[4]!.actionCards);
    x.players[4]!.actionCards = [sabotage];
  });
  s = use(s, 2, 'political-stability');
  for (const seat of [0, 1, 3, 4, 5]) s = pass(s, seat);
  expect(topDecision(s)).toMatchObject({ window: 'when-action-card-played' });
  s = passAll(use(s, 4, 'sabotage'));
  const next = toStrategyPhase(s);
  expect(next.players[2]!.strategyCards).toEqual([]);
  expect(next.strategyCards.politics!.holder).toBeNull();
});
