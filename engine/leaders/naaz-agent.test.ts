import { expect, test } from 'vitest';
import { ACTIVE, answer, decisionOf, eventsOf, runFrom } from '../testing/combat-scenario';
import { invasionGame, own } from '../testing/invasion-scenario';
import { refuse } from '../testing/scenario';

const CARDS = ['leadership', 'diplomacy', 'politics'];

/** Sol (seat 0) ends a turn controlling Starpoint (hazardous); the Naaz-Rokha (seat 1) hold their agent. */
function turnEnds(agent: 'unlocked' | 'exhausted', owns = true) {
  const s = invasionGame({ factions: ['sol', 'naaz', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  s.players[0]!.leaders.agent = 'exhausted';
  s.players[2]!.leaders.agent = 'exhausted';
  s.players[1]!.leaders.agent = agent;
  if (owns) own(s, 0, 'starpoint');
  s.decks.hazardous.draw = ['mining-world#1'];
  return runFrom(s, 'window/open', { window: 'end-of-turn', subject: { seat: 0 } });
}

test("51.4 Naaz-Rokha agent Garv and Gunn: at the end of a player's turn, that player explores 1 planet they control", () => {
  let r = turnEnds('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'naazagent', targets: {} });
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', waitingOn: [0] });
  expect(refuse(r.state, 0, { type: 'choose', option: 'jord' }).rule).toBe('input');
  r = answer(r, 0, { type: 'choose', option: 'starpoint' });
  expect(eventsOf(r, 'explored')).toEqual([
    { type: 'explored', seat: 0, system: ACTIVE, planet: 'starpoint', deck: 'hazardous', card: 'mining-world#1' },
  ]);
});

test('51.4 Naaz-Rokha agent Garv and Gunn: not asked when the player has nothing to explore, nor when exhausted', () => {
  expect(decisionOf(turnEnds('unlocked', false).state)).toBeUndefined();
  expect(decisionOf(turnEnds('exhausted').state)).toBeUndefined();
  // The player may decline: nothing explored, the agent still spent.
  let r = answer(turnEnds('unlocked'), 1, { type: 'use-ability', ability: 'naazagent', targets: {} });
  r = answer(r, 0, { type: 'choose', option: 'none' });
  expect(eventsOf(r, 'explored')).toEqual([]);
});
