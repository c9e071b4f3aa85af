import { expect, test } from 'vitest';
import { giveActionCards, runStep } from '../testing/scenario';
import {
  edit,
  key,
  line,
  passWindows,
  placeUnits,
  play,
  playEvents,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withDamaged,
} from '../testing/tactical-scenario';
import { optionLabels } from '../testing/scenario';
import { movementAdjacency } from '../tactical/paths';
import { areAdjacent } from '../galaxy/adjacency';

const TWO_TG = { resources: [], influence: [], tradeGoods: 2 };

/** Seat 0 plays the Empyrean on a row of empty systems (tile 19 first, with Wellon). */
const empyreanGame = () =>
  tacticalGame({ tiles: line('19', '20', '47', '48'), factions: ['empyrean', 'hacan', 'letnev'] });

/** Seat 1's dreadnought in `system` has just used Sustain Damage (the 'after-sustain-damage' window opens). */
function sustainedIn(state: ReturnType<typeof empyreanGame>, system: string) {
  const s = withDamaged(placeUnits(state, system, 1, { dreadnought: 1 }), system, 1, 'dreadnought', 1);
  return runStep(s, 'window/open', {
    window: 'after-sustain-damage',
    subject: { seat: 1, by: 0, system, planet: null, units: { dreadnought: 1 } },
  });
}

test('87.2 Dynamo: after a unit in an adjacent system uses Sustain Damage, the Empyrean may spend 2 influence to repair it', () => {
  let s = edit(placeUnits(empyreanGame(), key(0), 0, { flagship: 1 }), (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  s = sustainedIn(s, key(1));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [0] });
  expect(optionLabels(s, 0)).toContain(
    'Dynamo: repair 1 dreadnought in the space area of Vefut II (20), paying with 2 trade goods',
  );
  const r = playEvents(s, 0, {
    type: 'use-ability',
    ability: 'empyrean-flagship',
    targets: { unit: 'dreadnought', payment: TWO_TG },
  });
  expect(r.state.board.systems[key(1)]!.space['1']!.damaged).toEqual({});
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(r.events.filter((e) => e.type === 'units-repaired')).toEqual([
    {
      type: 'units-repaired',
      seat: 1,
      system: key(1),
      planet: null,
      unit: 'dreadnought',
      count: 1,
      cause: 'empyrean-flagship',
    },
  ]);
  // Once repaired, the window closes: that one unit used Sustain Damage once.
  expect(topDecision(r.state)?.kind).not.toBe('window');
});

test('87.2 Dynamo: not for a unit two systems away, nor without 2 influence to spend', () => {
  const far = sustainedIn(
    edit(placeUnits(empyreanGame(), key(0), 0, { flagship: 1 }), (d) => {
      d.players[0]!.tradeGoods = 3;
    }),
    key(2),
  );
  expect(topDecision(far)?.kind).not.toBe('window');
  const poor = sustainedIn(
    edit(placeUnits(empyreanGame(), key(0), 0, { flagship: 1 }), (d) => {
      d.players[0]!.tradeGoods = 1;
    }),
    key(0),
  );
  expect(topDecision(poor)?.kind).not.toBe('window');
  // A short payment is refused and changes nothing.
  const ok = sustainedIn(
    edit(placeUnits(empyreanGame(), key(0), 0, { flagship: 1 }), (d) => {
      d.players[0]!.tradeGoods = 2;
    }),
    key(0),
  );
  expect(
    refuse(ok, 0, {
      type: 'use-ability',
      ability: 'empyrean-flagship',
      targets: { unit: 'dreadnought', payment: { ...TWO_TG, tradeGoods: 1 } },
    }),
  ).toMatchObject({ rule: '47.3' });
  expect(
    refuse(ok, 0, { type: 'use-ability', ability: 'empyrean-flagship', targets: { unit: 'carrier', payment: TWO_TG } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '87.2' });
});

/** Seat 1 plays Summit (start of the strategy phase window) while seat 0's Watcher sits on Wellon. */
function summitAgainstWatcher(seat1System: string) {
  let s = placeUnits(empyreanGame(), key(0), 0, { mech: 1 }, 'wellon');
  s = placeUnits(giveActionCards(s, 1, ['summit']), seat1System, 1, { cruiser: 1 });
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  return play(s, 1, { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } });
}

test("2.8 Watcher: the Empyrean removes their mech next to the card player's units to cancel that action card", () => {
  const s = summitAgainstWatcher(key(1));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [0] });
  const before = s.players[1]!.pools;
  const r = playEvents(s, 0, {
    type: 'use-ability',
    ability: 'empyrean-mech',
    targets: { system: key(0), planet: 'wellon' },
  });
  const after = passWindows(r.state);
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({});
  expect(after.players[1]!.pools).toEqual(before);
  expect(r.events.filter((e) => e.type === 'units-removed')).toMatchObject([
    { seat: 0, unit: 'mech', count: 1, reason: 'ability' },
  ]);
  expect(after.players[1]!.actionCards).toEqual([]);
});

test("2.8 Watcher: not when the card player has no units in or next to the mech's system", () => {
  const s = summitAgainstWatcher(key(2));
  expect(topDecision(s)?.kind === 'window' && topDecision(s)?.waitingOn.includes(0)).toBe(false);
});

test('101 Icarus Drive: after a system is activated, the Creuss remove a mech to place a Creuss wormhole token there', () => {
  let s = tacticalGame({ tiles: line('19', '20', '47', '17'), factions: ['hacan', 'ghost', 'letnev'] });
  s = placeUnits(s, key(0), 1, { mech: 1 }, 'wellon');
  s = play(s, 0, { type: 'tactical-action', system: key(1) });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  expect(optionLabels(s, 1)).toContain(
    'Icarus Drive: remove your mech from Wellon to place the alpha wormhole token into Vefut II (20)',
  );
  const r = playEvents(s, 1, {
    type: 'use-ability',
    ability: 'ghost-mech',
    targets: { system: key(0), planet: 'wellon', token: 'creussalpha' },
  });
  expect(r.state.board.systems[key(1)]!.tokens).toEqual(['creussalpha']);
  expect(unitsIn(r.state, key(0), 1, 'wellon')).toEqual({});
  expect(r.events.filter((e) => e.type === 'wormhole-token-placed')).toEqual([
    { type: 'wormhole-token-placed', seat: 1, token: 'creussalpha', from: null, to: key(1) },
  ]);
});

test('101 Icarus Drive: a token already on the board is moved, and adjacency follows it', () => {
  let s = tacticalGame({ tiles: line('19', '20', '47', '48'), factions: ['hacan', 'ghost', 'letnev'] });
  s = edit(placeUnits(s, key(0), 1, { mech: 1 }, 'wellon'), (d) => {
    d.board.systems[key(3)]!.tokens.push('creussbeta');
    d.board.systems[key(3)]!.tokens.push('wormhole-beta');
  });
  s = play(s, 0, { type: 'tactical-action', system: key(1) });
  expect(
    refuse(s, 1, {
      type: 'use-ability',
      ability: 'ghost-mech',
      targets: { system: key(2), planet: null, token: 'creussbeta' },
    }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '55' });
  const r = play(s, 1, {
    type: 'use-ability',
    ability: 'ghost-mech',
    targets: { system: key(0), planet: 'wellon', token: 'creussbeta' },
  });
  expect(r.board.systems[key(3)]!.tokens).toEqual(['wormhole-beta']);
  expect(r.board.systems[key(1)]!.tokens).toEqual(['creussbeta']);
  // The moved beta wormhole now joins the active system to the other beta system, two systems away (6.1).
  expect(areAdjacent(s.board, key(1), key(3), movementAdjacency(s, 0))).toBe(false);
  expect(areAdjacent(r.board, key(1), key(3), movementAdjacency(r, 0))).toBe(true);
});
