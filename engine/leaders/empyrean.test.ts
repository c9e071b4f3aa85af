import { expect, test } from 'vitest';
import { ACTIVE, answer, combatGame, decisionOf, put, runFrom } from '../testing/combat-scenario';
import { refuse } from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics'];

/** Sol (seat 0) moved a cruiser into ACTIVE (tile 46: no planets, or Jord's tile); the Empyrean are seat 1. */
function moved(agent: 'ready' | 'exhausted', tile: '46' | '1' = '46') {
  const s = combatGame({ factions: ['sol', 'empyrean', 'xxcha'], active: tile, agents: 'ready' });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  s.players[0]!.leaders.agent = 'exhausted';
  s.players[2]!.leaders.agent = 'exhausted';
  s.players[1]!.leaders.agent = agent === 'ready' ? 'unlocked' : 'exhausted';
  put(s, 0, { cruiser: 1 });
  return runFrom(s, 'window/open', { window: 'after-ships-moved', subject: { seat: 0, system: ACTIVE } });
}

test('51.4 Empyrean agent Acamar: after ships move into a system without planets, their owner gains 1 command token', () => {
  let r = moved('ready');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  const before = { ...r.state.players[0]!.pools };
  r = answer(r, 1, { type: 'use-ability', ability: 'empyreanagent', targets: {} });
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  // The mover picks the pool.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', waitingOn: [0] });
  r = answer(r, 0, { type: 'choose', option: 'fleet' });
  expect(r.state.players[0]!.pools).toEqual({ ...before, fleet: before.fleet + 1 });
});

test('51.4 Empyrean agent Acamar: not into a system with planets; exhausted, not asked', () => {
  const planets = moved('ready', '1');
  expect(decisionOf(planets.state)).toBeUndefined();
  expect(decisionOf(moved('exhausted').state)).toBeUndefined();
  const s = moved('ready').state;
  s.players[1]!.leaders.agent = 'exhausted';
  expect(refuse(s, 1, { type: 'use-ability', ability: 'empyreanagent', targets: {} }).rule).toBe('1.3');
});
