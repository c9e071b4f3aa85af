import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { primary, turnWith } from '../phases/cards/cards.fixture';
import { optionLabels, play, refuse, topDecision } from '../testing/scenario';
import { placeRelic } from './holding';

// Seat 0 (Sol) plays Trade; seat 2 (Letnev) holds the Scepter of Emelpar and
// follows the secondary, which costs a strategy-pool token (20.5).
const game = (change?: (d: GameState) => void): GameState =>
  primary(
    turnWith('trade', 6, (d) => {
      placeRelic(d, 2, 'scepter-of-emelpar');
      change?.(d);
    }),
    'trade',
    { players: [] },
  );
const follow = (s: GameState) => play(s, 2, { type: 'follow-secondary', choices: {} });

test('73 Scepter of Emelpar: exhausted when a strategy-pool token would be spent, a reinforcement token is spent instead', () => {
  const s0 = game();
  const pool = s0.players[2]!.pools.strategy;
  const reinforcements = tokenReinforcements(s0, 2);
  const s1 = follow(s0);
  expect(topDecision(s1)).toMatchObject({ kind: 'choice', choice: 'relics/scepter-of-emelpar', waitingOn: [2] });
  expect(optionLabels(s1, 2)).toEqual([
    'Scepter of Emelpar: exhaust it and spend a token from your reinforcements instead',
    'Scepter of Emelpar: spend the strategy-pool token',
  ]);
  const s = play(s1, 2, { type: 'choose', option: 'use' });
  expect(s.players[2]!.pools.strategy).toBe(pool);
  expect(tokenReinforcements(s, 2)).toBe(reinforcements);
  expect(s.players[2]!.exhaustedRelics).toEqual(['scepter-of-emelpar']);
  // The secondary itself still resolved (92.5: commodities replenished).
  expect(s.players[2]!.commodities).toBe(2);
});

test('20.5 Scepter of Emelpar declined: the strategy-pool token is spent and the relic stays readied', () => {
  const s0 = game();
  const s = play(follow(s0), 2, { type: 'choose', option: 'decline' });
  expect(s.players[2]!.pools.strategy).toBe(s0.players[2]!.pools.strategy - 1);
  expect(s.players[2]!.exhaustedRelics ?? []).toEqual([]);
});

test('20.3 Scepter of Emelpar with no token in reinforcements is not offered, and using it is refused', () => {
  // Every token not on the sheet goes to the tactic pool: reinforcements hold none besides the token spent.
  const s0 = game((d) => {
    d.players[2]!.pools.tactic += tokenReinforcements(d, 2);
  });
  const s1 = follow(s0);
  expect(topDecision(s1)).not.toMatchObject({ choice: 'relics/scepter-of-emelpar' });
  expect(s1.players[2]!.pools.strategy).toBe(s0.players[2]!.pools.strategy - 1);
});

test('73 Scepter of Emelpar exhausted: nothing is asked and the token is spent', () => {
  const s0 = game((d) => {
    d.players[2]!.exhaustedRelics = ['scepter-of-emelpar'];
  });
  const s1 = follow(s0);
  expect(topDecision(s1)).not.toMatchObject({ choice: 'relics/scepter-of-emelpar' });
  expect(refuse(s1, 2, { type: 'choose', option: 'use' })).toBeDefined();
  expect(s1.players[2]!.pools.strategy).toBe(s0.players[2]!.pools.strategy - 1);
});
