import { expect, test } from 'vitest';
import { newSystem } from '../galaxy/board';
import { answer, combatGame, decisionOf, eventsOf, give, loaded, put, runFrom } from '../testing/combat-scenario';

test('FAQ: Enforced Travel Ban does not stop space cannon through wormholes (101.2)', () => {
  // The active system is the alpha wormhole (39); Lodor (26, alpha) with seat 1's PDS II lies three hexes away.
  const s = combatGame({ active: '39' });
  s.board.systems['3,0'] = newSystem('26');
  put(s, 1, { pds: 1 }, { system: '3,0', planet: 'lodor' });
  s.board.systems['3,0']!.planets.lodor!.owner = 1;
  put(s, 0, { cruiser: 1 });
  give(s, 1, 'pds2');
  s.laws.push({ id: 'enforced-travel-ban', electedTarget: null });
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, 'tactical/space-cannon-offense');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [1] });
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]).toMatchObject({
    seat: 1,
    roll: 'space-cannon',
    dice: [{ unit: 'pds', hit: true }],
  });
  expect(r.state.board.systems['0,0']!.space['0']).toBeUndefined();
});

test('FAQ: the Clan of Saar’s Floating Factories are no target for space cannon offense', () => {
  const base = () => {
    const s = combatGame({ active: '19', factions: ['saar', 'sol', 'l1z1x'] });
    put(s, 1, { pds: 2 }, { planet: 'wellon' });
    s.board.systems['0,0']!.planets.wellon!.owner = 1;
    put(s, 0, { 'space-dock': 1 });
    return loaded(s, 1, 'space-cannon', true);
  };
  // A Floating Factory alone in the active system: nobody is asked to fire.
  expect(decisionOf(runFrom(base(), 'tactical/space-cannon-offense').state)).toBeUndefined();
  // Beside a cruiser: both hits can only go to the cruiser; the factory stays.
  const s = put(base(), 0, { cruiser: 1 });
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(r.state.board.systems['0,0']!.space['0']?.counts).toEqual({ 'space-dock': 1 });
});
