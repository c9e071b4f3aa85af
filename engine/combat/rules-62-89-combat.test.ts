import { expect, test } from 'vitest';
import { activate, key, line, move, placeUnits, tacticalGame } from '../testing/tactical-scenario';
import { combatGame, decisionOf, eventsOf, loaded, put, runFrom, answer } from '../testing/combat-scenario';
import { spaceCombatResult } from './combat-record';

/** Wellon – empty – Vefut II, in a row; seat 0 (the Hacan) to act with a cruiser at Wellon. */
const row = () => placeUnits(tacticalGame({ tiles: line('19', '47', '20') }), key(0), 0, { cruiser: 1 });
const started = (events: ReturnType<typeof move>['events']) => events.filter((e) => e.type === 'combat-started');

test('89.3 when the active player and another player both have ships in the active system, a space combat follows', () => {
  const s = activate(placeUnits(row(), key(2), 1, { destroyer: 1 }), key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(started(r.events)).toEqual([
    { type: 'combat-started', combat: 'space', system: key(2), planet: null, attacker: 0, defender: 1 },
  ]);
});

test("89.3a with only the active player's ships there (the other's ground forces do not count), no space combat", () => {
  const s = activate(placeUnits(row(), key(2), 1, { infantry: 2 }, 'vefutii'), key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(started(r.events)).toEqual([]);
});

test('62.1 a player with units in the system but none in the combat is not an opponent: no hit can be assigned to them', () => {
  // Seat 2 has infantry and a PDS on Wellon in the active system; seat 0 fights seat 1's destroyer in space.
  const s = combatGame({ active: '19' });
  put(s, 0, { cruiser: 2 });
  put(s, 1, { destroyer: 1 });
  put(s, 2, { infantry: 2, pds: 1 }, { planet: 'wellon' });
  s.board.systems['0,0']!.planets.wellon!.owner = 2;
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  loaded(s, 2, 'space-cannon', false);
  let r = runFrom(s, 'tactical/space-combat');
  for (let i = 0; i < 10 && decisionOf(r.state); i++) {
    const d = decisionOf(r.state)!;
    expect(d.waitingOn).not.toContain(2);
    r = answer(r, d.waitingOn[0]!, { type: 'timeout' });
  }
  expect(spaceCombatResult(r.state)).toMatchObject({ attacker: 0, defender: 1, winner: 0 });
  expect(r.state.board.systems['0,0']!.planets.wellon!.units['2']?.counts).toEqual({ infantry: 2, pds: 1 });
  expect(eventsOf(r, 'units-destroyed').every((e) => e.seat !== 2)).toBe(true);
});
