import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { areAdjacent } from '../galaxy/adjacency';
import { adjacencyInPlay } from '../tactical/adjacency-in-play';
import { optionLabels } from '../testing/scenario';
import {
  edit,
  key,
  passWindows,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
} from '../testing/tactical-scenario';

const USE = { type: 'use-ability', ability: 'ghostagent', targets: {} } as const;
const MOVE = { type: 'move-ships' as const, moves: [{ from: key(3), ships: { cruiser: 1 } }] };

/**
 * Hacan (seat 0) activates `tile` at key(0); a Hacan cruiser waits three systems away in the beta wormhole system
 * at key(3), too far to come (not adjacent: alpha and beta wormholes do not match). The Ghosts of Creuss (seat 1) hold their agent.
 */
function activated(agent: 'unlocked' | 'exhausted', tile = '26'): GameState {
  let s = tacticalGame({ factions: ['hacan', 'ghost', 'letnev'], tiles: { [key(0)]: tile as '26', [key(3)]: '40' } });
  s = edit(s, (d) => {
    d.players[1]!.leaders.agent = agent;
  });
  s = placeUnits(s, key(3), 0, { cruiser: 1 });
  return play(s, 0, { type: 'tactical-action', system: key(0) });
}

test('51.4 Ghost agent Emissary Taivra: the active alpha wormhole system becomes adjacent to every wormhole system (101)', () => {
  let s = activated('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  expect(optionLabels(s, 1)).toContain(
    'Emissary Taivra: Lodor (26) is adjacent to every wormhole system this tactical action',
  );
  expect(areAdjacent(s.board, key(0), key(3), adjacencyInPlay(s))).toBe(false);
  s = passWindows(play(s, 1, USE));
  expect(s.players[1]!.leaders.agent).toBe('exhausted');
  expect(areAdjacent(s.board, key(0), key(3), adjacencyInPlay(s))).toBe(true);
  s = passWindows(play(s, 0, MOVE));
  expect(unitsIn(s, key(0), 0)).toEqual({ cruiser: 1 });
  // 5.4: the adjacency lasts until the tactical action ends.
  expect(s.tactical).toBeNull();
  expect(areAdjacent(s.board, key(0), key(3), adjacencyInPlay(s))).toBe(false);
});

test('51.4 Ghost agent Emissary Taivra: refused where there is no wormhole, or when exhausted; nothing changes', () => {
  const plain = activated('unlocked', '19');
  expect(optionLabels(plain, 1).some((l) => l.startsWith('Emissary Taivra'))).toBe(false);
  const before = structuredClone(plain);
  expect(refuse(plain, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(plain).toEqual(before);
  const exhausted = activated('exhausted');
  expect(optionLabels(exhausted, 1).some((l) => l.startsWith('Emissary Taivra'))).toBe(false);
  const still = structuredClone(exhausted);
  expect(refuse(exhausted, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(exhausted).toEqual(still);
  expect(areAdjacent(exhausted.board, key(0), key(3), adjacencyInPlay(exhausted))).toBe(false);
});
