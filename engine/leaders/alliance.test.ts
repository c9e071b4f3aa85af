import { expect, test } from 'vitest';
import { answer, combatGame, decisionOf, loaded, put, runFrom } from '../testing/combat-scenario';
import { refuse } from '../testing/scenario';
import { alliancePartners, mayUseLeader } from '../kernel/leader-sheet';

/**
 * Letnev (seat 0, active) attacks Sol (seat 1); Sol's dreadnought takes a hit and sustains it. Sol holds Letnev's
 * Alliance face up ('an@0'); the Letnev commander is as given.
 */
function sustained(letnevCommander: 'locked' | 'unlocked', alliance: boolean) {
  const s = combatGame();
  s.players.forEach((p, i) => (p.strategyCards = [['leadership', 'diplomacy', 'politics'][i]!]));
  s.players[0]!.leaders.commander = letnevCommander;
  if (alliance) s.players[1]!.promissoryInPlay.push('an@0');
  s.players[1]!.tradeGoods = 0;
  put(s, 0, { cruiser: 1 });
  put(s, 1, { dreadnought: 1 });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  let r = runFrom(s, 'tactical/space-combat');
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  return r;
}

test("51.8, 51.8a / 69 Alliance: its holder uses the giver's unlocked commander (Rear Admiral Farran for Sol's units)", () => {
  let r = sustained('unlocked', true);
  expect(alliancePartners(r.state, 1)).toEqual([0]);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-sustain-damage', waitingOn: [1] });
  r = answer(r, 1, { type: 'use-ability', ability: 'letnevcommander', targets: {} });
  expect(r.state.players[1]!.tradeGoods).toBe(1);
  // 51.8a: the owner keeps using it too.
  expect(mayUseLeader(r.state, 0, 'letnevcommander', 'commander')).toBe(true);
});

test('51.8 / 69 Alliance: a locked commander gives the holder nothing, and without the note there is nothing to use', () => {
  const locked = sustained('locked', true);
  expect(alliancePartners(locked.state, 1)).toEqual([]);
  expect(decisionOf(locked.state)).not.toMatchObject({ kind: 'window', window: 'after-sustain-damage' });
  expect(refuse(locked.state, 1, { type: 'use-ability', ability: 'letnevcommander', targets: {} }).code).not.toBe(
    undefined,
  );
  expect(locked.state.players[1]!.tradeGoods).toBe(0);
  // Returning the note (it leaves Sol's play area) ends it.
  const returned = sustained('unlocked', false);
  expect(mayUseLeader(returned.state, 1, 'letnevcommander', 'commander')).toBe(false);
  expect(decisionOf(returned.state)).not.toMatchObject({ kind: 'window', window: 'after-sustain-damage' });
  expect(returned.state.players[1]!.tradeGoods).toBe(0);
});
