import { expect, test } from 'vitest';
import { ACTIVE, combatGame, eventsOf, put, runFrom } from '../testing/combat-scenario';
import { checkLeaderUnlocks, unlockProgress } from './unlock';
import { flowCtx } from '../kernel/context';
import type { GameState } from '../core/state';

/** Winnu (seat 0, active) against Sol (seat 1) in the active system, a tile given by id. */
function battle(tile: '18' | '46', commander: 'locked' | 'unlocked'): GameState {
  const s = combatGame({ factions: ['winnu', 'sol', 'xxcha'], active: tile });
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.commander = commander;
  put(s, 0, { cruiser: 1 });
  put(s, 1, { destroyer: 1 });
  return s;
}

const winnuModifiers = (s: GameState): number[] =>
  eventsOf(runFrom(s, 'tactical/space-combat'), 'dice-rolled')
    .filter((e) => e.seat === 0 && e.roll === 'combat')
    .flatMap((e) => e.dice.map((d) => d.modifier));

test('51.6 Winnu commander Rickar Rickani: +2 to combat rolls in the Mecatol Rex system, not elsewhere', () => {
  expect(winnuModifiers(battle('18', 'unlocked'))[0]).toBe(2);
  expect(winnuModifiers(battle('46', 'unlocked'))[0]).toBe(0);
  // Locked at Mecatol Rex, the combat itself unlocks it before the first roll (51.6b).
  expect(winnuModifiers(battle('18', 'locked'))[0]).toBe(2);
});

test('51.6 Winnu commander Rickar Rickani: the +2 also holds in a system with a legendary planet', () => {
  const s = battle('46', 'unlocked');
  s.board.systems[ACTIVE]!.tile = '65'; // Primor
  s.board.systems[ACTIVE]!.planets = { primor: { owner: null, exhausted: false, units: {}, attachments: [] } };
  expect(winnuModifiers(s)[0]).toBe(2);
  // Locked, nothing.
  s.players[0]!.leaders.commander = 'locked';
  expect(winnuModifiers(s)[0]).toBe(0);
});

test('51.6b Winnu commander Rickar Rickani unlocks (flipped and announced) as a combat in the Mecatol Rex system starts', () => {
  const r = runFrom(battle('18', 'locked'), 'tactical/space-combat');
  expect(r.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(eventsOf(r, 'leader-unlocked')).toEqual([
    { type: 'leader-unlocked', seat: 0, leader: 'winnucommander', role: 'commander' },
  ]);
  // A combat elsewhere does not unlock it.
  const elsewhere = runFrom(battle('46', 'locked'), 'tactical/space-combat');
  expect(elsewhere.state.players[0]!.leaders.commander).toBe('locked');
  expect(eventsOf(elsewhere, 'leader-unlocked')).toEqual([]);
});

test('51.6 Winnu commander Rickar Rickani unlocks by controlling Mecatol Rex; not by another holding it', () => {
  const s = battle('46', 'locked');
  s.board.systems['0,-1'] = { ...structuredClone(s.board.systems[ACTIVE]!), tile: '18' };
  s.board.systems['0,-1']!.planets = { mr: { owner: 1, exhausted: false, units: {}, attachments: [] } };
  expect(unlockProgress(s, 0, 'winnucommander')).toEqual({ have: 0, need: 1 });
  let ctx = flowCtx(structuredClone(s), { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.commander).toBe('locked');
  s.board.systems['0,-1']!.planets.mr!.owner = 0;
  expect(unlockProgress(s, 0, 'winnucommander')).toEqual({ have: 1, need: 1 });
  ctx = flowCtx(structuredClone(s), { at: 0 });
  checkLeaderUnlocks(ctx);
  expect(ctx.state.players[0]!.leaders.commander).toBe('unlocked');
  expect(ctx.events).toEqual([{ type: 'leader-unlocked', seat: 0, leader: 'winnucommander', role: 'commander' }]);
});
