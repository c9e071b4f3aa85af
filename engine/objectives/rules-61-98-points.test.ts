import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { resolveAgenda } from '../agenda/scenario';
import { PUBLIC_STAGE1 } from '../data/objectives';
import { victoryPoints } from '../phases/victory';
import { view } from '../view';
import { edit, newGame, pickStrategyCards, play, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/**
 * Seat 0 (Sol) owns three unit upgrades and holds the secret "Produce en Masse" (needs Space Dock II); "Develop
 * Weaponry" (stage I) and "Revolutionize Warfare" (stage II) are revealed. Seat 0 passes last: the status phase
 * asks everyone which objectives to score.
 */
function statusPhase(change?: (d: GameState) => void): GameState {
  const s = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    const wanted = ['develop', 'revolutionize'];
    d.objectives.revealed = d.objectives.revealed.filter((id) => !wanted.includes(id));
    for (const deck of [d.objectives.stage1.draw, d.objectives.stage2.draw, d.objectives.unrevealed])
      for (const id of wanted) if (deck.includes(id)) deck.splice(deck.indexOf(id), 1);
    d.objectives.revealed.push(...wanted);
    for (const id of wanted) d.objectives.scoredBy[id] = [];
    const holder = d.players.find((p) => p.seat !== 0 && p.secretObjectives.some((o) => o.id === 'pem'));
    if (holder) holder.secretObjectives = [...d.players[0]!.secretObjectives];
    else {
      d.decks.secret.draw.push(...d.players[0]!.secretObjectives.map((o) => o.id));
      d.decks.secret.draw.splice(d.decks.secret.draw.indexOf('pem'), 1);
    }
    d.players[0]!.secretObjectives = [{ id: 'pem', scored: false }];
    d.players[0]!.technologies.push('dd2', 'ff2', 'sd2');
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
    change?.(d);
  });
  return play(s, 0, { type: 'pass' });
}

const score = (...objectives: string[]) =>
  ({ type: 'score-objectives', scores: objectives.map((objective) => ({ objective })) }) as const;

function othersScoreNothing(state: GameState): GameState {
  let s = state;
  for (const seat of [...(topDecision(s)?.waitingOn ?? [])]) if (seat !== 0) s = play(s, seat, score());
  return s;
}

const points = (s: GameState) => s.players.map((p) => victoryPoints(p));

test('61.2 an objective gives the points printed on it: stage II Revolutionize Warfare 2, stage I Develop Weaponry 1', () => {
  const two = othersScoreNothing(play(statusPhase(), 0, score('revolutionize')));
  expect(victoryPoints(two.players[0]!)).toBe(2);
  const one = othersScoreNothing(play(statusPhase(), 0, score('develop')));
  expect(victoryPoints(one.players[0]!)).toBe(1);
});

// 98.1 (points come from many sources, objectives the common one) and 98.2 (the track shows each player's points)
// are definitions: the tests of 98.3, 98.4 and 61.12 read the points the track would show.
test('98.3 every player starts the game with 0 victory points', () => {
  expect(points(newGame({ players: 6 }))).toEqual([0, 0, 0, 0, 0, 0]);
});

test("61.12 scoring a public objective marks it scored by that player and advances only that player's points", () => {
  const s = othersScoreNothing(play(statusPhase(), 0, score('develop')));
  expect(s.objectives.scoredBy.develop).toEqual([0]);
  expect(s.players[0]!.scoredPublic).toEqual(['develop']);
  expect(points(s)).toEqual([1, 0, 0, 0, 0, 0]);
});

test('98.4 gaining points advances the player by exactly the points gained (2 for a stage II objective, then 1 more)', () => {
  const s = othersScoreNothing(
    play(
      statusPhase((d) => d.players[0]!.otherPoints.push({ source: 'test', points: 3 })),
      0,
      score('revolutionize', 'pem'),
    ),
  );
  expect(victoryPoints(s.players[0]!)).toBe(3 + 2 + 1);
});

test('61.18 a scored secret objective is revealed to every player; unscored it stays hidden', () => {
  const before = statusPhase();
  expect(view(before, 1).players[0]!.secretObjectives).toEqual([]);
  const s = othersScoreNothing(play(before, 0, score('pem')));
  for (const viewer of [1, 2, null])
    expect(view(s, viewer).players[0]!.secretObjectives).toEqual([{ id: 'pem', scored: true }]);
  expect(victoryPoints(s.players[0]!)).toBe(1);
});

test('98.2a in a game to 14 points, reaching 10 does not end the game', () => {
  const at9 = (goal: 10 | 14) =>
    statusPhase((d) => {
      d.config = { ...d.config, victoryPoints: goal };
      d.players[0]!.otherPoints.push({ source: 'test', points: 9 });
    });
  const long = othersScoreNothing(play(at9(14), 0, score('develop')));
  expect(victoryPoints(long.players[0]!)).toBe(10);
  expect(long.phase).not.toBe('ended');
  expect(long.winner ?? null).toBeNull();
  const short = othersScoreNothing(play(at9(10), 0, score('develop')));
  expect([short.phase, short.winner]).toEqual(['ended', 0]);
});

test('61.20 each player begins the game with exactly one secret objective, which the others cannot see', () => {
  const s = newGame({ players: 6 });
  expect(s.players.map((p) => p.secretObjectives.length)).toEqual([1, 1, 1, 1, 1, 1]);
  expect(s.players.every((p) => !p.secretObjectives[0]!.scored)).toBe(true);
  expect(view(s, 1).players[0]!.secretObjectives).toEqual([]);
});

test('98.5 Seed of an Empire: every player tied for the most points gains the point', () => {
  const r = resolveAgenda('seed-of-an-empire', {
    ballots: { 1: { outcome: 'for' } },
    setup: (d) => {
      d.players[1]!.otherPoints.push({ source: 'test', points: 2 });
      d.players[2]!.otherPoints.push({ source: 'test', points: 2 });
      d.players[3]!.otherPoints.push({ source: 'test', points: 1 });
    },
  });
  expect(points(r.state)).toEqual([0, 3, 3, 1]);
});

test('61.13 setup lays out five stage I and five stage II objectives; 61.13a two stage I are revealed, the rest wait facedown', () => {
  const s = newGame({ players: 6 });
  const stage1 = new Set<string>(PUBLIC_STAGE1);
  expect(s.objectives.revealed.map((id) => stage1.has(id))).toEqual([true, true]);
  expect(s.objectives.unrevealed.map((id) => stage1.has(id))).toEqual([
    true,
    true,
    true,
    false,
    false,
    false,
    false,
    false,
  ]);
  expect(new Set([...s.objectives.revealed, ...s.objectives.unrevealed]).size).toBe(10);
});

// 98.6 (a point gained from a law stays when the law is discarded) has no case in this game: the base game's laws
// that gave points (Holy Planet of Ixth, Shard of the Throne, The Crown of Emphidia) are not in the Prophecy of
// Kings agenda deck, and Political Censure's own text takes its point back when the card is lost
// (engine/agenda/laws.test.ts).
