import { expect, test } from 'vitest';
import { tokenReinforcements } from '../economy/command-tokens';
import { edit, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
/** Seat 0 holds Leadership and acts first. */
const actionPhase = () => pickStrategyCards(newGame({ players: 6 }), SIX);
const noSpend = { planets: [], tradeGoods: 0 };

test('3.4 a player cannot pass before performing the strategic action of their strategy card', () => {
  expect(refuse(actionPhase(), 0, { type: 'pass' })).toMatchObject({
    rule: '3.4',
    code: 'action/strategy-card-unused',
  });
});

test('3.4a in a four-player game a player cannot pass until both strategy cards are exhausted', () => {
  const s = pickStrategyCards(newGame({ players: 4 }), [
    'leadership',
    'diplomacy',
    'politics',
    'construction',
    'trade',
    'warfare',
    'technology',
    'imperial',
  ]);
  const d = topDecision(s)!;
  expect(refuse(s, d.waitingOn[0]!, { type: 'pass' }).rule).toBe('3.4a');
});

test('83.3 a player can only perform the primary ability of their own strategy card', () => {
  expect(refuse(actionPhase(), 0, { type: 'strategic-action', card: 'diplomacy', choices: {} })).toMatchObject({
    rule: '83.3',
  });
});

test('52.2 Leadership gains three command tokens placed in the pools the player chooses', () => {
  const s = play(actionPhase(), 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 1, fleet: 0, strategy: 2 },
  });
  expect(s.players[0]!.pools).toEqual({ tactic: 4, fleet: 3, strategy: 4 });
  expect(s.players[0]!.exhaustedStrategyCards).toEqual(['leadership']);
});

test('52.2 Leadership buys one more token for every three influence spent, trade goods counting as influence', () => {
  // Jord has 2 influence; with 1 trade good that makes 3 influence: one extra token.
  const s0 = edit(actionPhase(), (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  const s = play(s0, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { planets: ['jord'], tradeGoods: 1, tactic: 4, fleet: 0, strategy: 0 },
  });
  expect(s.players[0]!.pools.tactic).toBe(7);
  expect(s.players[0]!.tradeGoods).toBe(0);
  const jord = Object.values(s.board.systems).find((x) => x.planets.jord)!.planets.jord!;
  expect(jord.exhausted).toBe(true);
});

test('52.2 spending less than three influence buys nothing', () => {
  expect(
    refuse(actionPhase(), 0, {
      type: 'strategic-action',
      card: 'leadership',
      choices: { planets: ['jord'], tradeGoods: 0, tactic: 4, fleet: 0, strategy: 0 },
    }),
  ).toMatchObject({ rule: '20.2' });
});

test('20.2 gained tokens must all be placed: placing the wrong number is refused', () => {
  expect(
    refuse(actionPhase(), 0, {
      type: 'strategic-action',
      card: 'leadership',
      choices: { ...noSpend, tactic: 1, fleet: 1, strategy: 0 },
    }),
  ).toMatchObject({ rule: '20.2' });
});

test('20.3a a player cannot gain command tokens beyond those in their reinforcements', () => {
  const s = edit(actionPhase(), (d) => {
    d.players[0]!.pools = { tactic: 7, fleet: 4, strategy: 4 };
  });
  expect(tokenReinforcements(s, 0)).toBe(1);
  expect(
    refuse(s, 0, {
      type: 'strategic-action',
      card: 'leadership',
      choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
    }),
  ).toMatchObject({ rule: '20.3a' });
  const after = play(s, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 1, fleet: 0, strategy: 0 },
  });
  expect(after.players[0]!.pools.tactic).toBe(8);
});

test('82.1 after the primary ability every other player may resolve the secondary, starting left of the active player', () => {
  const s = play(actionPhase(), 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
  });
  const d = topDecision(s)!;
  expect(d).toMatchObject({ kind: 'strategic-secondary', card: 'leadership', waitingOn: [1, 2, 3, 4, 5] });
});

test('20.5a following Leadership costs no strategy token', () => {
  let s = play(actionPhase(), 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
  });
  s = edit(s, (d) => {
    d.players[1]!.tradeGoods = 1;
  });
  // Hacan: Hercant 1 + Kamdorn 1 influence + 1 trade good = 3 influence, one token.
  s = play(s, 1, {
    type: 'follow-secondary',
    choices: { planets: ['hercant', 'kamdorn'], tradeGoods: 1, tactic: 0, fleet: 0, strategy: 1 },
  });
  expect(s.players[1]!.pools).toEqual({ tactic: 3, fleet: 3, strategy: 3 });
});

test('3.3 a player who passed takes no further turns this action phase', () => {
  let s = play(actionPhase(), 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
  });
  for (const seat of [1, 2, 3, 4, 5]) s = play(s, seat, { type: 'decline-secondary' });
  // Seat 1 (Diplomacy, initiative 2) is next.
  expect(topDecision(s)!.waitingOn).toEqual([1]);
  s = edit(s, (d) => {
    d.players[1]!.exhaustedStrategyCards.push('diplomacy');
  });
  s = play(s, 1, { type: 'pass' });
  expect(s.players[1]!.passed).toBe(true);
  expect(topDecision(s)!.waitingOn).toEqual([2]);
});

test('3.3c a player takes consecutive turns once every other player has passed', () => {
  let s = edit(actionPhase(), (d) => {
    for (const p of d.players)
      if (p.seat !== 0) {
        p.passed = true;
      }
  });
  s = play(s, 0, {
    type: 'strategic-action',
    card: 'leadership',
    choices: { ...noSpend, tactic: 3, fleet: 0, strategy: 0 },
  });
  for (const seat of [1, 2, 3, 4, 5]) s = play(s, seat, { type: 'decline-secondary' });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('3.5 after all players have passed the game proceeds to the status phase', () => {
  let s = edit(actionPhase(), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
  });
  s = play(s, 0, { type: 'pass' });
  expect(s.phase).toBe('status');
});

test('1.19 the game refuses a command from a seat it is not waiting for', () => {
  expect(refuse(actionPhase(), 3, { type: 'pass' })).toMatchObject({ rule: '1.19', code: 'flow/not-your-turn' });
});
