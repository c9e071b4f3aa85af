import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { leaderSheets } from '../queries/leaders';
import { optionLabels } from '../testing/scenario';
import {
  activate,
  edit,
  key,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
} from '../testing/tactical-scenario';
import { checkLeaderUnlocks } from './unlock';

const USE = (fighters: number) => ({ type: 'use-ability', ability: 'ghostcommander', targets: { fighters } }) as const;

/**
 * The Ghosts of Creuss (seat 0) activate Lodor (alpha wormhole) at key(0); a carrier with 1 fighter comes through the
 * alpha wormhole from key(3), and a cruiser and a carrier come from Wellon next door, at key(1).
 */
function moved(commander: 'locked' | 'unlocked'): GameState {
  let s = tacticalGame({
    factions: ['ghost', 'hacan', 'letnev'],
    tiles: { [key(0)]: '26', [key(1)]: '19', [key(3)]: '39' },
  });
  s = edit(s, (d) => {
    d.players[0]!.leaders.commander = commander;
  });
  s = placeUnits(s, key(3), 0, { carrier: 1, fighter: 1 });
  s = placeUnits(s, key(1), 0, { carrier: 1, cruiser: 1 });
  s = activate(s, key(0));
  return play(s, 0, {
    type: 'move-ships',
    moves: [
      { from: key(3), ships: { carrier: 1 }, transport: [{ system: key(3), units: { fighter: 1 } }] },
      { from: key(1), ships: { carrier: 1, cruiser: 1 } },
    ],
  });
}

test('51.6 Ghost commander Sai Seravus: each ship with capacity that came through a wormhole brings 1 fighter', () => {
  let s = moved('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [0] });
  // Only the carrier from the alpha wormhole counts: 1 fighter, not 2.
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Sai Seravus'))).toEqual([
    'Sai Seravus: place 1 fighter with your ships that came through wormholes',
  ]);
  s = play(s, 0, USE(1));
  expect(unitsIn(s, key(0), 0)).toEqual({ carrier: 2, cruiser: 1, fighter: 2 });
});

test('51.6 Ghost commander Sai Seravus: more than allowed, or locked, is refused and changes nothing', () => {
  const s = moved('unlocked');
  expect(refuse(s, 0, USE(2)).rule).toBe('16.3');
  expect(unitsIn(s, key(0), 0)).toEqual({ carrier: 2, cruiser: 1, fighter: 1 });
  const locked = moved('locked');
  expect(optionLabels(locked, 0).some((l) => l.startsWith('Sai Seravus'))).toBe(false);
  expect(refuse(locked, 0, USE(1)).code).toMatch(/^(flow|ability)\//);
  expect(unitsIn(locked, key(0), 0)).toEqual({ carrier: 2, cruiser: 1, fighter: 1 });
});

test('51.6 Ghost commander Sai Seravus unlocks with units in 3 systems with an alpha or beta wormhole', () => {
  let s = tacticalGame({
    factions: ['ghost', 'hacan', 'letnev'],
    tiles: { [key(0)]: '26', [key(1)]: '25', [key(3)]: '39', [key(5)]: '19' },
  });
  s = placeUnits(placeUnits(s, key(0), 0, { cruiser: 1 }), key(5), 0, { cruiser: 1 });
  s = placeUnits(s, key(1), 0, { infantry: 1 }, 'quann');
  const commander = (st: GameState) => leaderSheets(st)[0]!.leaders.find((l) => l.role === 'commander')!;
  expect(commander(s)).toMatchObject({ leader: 'ghostcommander', status: 'locked', progress: { have: 2, need: 3 } });
  const two = flowCtx(structuredClone(s), { at: 0 });
  checkLeaderUnlocks(two);
  expect(two.state.players[0]!.leaders.commander).toBe('locked');
  const three = flowCtx(structuredClone(placeUnits(s, key(3), 0, { destroyer: 1 })), { at: 0 });
  checkLeaderUnlocks(three);
  expect(three.events).toEqual([{ type: 'leader-unlocked', seat: 0, leader: 'ghostcommander', role: 'commander' }]);
});
