import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { turnFacts } from '../objectives/record';
import { answer, runFrom, type Run } from '../testing/combat-scenario';
import { optionLabels, refuse } from '../testing/scenario';
import { edit, line, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';

const USE = { type: 'use-ability', ability: 'nomadagentmercer', targets: {} } as const;

/**
 * Hacan (seat 0) ends a tactical action in Wellon (0,0), whose planet they control, with 2 infantry and a mech on
 * Mecatol Rex (1,0); the Nomad (seat 1) watch. Then Hacan's turn ends.
 */
function turnEnds(agent: 'unlocked' | 'exhausted', tactical = true): Run {
  const s = edit(tacticalGame({ factions: ['hacan', 'nomad', 'letnev'], tiles: line('19', '18') }), (d) => {
    d.players[1]!.leaders.agent = agent;
    d.board.systems['0,0']!.planets.wellon!.owner = 0;
    d.board.systems['1,0']!.planets.mr!.units['0'] = { counts: { infantry: 2, mech: 1 }, damaged: {} };
    d.tactical = tactical ? { system: '0,0', movedFrom: [], notes: {} } : null;
    d.activeSeat = 0;
  });
  return runFrom(runFrom(s, 'tactical/end').state, 'action/end-of-turn', { seat: 0 });
}

test('51.4 Field Marshal Mercer (Nomad agent): at the end of a turn, that player moves up to 2 ground forces onto their planets in the active system', () => {
  let r = turnEnds('unlocked');
  expect(turnFacts(r.state, 0).activeSystem).toBe('0,0');
  expect(topDecision(r.state)).toMatchObject({ kind: 'window', window: 'end-of-turn', waitingOn: [1] });
  expect(optionLabels(r.state, 1)).toContain(
    'Field Marshal Mercer: Player 1 may move up to 2 ground forces onto their planets in Wellon (19)',
  );
  r = answer(r, 1, USE);
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(r.state)).toMatchObject({
    kind: 'choice',
    choice: 'leaders/nomad-agent-mercer-move',
    waitingOn: [0],
  });
  expect(optionLabels(r.state, 0)).toEqual([
    'Field Marshal Mercer: move no more',
    'Field Marshal Mercer: move 1 infantry from Mecatol Rex to Wellon',
    'Field Marshal Mercer: move 1 mech from Mecatol Rex to Wellon',
  ]);
  r = answer(r, 0, { type: 'choose', option: '1,0|mr|mech|wellon' });
  r = answer(r, 0, { type: 'choose', option: '1,0|mr|infantry|wellon' });
  expect(unitsIn(r.state, '0,0', 0, 'wellon')).toEqual({ mech: 1, infantry: 1 });
  expect(unitsIn(r.state, '1,0', 0, 'mr')).toEqual({ infantry: 1 });
  // Two moved: no third is offered.
  expect(topDecision(r.state)?.kind).not.toBe('choice');
});

test('51.4 Field Marshal Mercer (Nomad agent): exhausted, or after a turn without a tactical action, it is refused and nothing changes', () => {
  const tired = turnEnds('exhausted');
  expect(topDecision(tired.state)?.kind).not.toBe('window');
  const noTactical = turnEnds('unlocked', false);
  expect(turnFacts(noTactical.state, 0).activeSystem).toBeUndefined();
  expect(topDecision(noTactical.state)?.kind).not.toBe('window');
  // With the window open, an exhausted Mercer or a move off the list is refused.
  const open = turnEnds('unlocked').state;
  const spent: GameState = structuredClone(open);
  spent.players[1]!.leaders.agent = 'exhausted';
  const before = structuredClone(spent);
  expect(refuse(spent, 1, USE).code).toMatch(/^(flow|ability)\//);
  expect(spent).toEqual(before);
  const choosing = answer({ state: open, events: [] }, 1, USE).state;
  const still = structuredClone(choosing);
  expect(refuse(choosing, 0, { type: 'choose', option: '1,0|mr|pds|wellon' })).toMatchObject({ rule: '51.4' });
  expect(choosing).toEqual(still);
});
