import { expect, test } from 'vitest';
import {
  activate,
  key,
  line,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  withCommandToken,
  withPools,
} from '../testing/tactical-scenario';
import { options } from '../flow/options';
import { activePlayer } from './activation';

/** Seat 0 to act on Wellon – empty – Vefut II, with a cruiser that can reach Vefut II (so the action waits). */
const ready = () => placeUnits(tacticalGame({ tiles: line('19', '47', '20') }), key(0), 0, { cruiser: 1 });

test('5.1 a player activates a system by placing a command token from their tactic pool in it', () => {
  const s = activate(ready(), key(2));
  expect(s.players[0]!.pools.tactic).toBe(2);
  expect(s.board.systems[key(2)]!.commandTokens).toEqual([0]);
  expect(s.tactical).toMatchObject({ system: key(2), movedFrom: [] });
  expect(activePlayer(s)).toBe(0);
});

test('5.1 a player with no token in their tactic pool cannot activate a system', () => {
  expect(refuse(withPools(ready(), 0, { tactic: 0 }), 0, { type: 'tactical-action', system: key(2) })).toMatchObject({
    code: 'tactical/no-tactic-token',
    rule: '5.1',
  });
});

test('5.1 only a system on the game board can be activated', () => {
  expect(refuse(ready(), 0, { type: 'tactical-action', system: key(7) })).toMatchObject({
    code: 'tactical/not-a-system',
    rule: '5.1',
  });
});

test('5.2 a player cannot activate a system that already contains one of their command tokens', () => {
  expect(refuse(withCommandToken(ready(), key(2), 0), 0, { type: 'tactical-action', system: key(2) })).toMatchObject({
    code: 'tactical/own-token',
    rule: '5.2',
  });
});

test("5.3 a player can activate a system that contains other players' command tokens", () => {
  const s = activate(withCommandToken(ready(), key(2), 1), key(2));
  expect(s.board.systems[key(2)]!.commandTokens).toEqual([1, 0]);
});

test('5.4 the system stays active for the whole tactical action and stops being active when it ends', () => {
  const s = activate(ready(), key(2));
  expect(topDecision(s)?.kind).toBe('move-ships');
  expect(s.tactical?.system).toBe(key(2));
  const after = play(s, 0, { type: 'move-ships', moves: [] });
  expect(after.tactical).toBeNull();
  expect(after.board.systems[key(2)]!.commandTokens).toEqual([0]); // the token stays (20.4)
});

test('89.1 the options offer every system the player may activate, by name', () => {
  const labels = options(withCommandToken(ready(), key(1), 0), 0)
    .filter((o) => o.command.type === 'tactical-action')
    .map((o) => o.label);
  expect(labels).toEqual(['Activate Wellon (19)', 'Activate Vefut II (20)']);
});
