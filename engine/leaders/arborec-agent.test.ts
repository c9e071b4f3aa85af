import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { optionLabels } from '../testing/scenario';
import { edit, line, placeUnits, play, refuse, tacticalGame, topDecision, unitsIn } from '../testing/tactical-scenario';

const USE = (owner: number, ship: string) =>
  ({ type: 'component-action', ability: 'arborecagent', targets: { system: '0,0', owner, ship } }) as const;

/** The Arborec (seat 0) take their turn; Hacan (seat 1) has a damaged destroyer and a cruiser in Wellon (0,0). */
function turn(agent: 'unlocked' | 'exhausted'): GameState {
  const s = edit(tacticalGame({ factions: ['arborec', 'hacan', 'letnev'], tiles: line('19') }), (d) => {
    d.players[0]!.leaders.agent = agent;
  });
  return edit(placeUnits(s, '0,0', 1, { destroyer: 1, cruiser: 1 }), (d) => {
    d.board.systems['0,0']!.space['1']!.damaged.destroyer = 1;
  });
}

test("51.4 Arborec agent Letani Ospha: any player's non-fighter ship may be swapped for one costing up to 2 more", () => {
  let s = turn('unlocked');
  expect(optionLabels(s, 0)).toContain("Letani Ospha: Player 2's destroyer in Wellon (19) may be replaced");
  s = play(s, 0, USE(1, 'destroyer'));
  expect(s.players[0]!.leaders.agent).toBe('exhausted');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'leaders/arborec-agent-replace', waitingOn: [1] });
  // Destroyer (1) → cost 3 at most: a cruiser or a carrier; not a dreadnought (4).
  expect(optionLabels(s, 1)).toEqual([
    'Letani Ospha: keep your destroyer',
    'Letani Ospha: replace your destroyer with a cruiser',
    'Letani Ospha: replace your destroyer with a carrier',
  ]);
  s = play(s, 1, { type: 'choose', option: 'carrier' });
  expect(unitsIn(s, '0,0', 1)).toEqual({ cruiser: 1, carrier: 1 });
  expect(s.board.systems['0,0']!.space['1']!.damaged).toEqual({});
});

test('51.4 Arborec agent Letani Ospha: a fighter, a ship not there, or an exhausted agent is refused and nothing changes', () => {
  const s = turn('unlocked');
  const before = structuredClone(s);
  expect(refuse(s, 0, USE(1, 'fighter'))).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(refuse(s, 0, USE(1, 'dreadnought'))).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(s).toEqual(before);
  const tired = turn('exhausted');
  expect(optionLabels(tired, 0).some((l) => l.startsWith('Letani Ospha'))).toBe(false);
  expect(refuse(tired, 0, USE(1, 'destroyer')).code).toMatch(/^ability\//);
});
