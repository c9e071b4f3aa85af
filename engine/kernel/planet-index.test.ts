// Where a planet is (kernel/planet-index.ts), inside a command's draft: the stored systems' places are worked out
// once, and only the systems the command reached are looked at again — a planet found meanwhile (the Mirage, 53) is
// found, one gone is gone, and a planet on no tile of this galaxy stays absent.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { draftState } from './draft';
import { planetOwner, systemOfPlanet } from './planet-index';

const stored = () =>
  ({
    board: {
      systems: {
        '0,0': { planets: { mecatolrex: { owner: null, units: {} } } },
        '1,0': { planets: { wellon: { owner: 2, units: {} } } },
        '2,0': { planets: {} },
      },
    },
  }) as unknown as GameState;

test('53 inside a command, a planet placed on a system it reached (the Mirage) is found where it was placed', () => {
  const { draft, peek } = draftState(stored());
  expect(systemOfPlanet(peek, 'mirage')).toBeUndefined();
  (draft.board.systems['2,0']!.planets as Record<string, unknown>).mirage = { owner: 1, units: {} };
  expect(systemOfPlanet(peek, 'mirage')).toBe('2,0');
  expect(planetOwner(peek, 'mirage')).toBe(1);
});

test('inside a command, planets the command did not reach are where the stored state had them', () => {
  const { draft, peek } = draftState(stored());
  draft.board.systems['2,0']!.planets = {};
  expect(systemOfPlanet(peek, 'wellon')).toBe('1,0');
  expect(planetOwner(peek, 'wellon')).toBe(2);
  expect(systemOfPlanet(peek, 'primor')).toBeUndefined();
});

test('inside a command, a planet gone from a system it reached is no longer found there', () => {
  const { draft, peek } = draftState(stored());
  expect(systemOfPlanet(peek, 'wellon')).toBe('1,0');
  delete (draft.board.systems['1,0']!.planets as Record<string, unknown>).wellon;
  expect(systemOfPlanet(peek, 'wellon')).toBeUndefined();
  expect(planetOwner(peek, 'wellon')).toBeNull();
});
