import { expect, test } from 'vitest';
import { eventNames, namesUsed } from './event-names';

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

test('the feed ships only the names its events carry: cards, agendas, copies, objectives and notes', () => {
  const all = eventNames(players('yin', 'hacan'));
  const used = namesUsed(
    [
      { type: 'strategy-card-chosen', seat: 0, card: 'leadership', tradeGoods: 0 },
      { type: 'action-card-played', seat: 1, card: 'sabotage#2' },
      { type: 'outcome-predicted', seat: 1, outcome: 'for', source: 'agenda:mutiny' },
      { type: 'objective-scored', seat: 0, objective: 'sar' },
      { type: 'note-given', from: 0, to: 1, source: 'ps' },
    ],
    all,
  );
  expect(used).toMatchObject({
    leadership: 'Leadership',
    sabotage: 'Sabotage',
    mutiny: 'Mutiny',
    'objective:sar': 'Spark a Rebellion',
    sar: 'Self-Assembly Routines',
    'note:ps': 'Political Secret',
  });
  expect(used.hacan_flagship).toBeUndefined();
  expect(Object.keys(used).length).toBeLessThan(12);
});
