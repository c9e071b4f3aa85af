import { expect, test } from 'vitest';
import {
  ACTIVE,
  AROUND,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
} from '../testing/combat-scenario';
import { withNextRolls } from '../testing/tactical-scenario';
import { optionLabels } from '../testing/scenario';
import { spaceCombatResult } from './combat-record';
import { checkAssignment } from './hits';
import { flowCtx } from '../kernel/context';
import { destroyUnits } from '../units/destroy';

const miss = (hitsOn: number) => (r: number) => r < hitsOn;
const exactly = (n: number) => (r: number) => r === n;

test('78.5 Sardakk flagship gives +1 to the combat rolls of its other ships in the system (56.2), not to itself', () => {
  // Unrelenting adds 1 to every Sardakk combat roll on top (engine/factions/sardakk.test.ts).
  const s = put(
    put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { flagship: 1, cruiser: 1, fighter: 1 }),
    1,
    { cruiser: 1 },
  );
  const r = settle(runFrom(s, 'tactical/space-combat'));
  const first = eventsOf(r, 'dice-rolled')[0]!;
  expect(first.seat).toBe(0);
  expect(first.dice.map((d) => [d.unit, d.modifier])).toEqual([
    ['flagship', 1],
    ['flagship', 1],
    ['cruiser', 2],
    ['fighter', 2],
  ]);
  expect(first.dice.every((d) => d.hit === d.result + d.modifier >= d.hitsOn)).toBe(true);
  // Without the flagship in the system the other ships roll with Unrelenting's +1 only.
  const alone = put(put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  expect(eventsOf(settle(runFrom(alone, 'tactical/space-combat')), 'dice-rolled')[0]!.dice[0]!.modifier).toBe(1);
});

test('78.5 Jol-Nar flagship: each of its combat dice showing 9 or 10 produces 2 additional hits', () => {
  let s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { flagship: 1 }), 1, { cruiser: 3 });
  // The flagship rolls a 9 (a hit, +2) and a 2 (a miss); the three cruisers all miss.
  s = withNextRolls(s, [exactly(9), exactly(2), miss(7), miss(7), miss(7)]);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => [d.result, d.hit])).toEqual([
    [9, true],
    [2, false],
  ]);
  expect(eventsOf(r, 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'jolnar_flagship', window: null },
  ]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: null,
      unit: 'cruiser',
      count: 3,
      cause: 'space-combat',
    },
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: 0, rounds: 1 });
});

test('78.5 Jol-Nar flagship: lower hits produce no extra hits, nor do 9s and 10s of its other ships', () => {
  let s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { flagship: 1, cruiser: 1 }), 1, {
    cruiser: 3,
  });
  // The flagship (hits on 6) rolls 8 and 7: hits, but no extra; the cruiser rolls a 10: a hit, no extra either.
  s = withNextRolls(s, [exactly(8), exactly(7), exactly(10), miss(7), miss(7), miss(7)]);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'ability-used')).toEqual([]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: null,
      unit: 'cruiser',
      count: 3,
      cause: 'space-combat',
    },
  ]);
});

test('78.5 Jol-Nar flagship: the 9 or 10 is read before modifiers — a 10 that misses after −10 still produces 2 hits', () => {
  let s = put(put(combatGame({ factions: ['jolnar', 'sol', 'letnev'] }), 0, { flagship: 1 }), 1, { cruiser: 2 });
  s = withNextRolls(s, [exactly(10), exactly(2), miss(7), miss(7)]);
  loaded(s, 0, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => [d.result, d.hit])).toEqual([
    [10, false],
    [2, false],
  ]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: null,
      unit: 'cruiser',
      count: 2,
      cause: 'space-combat',
    },
  ]);
});

test('78.5a Winnu flagship rolls one combat die per non-fighter ship the opponent has in the system', () => {
  const s = put(put(combatGame({ factions: ['winnu', 'sol', 'letnev'] }), 0, { flagship: 1 }), 1, {
    dreadnought: 1,
    cruiser: 2,
    fighter: 3,
  });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  const r = runFrom(s, 'tactical/space-combat');
  const rolled = eventsOf(r, 'dice-rolled')[0]!;
  expect(rolled.seat).toBe(0);
  expect(rolled.dice.map((d) => [d.unit, d.hitsOn])).toEqual([
    ['flagship', 7],
    ['flagship', 7],
    ['flagship', 7],
  ]);
});

test("87 Mentak flagship: other players' ships in its system cannot use sustain damage", () => {
  const s = put(put(combatGame({ factions: ['mentak', 'sol', 'letnev'] }), 0, { flagship: 1 }), 1, { dreadnought: 2 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  // Two hits on two dreadnoughts: no sustain damage, so no choice — both are destroyed.
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'units-sustained-damage')).toEqual([]);
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: null,
      unit: 'dreadnought',
      count: 2,
      cause: 'space-combat',
    },
  ]);
  // An assignment that tries is refused; the Mentak's own flagship keeps its sustain damage.
  const spec = { count: 1, restricted: 0, eligible: ['dreadnought'] as const, sustain: true, by: 0 };
  const refused = checkAssignment(
    s,
    { system: ACTIVE },
    1,
    { ...spec, eligible: ['dreadnought'] },
    { sustain: { dreadnought: 1 }, destroy: {} },
  );
  expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual(['combat/sustain-denied', '87']);
  expect(
    checkAssignment(
      s,
      { system: ACTIVE },
      0,
      { ...spec, eligible: ['flagship'], by: 1 },
      { sustain: { flagship: 1 }, destroy: {} },
    ).ok,
  ).toBe(true);
  // Space cannon hits too: sustain damage is refused whatever produced the hits.
  expect(
    checkAssignment(
      s,
      { system: ACTIVE },
      1,
      { ...spec, eligible: ['dreadnought'], by: 2 },
      { sustain: { dreadnought: 1 }, destroy: {} },
    ).ok,
  ).toBe(false);
});

test("87 Mentak mech: other players' ground forces on its planet cannot use sustain damage (not while Articles of War is in play)", () => {
  const s = combatGame({ active: '19', factions: ['letnev', 'mentak', 'sol'] });
  put(s, 1, { mech: 1, infantry: 1 }, { planet: 'wellon' });
  put(s, 0, { mech: 1, infantry: 2 }, { planet: 'wellon' });
  const spec = { count: 1, restricted: 0, eligible: ['infantry', 'mech'] as const, sustain: true, by: 1 };
  const at = { system: ACTIVE, planet: 'wellon' };
  const tryIt = (state: typeof s) =>
    checkAssignment(state, at, 0, { ...spec, eligible: ['infantry', 'mech'] }, { sustain: { mech: 1 }, destroy: {} });
  expect(tryIt(s).ok).toBe(false);
  // The Mentak's own mech may still sustain damage.
  expect(
    checkAssignment(s, at, 1, { ...spec, eligible: ['infantry', 'mech'], by: 0 }, { sustain: { mech: 1 }, destroy: {} })
      .ok,
  ).toBe(true);
  // Articles of War takes the mech's ability away.
  const articles = structuredClone(s);
  articles.laws.push({ id: 'articles-of-war', electedTarget: null });
  expect(tryIt(articles).ok).toBe(true);
});

test("31 Yin flagship: when it is destroyed, every ship in its system is destroyed — both players', fighters included", () => {
  const s = put(
    put(combatGame({ factions: ['yin', 'sol', 'letnev'] }), 0, { flagship: 1, cruiser: 2, infantry: 1 }),
    1,
    { cruiser: 1, fighter: 2 },
  );
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true, 'cruiser');
  loaded(s, 1, 'combat', false, 'fighter');
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0], hits: { 0: { count: 1 } } });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { flagship: 1 } });
  expect(eventsOf(r, 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'yin_flagship', window: null },
  ]);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'flagship', 1, 'space-combat'],
    [0, 'cruiser', 2, 'ability'],
    [1, 'cruiser', 1, 'ability'],
    [1, 'fighter', 2, 'ability'],
  ]);
  expect(spaceCombatResult(r.state)).toMatchObject({ winner: null, loser: null, rounds: 1 });
  // 16.3: the infantry in the space area is not a ship; with no capacity left it is removed, not destroyed.
  expect(eventsOf(r, 'units-removed')).toEqual([
    { type: 'units-removed', seat: 0, system: ACTIVE, planet: null, unit: 'infantry', count: 1, reason: 'capacity' },
  ]);
  expect(spaceOf(r.state, 1)).toBeUndefined();
});

test('77.3c Xxcha flagship and mech: their space cannon fires at ships in adjacent systems (like PDS II)', () => {
  const s = combatGame({ factions: ['letnev', 'xxcha', 'sol'], around: { 0: '19' } });
  put(s, 1, { flagship: 1 }, { system: AROUND[1] });
  s.board.systems[AROUND[0]!]!.planets.wellon!.owner = 1;
  put(s, 1, { mech: 1 }, { planet: 'wellon', system: AROUND[0] });
  put(s, 0, { cruiser: 1 });
  const r = answer(runFrom(s, 'tactical/space-cannon-offense'), 1, { type: 'choose', option: 'fire:0' });
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => [d.unit, d.hitsOn])).toEqual([
    ['flagship', 5],
    ['flagship', 5],
    ['flagship', 5],
    ['mech', 8],
  ]);
  // A generic flagship or mech two systems away, or of another faction, would not: Letnev units in range do not fire.
  const other = combatGame({ factions: ['letnev', 'sol', 'xxcha'] });
  put(other, 1, { flagship: 1 }, { system: AROUND[1] });
  put(other, 0, { cruiser: 1 });
  expect(runFrom(other, 'tactical/space-cannon-offense').state.stack).toEqual([]);
});

test("77.2 Argent flagship: other players cannot use space cannon against the Argent's ships in its system", () => {
  const s = combatGame({ active: '19', factions: ['argent', 'sol', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 2 }, { planet: 'wellon' });
  put(s, 0, { flagship: 1, cruiser: 1 });
  expect(runFrom(s, 'tactical/space-cannon-offense').state.stack).toEqual([]);
  // Without the flagship there the PDS may fire.
  const bare = combatGame({ active: '19', factions: ['argent', 'sol', 'letnev'] });
  bare.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(bare, 1, { pds: 2 }, { planet: 'wellon' });
  put(bare, 0, { cruiser: 1 });
  expect(decisionOf(runFrom(bare, 'tactical/space-cannon-offense').state)).toMatchObject({
    choice: 'combat/space-cannon',
    waitingOn: [1],
  });
  // The Argent's own space cannon still fires at others.
  const own = combatGame({ active: '19', factions: ['sol', 'argent', 'letnev'] });
  put(own, 1, { flagship: 1, pds: 1 });
  put(own, 0, { cruiser: 1 });
  own.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(own, 1, { pds: 1 }, { planet: 'wellon' });
  expect(optionLabels(runFrom(own, 'tactical/space-cannon-offense').state, 1)).toContain(
    "Fire space cannon at Player 1's ships",
  );
});

test('10.1 Strike Wing Alpha II: each anti-fighter barrage die showing 9 or 10 also destroys 1 enemy infantry in the space area', () => {
  let s = put(put(combatGame({ factions: ['argent', 'sol', 'letnev'] }), 0, { destroyer: 1 }), 1, {
    carrier: 1,
    infantry: 3,
    fighter: 1,
  });
  give(s, 0, 'swa2');
  // Barrage (hits on 6, 3 dice): 10, 9 and 4 — two hits on the one fighter (one wasted, 10.2a) and two infantry destroyed.
  s = withNextRolls(s, [exactly(10), exactly(9), exactly(4)]);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  const r = runFrom(s, 'tactical/space-combat');
  expect(eventsOf(r, 'dice-rolled')[0]!.dice.map((d) => [d.unit, d.result, d.hit])).toEqual([
    ['destroyer', 10, true],
    ['destroyer', 9, true],
    ['destroyer', 4, false],
  ]);
  expect(
    eventsOf(r, 'units-destroyed')
      .slice(0, 2)
      .map((e) => [e.seat, e.unit, e.count, e.cause]),
  ).toEqual([
    [1, 'infantry', 2, 'anti-fighter-barrage'],
    [1, 'fighter', 1, 'anti-fighter-barrage'],
  ]);
  // Strike Wing Alpha I has no such effect.
  let plain = put(put(combatGame({ factions: ['argent', 'sol', 'letnev'] }), 0, { destroyer: 1 }), 1, {
    carrier: 1,
    infantry: 3,
  });
  plain = withNextRolls(plain, [exactly(10), exactly(9)]);
  loaded(plain, 0, 'combat', false);
  loaded(plain, 1, 'combat', false);
  expect(
    eventsOf(runFrom(plain, 'tactical/space-combat'), 'units-destroyed').filter(
      (e) => e.cause === 'anti-fighter-barrage',
    ),
  ).toEqual([]);
});

test('78.5 Hacan flagship: after a combat roll in its system, the Hacan may spend 1 trade good per die to add 1 to a die that missed by 1', () => {
  let s = put(put(combatGame({ factions: ['hacan', 'sol', 'letnev'] }), 0, { flagship: 1, cruiser: 1 }), 1, {
    dreadnought: 2,
  });
  s.players[0]!.tradeGoods = 3;
  // Cruiser (hits on 7): 6; flagship (7): 6 and 3. Two dice missed by exactly 1; the 3 cannot be saved.
  s = withNextRolls(s, [exactly(6), exactly(6), exactly(3), miss(5), miss(5)]);
  let r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/hacan-flagship', waitingOn: [0] });
  expect(optionLabels(r.state, 0)).toEqual([
    "Wrath of Kenara: spend 1 trade good to add 1 to the cruiser's 6 (needs 7) — a hit",
    "Wrath of Kenara: spend 1 trade good to add 1 to the flagship's 6 (needs 7) — a hit",
    'Spend no (more) trade goods on these dice',
  ]);
  r = answer(r, 0, { type: 'choose', option: 'die:1' });
  expect(eventsOf(r, 'die-modified')).toEqual([
    {
      type: 'die-modified',
      seat: 0,
      owner: 0,
      ability: 'hacan_flagship',
      unit: 'flagship',
      hitsOn: 7,
      modifier: 1,
      result: 6,
      hit: true,
    },
  ]);
  expect(r.state.players[0]!.tradeGoods).toBe(2);
  r = answer(r, 0, { type: 'choose', option: 'done' });
  // One hit on the Sol player's two dreadnoughts: they choose which sustains.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', hits: { 1: { count: 1 } } });
  // Without trade goods nobody is asked.
  const poor = structuredClone(s);
  poor.players[0]!.tradeGoods = 0;
  expect(decisionOf(runFrom(poor, 'tactical/space-combat').state)).toMatchObject({ kind: 'assign-hits' });
});

test('78.5 Hacan flagship: a player who does not answer keeps their trade goods', () => {
  let s = put(put(combatGame({ factions: ['sol', 'hacan', 'letnev'] }), 1, { flagship: 1 }), 0, { dreadnought: 1 });
  s.players[1]!.tradeGoods = 2;
  s = withNextRolls(s, [miss(5), exactly(6), exactly(6)]);
  const r = answer(runFrom(s, 'tactical/space-combat'), 1, { type: 'timeout' });
  expect(r.state.players[1]!.tradeGoods).toBe(2);
  expect(eventsOf(r, 'die-modified')).toEqual([]);
});

test('31 Yin flagship destroyed outside combat (an ability): every ship in its system is destroyed once, its trigger not repeated', () => {
  const s = put(put(combatGame({ factions: ['yin', 'sol', 'letnev'] }), 0, { flagship: 1, destroyer: 1 }), 1, {
    carrier: 1,
    fighter: 1,
    infantry: 1,
  });
  put(s, 2, { cruiser: 1 }, { system: AROUND[0] });
  const ctx = flowCtx(s, { at: 0 });
  destroyUnits(ctx, { system: ACTIVE }, 0, 'flagship', 1, { cause: 'ability', by: 1 });
  expect(ctx.events.filter((e) => e.type === 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'yin_flagship', window: null },
  ]);
  expect(
    ctx.events
      .filter((e) => e.type === 'units-destroyed')
      .map((e) => e.type === 'units-destroyed' && [e.seat, e.unit, e.count, e.cause]),
  ).toEqual([
    [0, 'flagship', 1, 'ability'],
    [0, 'destroyer', 1, 'ability'],
    [1, 'carrier', 1, 'ability'],
    [1, 'fighter', 1, 'ability'],
  ]);
  // Ground forces in the space area are not ships; ships in another system are untouched.
  expect(spaceOf(s, 1)?.counts).toMatchObject({ infantry: 1 });
  expect(spaceOf(s, 2, AROUND[0])?.counts.cruiser).toBe(1);
});

test('31 Yin flagship destroyed by space cannon offense (77.2) destroys every ship in the system', () => {
  const s = combatGame({ active: '19', factions: ['letnev', 'yin', 'sol'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 1, { pds: 1 }, { planet: 'wellon' });
  put(s, 1, { destroyer: 1 });
  put(s, 0, { flagship: 1, cruiser: 1 });
  s.players[0]!.faction = 'yin';
  s.players[1]!.faction = 'letnev';
  loaded(s, 1, 'space-cannon', true);
  let r = runFrom(s, 'tactical/space-cannon-offense');
  r = answer(r, 1, { type: 'choose', option: 'fire:0' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', cause: 'space-cannon', waitingOn: [0] });
  r = answer(r, 0, { type: 'assign-hits', sustain: {}, destroy: { flagship: 1 } });
  expect(eventsOf(r, 'ability-used')).toEqual([
    { type: 'ability-used', seat: 0, ability: 'yin_flagship', window: null },
  ]);
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.cause])).toEqual([
    [0, 'flagship', 'space-cannon'],
    [0, 'cruiser', 'ability'],
    [1, 'destroyer', 'ability'],
  ]);
});
