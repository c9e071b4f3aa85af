import { expect, test } from 'vitest';
import { PUBLIC_STAGE1 } from '../data/objectives';
import { withPrintedActionDeck } from '../testing/printed-decks';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Everyone has used their card; seat 0 passes last, which starts the status phase. */
function endOfActionPhase(change?: (d: ReturnType<typeof newGame>) => void) {
  const s = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    change?.(d);
  });
  let after = play(s, 0, { type: 'pass' });
  // 81.1: nobody scores in these scenarios.
  for (const seat of [...(topDecision(after)?.waitingOn ?? [])])
    after = play(after, seat, { type: 'score-objectives', scores: [] });
  return after;
}

/** Answers the token redistribution for everyone, keeping pools and adding the new tokens to tactics. */
function redistributeAll(state: ReturnType<typeof newGame>) {
  let s = state;
  for (let guard = 0; guard < 10; guard++) {
    const d = topDecision(s);
    if (d?.kind !== 'choice' || d.choice !== 'status/redistribute') break;
    s = play(s, d.waitingOn[0]!, { type: 'timeout' });
  }
  return s;
}

test('81.2 the speaker reveals the next public objective', () => {
  const s = endOfActionPhase();
  expect(s.objectives.revealed).toHaveLength(3);
  expect(s.objectives.unrevealed).toHaveLength(7);
});

test('81.2a stage II objectives are revealed only after every stage I objective', () => {
  const s = endOfActionPhase();
  const stage1 = new Set<string>(PUBLIC_STAGE1);
  expect(s.objectives.revealed.every((id) => stage1.has(id))).toBe(true);
  expect(s.objectives.unrevealed.map((id) => stage1.has(id))).toEqual([true, true, false, false, false, false, false]);
});

test('81.2b the game ends when no public objective is left to reveal; the most points wins (98.8)', () => {
  const s = endOfActionPhase((d) => {
    d.objectives.revealed.push(...d.objectives.unrevealed.splice(0));
    d.players[3]!.otherPoints.push({ source: 'test', points: 2 });
  });
  expect(s.phase).toBe('ended');
  expect(s.winner).toBe(3);
});

test('81.3 each player draws one action card in the status phase', () => {
  // Nine cards are drawn: more than the six that are dealt today, so every printed card is in the deck.
  const s = endOfActionPhase(withPrintedActionDeck);
  // Sol and Jol-Nar (seats 0, 3) start with Neural Motivator and draw two.
  expect(s.players.map((p) => p.actionCards.length)).toEqual([2, 1, 1, 2, 1, 1]);
  expect(s.decks.action.draw).toHaveLength(112);
});

test('2.4 a player with more than seven action cards discards down to seven', () => {
  const s = endOfActionPhase((d) => {
    // Only six action cards are dealt today: the hand of seven comes from every printed card.
    withPrintedActionDeck(d);
    d.players[2]!.actionCards = d.decks.action.draw.splice(0, 7);
  });
  const d = topDecision(s)!;
  expect(d).toMatchObject({ kind: 'choice', choice: 'hand-limit/discard', waitingOn: [2] });
  const card = s.players[2]!.actionCards[0]!;
  const after = play(s, 2, { type: 'choose', option: card });
  expect(after.players[2]!.actionCards).toHaveLength(7);
  expect(after.decks.action.discard).toEqual([card]);
});

test('81.4 every command token on the board returns to reinforcements', () => {
  const s = endOfActionPhase((d) => {
    d.board.systems['0,0']!.commandTokens = [0, 3];
  });
  expect(s.board.systems['0,0']!.commandTokens).toEqual([]);
});

test('81.5 each player gains two command tokens and may redistribute all of them', () => {
  const s = endOfActionPhase();
  const d = topDecision(s)!;
  expect(d).toMatchObject({ kind: 'choice', choice: 'status/redistribute' });
  expect(d.waitingOn.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  const after = play(s, 1, { type: 'choose', option: '2/4/4' });
  expect(after.players[1]!.pools).toEqual({ tactic: 2, fleet: 4, strategy: 4 });
});

test('81.5 a redistribution that does not add up to the tokens on the sheet is refused', () => {
  const s = endOfActionPhase();
  expect(() => play(s, 1, { type: 'choose', option: '9/4/4' })).toThrow(/not one of the offered options/);
});

test('81.6 / 71.5 planets, technologies and strategy cards are readied', () => {
  let s = endOfActionPhase((d) => {
    for (const sys of Object.values(d.board.systems))
      for (const p of Object.values(sys.planets)) if (p.owner === 0) p.exhausted = true;
    d.players[0]!.exhaustedTechnologies = ['nm'];
  });
  s = redistributeAll(s);
  const own = Object.values(s.board.systems)
    .flatMap((x) => Object.values(x.planets))
    .filter((p) => p.owner === 0);
  expect(own.every((p) => !p.exhausted)).toBe(true);
  expect(s.players[0]!.exhaustedTechnologies).toEqual([]);
});

test('81.7 damaged units are repaired', () => {
  let s = endOfActionPhase((d) => {
    const home = Object.values(d.board.systems).find((x) => x.planets.jord)!;
    home.space['0']!.damaged = { carrier: 1 };
  });
  s = redistributeAll(s);
  const home = Object.values(s.board.systems).find((x) => x.planets.jord)!;
  expect(home.space['0']!.damaged).toEqual({});
});

test('81.8 strategy cards return and, with the custodians token on Mecatol Rex, a new round begins', () => {
  const asked = redistributeAll(endOfActionPhase(withPrintedActionDeck));
  // Everyone holds a strategy card and an action card, so everyone is asked before the cards return (Political
  // Stability's window).
  expect(topDecision(asked)).toMatchObject({ kind: 'window', window: 'when-returning-strategy-cards' });
  let s = asked;
  for (const seat of [0, 1, 2, 3, 4, 5]) s = play(s, seat, { type: 'pass-window' });
  expect(s.players.every((p) => p.strategyCards.length === 0)).toBe(true);
  expect(s.round).toBe(2);
  expect(s.phase).toBe('strategy');
  // Everyone holds the action card drawn in 81.3, so everyone is asked about start-of-strategy-phase cards first.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase' });
  let t = s;
  for (const seat of [0, 1, 2, 3, 4, 5]) t = play(t, seat, { type: 'pass-window' });
  expect(topDecision(t)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [0] });
});
