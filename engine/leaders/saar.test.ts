import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { leaderSheets } from '../queries/leaders';
import { AROUND } from '../testing/combat-scenario';
import { systemLabel } from '../tactical/labels';
import {
  answer,
  decisionOf,
  invasionGame,
  NO_PAYMENT,
  passWindows,
  put,
  runProduction,
  settle,
  spaceOf,
  tradeGoods,
} from '../testing/invasion-scenario';
import { optionLabels } from '../testing/scenario';
import { checkLeaderUnlocks } from './unlock';

/**
 * The Clan of Saar (seat 0) produce at a Floating Factory in the active system; a second one floats beside a carrier in AROUND[0]
 * and a third in AROUND[1], blockaded by Sol's cruiser there.
 */
function saarGame(commander: 'locked' | 'unlocked'): GameState {
  const s = invasionGame({ factions: ['saar', 'sol', 'xxcha'] });
  put(s, 0, { 'space-dock': 1, carrier: 1 });
  put(s, 0, { 'space-dock': 1, carrier: 1 }, { system: AROUND[0] });
  put(s, 0, { 'space-dock': 1 }, { system: AROUND[1] });
  put(s, 1, { cruiser: 1 }, { system: AROUND[1] });
  s.players[0]!.leaders.commander = commander;
  return tradeGoods(s, 0, 10);
}

const ORDER: Command = {
  type: 'produce',
  units: [
    { unit: 'fighter', count: 2 },
    { unit: 'infantry', count: 2 },
  ],
  payment: { ...NO_PAYMENT, tradeGoods: 2 },
};
const produced = (s: GameState) => answer(passWindows(runProduction(s)), 0, ORDER);
const saarOptions = (s: GameState) => optionLabels(s, 0).filter((l) => l.startsWith('Rowl Sarring'));

test('51.6 Saar commander Rowl Sarring: produced fighters and infantry may be placed at another space dock', () => {
  let r = produced(saarGame('unlocked'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'leaders/saar-place', waitingOn: [0] });
  // The blockaded dock in AROUND[1] is not offered.
  expect(saarOptions(r.state)).toHaveLength(3);
  expect(saarOptions(r.state)).toContain(
    `Rowl Sarring: place 1 fighter at your space dock, in space in ${systemLabel(r.state, AROUND[0])}, instead`,
  );
  const fighterThere = `fighter>${AROUND[0]}`;
  r = answer(r, 0, { type: 'choose', option: fighterThere });
  r = answer(r, 0, { type: 'choose', option: `infantry>${AROUND[0]}` });
  r = answer(r, 0, { type: 'choose', option: 'keep' });
  r = settle(r);
  expect(spaceOf(r.state, 0)!.counts).toMatchObject({ carrier: 1, fighter: 1, infantry: 1 });
  expect(spaceOf(r.state, 0, AROUND[0])!.counts).toEqual({ 'space-dock': 1, carrier: 1, fighter: 1, infantry: 1 });
  expect(spaceOf(r.state, 0, AROUND[1])!.counts).toEqual({ 'space-dock': 1 });
});

test('51.6 Saar commander Rowl Sarring: once all are moved nothing more is asked; locked, nothing is asked', () => {
  let r = produced(saarGame('unlocked'));
  for (const option of ['fighter', 'fighter', 'infantry', 'infantry'])
    r = answer(r, 0, { type: 'choose', option: `${option}>${AROUND[0]}` });
  expect(decisionOf(r.state)).not.toMatchObject({ choice: 'leaders/saar-place' });
  expect(spaceOf(r.state, 0, AROUND[0])!.counts).toEqual({ 'space-dock': 1, carrier: 1, fighter: 2, infantry: 2 });
  // Locked (two docks only: three would unlock it as the flow settles).
  const two = saarGame('locked');
  two.board.systems[AROUND[1]!]!.space['0']!.counts['space-dock'] = 0;
  const locked = produced(two);
  expect(decisionOf(locked.state)).not.toMatchObject({ choice: 'leaders/saar-place' });
  expect(saarOptions(locked.state)).toEqual([]);
  expect(spaceOf(locked.state, 0)!.counts).toMatchObject({ carrier: 1, fighter: 2, infantry: 2 });
});

test('51.6 Saar commander Rowl Sarring: a blockaded dock is refused and nothing moves', () => {
  const r = produced(saarGame('unlocked'));
  const before = structuredClone(r.state);
  const res = apply(r.state, 0, { type: 'choose', option: `fighter>${AROUND[1]}` }, { at: 0 });
  expect(res.ok ? null : res.error.code).toMatch(/^flow\/not-an-option$/);
  expect(r.state).toEqual(before);
});

test('51.6 Saar commander Rowl Sarring unlocks with 3 space docks on the board; the sheet shows the progress', () => {
  const two = saarGame('locked');
  two.board.systems[AROUND[1]!]!.space['0']!.counts['space-dock'] = 0;
  const commander = (st: GameState) => leaderSheets(st)[0]!.leaders.find((l) => l.role === 'commander')!;
  expect(commander(two)).toMatchObject({ leader: 'saarcommander', status: 'locked', progress: { have: 2, need: 3 } });
  const c2 = flowCtx(structuredClone(two), { at: 0 });
  checkLeaderUnlocks(c2);
  expect(c2.state.players[0]!.leaders.commander).toBe('locked');
  const c3 = flowCtx(structuredClone(saarGame('locked')), { at: 0 });
  checkLeaderUnlocks(c3);
  expect(c3.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(c3.events).toEqual([{ type: 'leader-unlocked', seat: 0, leader: 'saarcommander', role: 'commander' }]);
});
