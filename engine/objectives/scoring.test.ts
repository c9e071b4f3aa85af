import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { control, planetState } from '../phases/cards/cards.fixture';
import { victoryPoints } from '../phases/victory';
import { hiddenInformationLeaks } from '../testing/invariants';
import { view } from '../view';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 (Sol) owns two unit upgrades and holds the secret "Produce en Masse" (needs Space Dock II); "Develop
 *  Weaponry" and "Erect a Monument" are revealed. Everyone has used their card; seat 0 passes last. */
function statusPhase(change?: (d: GameState) => void): GameState {
  const s = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    // Wherever setup dealt them (setup may already have revealed one), they end up revealed once, in this order.
    d.objectives.revealed = d.objectives.revealed.filter((id) => id !== 'develop' && id !== 'monument');
    d.objectives.revealed.push('develop', 'monument');
    d.objectives.scoredBy.develop = [];
    d.objectives.scoredBy.monument = [];
    for (const id of ['develop', 'monument']) {
      for (const deck of [d.objectives.stage1.draw, d.objectives.unrevealed])
        if (deck.includes(id)) deck.splice(deck.indexOf(id), 1);
    }
    // "Produce en Masse" comes from wherever setup put it: the deck, or another player who takes seat 0's secret.
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
const score = (...scores: { objective: string; payment?: Record<string, unknown> }[]) =>
  ({ type: 'score-objectives', scores }) as const;
const nothing = score();

/** Everyone except `except` scores nothing. */
function othersScoreNothing(state: GameState, except: readonly number[] = []): GameState {
  let s = state;
  for (const seat of [...(topDecision(s)?.waitingOn ?? [])]) if (!except.includes(seat)) s = play(s, seat, nothing);
  return s;
}

test('81.1 in the status phase every player is asked at once which objectives to score', () => {
  expect(topDecision(statusPhase())).toMatchObject({ kind: 'score-objectives', waitingOn: [0, 1, 2, 3, 4, 5] });
});

test('81.1 the options list exactly what the player can score now', () => {
  const labels = options(statusPhase(), 0).map((o) => o.label);
  expect(labels).toEqual([
    'Score no objective',
    'Score Develop Weaponry',
    'Score Produce en Masse',
    'Score Develop Weaponry and Produce en Masse',
  ]);
  const rich = options(
    statusPhase((d) => {
      d.players[0]!.tradeGoods = 4;
    }),
    0,
  ).map((o) => o.label);
  expect(rich).toContain('Score Erect a Monument (paying with Jord, 4 trade goods) and Produce en Masse');
});

test('61.6 a player scores at most one public and one secret objective in a status phase', () => {
  const s = statusPhase((d) => {
    d.players[0]!.tradeGoods = 4;
  });
  expect(
    refuse(
      s,
      0,
      score({ objective: 'develop' }, { objective: 'monument', payment: { resources: ['jord'], tradeGoods: 4 } }),
    ),
  ).toMatchObject({ rule: '61.6' });
});

test('81.1 scores resolve once everyone answered; points are gained then', () => {
  let s = play(statusPhase(), 0, score({ objective: 'develop' }, { objective: 'pem' }));
  expect(s.players[0]!.scoredPublic).toEqual([]);
  s = othersScoreNothing(s);
  expect(s.players[0]!.scoredPublic).toEqual(['develop']);
  expect(s.players[0]!.secretObjectives).toEqual([{ id: 'pem', scored: true }]);
  expect(s.objectives.scoredBy.develop).toEqual([0]);
  expect(victoryPoints(s.players[0]!)).toBe(2);
});

test('61.10 an objective that costs something is paid when it is scored', () => {
  let s = play(
    statusPhase((d) => {
      d.players[0]!.tradeGoods = 5;
    }),
    0,
    score({ objective: 'monument', payment: { resources: ['jord'], tradeGoods: 4 } }),
  );
  s = othersScoreNothing(s);
  expect(s.players[0]!.tradeGoods).toBe(1);
  expect(s.players[0]!.scoredPublic).toEqual(['monument']);
  expect(planetState(s, 'jord').exhausted).toBe(true);
});

test('61.10 an objective cannot be scored without paying its cost', () => {
  expect(refuse(statusPhase(), 0, score({ objective: 'monument', payment: { resources: ['jord'] } }))).toMatchObject({
    code: 'economy/cannot-pay',
  });
});

test('61.8 an objective is scored only once', () => {
  const s = statusPhase((d) => {
    d.players[0]!.scoredPublic.push('develop');
    d.objectives.scoredBy.develop = [0];
  });
  expect(refuse(s, 0, score({ objective: 'develop' }))).toMatchObject({ rule: '61.8' });
});

test('61.11 an unrevealed public objective cannot be scored', () => {
  const s = statusPhase((d) => d.players[0]!.technologies.push('cr2'));
  expect(refuse(s, 0, score({ objective: 'revolutionize' }))).toMatchObject({ rule: '61.11' });
});

test('61.19 a player scores only secret objectives they hold', () => {
  expect(refuse(statusPhase(), 1, score({ objective: 'pem' }))).toMatchObject({ rule: '61.19' });
});

test('61.3 a secret objective is scored only in the phase printed on it', () => {
  const s = statusPhase((d) => {
    d.decks.secret.draw.splice(d.decks.secret.draw.indexOf('dp'), 1);
    d.players[0]!.secretObjectives.push({ id: 'dp', scored: false });
    d.laws = d.decks.agenda.draw.splice(0, 3).map((id) => ({ id, electedTarget: null }));
  });
  expect(refuse(s, 0, score({ objective: 'dp' }))).toMatchObject({ rule: '61.3' });
});

test('61.5a a status-phase objective is scored only if fulfilled during the scoring step', () => {
  const s = statusPhase((d) => {
    d.players[0]!.technologies = ['amd', 'nm', 'dd2'];
  });
  expect(refuse(s, 0, score({ objective: 'develop' }))).toMatchObject({ rule: '61.4' });
});

test('61.16 a player without every home planet scores no public objective but may score a secret one', () => {
  const s = statusPhase((d) => {
    planetState(d, 'jord').owner = 2;
    control(d, 0, []);
  });
  expect(refuse(s, 0, score({ objective: 'develop' }))).toMatchObject({ rule: '61.16' });
});

test('98.7 when two players reach the goal in the same scoring step, the first in initiative order wins', () => {
  let s = statusPhase((d) => {
    d.players[0]!.otherPoints.push({ source: 'test', points: 9 });
    d.players[1]!.otherPoints.push({ source: 'test', points: 9 });
    d.players[1]!.technologies.push('dd2', 'ff2');
  });
  // Seat 1 (Diplomacy, initiative 2) answers first; seat 0 (Leadership, initiative 1) still wins.
  s = play(s, 1, score({ objective: 'develop' }));
  s = play(s, 0, score({ objective: 'develop' }));
  s = othersScoreNothing(s);
  expect(s.phase).toBe('ended');
  expect(s.winner).toBe(0);
});

test('61.17 a secret objective chosen for scoring stays hidden from the others until it is scored', () => {
  const s = play(statusPhase(), 0, score({ objective: 'pem' }));
  expect(hiddenInformationLeaks(s)).toEqual([]);
  for (const viewer of [null, 1, 2, 3, 4, 5]) expect(JSON.stringify(view(s, viewer))).not.toContain('"pem"');
});

test('81.1 a player who does not answer in time scores nothing', () => {
  const s = othersScoreNothing(play(statusPhase(), 0, { type: 'timeout' }));
  expect(s.players[0]!.scoredPublic).toEqual([]);
  expect(s.players[0]!.secretObjectives[0]!.scored).toBe(false);
});

test('61.5c an agenda-phase objective is scored at any time during the agenda phase', () => {
  const s0 = statusPhase((d) => {
    d.decks.secret.draw.splice(d.decks.secret.draw.indexOf('dp'), 1);
    d.players[2]!.secretObjectives.push({ id: 'dp', scored: false });
    d.laws = d.decks.agenda.draw.splice(0, 3).map((id) => ({ id, electedTarget: null }));
  });
  expect(refuse(s0, 2, score({ objective: 'dp' }))).toMatchObject({ rule: '61.3' });
  // Later, with another decision open (the token redistribution stands in for one of the agenda phase).
  const agenda = edit(othersScoreNothing(s0), (d) => {
    d.phase = 'agenda';
  });
  expect(options(agenda, 2).map((o) => o.label)).toContain('Score Dictate Policy');
  const s = play(agenda, 2, score({ objective: 'dp' }));
  expect(s.players[2]!.secretObjectives.find((o) => o.id === 'dp')?.scored).toBe(true);
});

test('61.5 public objectives are not scored during the action phase outside Imperial', () => {
  const s = edit(othersScoreNothing(statusPhase()), (d) => {
    d.phase = 'action';
  });
  expect(refuse(s, 0, score({ objective: 'develop' }))).toMatchObject({ rule: '61.5' });
});

test('61.4 an objective met by an event cannot be scored without the event (Prove Endurance, nobody passed last)', () => {
  const s = edit(othersScoreNothing(statusPhase()), (d) => {
    d.phase = 'action';
    delete d.record;
    d.decks.secret.draw.splice(d.decks.secret.draw.indexOf('pe'), 1);
    d.players[0]!.secretObjectives.push({ id: 'pe', scored: false });
  });
  expect(refuse(s, 0, score({ objective: 'pe' }))).toMatchObject({
    code: 'objectives/requirement-not-met',
    rule: '61.4',
  });
});

test('61.11 a scored secret objective made public by Classified Document Leaks can be scored by others (agenda law)', () => {
  let s = statusPhase((d) => {
    d.decks.agenda.draw.splice(d.decks.agenda.draw.indexOf('classified-document-leaks'), 1);
    d.decks.secret.draw.splice(d.decks.secret.draw.indexOf('eap'), 1);
    d.players[1]!.secretObjectives.push({ id: 'eap', scored: true });
    d.laws.push({ id: 'classified-document-leaks', electedTarget: 'eap' });
    d.objectives.revealed.push('eap');
    d.objectives.scoredBy.eap = [1];
    const home = Object.keys(d.board.systems).find((k) => d.board.systems[k]!.planets.jord)!;
    d.board.systems[home]!.planets.jord!.units['0']!.counts.pds = 4;
  });
  expect(refuse(s, 1, score({ objective: 'eap' }))).toMatchObject({ rule: '61.8' });
  s = othersScoreNothing(play(s, 0, score({ objective: 'eap' })));
  expect(s.players[0]!.scoredPublic).toEqual(['eap']);
  expect(s.objectives.scoredBy.eap).toEqual([1, 0]);
});
