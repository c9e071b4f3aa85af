// FAQ answers on the Nekro Virus's flagship, the Alastor (LRR 96 flagships, 37 fleet pool, 78 space combat): the
// ground forces it makes fight as ships count as ships for effects, not against the fleet pool. The other Alastor
// answers are in nekro.test.ts (fighting on after it is destroyed, Assault Cannon, the Winnu flagship).
import { expect, test } from 'vitest';
import { fleetPoolCount, fleetPoolExcess } from '../tactical/fleet-pool';
import { ACTIVE, answer, combatGame, decisionOf, loaded, put, runFrom } from '../testing/combat-scenario';
import { groundForcesAsShips, currentCombat } from '../combat/combat-record';

test('FAQ: ground forces fighting as ships for the Alastor take hits as ships, but do not count against the fleet pool (37)', () => {
  // The Alastor and 2 cruisers (3 tokens' worth) with 2 infantry in the space area; Sol defends.
  const s = combatGame({ factions: ['nekro', 'sol', 'letnev'] });
  put(s, 0, { flagship: 1, cruiser: 2, infantry: 2 });
  put(s, 1, { destroyer: 1 });
  s.players[0]!.pools.fleet = 3;
  // The Nekro miss and the destroyer hits: the combat waits on the Nekro's hit assignment.
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/alastor', waitingOn: [0] });
  r = answer(r, 0, { type: 'choose', option: 'i:2,m:0' });
  // As ships for effects: the destroyer's hit may go to an infantry.
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'assign-hits',
    waitingOn: [0],
    hits: { 0: { eligible: expect.arrayContaining(['infantry']), limit: { infantry: 2 } } },
  });
  const c = currentCombat(r.state)!;
  expect(groundForcesAsShips(r.state, c, 0)).toEqual({ infantry: 2 });
  expect(fleetPoolCount(r.state, 0, ACTIVE)).toBe(3);
  expect(fleetPoolExcess(r.state, 0, ACTIVE)).toBe(0);
});
