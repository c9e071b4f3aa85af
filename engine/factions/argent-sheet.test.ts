// The Argent Flight's sheet beyond Zeal (argent.test.ts): Raid Formation (engine/factions/argent.ts).
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { answer, combatGame, decisionOf, loaded, put, runFrom, spaceOf } from '../testing/combat-scenario';
import { withNextRolls } from '../testing/tactical-scenario';
import { optionLabels, refuse } from '../testing/scenario';

const exactly = (n: number) => (r: number) => r === n;

/** The Argent (seat 0) barrage with 2 destroyers (4 dice); Sol (seat 1) has 1 fighter, 2 dreadnoughts, its flagship. */
function raid(results: readonly number[], faction = 'argent'): GameState {
  const s = put(put(combatGame({ factions: [faction, 'sol', 'jolnar'] }), 0, { destroyer: 2 }), 1, {
    fighter: 1,
    dreadnought: 2,
    flagship: 1,
  });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return withNextRolls(
    s,
    results.map((n) => exactly(n)),
  );
}

test('10.2a Raid Formation: barrage hits beyond the fighters damage ships with Sustain Damage, the Argent choosing which', () => {
  // 3 hits (10, 10, 10, 1): 1 destroys the fighter, 2 are left for 3 undamaged ships of 2 types.
  let r = runFrom(raid([10, 10, 10, 1]), 'tactical/space-combat');
  expect(spaceOf(r.state, 1)?.counts.fighter ?? 0).toBe(0);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'argent/raid-formation', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    'Raid Formation: damage 1 flagship of Player 2 (2 to go)',
    'Raid Formation: damage 1 dreadnought of Player 2 (2 to go)',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'dreadnought' });
  expect(optionLabels(r.state, 0)).toEqual([
    'Raid Formation: damage 1 flagship of Player 2 (1 to go)',
    'Raid Formation: damage 1 dreadnought of Player 2 (1 to go)',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'dreadnought' });
  expect(spaceOf(r.state, 1)?.damaged).toEqual({ dreadnought: 2 });
  expect(spaceOf(r.state, 1)?.counts).toMatchObject({ dreadnought: 2, flagship: 1 });
});

test('10.2a Raid Formation: with as many excess hits as such ships, all are damaged at once; none without the ability', () => {
  const r = runFrom(raid([10, 10, 10, 10]), 'tactical/space-combat');
  expect(spaceOf(r.state, 1)?.damaged).toEqual({ flagship: 1, dreadnought: 2 });
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'argent/raid-formation' });
  // Another faction's barrage: excess hits do nothing (10.2a).
  const plain = runFrom(raid([10, 10, 10, 10], 'letnev'), 'tactical/space-combat');
  expect(spaceOf(plain.state, 1)?.damaged ?? {}).toEqual({});
});

test('10 Raid Formation: a ship type without an undamaged ship is refused (nothing changes)', () => {
  const s = raid([10, 10, 10, 1]);
  const r = runFrom(s, 'tactical/space-combat');
  const before = structuredClone(r.state);
  expect(refuse(r.state, 0, { type: 'choose', option: 'carrier' })).toMatchObject({ rule: '10' });
  expect(r.state).toEqual(before);
});
