import { expect, test } from 'vitest';
import { adjacentSystems } from '../galaxy/adjacency';
import { homeSystemKey } from '../objectives/board-queries';
import { ACTIVE, answer, decisionOf, eventsOf, runFrom } from '../testing/combat-scenario';
import {
  invasionGame,
  own,
  passWindows,
  put,
  runInvasion,
  runProduction,
  tradeGoods,
} from '../testing/invasion-scenario';
import { edit, newGame, pickStrategyCards, play, refuse } from '../testing/scenario';
import { unitsIn } from '../testing/tactical-scenario';
import type { GameState } from '../core/state';
import { PLANETS, isPlanetId } from '../data/planets';
import { TECHNOLOGIES } from '../data/technologies';
import { planetValues } from '../economy/planets';
import { options } from '../flow/options';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** Seat 0 (the given faction) active in ACTIVE with a space dock on Starpoint; initiative order set for windows. */
function dockGame(faction: string) {
  const s = invasionGame({ factions: [faction, 'jolnar', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  put(s, 0, { 'space-dock': 1, infantry: 1 }, { planet: 'starpoint' });
  own(s, 0, 'starpoint');
  own(s, 0, 'newalbion');
  return tradeGoods(s, 0, 0);
}

test('51.6 Titans commander Tungstantus unlocks with 5 structures on the board', () => {
  const s = dockGame('titans');
  put(s, 0, { pds: 2 }, { planet: 'starpoint' });
  put(s, 0, { pds: 1 }, { planet: 'newalbion' });
  const four = runProduction(s);
  expect(four.state.players[0]!.leaders.commander).toBe('locked');
  const five = runProduction(put(structuredClone(s), 0, { pds: 1 }, { planet: 'newalbion' }));
  expect(five.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(eventsOf(five, 'leader-unlocked')).toEqual([
    { type: 'leader-unlocked', seat: 0, leader: 'titanscommander', role: 'commander' },
  ]);
});

test('51.6 Titans commander Tungstantus: when Titans units use Production, gain 1 trade good (once per use)', () => {
  const s = dockGame('titans');
  s.players[0]!.leaders.commander = 'unlocked';
  let r = runProduction(s);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-producing-units', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'titanscommander', targets: {} });
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'titanscommander', targets: {} })).toMatchObject({
    code: 'ability/limit',
    rule: '1.18',
  });
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  // Locked, it is not asked at all.
  const locked = runProduction(dockGame('titans'));
  expect(decisionOf(locked.state)).toMatchObject({ kind: 'production' });
});

/** Seat 0 (Sol) moved ships into ACTIVE, where the Empyrean (seat 1) has a command token. */
function movedIn(commander: 'locked' | 'unlocked') {
  const s = invasionGame({ factions: ['sol', 'empyrean', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  s.players[1]!.leaders.commander = commander;
  s.board.systems[ACTIVE]!.commandTokens.push(0, 1);
  put(s, 0, { cruiser: 1 });
  return runFrom(s, 'window/open', { window: 'after-ships-moved', subject: { seat: 0, system: ACTIVE } });
}

test('51.6 Empyrean commander Xuange: after another player moves ships into a system with its token, the token goes home', () => {
  let r = movedIn('unlocked');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'empyreancommander', targets: {} });
  expect(r.state.board.systems[ACTIVE]!.commandTokens).toEqual([0]);
  expect(eventsOf(r, 'command-tokens-returned')).toEqual([
    { type: 'command-tokens-returned', seat: 1, systems: [ACTIVE] },
  ]);
});

test('51.6 Empyrean commander Xuange: locked it is not offered; the mover cannot use it on their own move', () => {
  const locked = movedIn('locked');
  expect(decisionOf(locked.state)).toBeUndefined();
  expect(locked.state.board.systems[ACTIVE]!.commandTokens).toEqual([0, 1]);
  const s = edit(movedIn('unlocked').state, (d) => {
    d.players[0]!.faction = 'empyrean';
    d.players[0]!.leaders.commander = 'unlocked';
  });
  expect(refuse(s, 0, { type: 'use-ability', ability: 'empyreancommander', targets: {} }).rule).toBe('1.19');
  expect(s.board.systems[ACTIVE]!.commandTokens).toEqual([0, 1]);
});

/** The first player's turn of a 3-player game (seat 0 of `faction` first in initiative). */
function firstTurn(faction: string, agents: 'ready' | 'exhausted' = 'exhausted'): GameState {
  return pickStrategyCards(newGame({ players: 3, factions: [faction, 'sol', 'hacan'], agents }), CARDS);
}

/** A system next to the seat's home system that holds a planet. */
function nextToHome(s: GameState, seat: number): { key: string; planet: string } {
  const home = homeSystemKey(s, seat)!;
  for (const key of adjacentSystems(s.board, home)) {
    const planet = Object.keys(s.board.systems[key]?.planets ?? {})[0];
    if (planet) return { key, planet };
  }
  throw new Error('no planet next to home');
}

test('51.10 Saar hero Gurno Aggero: next to a Saar space dock, every other infantry and fighter is destroyed; then purged', () => {
  const base = firstTurn('saar');
  const { key, planet } = nextToHome(base, 0);
  const s = edit(base, (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
    d.board.systems[key]!.space['1'] = { counts: { fighter: 2, cruiser: 1 }, damaged: {} };
    d.board.systems[key]!.planets[planet]!.units['2'] = { counts: { infantry: 3, mech: 1 }, damaged: {} };
  });
  const after = play(s, 0, { type: 'component-action', ability: 'saarhero', targets: { system: key } });
  expect(unitsIn(after, key, 1)).toEqual({ cruiser: 1 });
  expect(unitsIn(after, key, 2, planet)).toEqual({ mech: 1 });
  expect(after.players[0]!.leaders.hero).toBe('purged');
});

test('51.10 Saar hero Gurno Aggero: a system away from its space docks is refused; locked it cannot be used', () => {
  const s = edit(firstTurn('saar'), (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
  });
  const far = homeSystemKey(s, 2)!;
  expect(refuse(s, 0, { type: 'component-action', ability: 'saarhero', targets: { system: far } })).toMatchObject({
    code: 'ability/bad-target',
    rule: '51.10',
  });
  const locked = firstTurn('saar');
  const { key } = nextToHome(locked, 0);
  expect(refuse(locked, 0, { type: 'component-action', ability: 'saarhero', targets: { system: key } })).toMatchObject({
    code: 'ability/not-held',
  });
});

test('51.4 Xxcha agent Ggrocuto Rinn: readies a planet, and next to Xxcha planets sends 1 infantry on it home', () => {
  const base = firstTurn('xxcha', 'ready');
  const { key, planet } = nextToHome(base, 0);
  const s = edit(base, (d) => {
    const p = d.board.systems[key]!.planets[planet]!;
    p.owner = 1;
    p.exhausted = true;
    p.units['1'] = { counts: { infantry: 2 }, damaged: {} };
  });
  const after = play(s, 0, {
    type: 'component-action',
    ability: 'xxchaagent',
    targets: { planet, infantryOf: 1 },
  });
  expect(after.board.systems[key]!.planets[planet]!.exhausted).toBe(false);
  expect(unitsIn(after, key, 1, planet)).toEqual({ infantry: 1 });
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
});

test('51.4 Xxcha agent Ggrocuto Rinn: infantry far from Xxcha planets is refused; exhausted it cannot be used', () => {
  const base = firstTurn('xxcha', 'ready');
  const farHome = homeSystemKey(base, 2)!;
  const farPlanet = Object.keys(base.board.systems[farHome]!.planets)[0]!;
  expect(
    refuse(base, 0, {
      type: 'component-action',
      ability: 'xxchaagent',
      targets: { planet: farPlanet, infantryOf: 2 },
    }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  const tired = firstTurn('xxcha');
  expect(
    refuse(tired, 0, {
      type: 'component-action',
      ability: 'xxchaagent',
      targets: { planet: farPlanet, infantryOf: null },
    }),
  ).toMatchObject({ code: 'ability/not-held' });
});

test('51.6 L1Z1X commander 2RAM: Planetary Shield does not stop L1Z1X Bombardment; locked, it does', () => {
  const s = own(put(invasionGame({ factions: ['l1z1x', 'jolnar', 'xxcha'] }), 0, { dreadnought: 1 }), 1, 'starpoint');
  put(s, 1, { infantry: 1, pds: 1 }, { planet: 'starpoint' });
  expect(decisionOf(passWindows(runInvasion(s)).state)?.kind).not.toBe('bombardment');
  s.players[0]!.leaders.commander = 'unlocked';
  expect(decisionOf(passWindows(runInvasion(s)).state)).toMatchObject({ kind: 'bombardment', waitingOn: [0] });
});

test('51.6 L1Z1X commander 2RAM unlocks with 4 dreadnoughts on the board', () => {
  const s = dockGame('l1z1x');
  put(s, 0, { dreadnought: 3 });
  expect(runProduction(s).state.players[0]!.leaders.commander).toBe('locked');
  put(s, 0, { dreadnought: 1 });
  expect(runProduction(s).state.players[0]!.leaders.commander).toBe('unlocked');
});

const NOTHING = { resources: [], influence: [], tradeGoods: 0 };

test('51.4 Winnu agent Berekar Berekon: when any player uses Production, the units cost 2 less in all', () => {
  const s = dockGame('hacan');
  s.players[1]!.faction = 'winnu';
  s.players[1]!.leaders.agent = 'unlocked';
  let r = runProduction(s);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'when-producing-units', waitingOn: [1] });
  // Without it a cruiser (cost 2) must be paid for.
  expect(
    refuse(passWindows(r).state, 0, { type: 'produce', units: [{ unit: 'cruiser', count: 1 }], payment: NOTHING }),
  ).toMatchObject({ code: 'economy/cannot-pay' });
  r = answer(r, 1, { type: 'use-ability', ability: 'winnuagent', targets: {} });
  r = passWindows(r);
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  r = answer(r, 0, { type: 'produce', units: [{ unit: 'cruiser', count: 1 }], payment: NOTHING });
  expect(unitsIn(r.state, ACTIVE, 0)).toMatchObject({ cruiser: 1 });
});

test('51.10 Hacan hero Harrugh Gefhara: every unit of one use of Production costs 0; then purged', () => {
  const s = dockGame('hacan');
  s.players[0]!.leaders.hero = 'unlocked';
  let r = runProduction(s);
  r = answer(r, 0, { type: 'use-ability', ability: 'hacanhero', targets: {} });
  expect(r.state.players[0]!.leaders.hero).toBe('purged');
  r = passWindows(r);
  r = answer(r, 0, {
    type: 'produce',
    units: [
      { unit: 'dreadnought', count: 1 },
      { unit: 'carrier', count: 1 },
    ],
    payment: NOTHING,
  });
  expect(unitsIn(r.state, ACTIVE, 0)).toMatchObject({ dreadnought: 1, carrier: 1 });
});

test('51.10 Hacan hero Harrugh Gefhara: locked, it is refused and the units must be paid for', () => {
  const r = runProduction(dockGame('hacan'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production' });
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'hacanhero', targets: {} })).toMatchObject({
    code: 'flow/not-now',
  });
  expect(
    refuse(r.state, 0, { type: 'produce', units: [{ unit: 'dreadnought', count: 1 }], payment: NOTHING }),
  ).toMatchObject({ code: 'economy/cannot-pay' });
});

/** A planet with a technology specialty on the board, and its system. */
function specialtyPlanet(s: GameState): { key: string; planet: string; colour: string } {
  for (const [key, sys] of Object.entries(s.board.systems))
    for (const planet of Object.keys(sys.planets)) {
      const colour = isPlanetId(planet) ? PLANETS[planet].specialty : null;
      if (colour && sys.planets[planet]!.owner === null) return { key, planet, colour };
    }
  throw new Error('no specialty planet');
}

test('51.10 Nekro hero UNIT.DSGN.FLAYESH: a specialty planet is devoured — units destroyed, trade goods and a technology gained', () => {
  const base = firstTurn('nekro');
  const { key, planet, colour } = specialtyPlanet(base);
  const s = edit(base, (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
    d.players[0]!.tradeGoods = 0;
    d.board.systems[key]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} };
    d.board.systems[key]!.planets[planet]!.units['1'] = { counts: { infantry: 2, pds: 1 }, damaged: {} };
  });
  const offered = options(s, 0).filter((o) => o.command.type === 'component-action');
  const pick = offered.find((o) => o.label.startsWith(`UNIT.DSGN.FLAYESH: ${planet}:`))!;
  const cmd = pick.command;
  if (cmd.type !== 'component-action') throw new Error('expected a component action');
  const technology = String(cmd.targets?.technology);
  expect(TECHNOLOGIES[technology as keyof typeof TECHNOLOGIES].color).toBe(colour);
  const after = play(s, 0, pick.command);
  const { resources, influence } = planetValues(after, planet);
  expect(after.players[0]!.tradeGoods).toBe(resources + influence);
  expect(after.players[0]!.technologies).toContain(technology);
  expect(unitsIn(after, key, 1, planet)).toEqual({});
  expect(after.players[0]!.leaders.hero).toBe('purged');
});

test('51.10 Nekro hero UNIT.DSGN.FLAYESH: a planet without its units nearby, or a technology of another colour, is refused', () => {
  const base = firstTurn('nekro');
  const { key, planet, colour } = specialtyPlanet(base);
  const s = edit(base, (d) => {
    d.players[0]!.leaders.hero = 'unlocked';
  });
  const other = (Object.keys(TECHNOLOGIES) as (keyof typeof TECHNOLOGIES)[]).find(
    (t) => TECHNOLOGIES[t].color !== colour && TECHNOLOGIES[t].color !== null && TECHNOLOGIES[t].faction === null,
  )!;
  const same = (Object.keys(TECHNOLOGIES) as (keyof typeof TECHNOLOGIES)[]).find(
    (t) => TECHNOLOGIES[t].color === colour && TECHNOLOGIES[t].faction === null,
  )!;
  // No Nekro units in that system yet.
  expect(
    refuse(s, 0, { type: 'component-action', ability: 'nekrohero', targets: { planet, technology: same } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  const near = edit(s, (d) => {
    d.board.systems[key]!.space['0'] = { counts: { cruiser: 1 }, damaged: {} };
  });
  expect(
    refuse(near, 0, { type: 'component-action', ability: 'nekrohero', targets: { planet, technology: other } }),
  ).toMatchObject({ code: 'ability/bad-target', rule: '51.10' });
  expect(near.players[0]!.leaders.hero).toBe('unlocked');
});
