import { expect, test } from 'vitest';
import { advance } from '../flow/apply';
import { gainControl } from '../invasion/control';
import { flowCtx } from '../kernel/context';
import { ACTIVE, answer, decisionOf, eventsOf, type Run } from '../testing/combat-scenario';
import { invasionGame, put } from '../testing/invasion-scenario';
import { refuse } from '../testing/scenario';
import { checkLeaderUnlocks } from './unlock';

const CARDS = ['leadership', 'diplomacy', 'politics'];

/** Naaz-Rokha (seat 0) about to take Starpoint (hazardous) in the active system; `from` controls it first. */
function takeover(commander: 'locked' | 'unlocked', from: number | null): Run {
  const s = invasionGame({ factions: ['naaz', 'sol', 'xxcha'] });
  s.players.forEach((p, i) => (p.strategyCards = [CARDS[i]!]));
  s.players[0]!.leaders.commander = commander;
  s.board.systems[ACTIVE]!.planets.starpoint!.owner = from;
  s.decks.hazardous.draw = ['mining-world#1'];
  const ctx = flowCtx(s, { at: 0 });
  gainControl(ctx, 0, ACTIVE, 'starpoint');
  advance(ctx);
  return { state: s, events: ctx.events };
}

test('51.6 Naaz-Rokha commander Dart and Tai: after taking a planet from another player, explore it (35.3)', () => {
  let r = takeover('unlocked', 1);
  expect(eventsOf(r, 'explored')).toEqual([]);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-planet-control-gained', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'naazcommander', targets: {} });
  expect(eventsOf(r, 'explored')).toEqual([
    { type: 'explored', seat: 0, system: ACTIVE, planet: 'starpoint', deck: 'hazardous', card: 'mining-world#1' },
  ]);
});

test('51.6 Naaz-Rokha commander Dart and Tai: not for a planet nobody controlled; locked, not offered', () => {
  // From nobody the planet is explored anyway (35.1), once; the commander adds nothing.
  const fresh = takeover('unlocked', null);
  expect(eventsOf(fresh, 'explored')).toHaveLength(1);
  expect(decisionOf(fresh.state)?.kind).not.toBe('window');
  const locked = takeover('locked', 1);
  expect(decisionOf(locked.state)).toBeUndefined();
  expect(eventsOf(locked, 'explored')).toEqual([]);
  expect(refuse(locked.state, 0, { type: 'use-ability', ability: 'naazcommander', targets: {} }).code).toBe(
    'flow/not-your-turn',
  );
});

test('51.6 Naaz-Rokha commander Dart and Tai unlocks with mechs in 3 systems', () => {
  for (const [systems, status] of [
    [['0,0', '0,-1'], 'locked'],
    [['0,0', '0,-1', '1,-1'], 'unlocked'],
  ] as const) {
    const s = invasionGame({ factions: ['naaz', 'sol', 'xxcha'] });
    for (const key of systems) put(s, 0, { mech: 1 }, { system: key });
    const ctx = flowCtx(s, { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[0]!.leaders.commander).toBe(status);
  }
});
