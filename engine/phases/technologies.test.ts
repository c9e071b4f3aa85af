import { expect, test } from 'vitest';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const noSpend = { planets: [], tradeGoods: 0 };
/** Seat 0 (Sol) holds Leadership and acts first; `techs` are given to seat 0. */
const withTechs = (...techs: string[]) =>
  edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    d.players[0]!.technologies.push(...techs);
  });
const leadership = {
  type: 'strategic-action',
  card: 'leadership',
  choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
} as const;
const declineAll = (s: ReturnType<typeof newGame>) =>
  [1, 2, 3, 4, 5].reduce((t, seat) => play(t, seat, { type: 'decline-secondary' }), s);

test('90 Fleet Logistics: after the first action the player may perform a second action in the same turn', () => {
  const s = declineAll(play(withTechs('fl'), 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0], extra: true });
  // Passing is not an action: the second opportunity offers "end turn" instead.
  expect(refuse(s, 0, { type: 'pass' })).toMatchObject({ rule: '3.1' });
  const ended = play(s, 0, { type: 'end-turn' });
  expect(topDecision(ended)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('3.1 without Fleet Logistics the turn ends after one action', () => {
  const s = declineAll(play(withTechs(), 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(refuse(s, 1, { type: 'end-turn' })).toMatchObject({ code: 'action/not-second-action' });
});

test('90 Neural Motivator: its owner draws two action cards in the status phase', () => {
  let s = edit(withTechs('nm'), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
  });
  s = play(s, 0, { type: 'pass' });
  for (const seat of [...(topDecision(s)?.waitingOn ?? [])])
    s = play(s, seat, { type: 'score-objectives', scores: [] });
  expect(s.players[0]!.actionCards).toHaveLength(2);
  expect(s.players[1]!.actionCards).toHaveLength(1);
});

test('90 Hyper Metabolism: its owner gains three command tokens in the status phase instead of two', () => {
  let s = edit(withTechs('hm'), (d) => {
    // Not the Sol, whose Versatile adds a token of its own (tested with the Sol).
    d.players[0]!.faction = 'jolnar';
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
  });
  s = play(s, 0, { type: 'pass' });
  for (const seat of [...(topDecision(s)?.waitingOn ?? [])])
    s = play(s, seat, { type: 'score-objectives', scores: [] });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'status/redistribute' });
  const after = play(play(s, 0, { type: 'choose', option: '6/3/2' }), 1, { type: 'choose', option: '5/3/2' });
  expect(after.players[0]!.pools).toEqual({ tactic: 6, fleet: 3, strategy: 2 });
  expect(refuse(s, 1, { type: 'choose', option: '6/3/2' })).toMatchObject({ code: 'flow/not-an-option', rule: '81.5' });
});

test("90 Bio-Stims: at the end of its owner's turn it readies another exhausted technology", () => {
  let s = edit(withTechs('bs'), (d) => {
    d.players[0]!.exhaustedTechnologies = ['nm'];
  });
  s = declineAll(play(s, 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  s = play(s, 0, { type: 'use-ability', ability: 'bio-stims', targets: { technology: 'nm' } });
  expect(s.players[0]!.exhaustedTechnologies).toEqual(['bs']);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('90 Bio-Stims: its owner is not asked when nothing could be readied', () => {
  const s = declineAll(play(withTechs('bs'), 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test("90 Predictive Intelligence: at the end of its owner's turn it redistributes their command tokens", () => {
  let s = declineAll(play(withTechs('pi'), 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  expect(
    refuse(s, 0, {
      type: 'use-ability',
      ability: 'predictive-intelligence',
      targets: { tactic: 9, fleet: 0, strategy: 0 },
    }),
  ).toMatchObject({ rule: '20.2' });
  s = play(s, 0, {
    type: 'use-ability',
    ability: 'predictive-intelligence',
    targets: { tactic: 2, fleet: 6, strategy: 3 },
  });
  expect(s.players[0]!.pools).toEqual({ tactic: 2, fleet: 6, strategy: 3 });
  expect(s.players[0]!.exhaustedTechnologies).toContain('pi');
});

test('1.18 Predictive Intelligence readied by Bio-Stims in the same end of turn cannot resolve a second time', () => {
  let s = declineAll(play(withTechs('pi', 'bs'), 0, leadership));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  s = play(s, 0, {
    type: 'use-ability',
    ability: 'predictive-intelligence',
    targets: { tactic: 2, fleet: 6, strategy: 3 },
  });
  s = play(s, 0, { type: 'use-ability', ability: 'bio-stims', targets: { technology: 'pi' } });
  expect(s.players[0]!.exhaustedTechnologies).toEqual(['bs']);
  // Ready again, but this end of turn already saw it resolve: next turn's end is a new occurrence.
  const again = {
    type: 'use-ability',
    ability: 'predictive-intelligence',
    targets: { tactic: 11, fleet: 0, strategy: 0 },
  } as const;
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [0] });
  expect(refuse(s, 0, again)).toMatchObject({ code: 'ability/limit', rule: '1.18' });
  s = play(s, 0, { type: 'pass-window' });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(s.players[0]!.pools).toEqual({ tactic: 2, fleet: 6, strategy: 3 });
});
