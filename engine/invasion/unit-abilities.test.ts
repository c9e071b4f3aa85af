import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import type { Command } from '../core/commands';
import { groundCombatResult } from '../combat/combat-record';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import {
  ACTIVE,
  AROUND,
  answer,
  decisionOf,
  eventsOf,
  loaded,
  planetUnits,
  put,
  runFrom,
  type Run,
} from '../testing/combat-scenario';
import { invasionGame, own, passWindows, runInvasion, tradeGoods } from '../testing/invasion-scenario';
import { edit, placeUnits, play, playEvents, refuse, topDecision } from '../testing/scenario';
import { line, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import {
  groundCombatGame,
  labelsIn,
  tradeGoodsPayment,
  useAbility,
  WELLON,
  withLaw,
} from '../testing/unit-ability-scenario';

const refusedAt = (run: Run, seat: number, cmd: Command) => {
  const r = apply(run.state, seat, cmd, { at: 0 });
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

/** Letnev (seat 0) attacks Wellon with infantry; Sol defends with 1 infantry; Letnev's dice hit, Sol's miss. */
function letnevAttack(infantry: number, tg: number) {
  const s = groundCombatGame(['letnev', 'sol', 'l1z1x'], { infantry }, { infantry: 1 });
  tradeGoods(s, 0, tg);
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  return s;
}

test('30.1 Letnev mech deploys at the start of a ground combat round for 2 resources', () => {
  let r = runFrom(letnevAttack(2, 2), GROUND_COMBAT_STEP, WELLON);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-ground-combat-round', waitingOn: [0] });
  expect(labelsIn(r.state, 0, 'Respond')[0]).toBe(
    'Dunlain Reaper (Deploy): replace 1 infantry on Wellon with 1 mech, paying with 2 trade goods',
  );
  r = useAbility(r, 0, 'letnev-mech-deploy', { payment: tradeGoodsPayment(2) });
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(eventsOf(r, 'units-removed')).toEqual([
    { type: 'units-removed', seat: 0, system: ACTIVE, planet: 'wellon', unit: 'infantry', count: 1, reason: 'ability' },
  ]);
  expect(eventsOf(r, 'units-placed')).toEqual([
    { type: 'units-placed', seat: 0, system: ACTIVE, planet: 'wellon', unit: 'mech', count: 1, cause: 'deploy' },
  ]);
  // The mech fights from this round on: one die for the infantry (8), one for the mech (6).
  expect(
    eventsOf(r, 'dice-rolled')
      .filter((e) => e.seat === 0)
      .map((e) => e.dice.map((d) => d.hitsOn)),
  ).toEqual([[6, 8]]);
  expect(planetUnits(r.state, 'wellon', 0)!.counts).toEqual({ infantry: 1, mech: 1 });
  expect(groundCombatResult(r.state, 'wellon')).toMatchObject({ winner: 0, rounds: 1 });
});

test("30.3 the Letnev mech deploys once per round's window; 75.3 it costs 2 resources — refusals change nothing", () => {
  const r = runFrom(letnevAttack(2, 4), GROUND_COMBAT_STEP, WELLON);
  const short = refusedAt(r, 0, {
    type: 'use-ability',
    ability: 'letnev-mech-deploy',
    targets: { payment: tradeGoodsPayment(1) },
  });
  expect(short).toMatchObject({ code: 'economy/cannot-pay', rule: '75.3' });
  const once = useAbility(r, 0, 'letnev-mech-deploy', { payment: tradeGoodsPayment(2) });
  expect(decisionOf(once.state)).toMatchObject({
    kind: 'window',
    window: 'start-of-ground-combat-round',
    waitingOn: [0],
  });
  expect(
    refusedAt(once, 0, {
      type: 'use-ability',
      ability: 'letnev-mech-deploy',
      targets: { payment: tradeGoodsPayment(2) },
    }),
  ).toMatchObject({ code: 'ability/limit', rule: '1.18' });
  expect(once.state.players[0]!.tradeGoods).toBe(2);
  expect(planetUnits(once.state, 'wellon', 0)!.counts).toEqual({ infantry: 1, mech: 1 });
});

test('30.2 the Letnev mech cannot deploy without a mech in reinforcements, 2 resources, or infantry in the combat', () => {
  const noMech = put(letnevAttack(1, 2), 0, { mech: 4 }, { system: AROUND[0] });
  expect(eventsOf(runFrom(noMech, GROUND_COMBAT_STEP, WELLON), 'units-placed')).toEqual([]);
  expect(decisionOf(runFrom(noMech, GROUND_COMBAT_STEP, WELLON).state)).toBeUndefined();
  expect(decisionOf(runFrom(letnevAttack(1, 1), GROUND_COMBAT_STEP, WELLON).state)).toBeUndefined();
  const mechsOnly = groundCombatGame(['letnev', 'sol', 'l1z1x'], { mech: 1 }, { infantry: 1 });
  tradeGoods(mechsOnly, 0, 2);
  loaded(mechsOnly, 0, 'combat', true);
  loaded(mechsOnly, 1, 'combat', false);
  expect(decisionOf(runFrom(mechsOnly, GROUND_COMBAT_STEP, WELLON).state)).toBeUndefined();
});

test("87.1 Sardakk mech: after it uses Sustain Damage in a ground combat, it produces 1 hit against the opponent's ground forces there", () => {
  const s = groundCombatGame(['sardakk', 'sol', 'l1z1x'], { mech: 1, infantry: 1 }, { infantry: 1 });
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', true);
  let r = runFrom(s, GROUND_COMBAT_STEP, WELLON);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [0] });
  r = answer(r, 0, { type: 'assign-hits', sustain: { mech: 1 }, destroy: {} });
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: 'wellon',
      unit: 'infantry',
      count: 1,
      cause: 'ground-combat',
    },
  ]);
  expect(groundCombatResult(r.state, 'wellon')).toMatchObject({ winner: 0, rounds: 1 });
  // Destroying the infantry instead uses no Sustain Damage: no hit.
  const t = answer(runFrom(s, GROUND_COMBAT_STEP, WELLON), 0, {
    type: 'assign-hits',
    sustain: {},
    destroy: { infantry: 1 },
  });
  expect(eventsOf(t, 'units-destroyed').filter((e) => e.seat === 1)).toEqual([]);
});

test("87.1 Articles of War: the Sardakk mech sustains damage without producing a hit; other factions' mechs never do", () => {
  for (const [faction, law] of [
    ['sardakk', true],
    ['letnev', false],
  ] as const) {
    const s = groundCombatGame([faction, 'sol', 'l1z1x'], { mech: 1, infantry: 1 }, { infantry: 1 });
    if (law) withLaw(s, 'articles-of-war');
    loaded(s, 0, 'combat', false);
    loaded(s, 1, 'combat', true);
    const r = answer(runFrom(s, GROUND_COMBAT_STEP, WELLON), 0, {
      type: 'assign-hits',
      sustain: { mech: 1 },
      destroy: {},
    });
    expect(eventsOf(r, 'units-destroyed').filter((e) => e.seat === 1)).toEqual([]);
  }
});

/** Seat 0 (Hacan) carries 2 infantry into the active system (Starpoint/New Albion); Keleres (seat 1) holds Starpoint with a mech. */
function keleresGuard(tg: number) {
  const s = invasionGame({ factions: ['hacan', 'keleres', 'xxcha'] });
  put(s, 0, { carrier: 1, infantry: 2 });
  own(s, 1, 'starpoint');
  put(s, 1, { mech: 1 }, { planet: 'starpoint' });
  return tradeGoods(s, 0, tg);
}

const land = (planet: string, payment?: ReturnType<typeof tradeGoodsPayment>): Command =>
  ({
    type: 'commit-ground-forces',
    landings: [{ planet, units: { infantry: 2 }, ...(payment ? { payment } : {}) }],
  }) as Command;

test('49.2 Keleres mech: other players must spend 1 influence to commit ground forces to its planet', () => {
  const run = passWindows(runInvasion(keleresGuard(1)));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  expect(refusedAt(run, 0, land('starpoint'))).toMatchObject({ code: 'invasion/keleres-mech', rule: '49.2' });
  expect(refusedAt(run, 0, land('newalbion', tradeGoodsPayment(1)))).toMatchObject({ code: 'invasion/nothing-to-pay' });
  expect(labelsIn(run.state, 0, 'Invasion')).toContain(
    'Land 2 infantry on Starpoint (Keleres mech: 1 influence, paying with 1 trade good)',
  );
  const r = answer(run, 0, land('starpoint', tradeGoodsPayment(1)));
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(eventsOf(r, 'ground-forces-committed')).toEqual([
    { type: 'ground-forces-committed', seat: 0, system: ACTIVE, planet: 'starpoint', units: { infantry: 2 } },
  ]);
  expect(eventsOf(r, 'combat-started')).toMatchObject([
    { combat: 'ground', planet: 'starpoint', attacker: 0, defender: 1 },
  ]);
});

test('49.2 Keleres mech: a player who cannot spend 1 influence is not offered its planet; without the mech, or under Articles of War, landing is free', () => {
  const run = passWindows(runInvasion(keleresGuard(0)));
  expect(labelsIn(run.state, 0, 'Invasion').filter((l) => l.includes('starpoint'))).toEqual([]);
  expect(refusedAt(run, 0, land('starpoint', tradeGoodsPayment(1)))).toMatchObject({
    code: 'economy/not-enough-trade-goods',
  });
  const law = passWindows(runInvasion(withLaw(keleresGuard(0), 'articles-of-war')));
  expect(apply(law.state, 0, land('starpoint'), { at: 0 }).ok).toBe(true);
});

/** L1Z1X (seat 0) with a mech on New Albion (theirs); Sol's infantry on Starpoint. */
function annihilator() {
  const s = invasionGame({ factions: ['l1z1x', 'sol', 'xxcha'] });
  own(s, 0, 'newalbion');
  put(s, 0, { mech: 1 }, { planet: 'newalbion' });
  own(s, 1, 'starpoint');
  put(s, 1, { infantry: 2 }, { planet: 'starpoint' });
  return s;
}

test('15.1 L1Z1X mech: when not in a ground combat it uses Bombardment against planets in its system as if it were a ship', () => {
  const s = annihilator();
  loaded(s, 0, 'bombardment', true);
  const run = passWindows(runInvasion(s));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'bombardment', waitingOn: [0] });
  const r = answer(run, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'mech', count: 1 }] });
  expect(eventsOf(r, 'dice-rolled')).toMatchObject([
    { seat: 0, roll: 'bombardment', planet: 'starpoint', dice: [{ unit: 'mech', hitsOn: 8 }] },
  ]);
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ infantry: 1 });
});

test('15.1 Articles of War: the L1Z1X mech loses Bombardment — no bombardment is offered', () => {
  const run = passWindows(runInvasion(withLaw(annihilator(), 'articles-of-war')));
  expect(decisionOf(run.state)).toBeUndefined();
  expect(
    refusedAt(run, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'mech', count: 1 }] }),
  ).toMatchObject({ code: 'flow/not-your-turn' });
});

/** Seat 0 (Titans) controls Starpoint with 1 PDS and is about to take a turn; the board is tile 27 alone. */
function titansTurn() {
  const s = edit(tacticalGame({ factions: ['titans', 'hacan', 'jolnar'], tiles: line('27') }), (d) => {
    d.board.systems[ACTIVE]!.planets.starpoint!.owner = 0;
  });
  return placeUnits(s, ACTIVE, 0, { pds: 1 }, 'starpoint');
}

test('30.2 Titans flagship deploys after they activate a system with their PDS, replacing 1 PDS (flagship from reinforcements)', () => {
  const s = play(titansTurn(), 0, { type: 'tactical-action', system: ACTIVE });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [0] });
  expect(labelsIn(s, 0, 'Respond')[0]).toBe('Ouranos (Deploy): replace your PDS on Starpoint with your flagship');
  expect(
    refuse(s, 0, { type: 'use-ability', ability: 'titans-flagship-deploy', targets: { planet: 'newalbion' } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '30.1' });
  const r = playEvents(s, 0, {
    type: 'use-ability',
    ability: 'titans-flagship-deploy',
    targets: { planet: 'starpoint' },
  });
  expect(unitsIn(r.state, ACTIVE, 0, 'starpoint')).toEqual({});
  expect(unitsIn(r.state, ACTIVE, 0)).toEqual({ flagship: 1 });
  expect(r.events.filter((e) => e.type === 'units-placed')).toEqual([
    { type: 'units-placed', seat: 0, system: ACTIVE, planet: null, unit: 'flagship', count: 1, cause: 'deploy' },
  ]);
  expect(topDecision(r.state)?.kind).not.toBe('window');
});

test('30.2 the Titans flagship cannot deploy while it is on the board, nor into a system without their PDS', () => {
  const onBoard = placeUnits(titansTurn(), ACTIVE, 0, { flagship: 1 });
  expect(topDecision(play(onBoard, 0, { type: 'tactical-action', system: ACTIVE }))?.kind).not.toBe('window');
  const noPds = edit(titansTurn(), (d) => {
    d.board.systems[ACTIVE]!.planets.starpoint!.units = {};
  });
  expect(topDecision(play(noPds, 0, { type: 'tactical-action', system: ACTIVE }))?.kind).not.toBe('window');
});
