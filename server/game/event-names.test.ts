import { expect, test } from 'vitest';
import { eventNames } from './event-names';

const players = (...factions: string[]) =>
  ({ players: factions.map((faction) => ({ faction })) }) as unknown as Parameters<typeof eventNames>[0];

test("the ids events carry get their components' names: faction units, technologies, strategy cards, relics", () => {
  const names = eventNames(players('yin', 'jolnar', 'hacan'));
  expect(names.yin_flagship).toBe('Van Hauge');
  expect(names.jolnar_flagship).toBe('J.N.S. Hylarim');
  expect(names.hacan_flagship).toBe('Wrath of Kenara');
  expect(names.hacan_mech).toBe('Pride of Kenara');
  expect(names.sar).toBe('Self-Assembly Routines');
  expect(names['objective:sar']).toBe('Spark a Rebellion');
  expect(names['note:ps']).toBe('Political Secret');
  expect(names.amd).toBe('Antimass Deflectors');
});

test('faction components of factions not at the table are left out', () => {
  const names = eventNames(players('yin'));
  expect(names.yin_flagship).toBe('Van Hauge');
  expect(names.hacan_flagship).toBeUndefined();
  expect(names.cruiser2).toBe('Cruiser II');
});
