import { expect, test } from 'vitest';
import type { Command, GameView } from '@/engine/index';
import { planetTradeChoices } from './planet-trades';
import type { OptionItem } from './types';

const option = (command: Command): OptionItem => ({ command, label: 'x', group: 'Transactions' });
const gift = (to: number, planet: string, moveTo: string) =>
  option({
    type: 'propose-transaction',
    to,
    gives: { tradeGoods: 0, commodities: 0, promissoryNote: null, relicFragments: [], planets: [{ planet, moveTo }] },
    asks: {},
  });

const planet = (owner: number | null) => ({ owner, exhausted: false, units: {}, attachments: [] });
const view = {
  board: {
    systems: {
      '0,0': { planets: { arretze: planet(0), hercant: planet(0), kamdorn: planet(0) } },
      '1,0': { planets: { wellon: planet(1), jord: planet(0) } },
    },
  },
} as unknown as Pick<GameView, 'board'>;

test("94.3 Pride of Kenara: the form offers only the planet cards in the engine's ready-made offers, once each", () => {
  const options = [
    option({ type: 'propose-transaction', to: 1, gives: { tradeGoods: 1 }, asks: {} }),
    gift(1, 'arretze', 'hercant'),
    gift(2, 'arretze', 'hercant'),
    gift(1, 'jord', 'arretze'),
    option({ type: 'pass' } as Command),
  ];
  const choices = planetTradeChoices(options, view, 0);
  expect(choices.map((c) => [c.planet, c.moveTo])).toEqual([
    ['arretze', 'hercant'],
    ['jord', 'arretze'],
  ]);
  // The engine's destination first, then the viewer's other planets (never the traded one, never another player's).
  expect(choices[0]!.destinations).toEqual(['hercant', 'kamdorn', 'jord']);
});

test('no ready-made planet offer, no planet cards in the form', () => {
  expect(
    planetTradeChoices([option({ type: 'propose-transaction', to: 1, gives: { commodities: 2 }, asks: {} })], view, 0),
  ).toEqual([]);
});
