import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { optionLabels } from '../testing/scenario';
import { edit, line, placeUnits, play, refuse, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';

const USE = { type: 'use-ability', ability: 'l1z1xagent', targets: {} } as const;

/** Hacan (seat 0) activates Wellon, where they have 2 infantry on the planet and 1 beside a carrier; L1Z1X is seat 1. */
function activated(agent: 'unlocked' | 'exhausted', infantry = true): GameState {
  let s = tacticalGame({ factions: ['hacan', 'l1z1x', 'letnev'], tiles: line('19') });
  s = edit(s, (d) => {
    d.players[1]!.leaders.agent = agent;
  });
  if (infantry) {
    s = placeUnits(s, '0,0', 0, { infantry: 2 }, 'wellon');
    s = placeUnits(s, '0,0', 0, { carrier: 1, infantry: 1 });
  }
  return play(s, 0, { type: 'tactical-action', system: '0,0' });
}

/** Passes the window for every other seat until something else waits. */
function passOthers(s: GameState): GameState {
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  return s;
}

test('51.4 L1Z1X agent I48S: after a system is activated, its activator may swap 1 infantry there for 1 mech', () => {
  let s = activated('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated' });
  expect(optionLabels(s, 1)).toContain('I48S: Player 1 may swap 1 infantry in the active system for 1 mech');
  s = passOthers(play(s, 1, USE));
  expect(s.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/l1z1x-agent-swap', waitingOn: [0] });
  expect(optionLabels(s, 0).filter((l) => l.startsWith('I48S'))).toEqual([
    'I48S: keep your infantry',
    'I48S: replace 1 infantry in space with 1 mech',
    'I48S: replace 1 infantry on wellon with 1 mech',
  ]);
  s = play(s, 0, { type: 'choose', option: 'wellon' });
  expect(unitsIn(s, '0,0', 0, 'wellon')).toEqual({ infantry: 1, mech: 1 });
  expect(unitsIn(s, '0,0', 0)).toEqual({ carrier: 1, infantry: 1 });
});

test('51.4 L1Z1X agent I48S: exhausted, or with no infantry in the system, it cannot be used', () => {
  const exhausted = activated('exhausted');
  expect(optionLabels(exhausted, 1).some((l) => l.startsWith('I48S'))).toBe(false);
  const before = structuredClone(exhausted);
  expect(refuse(exhausted, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(exhausted).toEqual(before);
  const empty = activated('unlocked', false);
  expect(optionLabels(empty, 1).some((l) => l.startsWith('I48S'))).toBe(false);
  expect(refuse(empty, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(empty.players[1]!.leaders.agent).toBe('unlocked');
});
