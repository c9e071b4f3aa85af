import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { runFrom } from '../testing/combat-scenario';
import { optionLabels } from '../testing/scenario';
import { edit, line, play, playEvents, refuse, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';

const USE = { type: 'use-ability', ability: 'sardakkagent', targets: {} } as const;

/** Hacan (seat 0) ends a tactical action in Wellon (0,0), whose planet they control; Sardakk is seat 1. */
function ending(agent: 'unlocked' | 'exhausted', controls = true): GameState {
  const s = edit(tacticalGame({ factions: ['hacan', 'sardakk', 'letnev'], tiles: line('19') }), (d) => {
    d.players[1]!.leaders.agent = agent;
    d.board.systems['0,0']!.planets.wellon!.owner = controls ? 0 : null;
    d.tactical = { system: '0,0', movedFrom: [], notes: {} };
    d.activeSeat = 0;
  });
  return runFrom(s, 'tactical/end').state;
}

/** Passes the window for every other seat until something else waits. */
function passOthers(s: GameState): GameState {
  for (let d = topDecision(s); d?.kind === 'window'; d = topDecision(s))
    s = play(s, d.waitingOn[0]!, { type: 'pass-window' });
  return s;
}

test("51.4 Sardakk agent T'ro: as a tactical action ends, its player may place 2 infantry on a planet they control there", () => {
  let s = ending('unlocked');
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'end-of-tactical-action' });
  expect(optionLabels(s, 1)).toContain("T'ro: Player 1 may place 2 infantry on a planet they control in Wellon (19)");
  s = passOthers(play(s, 1, USE));
  expect(s.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/sardakk-agent-place', waitingOn: [0] });
  expect(optionLabels(s, 0).filter((l) => l.startsWith("T'ro"))).toEqual([
    "T'ro: place no infantry",
    "T'ro: place 2 infantry on wellon",
  ]);
  s = play(s, 0, { type: 'choose', option: 'wellon' });
  expect(unitsIn(s, '0,0', 0, 'wellon')).toEqual({ infantry: 2 });
  expect(s.tactical).toBeNull();
});

test("51.4 Sardakk agent T'ro: exhausted, or where the player controls no planet, it is refused and nothing changes", () => {
  const exhausted = ending('exhausted');
  expect(optionLabels(exhausted, 1).some((l) => l.startsWith("T'ro"))).toBe(false);
  const before = structuredClone(exhausted);
  expect(refuse(exhausted, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(exhausted).toEqual(before);
  const none = ending('unlocked', false);
  expect(optionLabels(none, 1).some((l) => l.startsWith("T'ro"))).toBe(false);
  const still = structuredClone(none);
  expect(refuse(none, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(none).toEqual(still);
});

test("51.6c Sardakk agent T'ro and Naalu commander M'aban: the unlock waits until the placement has resolved", () => {
  // The Naalu (seat 0) end a tactical action in Wellon, next to Mecatol Rex, with no ground force near it yet.
  let s = edit(tacticalGame({ factions: ['naalu', 'sardakk', 'letnev'], tiles: line('19', '18') }), (d) => {
    d.players[0]!.leaders.commander = 'locked';
    d.players[1]!.leaders.agent = 'unlocked';
    d.board.systems['0,0']!.planets.wellon!.owner = 0;
    d.tactical = { system: '0,0', movedFrom: [], notes: {} };
    d.activeSeat = 0;
  });
  s = passOthers(play(runFrom(s, 'tactical/end').state, 1, USE));
  // The agent's effect is pending (its player has not placed the infantry): nothing unlocks yet.
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/sardakk-agent-place', waitingOn: [0] });
  expect(s.players[0]!.leaders.commander).toBe('locked');
  const r = playEvents(s, 0, { type: 'choose', option: 'wellon' });
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  const types = r.events.map((e) => e.type);
  expect(types.indexOf('leader-unlocked')).toBeGreaterThan(types.indexOf('units-placed'));
});
