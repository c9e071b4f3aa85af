import { expect, test } from 'vitest';
import type { GameEvent } from '@/engine/index';
import { describeEvent, type Labels } from './describe-event';
import { tacticalSlice, type FeedItem } from './feed-items';

const labels: Labels = {
  seats: ['Hana', 'Bea'],
  systems: { '1,-1': 'Wellon (1,-1)', '0,-1': 'Jord (0,-1)' },
  planets: { wellon: 'Wellon' },
  names: {
    hacan_flagship: 'Wrath of Kenara',
    yin_flagship: 'Van Hauge',
    jolnar_flagship: 'J.N.S. Hylarim',
    naalu_flagship: 'Matriarch',
    sar: 'Self-Assembly Routines',
    'objective:sar': 'Spark a Rebellion',
    'political-censure': 'Political Censure',
    'note:ps': 'Political Secret',
  },
};

test('events read as sentences with player, system and planet names; dice show results and hits', () => {
  const moved: GameEvent = {
    type: 'ships-moved',
    seat: 0,
    from: '0,-1',
    to: '1,-1',
    path: ['1,-1'],
    ships: { carrier: 1 },
    transported: { infantry: 2 },
  };
  expect(describeEvent(moved, labels)).toBe(
    'Hana moved 1 carrier from Jord (0,-1) to Wellon (1,-1), carrying 2 infantry.',
  );
  const rolled: GameEvent = {
    type: 'dice-rolled',
    seat: 1,
    roll: 'combat',
    system: '1,-1',
    planet: null,
    dice: [
      { unit: 'cruiser', hitsOn: 7, modifier: 0, result: 8, hit: true },
      { unit: 'fighter', hitsOn: 9, modifier: 1, result: 3, hit: false },
    ],
  };
  expect(describeEvent(rolled, labels)).toBe('Bea combat roll: 8 3+1 — 1 hit.');
  expect(
    describeEvent(
      { type: 'combat-started', combat: 'space', system: '1,-1', planet: null, attacker: 0, defender: 1 },
      labels,
    ),
  ).toBe('Space combat at Wellon (1,-1): Hana attacks Bea.');
  expect(
    describeEvent(
      { type: 'ground-forces-committed', seat: 0, system: '1,-1', planet: 'wellon', units: { infantry: 2 } },
      labels,
    ),
  ).toBe('Hana landed 2 infantry on Wellon.');
});

test("the Hacan flagship's +1, the Yin and Jol-Nar flagships and the Naalu fighters read as what happened", () => {
  const modified: GameEvent = {
    type: 'die-modified',
    seat: 0,
    owner: 0,
    ability: 'hacan_flagship',
    unit: 'cruiser',
    hitsOn: 7,
    modifier: 1,
    result: 6,
    hit: true,
  };
  expect(describeEvent(modified, labels)).toBe('Hana used Wrath of Kenara on a cruiser die: 6+1 (needs 7), now a hit.');
  expect(describeEvent({ type: 'ability-used', seat: 1, ability: 'yin_flagship', window: null }, labels)).toBe(
    "Bea's Van Hauge was destroyed: every ship in its system is destroyed with it.",
  );
  expect(describeEvent({ type: 'ability-used', seat: 0, ability: 'jolnar_flagship', window: null }, labels)).toBe(
    "Hana's J.N.S. Hylarim rolled 9 or 10: each such die scores 2 extra hits.",
  );
  expect(
    describeEvent({ type: 'fighters-returned', seat: 1, system: '1,-1', planet: 'wellon', count: 2 }, labels),
  ).toBe("Bea's 2 fighters on Wellon went back to the space area of Wellon (1,-1) (Matriarch).");
  const rerolled: GameEvent = {
    type: 'die-rerolled',
    seat: 0,
    owner: 0,
    ability: 'jolnar_flagship',
    unit: 'flagship',
    hitsOn: 6,
    modifier: 0,
    from: 3,
    result: 9,
    hit: true,
  };
  expect(describeEvent(rerolled, labels)).toBe(
    'Hana rerolled a flagship die with J.N.S. Hylarim: 3 → 9 (needs 6), a hit.',
  );
});

test('Icarus Drive and the Creuss mech: a wormhole token placed or moved names the token and the systems', () => {
  expect(
    describeEvent({ type: 'wormhole-token-placed', seat: 0, token: 'creussalpha', from: null, to: '1,-1' }, labels),
  ).toBe('Hana placed the alpha wormhole token in Wellon (1,-1).');
  expect(
    describeEvent({ type: 'wormhole-token-placed', seat: 0, token: 'creussbeta', from: '0,-1', to: '1,-1' }, labels),
  ).toBe('Hana moved the beta wormhole token from Jord (0,-1) to Wellon (1,-1).');
});

test('ids read as names; objectives and promissory notes by their own names when ids clash; unnamed ids as words', () => {
  expect(describeEvent({ type: 'technology-researched', seat: 0, technology: 'sar' }, labels)).toBe(
    'Hana researched Self-Assembly Routines.',
  );
  expect(describeEvent({ type: 'objective-scored', seat: 1, objective: 'sar', secret: true }, labels)).toBe(
    'Bea scored Spark a Rebellion (secret objective).',
  );
  expect(describeEvent({ type: 'promissory-note-placed', seat: 0, note: 'ps', owner: 1 }, labels)).toBe(
    "Hana placed Bea's Political Secret in their play area.",
  );
  expect(
    describeEvent({ type: 'victory-point-gained', seat: 1, source: 'agenda:political-censure', points: -1 }, labels),
  ).toBe('Bea lost 1 victory point (Political Censure).');
  expect(
    describeEvent(
      { type: 'ability-used', seat: 0, ability: 'predictive-intelligence', window: 'when-casting-votes' },
      labels,
    ),
  ).toBe('Hana used predictive intelligence.');
  expect(describeEvent({ type: 'votes-cast', seat: 0, outcome: '1', votes: 3 }, labels)).toBe(
    'Hana cast 3 votes for Bea.',
  );
  expect(
    describeEvent(
      { type: 'agenda-resolved', agenda: 'political-censure', outcome: 'for', tally: { for: 5, against: 2 } },
      labels,
    ),
  ).toBe('Political Censure: For (For 5, Against 2).');
  const resolved: GameEvent = {
    type: 'transaction-resolved',
    from: 0,
    to: 1,
    gave: { tradeGoods: 2, commodities: 0, promissoryNotes: 1, relicFragments: [] },
    received: { tradeGoods: 0, commodities: 0, promissoryNotes: 0, relicFragments: [] },
  };
  expect(describeEvent(resolved, labels)).toBe('Hana gave Bea 2 trade goods, 1 promissory note and received nothing.');
});

test('an event type this build does not know (saved by an older engine) still reads as words', () => {
  expect(describeEvent({ type: 'frontier-explored', seat: 0 } as unknown as GameEvent, labels)).toBe(
    'Frontier explored.',
  );
});

const item = (version: number, event: GameEvent): FeedItem => ({ version, at: 0, seat: 0, event });

test('the combat view shows the events since the active system was activated, and nothing once it is another', () => {
  const items = [
    item(2, { type: 'system-activated', seat: 1, system: '0,-1' }),
    item(3, { type: 'passed', seat: 1 }),
    item(4, { type: 'system-activated', seat: 0, system: '1,-1' }),
    item(5, { type: 'combat-round-started', combat: 'space', system: '1,-1', planet: null, round: 1 }),
  ];
  expect(tacticalSlice(items, '1,-1').map((i) => i.version)).toEqual([4, 5]);
  expect(tacticalSlice(items, '0,-1')).toEqual([]);
  expect(tacticalSlice(items, null)).toEqual([]);
});
