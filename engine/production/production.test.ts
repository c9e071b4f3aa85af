import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { ACTIVE, AROUND } from '../testing/combat-scenario';
import {
  answer,
  choose,
  decisionOf,
  eventsOf,
  give,
  invasionGame,
  NO_PAYMENT,
  own,
  put,
  runFromRun,
  runProduction,
  spaceOf,
  tradeGoods,
  planetUnits,
  passWindows,
} from '../testing/invasion-scenario';

type Units = Extract<Command, { type: 'produce' }>['units'];

/** Seat 0 has a space dock on Starpoint (3 resources: production 5) and controls both planets of the system. */
function dockGame(factions?: readonly string[]): GameState {
  const s = invasionGame(factions ? { factions } : {});
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  return s;
}

const order = (
  units: Units,
  payment: Partial<typeof NO_PAYMENT> = {},
  extra: Partial<Extract<Command, { type: 'produce' }>> = {},
): Command => ({ type: 'produce', units, payment: { ...NO_PAYMENT, ...payment }, ...extra });

const refused = (s: GameState, cmd: Command) => {
  const r = apply(passWindows(runProduction(s)).state, 0, cmd, { at: 0 });
  if (r.ok) throw new Error('expected the order to be refused');
  return r.error;
};

const produced = (s: GameState, cmd: Command) => answer(passWindows(runProduction(s)), 0, cmd);

test('89.5 the production step offers a production decision only when the active player has units with Production there', () => {
  expect(decisionOf(runProduction(invasionGame()).state)).toBeUndefined();
  expect(decisionOf(runProduction(dockGame()).state)).toMatchObject({
    kind: 'production',
    seat: 0,
    system: ACTIVE,
    source: 'tactical',
    waitingOn: [0],
  });
});

test("68.1 / 79.1 a space dock produces up to its planet's resources + 2 units; 68.1b each fighter counts", () => {
  const s = tradeGoods(put(dockGame(), 0, { carrier: 1 }), 0, 10);
  expect(refused(s, order([{ unit: 'fighter', count: 6 }], { tradeGoods: 3 }))).toMatchObject({
    code: 'production/over-capacity',
    rule: '68.1',
  });
  const r = produced(s, order([{ unit: 'fighter', count: 5 }], { tradeGoods: 3 }));
  expect(spaceOf(r.state, 0)!.counts).toEqual({ carrier: 1, fighter: 5 });
  expect(eventsOf(r, 'units-produced')).toEqual([
    { type: 'units-produced', seat: 0, system: ACTIVE, units: { fighter: 5 } },
  ]);
});

test("97.4 Space Dock II: production equals the planet's resources + 4", () => {
  const s = give(tradeGoods(put(dockGame(), 0, { carrier: 1 }), 0, 10), 0, 'sd2');
  const r = produced(s, order([{ unit: 'fighter', count: 7 }], { tradeGoods: 4 }));
  expect(spaceOf(r.state, 0)!.counts.fighter).toBe(7);
});

test('26.2 / 67.2 two fighters cost 1; one fighter alone still costs the whole 1 (67.2b)', () => {
  const s = tradeGoods(dockGame(), 0, 5);
  expect(produced(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 1 })).state.players[0]!.tradeGoods).toBe(4);
  expect(refused(s, order([{ unit: 'fighter', count: 1 }]))).toMatchObject({
    code: 'economy/cannot-pay',
    rule: '75.3',
  });
  expect(produced(s, order([{ unit: 'fighter', count: 1 }], { tradeGoods: 1 })).state.players[0]!.tradeGoods).toBe(4);
});

test('67.1 / 75.2 resources are paid by exhausting planets, with trade goods for the rest (93.4a)', () => {
  const s = tradeGoods(dockGame(), 0, 2);
  const r = produced(s, order([{ unit: 'dreadnought', count: 1 }], { resources: ['starpoint'], tradeGoods: 1 }));
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(true);
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(refused(s, order([{ unit: 'dreadnought', count: 1 }], { resources: ['starpoint'] }))).toMatchObject({
    rule: '75.3',
  });
});

test('67.1b resources spent beyond the cost are lost', () => {
  const s = dockGame();
  const r = produced(s, order([{ unit: 'destroyer', count: 1 }], { resources: ['starpoint'] }));
  expect(spaceOf(r.state, 0)!.counts).toEqual({ destroyer: 1 });
  expect(r.state.players[0]!.tradeGoods).toBe(0);
});

test('68.2 / 76.1 produced ships are placed in the space area, never on a planet', () => {
  expect(
    refused(
      tradeGoods(dockGame(), 0, 5),
      order([{ unit: 'cruiser', count: 1, planet: 'starpoint' }], { tradeGoods: 2 }),
    ),
  ).toMatchObject({ rule: '68.2' });
});

test('68.3 / 67.3 ground forces are placed on a planet that holds a producing unit', () => {
  const s = tradeGoods(dockGame(), 0, 5);
  expect(refused(s, order([{ unit: 'infantry', count: 2, planet: 'newalbion' }], { tradeGoods: 1 }))).toMatchObject({
    rule: '68.3',
  });
  expect(refused(s, order([{ unit: 'infantry', count: 2 }], { tradeGoods: 1 }))).toMatchObject({ rule: '68.3' });
  const r = produced(
    s,
    order(
      [
        { unit: 'infantry', count: 2, planet: 'starpoint' },
        { unit: 'mech', count: 1, planet: 'starpoint' },
      ],
      { tradeGoods: 3 },
    ),
  );
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ 'space-dock': 1, infantry: 3, mech: 1 });
});

test('68.4 a producing unit in the space area places ground forces in space or on a planet the player controls there', () => {
  const s = tradeGoods(invasionGame({ factions: ['arborec', 'jolnar', 'xxcha'] }), 0, 5);
  put(s, 0, { carrier: 1, infantry: 2 });
  own(s, 0, 'newalbion');
  const r = produced(
    s,
    order(
      [
        { unit: 'infantry', count: 1 },
        { unit: 'infantry', count: 1, planet: 'newalbion' },
      ],
      { tradeGoods: 1 },
    ),
  );
  expect(spaceOf(r.state, 0)!.counts).toEqual({ carrier: 1, infantry: 3 });
  expect(planetUnits(r.state, 'newalbion', 0)!.counts).toEqual({ infantry: 1 });
  expect(refused(s, order([{ unit: 'infantry', count: 1, planet: 'starpoint' }], { tradeGoods: 1 }))).toMatchObject({
    rule: '68.3',
  });
});

test("68.1d the Arborec's space docks cannot produce infantry", () => {
  const s = tradeGoods(dockGame(['arborec', 'jolnar', 'xxcha']), 0, 5);
  // Dock 5 + one Letani Warrior 1: six units, but only one of them may be infantry.
  expect(refused(s, order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], { tradeGoods: 1 }))).toMatchObject({
    rule: '68.1d',
  });
  const r = produced(
    s,
    order(
      [
        { unit: 'infantry', count: 1, planet: 'starpoint' },
        { unit: 'fighter', count: 5 },
      ],
      { tradeGoods: 4 },
    ),
  );
  expect(planetUnits(r.state, 'starpoint', 0)!.counts.infantry).toBe(2);
});

test("67.6 / 14.1 no ships are produced in a system with other players' ships; ground forces still are", () => {
  const s = tradeGoods(put(dockGame(), 1, { destroyer: 1 }), 0, 5);
  expect(refused(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 1 }))).toMatchObject({
    code: 'production/ships-forbidden',
    rule: '14.1',
  });
  put(s, 0, { cruiser: 1 });
  expect(refused(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 1 }))).toMatchObject({ rule: '67.6' });
  expect(
    planetUnits(
      produced(s, order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], { tradeGoods: 1 })).state,
      'starpoint',
      0,
    )!.counts.infantry,
  ).toBe(3);
});

test('26.3 structures have no cost and cannot be produced; war suns need their technology', () => {
  const s = tradeGoods(dockGame(), 0, 20);
  expect(refused(s, order([{ unit: 'pds', count: 1, planet: 'starpoint' }]))).toMatchObject({ rule: '26.3' });
  expect(refused(s, order([{ unit: 'war-sun', count: 1 }], { tradeGoods: 12 }))).toMatchObject({ rule: '26.3' });
  expect(
    spaceOf(produced(give(s, 0, 'ws'), order([{ unit: 'war-sun', count: 1 }], { tradeGoods: 12 })).state, 0)!.counts,
  ).toEqual({ 'war-sun': 1 });
});

test('67.1 Sarween Tools lowers the combined cost of units produced by 1', () => {
  const s = give(tradeGoods(dockGame(), 0, 5), 0, 'st');
  expect(refused(s, order([{ unit: 'cruiser', count: 2 }], { tradeGoods: 4 }))).toMatchObject({
    code: 'economy/overpaid',
  });
  expect(produced(s, order([{ unit: 'cruiser', count: 2 }], { tradeGoods: 3 })).state.players[0]!.tradeGoods).toBe(2);
});

test('67.1 AI Development Algorithm: exhaust it to lower the cost by the number of unit upgrades owned', () => {
  const s = give(tradeGoods(dockGame(), 0, 5), 0, 'aida', 'cr2', 'dd2');
  const r = produced(s, order([{ unit: 'cruiser', count: 2 }], { tradeGoods: 2 }, { aiDevelopment: true }));
  expect(r.state.players[0]!.exhaustedTechnologies).toEqual(['aida']);
  expect(r.state.players[0]!.tradeGoods).toBe(3);
  const exhausted = structuredClone(s);
  exhausted.players[0]!.exhaustedTechnologies.push('aida');
  expect(
    refused(exhausted, order([{ unit: 'cruiser', count: 2 }], { tradeGoods: 2 }, { aiDevelopment: true })),
  ).toMatchObject({ code: 'production/ai-development' });
});

test('67.2 Regulated Conscription: fighters and infantry come one per cost', () => {
  const s = tradeGoods(dockGame(), 0, 5);
  s.laws.push({ id: 'regulated-conscription', electedTarget: null });
  expect(refused(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 1 }))).toMatchObject({ rule: '75.3' });
  expect(spaceOf(produced(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 2 })).state, 0)!.counts.fighter).toBe(
    2,
  );
});

test('68.1 Prophecy of Ixth: its owner discards it after using Production without producing 2 fighters', () => {
  const s = tradeGoods(dockGame(), 0, 5);
  s.laws.push({ id: 'prophecy-of-ixth', electedTarget: '0' });
  expect(produced(s, order([{ unit: 'fighter', count: 2 }], { tradeGoods: 1 })).state.laws).toHaveLength(1);
  const r = produced(s, order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 1 }));
  expect(r.state.laws).toEqual([]);
  expect(r.state.decks.agenda.discard.at(-1)).toBe('prophecy-of-ixth');
});

test('23.4 / 67.5 / 72.1 a unit not in reinforcements cannot be produced; 67.5a it may be taken back from a system without a command token', () => {
  const s = tradeGoods(put(dockGame(), 0, { dreadnought: 5 }, { system: AROUND[0] }), 0, 8);
  expect(refused(s, order([{ unit: 'dreadnought', count: 1 }], { tradeGoods: 4 }))).toMatchObject({
    code: 'units/reinforcements',
    rule: '23.4',
  });
  const reclaim = [{ system: AROUND[0]!, unit: 'dreadnought' as const, count: 1 }];
  const r = produced(s, order([{ unit: 'dreadnought', count: 1 }], { tradeGoods: 4 }, { reclaim }));
  expect(spaceOf(r.state, 0)!.counts.dreadnought).toBe(1);
  expect(spaceOf(r.state, 0, AROUND[0])!.counts.dreadnought).toBe(4);
  expect(
    refused(
      s,
      order([{ unit: 'dreadnought', count: 1 }], { tradeGoods: 4 }, { reclaim: [{ ...reclaim[0]!, count: 2 }] }),
    ),
  ).toMatchObject({ rule: '67.5a' });
  s.board.systems[AROUND[0]!]!.commandTokens.push(0);
  expect(refused(s, order([{ unit: 'dreadnought', count: 1 }], { tradeGoods: 4 }, { reclaim }))).toMatchObject({
    code: 'production/reclaim-token',
    rule: '67.5a',
  });
});

test('37.3 after production the player removes ships beyond their fleet pool, choosing which', () => {
  const s = tradeGoods(put(dockGame(), 0, { cruiser: 3 }), 0, 5);
  const r = produced(s, order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 1 }));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'fleet-pool/remove' });
  const after = choose(r, 'cruiser');
  expect(spaceOf(after.state, 0)!.counts).toEqual({ cruiser: 2, destroyer: 1 });
  expect(eventsOf(after, 'units-removed')).toEqual([
    { type: 'units-removed', seat: 0, system: ACTIVE, planet: null, unit: 'cruiser', count: 1, reason: 'fleet-pool' },
  ]);
});

test('16.3 fighters beyond capacity (the space dock holds 3) are removed after production', () => {
  const s = tradeGoods(dockGame(), 0, 5);
  const r = produced(s, order([{ unit: 'fighter', count: 4 }], { tradeGoods: 2 }));
  expect(spaceOf(r.state, 0)!.counts).toEqual({ fighter: 3 });
});

test('68.1 Self-Assembly Routines: after using Production, exhaust it to place 1 mech on a planet you control there', () => {
  const s = give(tradeGoods(dockGame(), 0, 5), 0, 'sar');
  const r = produced(s, order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 1 }));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'production/self-assembly' });
  const after = choose(r, 'place:newalbion');
  expect(planetUnits(after.state, 'newalbion', 0)!.counts).toEqual({ mech: 1 });
  expect(after.state.players[0]!.exhaustedTechnologies).toEqual(['sar']);
});

test('67 options offer producing nothing and complete orders the player can pay for, each of them legal', () => {
  const s = passWindows(runProduction(tradeGoods(dockGame(), 0, 3))).state;
  const opts = options(s, 0);
  expect(opts[0]).toMatchObject({ label: 'Produce nothing' });
  expect(
    opts.some(
      (o) => o.command.type === 'produce' && o.command.units[0]?.unit === 'fighter' && o.command.units[0].count === 5,
    ),
  ).toBe(true);
  expect(opts.some((o) => o.command.type === 'produce' && o.command.units[0]?.unit === 'dreadnought')).toBe(true);
  expect(opts.some((o) => o.command.type === 'produce' && o.command.units[0]?.unit === 'war-sun')).toBe(false);
  for (const o of opts) expect(apply(s, 0, o.command, { at: 0 }).ok).toBe(true);
});

test('99.3 the Warfare secondary resolves the Production of one space dock only', () => {
  const s = tradeGoods(put(dockGame(), 0, { carrier: 2 }), 0, 10);
  put(s, 0, { 'space-dock': 1 }, { planet: 'newalbion' });
  const run = passWindows(
    runFromRun({ state: s, events: [] }, 'production/offer', { seat: 0, system: ACTIVE, source: 'warfare' }),
  );
  expect(decisionOf(run.state)).toMatchObject({ kind: 'production', source: 'warfare' });
  const refuse = (cmd: Command) => apply(run.state, 0, cmd, { at: 0 });
  expect(refuse(order([{ unit: 'fighter', count: 6 }], { tradeGoods: 3 }))).toMatchObject({
    ok: false,
    error: { rule: '68.1' },
  });
  expect(refuse(order([{ unit: 'infantry', count: 2, planet: 'newalbion' }], { tradeGoods: 1 }))).toMatchObject({
    ok: false,
    error: { rule: '68.3' },
  });
  expect(
    spaceOf(answer(run, 0, order([{ unit: 'fighter', count: 5 }], { tradeGoods: 3 })).state, 0)!.counts.fighter,
  ).toBe(5);
});

test("14 / 67.6 FAQ: fighters are ships — another player's fighters alone blockade the space dock: no ships, ground forces still", () => {
  const s = tradeGoods(put(dockGame(), 1, { fighter: 1 }), 0, 5);
  expect(refused(s, order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 1 }))).toMatchObject({
    code: 'production/ships-forbidden',
    rule: '14.1',
  });
  expect(
    planetUnits(
      produced(s, order([{ unit: 'infantry', count: 2, planet: 'starpoint' }], { tradeGoods: 1 })).state,
      'starpoint',
      0,
    )!.counts.infantry,
  ).toBe(3);
});

test("67.1 FAQ: units produced by an ability other than Production are paid in full — Sarween Tools lowers only Production's cost", () => {
  const s = give(tradeGoods(dockGame(), 0, 5), 0, 'st');
  const offer = { seat: 0, system: ACTIVE, source: 'integrated-economy', planet: 'starpoint', maxCost: 3 };
  const run = passWindows(runFromRun({ state: s, events: [] }, 'production/offer', offer));
  expect(decisionOf(run.state)).toMatchObject({ kind: 'production', source: 'integrated-economy' });
  const refusedHere = (cmd: Command) => {
    const r = apply(run.state, 0, cmd, { at: 0 });
    if (r.ok) throw new Error('expected a refusal');
    return r.error;
  };
  expect(refusedHere(order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 0 }))).toMatchObject({
    code: 'economy/cannot-pay',
  });
  const r = answer(run, 0, order([{ unit: 'destroyer', count: 1 }], { tradeGoods: 1 }));
  expect(r.state.players[0]!.tradeGoods).toBe(4);
  expect(spaceOf(r.state, 0)!.counts.destroyer).toBe(1);
  // The same order through Production costs nothing once Sarween Tools takes its 1 off.
  expect(produced(s, order([{ unit: 'destroyer', count: 1 }])).state.players[0]!.tradeGoods).toBe(5);
});
