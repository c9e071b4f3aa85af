import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { combatGame, eventsOf, loaded, put, runFrom, settle } from '../testing/combat-scenario';
import { flowCtx } from '../kernel/context';
import { checkLeaderUnlocks } from './unlock';

/** Seat 0 (the faction, active) with 1 destroyer against 3 fighters and a dreadnought of Sol (seat 1). */
function barrage(faction: string, commander: 'locked' | 'unlocked', hit: boolean): GameState {
  const s = combatGame({ factions: [faction, 'sol', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.commander = commander;
  put(s, 0, { destroyer: 1, dreadnought: 1 });
  put(s, 1, { fighter: 3, dreadnought: 1 });
  loaded(s, 0, 'anti-fighter-barrage', hit);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return s;
}

const barrageRun = (s: GameState) => settle(runFrom(s, 'tactical/space-combat'));
const barrageDice = (s: GameState) =>
  eventsOf(barrageRun(s), 'dice-rolled').filter((e) => e.seat === 0 && e.roll === 'anti-fighter-barrage');

test('51.6 Jol-Nar commander Ta Zern: after rolling for a unit ability, the missed dice are rerolled (74)', () => {
  const r = barrageRun(barrage('jolnar', 'unlocked', false));
  expect(eventsOf(r, 'die-rerolled').map((e) => [e.seat, e.owner, e.ability, e.unit, e.hit])).toEqual([
    [0, 0, 'jolnarcommander', 'destroyer', false],
    [0, 0, 'jolnarcommander', 'destroyer', false],
  ]);
  // Hits are kept as they are; combat rolls (not a unit ability) are never rerolled by it.
  expect(eventsOf(barrageRun(barrage('jolnar', 'unlocked', true)), 'die-rerolled')).toEqual([]);
});

test('51.6 Jol-Nar commander Ta Zern: locked, nothing is rerolled; unlocks with 8 technologies', () => {
  expect(eventsOf(barrageRun(barrage('jolnar', 'locked', false)), 'die-rerolled')).toEqual([]);
  const s = barrage('jolnar', 'locked', false);
  const techs = ['nm', 'ps', 'dxa', 'amd', 'sdn', 'gd', 'aida', 'sar'];
  for (const [n, status] of [
    [7, 'locked'],
    [8, 'unlocked'],
  ] as const) {
    const d = structuredClone(s);
    d.players[0]!.technologies = techs.slice(0, n);
    const ctx = flowCtx(d, { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[0]!.leaders.commander).toBe(status);
  }
});

test('51.6 Argent commander Trrakan Aun Zulok: 1 unit rolls 1 more die for a unit ability (10)', () => {
  expect(barrageDice(barrage('argent', 'unlocked', true))[0]!.dice).toHaveLength(3);
  const r = barrageRun(barrage('argent', 'unlocked', true));
  // Three hits: every Sol fighter is destroyed.
  expect(eventsOf(r, 'units-destroyed')[0]).toMatchObject({ seat: 1, unit: 'fighter', count: 3 });
});

test('51.6 Argent commander Trrakan Aun Zulok: locked, 2 dice; unlocks with 6 units with unit abilities', () => {
  expect(barrageDice(barrage('argent', 'locked', true))[0]!.dice).toHaveLength(2);
  const s = barrage('argent', 'locked', true);
  // 1 destroyer (Anti-Fighter Barrage) and 1 dreadnought (Bombardment) already: 2 of 6.
  for (const [more, status] of [
    [3, 'locked'],
    [4, 'unlocked'],
  ] as const) {
    const d = structuredClone(s);
    put(d, 0, { destroyer: more }, { system: '0,-1' });
    const ctx = flowCtx(d, { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[0]!.leaders.commander).toBe(status);
  }
});
