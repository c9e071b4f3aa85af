// The Mahact leaders: Il Na Viroset (commander).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { tokenReinforcements } from '../economy/command-tokens';
import { options } from '../flow/options';
import { unlockProgress } from './unlock';
import {
  edit,
  key,
  line,
  passWindows,
  placeUnits,
  play,
  playEvents,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
} from '../testing/tactical-scenario';

const labels = (s: GameState, seat: number) => options(s, seat).map((o) => o.label);

/** The Mahact (seat 0, to act) with a carrier at Wellon (key 0), where their command token already is. */
const virosetGame = (commander: 'locked' | 'unlocked'): GameState =>
  edit(
    placeUnits(tacticalGame({ tiles: line('19', '20'), factions: ['mahact', 'sol', 'hacan'] }), key(0), 0, {
      carrier: 1,
    }),
    (d) => {
      d.players[0]!.leaders.commander = commander;
      d.board.systems[key(0)]!.commandTokens.push(0);
    },
  );

test('Il Na Viroset (Mahact commander) 51.6 unlocks once tokens of 2 other factions are in the Mahact fleet pool', () => {
  const one = edit(virosetGame('locked'), (d) => (d.players[0]!.fleetPoolTokens = [1]));
  expect(unlockProgress(one, 0, 'mahactcommander')).toEqual({ have: 1, need: 2 });
  expect(play(one, 0, { type: 'tactical-action', system: key(1) }).players[0]!.leaders.commander).toBe('locked');
  const two = edit(one, (d) => (d.players[0]!.fleetPoolTokens = [1, 2]));
  const r = playEvents(two, 0, { type: 'tactical-action', system: key(1) });
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(r.events).toContainEqual({ type: 'leader-unlocked', seat: 0, leader: 'mahactcommander', role: 'commander' });
});

test('Il Na Viroset (Mahact commander) 5.2 a system holding their own token may be activated: both tokens return and the turn ends', () => {
  const s = virosetGame('unlocked');
  const reinforcements = tokenReinforcements(s, 0);
  expect(labels(s, 0)).toContain('Activate Wellon (19) — it holds your token: both tokens return and your turn ends');
  const done = passWindows(play(s, 0, { type: 'tactical-action', system: key(0) }));
  expect(done.board.systems[key(0)]!.commandTokens).toEqual([]);
  expect(done.players[0]!.pools.tactic).toBe(s.players[0]!.pools.tactic - 1);
  expect(tokenReinforcements(done, 0)).toBe(reinforcements + 2); // the one spent and the one already there
  // No movement or production: the next player's turn begins.
  expect(unitsIn(done, key(0), 0)).toEqual({ carrier: 1 });
  expect(done.tactical).toBeNull();
  expect(topDecision(done)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('Il Na Viroset (Mahact commander) 5.2 while locked, a system with their own token is refused; nothing changes', () => {
  const s = virosetGame('locked');
  expect(labels(s, 0).some((l) => l.startsWith('Activate Wellon'))).toBe(false);
  const before = structuredClone(s);
  expect(refuse(s, 0, { type: 'tactical-action', system: key(0) })).toMatchObject({
    code: 'tactical/own-token',
    rule: '5.2',
  });
  expect(s).toEqual(before);
});
