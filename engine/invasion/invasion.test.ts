import { expect, test } from 'vitest';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { ACTIVE } from '../testing/combat-scenario';
import { edit, placeUnits, play, topDecision } from '../testing/scenario';
import { activate, line, move, passWindows as tacticalPassWindows, tacticalGame } from '../testing/tactical-scenario';
import {
  answer,
  choose,
  decisionOf,
  eventsOf,
  give,
  invasionGame,
  loaded,
  NO_PAYMENT,
  own,
  passWindows,
  planetUnits,
  put,
  runFromRun,
  runInvasion,
  settle,
  spaceOf,
  tradeGoods,
  type Run,
} from '../testing/invasion-scenario';

const land = (landings: { planet: string; units: Record<string, number> }[], custodians?: typeof NO_PAYMENT): Command =>
  ({ type: 'commit-ground-forces', landings, ...(custodians ? { custodians } : {}) }) as Command;

/** Runs the invasion step up to its first decision other than a timing window. */
const invade = (s: GameState): Run => passWindows(runInvasion(s));

const refusedAt = (run: Run, cmd: Command) => {
  const r = apply(run.state, 0, cmd, { at: 0 });
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
};

/** Seat 0 has a carrier with 2 infantry and 1 mech in the active system (Starpoint/New Albion). */
function landingGame(opts: Parameters<typeof invasionGame>[0] = {}): GameState {
  return put(invasionGame(opts), 0, { carrier: 1, infantry: 2, mech: 1 });
}

test('49.2 the active player commits ground forces from the space area; 49.5 / 25.1 they gain the planet, exhausted', () => {
  const run = invade(landingGame());
  expect(decisionOf(run.state)).toMatchObject({ kind: 'commit-ground-forces', system: ACTIVE, waitingOn: [0] });
  const r = passWindows(
    answer(
      run,
      0,
      land([
        { planet: 'starpoint', units: { infantry: 2 } },
        { planet: 'newalbion', units: { mech: 1 } },
      ]),
    ),
  );
  expect(spaceOf(r.state, 0)!.counts).toEqual({ carrier: 1 });
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 2 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint).toMatchObject({ owner: 0, exhausted: true });
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion).toMatchObject({ owner: 0, exhausted: true });
  expect(eventsOf(r, 'planet-control-gained')).toEqual([
    { type: 'planet-control-gained', seat: 0, planet: 'starpoint', from: null },
    { type: 'planet-control-gained', seat: 0, planet: 'newalbion', from: null },
  ]);
});

test('25.1c / 35.1 gaining a planet nobody controlled explores it from the deck of its trait', () => {
  const s = landingGame();
  s.decks.hazardous.draw = ['rich-world#1'];
  const r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 1 } }])));
  expect(eventsOf(r, 'explored')).toEqual([
    { type: 'explored', seat: 0, system: ACTIVE, planet: 'starpoint', deck: 'hazardous', card: 'rich-world#1' },
  ]);
});

test("49.2 only ground forces that are in the active system's space area can be committed", () => {
  const run = invade(landingGame());
  expect(refusedAt(run, land([{ planet: 'starpoint', units: { infantry: 3 } }]))).toMatchObject({
    code: 'invasion/not-in-space',
    rule: '49.2',
  });
  expect(refusedAt(run, land([{ planet: 'starpoint', units: { carrier: 1 } }]))).toMatchObject({ rule: '49.2' });
  expect(refusedAt(run, land([{ planet: 'mr', units: { infantry: 1 } }]))).toMatchObject({
    code: 'invasion/not-in-system',
  });
});

test('49.2 no commit decision without ground forces in the space area; 49.2c committing none skips the rest', () => {
  expect(decisionOf(invade(put(invasionGame(), 0, { cruiser: 1 })).state)).toBeUndefined();
  const s = put(landingGame(), 0, { infantry: 1 }, { planet: 'starpoint' });
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  const r = passWindows(answer(invade(s), 0, land([])));
  expect(decisionOf(r.state)).toBeUndefined();
  expect(eventsOf(r, 'combat-started')).toEqual([]);
});

test('49.5c landing on a planet the player already controls changes nothing about its control', () => {
  const s = own(landingGame(), 0, 'starpoint');
  const r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 2 } }])));
  expect(eventsOf(r, 'planet-control-gained')).toEqual([]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.exhausted).toBe(false);
});

test("49.5a other players' structures on a planet whose control is gained are destroyed", () => {
  const s = own(landingGame(), 1, 'newalbion');
  put(s, 1, { 'space-dock': 1 }, { planet: 'newalbion' });
  const r = passWindows(answer(invade(s), 0, land([{ planet: 'newalbion', units: { infantry: 1 } }])));
  expect(planetUnits(r.state, 'newalbion', 1)).toBeUndefined();
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: 'newalbion',
      unit: 'space-dock',
      count: 1,
      cause: 'planet-lost',
    },
  ]);
  expect(eventsOf(r, 'planet-control-gained')).toEqual([
    { type: 'planet-control-gained', seat: 0, planet: 'newalbion', from: 1 },
  ]);
  expect(eventsOf(r, 'explored')).toEqual([]);
});

test('25.1 L1Z1X Assimilate: structures on a planet they gain are replaced by theirs', () => {
  const s = own(landingGame({ factions: ['l1z1x', 'jolnar', 'xxcha'] }), 1, 'newalbion');
  put(s, 1, { pds: 2 }, { planet: 'newalbion' });
  const r = passWindows(
    choose(passWindows(answer(invade(s), 0, land([{ planet: 'newalbion', units: { infantry: 1 } }]))), 'hold'),
  );
  expect(planetUnits(r.state, 'newalbion', 0)!.counts).toEqual({ infantry: 1, pds: 2 });
  expect(planetUnits(r.state, 'newalbion', 1)).toBeUndefined();
});

test("49.4 / 42 a ground combat is fought where the committed forces meet the defender's; 49.5 the winner takes the planet", () => {
  const s = own(landingGame(), 1, 'starpoint');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  const r = settle(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 2 } }])));
  expect(eventsOf(r, 'combat-ended')).toMatchObject([{ combat: 'ground', planet: 'starpoint', winner: 0, loser: 1 }]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 2 });
});

test('49.5d when the ground forces of both players are all destroyed, the defender keeps the planet', () => {
  const s = own(landingGame(), 1, 'starpoint');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  const r = settle(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 1 } }])));
  expect(eventsOf(r, 'combat-ended')).toMatchObject([{ winner: null }]);
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(1);
});

test('42.4 Dacxive Animators: after winning a ground combat, place 1 infantry on that planet', () => {
  const s = give(own(landingGame(), 1, 'starpoint'), 0, 'dxa');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 1 } }])));
  for (let i = 0; i < 20 && decisionOf(r.state)?.kind !== 'choice'; i++)
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'timeout' });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'invasion/dacxive', waitingOn: [0] });
  r = choose(r, 'place');
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 2 });
});

test("49.3 / 77.6 the defender's space cannon fires at ground forces committed to its planet", () => {
  const s = own(landingGame(), 1, 'starpoint');
  put(s, 1, { pds: 1 }, { planet: 'starpoint' });
  loaded(s, 1, 'space-cannon', true);
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 2 } }])));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [1] });
  r = passWindows(choose(r, 'fire:0'));
  expect(eventsOf(r, 'dice-rolled')).toMatchObject([{ seat: 1, roll: 'space-cannon', planet: 'starpoint' }]);
  r = settle(r);
  // One hit: one infantry destroyed; the other takes the planet and the PDS is destroyed (49.5a).
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 1 });
  expect(r.state.board.systems[ACTIVE]!.planets.starpoint!.owner).toBe(0);
  expect(planetUnits(r.state, 'starpoint', 1)).toBeUndefined();
});

test('49.3a with space cannon on several invaded planets, the active player chooses the order', () => {
  const s = put(landingGame(), 1, { pds: 1 }, { planet: 'starpoint' });
  put(s, 2, { pds: 1 }, { planet: 'newalbion' });
  const r = passWindows(
    answer(
      invade(s),
      0,
      land([
        { planet: 'starpoint', units: { infantry: 1 } },
        { planet: 'newalbion', units: { infantry: 1 } },
      ]),
    ),
  );
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'invasion/next-planet', waitingOn: [0] });
  expect(options(r.state, 0).map((o) => o.label)).toEqual([
    'Resolve space cannon defense on Starpoint first',
    'Resolve space cannon defense on New Albion first',
  ]);
  const next = choose(r, 'newalbion');
  expect(decisionOf(next.state)).toMatchObject({ choice: 'combat/space-cannon', waitingOn: [2] });
});

test('27.1 ground forces cannot land on Mecatol Rex while the custodians token is there', () => {
  const s = put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 2 });
  expect(refusedAt(invade(s), land([{ planet: 'mr', units: { infantry: 1 } }]))).toMatchObject({
    code: 'invasion/custodians',
    rule: '27.1',
  });
});

test('27.2 / 27.3 spending 6 influence removes the custodians token for 1 victory point; 27.4 the agenda phase follows', () => {
  const s = tradeGoods(put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 2 }), 0, 6);
  const r = passWindows(
    answer(invade(s), 0, land([{ planet: 'mr', units: { infantry: 2 } }], { ...NO_PAYMENT, tradeGoods: 6 })),
  );
  expect(r.state.custodiansOnMecatol).toBe(false);
  expect(r.state.players[0]!.otherPoints).toEqual([{ source: 'custodians', points: 1 }]);
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(eventsOf(r, 'victory-point-gained')).toEqual([
    { type: 'victory-point-gained', seat: 0, source: 'custodians', points: 1 },
  ]);
  expect(r.state.board.systems[ACTIVE]!.planets.mr!.owner).toBe(0);
});

test('27.2 removing the custodians token requires landing on Mecatol Rex and paying 6 influence', () => {
  const s = tradeGoods(put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 2 }), 0, 6);
  const run = invade(s);
  expect(refusedAt(run, land([], { ...NO_PAYMENT, tradeGoods: 6 }))).toMatchObject({
    code: 'invasion/custodians-must-land',
    rule: '27.2',
  });
  expect(
    refusedAt(run, land([{ planet: 'mr', units: { infantry: 1 } }], { ...NO_PAYMENT, tradeGoods: 5 })),
  ).toMatchObject({ code: 'economy/cannot-pay' });
});

test('27.2 Winnu Blood Ties: the custodians token is removed without spending influence', () => {
  const s = put(invasionGame({ active: '18', custodians: true, factions: ['winnu', 'jolnar', 'xxcha'] }), 0, {
    carrier: 1,
    infantry: 1,
  });
  const r = passWindows(answer(invade(s), 0, land([{ planet: 'mr', units: { infantry: 1 } }], NO_PAYMENT)));
  expect(r.state.custodiansOnMecatol).toBe(false);
});

test('27.3 / 98.7 the custodians point that reaches the goal ends the game at once', () => {
  const s = tradeGoods(put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 1 }), 0, 6);
  s.players[0]!.otherPoints.push({ source: 'test', points: 9 });
  const r = answer(invade(s), 0, land([{ planet: 'mr', units: { infantry: 1 } }], { ...NO_PAYMENT, tradeGoods: 6 }));
  expect(r.state.phase).toBe('ended');
  expect(r.state.winner).toBe(0);
  expect(spaceOf(r.state, 0)!.counts.infantry).toBe(1);
});

test('27.2 the options offer removing the custodians token when the player can pay', () => {
  const s = tradeGoods(put(invasionGame({ active: '18', custodians: true }), 0, { carrier: 1, infantry: 1 }), 0, 6);
  expect(options(invade(s).state, 0).map((o) => o.label)).toEqual([
    'Commit no ground forces',
    'Remove the custodians token (paying with 6 trade goods, +1 victory point) and land 1 infantry on Mecatol Rex',
  ]);
});

test("49.1 / 15.1 bombardment rolls each unit's dice against the planet chosen; 15.2 the defender destroys ground forces", () => {
  const s = own(put(invasionGame(), 0, { dreadnought: 2 }), 1, 'starpoint');
  put(s, 1, { infantry: 3 }, { planet: 'starpoint' });
  loaded(s, 0, 'bombardment', true);
  const run = invade(s);
  expect(decisionOf(run.state)).toMatchObject({ kind: 'bombardment', waitingOn: [0] });
  const r = passWindows(
    answer(run, 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 2 }] }),
  );
  expect(eventsOf(r, 'dice-rolled')).toMatchObject([
    {
      seat: 0,
      roll: 'bombardment',
      planet: 'starpoint',
      dice: [
        { unit: 'dreadnought', hitsOn: 5, modifier: 10 },
        { unit: 'dreadnought', hitsOn: 5, modifier: 10 },
      ],
    },
  ]);
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ infantry: 1 });
});

test('15.1 Plasma Scoring FAQ: one extra bombardment die, for the unit and planet the player chooses before rolling', () => {
  const s = give(own(put(invasionGame(), 0, { dreadnought: 1, 'war-sun': 1 }), 1, 'starpoint'), 0, 'ps', 'ws');
  put(s, 1, { infantry: 2 }, { planet: 'starpoint' });
  put(s, 2, { infantry: 1 }, { planet: 'newalbion' });
  const targets = [
    { planet: 'starpoint', unit: 'war-sun' as const, count: 1 },
    { planet: 'newalbion', unit: 'dreadnought' as const, count: 1 },
  ];
  let r = answer(invade(s), 0, { type: 'bombard', targets });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'invasion/plasma-scoring', waitingOn: [0] });
  expect(eventsOf(r, 'dice-rolled')).toEqual([]);
  expect(options(r.state, 0).map((o) => o.label)).toEqual([
    'Plasma Scoring: the extra bombardment die for a war sun bombarding Starpoint',
    'Plasma Scoring: the extra bombardment die for a dreadnought bombarding New Albion',
  ]);
  r = choose(r, 'newalbion:dreadnought');
  expect(eventsOf(r, 'dice-rolled').map((e) => [e.planet, e.dice.length])).toEqual([
    ['starpoint', 3],
    ['newalbion', 2],
  ]);
  // Without an answer the best value gets it: the war sun (3) rather than the dreadnought (5).
  const timedOut = answer(answer(invade(s), 0, { type: 'bombard', targets }), 0, { type: 'timeout' });
  expect(eventsOf(timedOut, 'dice-rolled').map((e) => [e.planet, e.dice.length])).toEqual([
    ['starpoint', 4],
    ['newalbion', 1],
  ]);
});

test("15.1d / 15.1 bombardment needs units with Bombardment and a planet with another player's ground forces", () => {
  const s = own(put(invasionGame(), 0, { dreadnought: 1 }), 1, 'starpoint');
  put(s, 1, { infantry: 1 }, { planet: 'starpoint' });
  const run = invade(s);
  expect(
    refusedAt(run, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 2 }] }),
  ).toMatchObject({ rule: '15.1' });
  expect(
    refusedAt(run, { type: 'bombard', targets: [{ planet: 'newalbion', unit: 'dreadnought', count: 1 }] }),
  ).toMatchObject({ rule: '15.2' });
});

test('15.1f / 65 a planet with a Planetary Shield unit cannot be bombarded; 65.3 a war sun ignores the shield', () => {
  const s = own(put(invasionGame(), 0, { dreadnought: 1 }), 1, 'starpoint');
  put(s, 1, { infantry: 1, pds: 1 }, { planet: 'starpoint' });
  expect(decisionOf(invade(s).state)?.kind).not.toBe('bombardment');
  put(s, 0, { 'war-sun': 1 });
  give(s, 0, 'ws');
  const run = invade(s);
  expect(options(run.state, 0).map((o) => o.label)).toEqual([
    'Do not bombard',
    'Bombard Starpoint with 1 war sun, 1 dreadnought',
  ]);
});

test('15.1 Conventions of War: cultural planets cannot be bombarded', () => {
  const s = own(put(invasionGame({ active: '26' }), 0, { dreadnought: 1 }), 1, 'lodor');
  put(s, 1, { infantry: 1 }, { planet: 'lodor' });
  s.laws.push({ id: 'conventions-of-war', electedTarget: null });
  expect(decisionOf(invade(s).state)).toBeUndefined();
});

test("15.2 X-89 Bacterial Weapon: after bombardment destroys infantry, all of the opponent's infantry there may be destroyed", () => {
  const s = give(own(put(invasionGame(), 0, { dreadnought: 1 }), 1, 'starpoint'), 0, 'x89');
  put(s, 1, { infantry: 4, mech: 1 }, { planet: 'starpoint' });
  loaded(s, 0, 'bombardment', true);
  let r = passWindows(
    answer(invade(s), 0, { type: 'bombard', targets: [{ planet: 'starpoint', unit: 'dreadnought', count: 1 }] }),
  );
  expect(decisionOf(r.state)).toMatchObject({ kind: 'assign-hits', waitingOn: [1] });
  r = answer(r, 1, { type: 'assign-hits', sustain: {}, destroy: { infantry: 1 } });
  expect(decisionOf(r.state)).toMatchObject({ choice: 'invasion/x89', waitingOn: [0] });
  r = choose(r, 'destroy');
  expect(planetUnits(r.state, 'starpoint', 1)!.counts).toEqual({ mech: 1 });
});

test('67.4 Integrated Economy: after gaining control of a planet, produce units on it costing up to its resources', () => {
  const s = give(tradeGoods(landingGame(), 0, 5), 0, 'ie');
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 1 } }])));
  expect(decisionOf(r.state)).toMatchObject({
    kind: 'production',
    source: 'integrated-economy',
    planet: 'starpoint',
    maxCost: 3,
  });
  const order = (units: Extract<Command, { type: 'produce' }>['units'], tradeGoods: number): Command => ({
    type: 'produce',
    units,
    payment: { ...NO_PAYMENT, tradeGoods },
  });
  expect(refusedAt(r, order([{ unit: 'dreadnought', count: 1 }], 4))).toMatchObject({ code: 'production/over-cost' });
  expect(refusedAt(r, order([{ unit: 'infantry', count: 2, planet: 'newalbion' }], 1))).toMatchObject({
    code: 'production/wrong-planet',
  });
  r = answer(
    r,
    0,
    order(
      [
        { unit: 'infantry', count: 2, planet: 'starpoint' },
        { unit: 'destroyer', count: 1 },
      ],
      2,
    ),
  );
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 3 });
  expect(spaceOf(r.state, 0)!.counts.destroyer).toBe(1);
});

test('30 Clan of Saar mech Deploy and Scavenge: after gaining a planet, 1 trade good, and 1 more spent for a mech there', () => {
  const s = tradeGoods(landingGame({ factions: ['saar', 'jolnar', 'xxcha'] }), 0, 0);
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { infantry: 1 } }])));
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(decisionOf(r.state)).toMatchObject({ choice: 'control/saar-mech' });
  r = choose(r, 'deploy');
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ infantry: 1, mech: 1 });
  expect(r.state.players[0]!.tradeGoods).toBe(0);
});

test("14.2 at the invasion step a blockaded space dock's owner returns the blockader's captured ships", () => {
  const s = put(invasionGame(), 1, { 'space-dock': 1 }, { planet: 'starpoint' });
  put(s, 0, { cruiser: 1 });
  s.players[1]!.captured = [{ owner: 0, type: 'destroyer', count: 1 }];
  const r = runInvasion(s);
  expect(r.state.players[1]!.captured).toEqual([]);
  expect(eventsOf(r, 'captured-units-returned')).toHaveLength(1);
});

test('89.4 / 89.5 in a whole tactical action, invasion follows movement and production follows invasion', () => {
  let s = tacticalGame({ tiles: line('27') });
  s = placeUnits(s, '0,0', 0, { carrier: 1, infantry: 2 });
  s = placeUnits(s, '0,0', 0, { 'space-dock': 1 }, 'newalbion');
  s = edit(s, (d) => {
    d.board.systems['0,0']!.planets.newalbion!.owner = 0;
    d.decks.hazardous = { draw: [], discard: [] }; // nothing to explore on Starpoint: this test is about the order
  });
  s = activate(s, '0,0');
  if (topDecision(s)?.kind === 'move-ships') s = move(s, []).state;
  expect(topDecision(s)).toMatchObject({ kind: 'commit-ground-forces', system: '0,0' });
  s = tacticalPassWindows(
    play(s, 0, { type: 'commit-ground-forces', landings: [{ planet: 'starpoint', units: { infantry: 2 } }] }),
  );
  expect(s.board.systems['0,0']!.planets.starpoint!.owner).toBe(0);
  expect(topDecision(s)).toMatchObject({ kind: 'production', source: 'tactical', system: '0,0' });
  s = tacticalPassWindows(play(s, 0, { type: 'produce', units: [], payment: NO_PAYMENT }));
  expect(s.tactical).toBeNull();
});

test("79.4a the Clan of Saar's Floating Factory is destroyed when blockaded", () => {
  const s = put(invasionGame({ factions: ['hacan', 'saar', 'xxcha'] }), 1, { 'space-dock': 1 });
  put(s, 0, { cruiser: 1 });
  const r = runInvasion(s);
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(eventsOf(r, 'units-destroyed')).toEqual([
    { type: 'units-destroyed', seat: 1, system: ACTIVE, planet: null, unit: 'space-dock', count: 1, cause: 'blockade' },
  ]);
  put(s, 1, { carrier: 1 });
  expect(spaceOf(runInvasion(s).state, 1)!.counts).toEqual({ 'space-dock': 1, carrier: 1 });
});

test('25.1 Winnu Reclamation: after a tactical action that gained Mecatol Rex, place 1 PDS and 1 space dock there', () => {
  const s = put(invasionGame({ active: '18', custodians: true, factions: ['winnu', 'jolnar', 'xxcha'] }), 0, {
    carrier: 1,
    infantry: 1,
  });
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'mr', units: { infantry: 1 } }], NO_PAYMENT)));
  expect(decisionOf(r.state)).toBeUndefined();
  r = runFromRun(r, 'tactical/production');
  expect(decisionOf(r.state)).toMatchObject({ choice: 'control/reclamation', waitingOn: [0] });
  r = choose(r, 'place');
  expect(planetUnits(r.state, 'mr', 0)!.counts).toEqual({ infantry: 1, pds: 1, 'space-dock': 1 });
});

test('85.1 Winnu Reclaimer: after a tactical action that gained its planet, place 1 PDS or 1 space dock there', () => {
  const s = put(invasionGame({ factions: ['winnu', 'jolnar', 'xxcha'] }), 0, { carrier: 1, mech: 1 });
  let r = passWindows(answer(invade(s), 0, land([{ planet: 'starpoint', units: { mech: 1 } }])));
  r = runFromRun(r, 'tactical/production');
  expect(options(r.state, 0).map((o) => o.label)).toEqual([
    'Reclaimer: place 1 pds on Starpoint',
    'Reclaimer: place 1 space dock on Starpoint',
    'Place nothing',
  ]);
  r = choose(r, 'space-dock');
  expect(planetUnits(r.state, 'starpoint', 0)!.counts).toEqual({ mech: 1, 'space-dock': 1 });
});
