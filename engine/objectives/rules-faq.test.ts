import { expect, test } from 'vitest';
import { answer, decisionOf, loaded, put, runFrom, settle, spaceOf } from '../testing/combat-scenario';
import { invasionGame, own } from '../testing/invasion-scenario';
import { fulfils } from './requirements';

test('FAQ: Turn Their Fleets to Dust is not met when space cannon destroys a carrier and its fighters are then removed', () => {
  // Jol-Nar (seat 1) fires one PDS at the Hacan's carrier and fighter; the Hacan assign the hit to the carrier.
  const s = own(invasionGame(), 1, 'newalbion');
  put(s, 1, { pds: 1 }, { planet: 'newalbion' });
  put(s, 0, { carrier: 1, fighter: 1 });
  loaded(s, 1, 'space-cannon', true);
  let r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0] });
  r = settle(answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { carrier: 1 } }));
  expect(spaceOf(r.state, 0)?.counts.carrier ?? 0).toBe(0);
  expect(fulfils(r.state, 1, 'ttfd')).toBe('unmet');
});

test('FAQ: Turn Their Fleets to Dust is met when the space cannon itself destroys the carrier and its fighter', () => {
  const s = own(invasionGame(), 1, 'newalbion');
  put(s, 1, { pds: 2 }, { planet: 'newalbion' });
  put(s, 0, { carrier: 1, fighter: 1 });
  loaded(s, 1, 'space-cannon', true);
  const r = settle(answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' }));
  expect(spaceOf(r.state, 0)).toBeUndefined();
  expect(fulfils(r.state, 1, 'ttfd')).toBe('met');
});
