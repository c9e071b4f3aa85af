import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { passWindows } from '../action-cards/combat-card-testkit';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  type Run,
} from '../testing/combat-scenario';
import { edit, optionLabels, refuse } from '../testing/scenario';
import { unitsIn } from '../testing/tactical-scenario';

const USE = { type: 'use-ability', ability: 'yinagent', targets: {} } as const;

/** Letnev (seat 0) and Sol (seat 1) fight in ACTIVE; the Yin (seat 2) watch; each holds a card for the order (1.19). */
function game(agent: 'unlocked' | 'exhausted', tile: '46' | '19' = '46'): GameState {
  const s = combatGame({ factions: ['letnev', 'sol', 'yin'], active: tile });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[2]!.leaders.agent = agent;
  return s;
}

/** Sol's 2 dreadnoughts destroy the Letnev destroyer in the first round; stops at the window that follows. */
function destroyerLost(agent: 'unlocked' | 'exhausted'): Run {
  const s = put(put(game(agent), 0, { destroyer: 1 }), 1, { dreadnought: 2 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  return passWindows(runFrom(s, 'tactical/space-combat'), 'after-unit-destroyed');
}

test('51.4 Brother Milor (Yin agent): after a ship is destroyed, its owner may place 2 fighters in its system', () => {
  let r = destroyerLost('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-unit-destroyed', waitingOn: [2] });
  expect(optionLabels(r.state, 2)).toContain('Brother Milor: Player 1 may place 2 fighters in Empty System (46)');
  r = answer(r, 2, USE);
  expect(r.state.players[2]!.leaders.agent).toBe('exhausted');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'leaders/yin-agent-place', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    'Brother Milor: place nothing',
    'Brother Milor: place 2 fighters in Empty System (46)',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'place' });
  expect(eventsOf(r, 'units-placed')).toMatchObject([{ seat: 0, system: ACTIVE, unit: 'fighter', count: 2 }]);
  // The fighters join the combat: a second round is fought, in which Sol's dreadnoughts (always hitting) destroy them.
  expect(eventsOf(r, 'combat-round-started')).toHaveLength(2);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([
    [0, 'destroyer', 1],
    [0, 'fighter', 2],
  ]);
});

test('51.4 Brother Milor (Yin agent): after a ground force is destroyed, its owner may place 2 infantry on its planet', () => {
  const s = put(game('unlocked', '19'), 1, { infantry: 1 }, { planet: 'wellon' });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  let r = passWindows(
    runFrom(s, 'invasion/bombardment-hits', { seat: 0, system: ACTIVE, planet: 'wellon', hits: 1 }),
    'after-unit-destroyed',
  );
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-unit-destroyed', waitingOn: [2] });
  r = answer(answer(r, 2, USE), 1, { type: 'choose', option: 'place' });
  expect(unitsIn(r.state, ACTIVE, 1, 'wellon')).toEqual({ infantry: 2 });
});

test('51.4 Brother Milor (Yin agent): exhausted it is not asked; a refused use or answer changes nothing', () => {
  const tired = destroyerLost('exhausted');
  expect(decisionOf(tired.state)?.kind === 'window' && decisionOf(tired.state)).toBeFalsy();
  const asked = destroyerLost('unlocked').state;
  // Exhausted while the window is open (the Yin used it on an earlier loss): refused, nothing changes.
  const spent = edit(asked, (d) => (d.players[2]!.leaders.agent = 'exhausted'));
  const before = structuredClone(spent);
  expect(refuse(spent, 2, USE).code).toMatch(/^(flow|ability)\//);
  expect(spent).toEqual(before);
  const used = answer({ state: asked, events: [] }, 2, USE).state;
  const still = structuredClone(used);
  expect(refuse(used, 0, { type: 'choose', option: 'wellon' }).code).toMatch(/^(flow|ability)\//);
  expect(used).toEqual(still);
});
