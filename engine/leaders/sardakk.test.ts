import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { newSystem } from '../galaxy/board';
import { leaderSheets } from '../queries/leaders';
import { AROUND, combatGame } from '../testing/combat-scenario';
import {
  ACTIVE,
  answer,
  decisionOf,
  eventsOf,
  own,
  passWindows,
  planetUnits,
  put,
  runInvasion,
  type Run,
} from '../testing/invasion-scenario';
import { optionLabels } from '../testing/scenario';
import { checkLeaderUnlocks } from './unlock';

/**
 * The Sardakk N'orr (seat 0) invade Starpoint/New Albion (the active system); Lodor, adjacent, holds 2 of their
 * infantry and Starpoint 1 mech. `inSpace`: 1 infantry waits in the active system's space area too.
 */
function sardakkGame(commander: 'locked' | 'unlocked', opts: { inSpace?: boolean; tokenOnLodor?: boolean } = {}) {
  const s = combatGame({ factions: ['sardakk', 'sol', 'xxcha'], active: '27', around: { 0: '26' } });
  s.custodiansOnMecatol = false;
  for (const deck of ['cultural', 'hazardous', 'industrial', 'frontier'] as const)
    s.decks[deck] = { draw: [], discard: [] };
  put(s, 0, { infantry: 2 }, { system: AROUND[0], planet: 'lodor' });
  put(s, 0, { mech: 1 }, { planet: 'starpoint' });
  put(s, 0, { carrier: 1, ...(opts.inSpace ? { infantry: 1 } : {}) });
  own(s, 0, 'starpoint');
  if (opts.tokenOnLodor) s.board.systems[AROUND[0]!]!.commandTokens.push(0);
  s.players[0]!.leaders.commander = commander;
  return s;
}

const choose = (r: Run, option: string): Run => answer(r, 0, { type: 'choose', option });
const commanderOptions = (s: GameState) => optionLabels(s, 0).filter((l) => l.startsWith("G'hom"));

test("51.6 Sardakk commander G'hom Sek'kus: commit 1 ground force from each planet of the active and adjacent systems", () => {
  let r = passWindows(runInvasion(sardakkGame('unlocked', { inSpace: true })));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'leaders/sardakk-commit', waitingOn: [0] });
  expect(commanderOptions(r.state)).toEqual([
    "G'hom Sek'kus: commit nothing more from planets",
    "G'hom Sek'kus: commit 1 mech from starpoint to newalbion",
    "G'hom Sek'kus: commit 1 infantry from lodor to newalbion",
    "G'hom Sek'kus: commit 1 infantry from lodor to starpoint",
  ]);
  r = choose(r, 'infantry:lodor>newalbion');
  // At most 1 from each planet: Lodor is used up.
  expect(commanderOptions(r.state)).toEqual([
    "G'hom Sek'kus: commit nothing more from planets",
    "G'hom Sek'kus: commit 1 mech from starpoint to newalbion",
  ]);
  r = choose(r, 'done');
  // Then the ground forces in space, as usual.
  expect(decisionOf(r.state)).toMatchObject({ kind: 'commit-ground-forces', waitingOn: [0] });
  r = answer(r, 0, { type: 'commit-ground-forces', landings: [{ planet: 'newalbion', units: { infantry: 1 } }] });
  r = passWindows(r);
  expect(planetUnits(r.state, 'newalbion', 0)?.counts).toEqual({ infantry: 2 });
  expect(planetUnits(r.state, 'lodor', 0, AROUND[0])?.counts).toEqual({ infantry: 1 });
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(0);
  expect(eventsOf(r, 'ground-forces-committed').map((e) => e.planet)).toEqual(['newalbion', 'newalbion']);
});

test("51.6 Sardakk commander G'hom Sek'kus: with nothing in space the planets' ground forces still land", () => {
  let r = passWindows(runInvasion(sardakkGame('unlocked')));
  r = choose(r, 'mech:starpoint>newalbion');
  r = choose(r, 'done');
  r = passWindows(r);
  expect(planetUnits(r.state, 'newalbion', 0)?.counts).toEqual({ mech: 1 });
  expect(r.state.board.systems[ACTIVE]!.planets.newalbion!.owner).toBe(0);
});

test("51.6 Sardakk commander G'hom Sek'kus: not from systems with your command token; locked, nothing is asked", () => {
  const r = passWindows(runInvasion(sardakkGame('unlocked', { tokenOnLodor: true })));
  expect(commanderOptions(r.state)).toEqual([
    "G'hom Sek'kus: commit nothing more from planets",
    "G'hom Sek'kus: commit 1 mech from starpoint to newalbion",
  ]);
  const before = structuredClone(r.state);
  const refused = apply(r.state, 0, { type: 'choose', option: 'infantry:lodor>newalbion' }, { at: 0 });
  expect(refused.ok ? null : refused.error.code).toBe('flow/not-an-option');
  expect(r.state).toEqual(before);
  const locked = passWindows(runInvasion(sardakkGame('locked', { inSpace: true })));
  expect(decisionOf(locked.state)).toMatchObject({ kind: 'commit-ground-forces' });
  expect(commanderOptions(locked.state)).toEqual([]);
});

test("51.6 Sardakk commander G'hom Sek'kus unlocks with 5 planets controlled outside the home system", () => {
  const s = sardakkGame('locked');
  const commander = (st: GameState) => leaderSheets(st)[0]!.leaders.find((l) => l.role === 'commander')!;
  // Starpoint only (the home system is off this board).
  expect(commander(s)).toMatchObject({ leader: 'sardakkcommander', status: 'locked', progress: { have: 1, need: 5 } });
  const four = structuredClone(s);
  own(four, 0, 'newalbion');
  own(four, 0, 'lodor', false, AROUND[0]);
  for (const [key, sys] of Object.entries(four.board.systems)) if (key === AROUND[1]) sys.planets = {};
  const c4 = flowCtx(structuredClone(four), { at: 0 });
  checkLeaderUnlocks(c4);
  expect(commander(four).progress).toEqual({ have: 3, need: 5 });
  expect(c4.state.players[0]!.leaders.commander).toBe('locked');
  const five = structuredClone(four);
  five.board.systems[AROUND[1]!] = newSystem('28');
  own(five, 0, 'tequran', false, AROUND[1]);
  own(five, 0, 'torkan', false, AROUND[1]);
  expect(commander(five).progress).toEqual({ have: 5, need: 5 });
  const c5 = flowCtx(five, { at: 0 });
  checkLeaderUnlocks(c5);
  expect(c5.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(c5.events).toEqual([{ type: 'leader-unlocked', seat: 0, leader: 'sardakkcommander', role: 'commander' }]);
});
