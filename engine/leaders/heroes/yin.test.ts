import { expect, test } from 'vitest';
import type { GameState } from '../../core/state';
import { checkInvariants } from '../../testing/invariants';
import { optionLabels } from '../../testing/scenario';
import {
  edit,
  key,
  line,
  passWindows,
  play,
  playEvents,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withNextRolls,
} from '../../testing/tactical-scenario';

const HERO = { type: 'component-action', ability: 'yinhero', targets: {} } as const;
const choose = (option: string) => ({ type: 'choose', option }) as const;

/**
 * The Yin (seat 0) act first. Wellon (0,0) is the Hacan's, held by 2 Hacan infantry and a Hacan PDS; Lodor (1,0)
 * is the Letnev's, undefended; Darien (2,0) is the Yin's home system; Mecatol Rex (3,0) still has its custodians.
 * The Hacan and the Letnev keep 1 infantry each on Vefut II (4,0) and Quann (5,0), so losing a planet eliminates
 * neither (33.1).
 */
function yinTurn(hero: 'unlocked' | 'locked' = 'unlocked', tiles = line('19', '26', '3', '18', '20', '25')): GameState {
  return edit(tacticalGame({ factions: ['yin', 'hacan', 'letnev'], tiles }), (d) => {
    d.players[0]!.leaders.hero = hero;
    const wellon = d.board.systems[key(0)]?.planets.wellon;
    if (wellon) {
      wellon.owner = 1;
      wellon.units['1'] = { counts: { infantry: 2, pds: 1 }, damaged: {} };
    }
    const lodor = d.board.systems[key(1)]?.planets.lodor;
    if (lodor) lodor.owner = 2;
    for (const [seat, at, planet] of [
      [1, key(4), 'vefutii'],
      [2, key(5), 'quann'],
    ] as const) {
      const p = d.board.systems[at]?.planets[planet];
      if (!p) continue;
      p.owner = seat;
      p.units[String(seat)] = { counts: { infantry: 1 }, damaged: {} };
    }
    d.custodiansOnMecatol = true;
  });
}

test('51.10 Yin hero Dannel of the Tenth: commit up to 3 infantry from reinforcements to planets outside home systems', () => {
  const s = play(yinTurn(), 0, HERO);
  expect(s.players[0]!.leaders.hero).toBe('purged');
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'yin/dannel-commit', waitingOn: [0] });
  // 6.1 home planets and 27.2 Mecatol Rex under the custodians are not offered.
  expect(optionLabels(s, 0)).toEqual([
    'Dannel of the Tenth: commit no infantry',
    'Dannel of the Tenth: commit 1 infantry to Wellon (2 more after it)',
    'Dannel of the Tenth: commit 1 infantry to Lodor (2 more after it)',
    'Dannel of the Tenth: commit 1 infantry to Vefut II (2 more after it)',
    'Dannel of the Tenth: commit 1 infantry to Quann (2 more after it)',
  ]);
  const before = structuredClone(s);
  expect(refuse(s, 0, choose('mr'))).toMatchObject({ rule: '51.10' });
  expect(refuse(s, 0, choose('darien'))).toMatchObject({ rule: '51.10' });
  expect(s).toEqual(before);
});

test('49.4 Yin hero Dannel of the Tenth: a ground combat against the defenders (no Space Cannon Defense), then 49.5 control', () => {
  let s = play(play(yinTurn(), 0, HERO), 0, choose('wellon'));
  s = play(s, 0, choose('wellon'));
  // Both Yin infantry hit (the attacker rolls first, 78.5f); both Hacan infantry miss.
  s = withNextRolls(s, [(r) => r >= 8, (r) => r >= 8, (r) => r < 8, (r) => r < 8]);
  const { state, events } = playEvents(s, 0, choose('lodor'));
  const after = passWindows(state);
  // 49.3: the Hacan PDS on Wellon never fires at the committed infantry: no die is rolled before the combat starts.
  expect(events.filter((e) => e.type === 'dice-rolled')).toEqual([]);
  expect(events).toContainEqual(
    expect.objectContaining({ type: 'combat-started', combat: 'ground', planet: 'wellon', attacker: 0, defender: 1 }),
  );
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({ infantry: 2 });
  // 25.5: the Hacan structures left there are destroyed as the Yin take the planet.
  expect(unitsIn(after, key(0), 1, 'wellon')).toEqual({});
  expect(after.board.systems[key(0)]!.planets.wellon!.owner).toBe(0);
  // Lodor, undefended: the infantry land and the Yin take it from the Letnev.
  expect(unitsIn(after, key(1), 0, 'lodor')).toEqual({ infantry: 1 });
  expect(after.board.systems[key(1)]!.planets.lodor!.owner).toBe(0);
  // No system was activated and no tactical action is left open; the component action ended the Yin's turn.
  expect(after.tactical).toBeNull();
  expect(after.board.systems[key(0)]!.commandTokens).toEqual([]);
  expect(checkInvariants(after)).toEqual([]);
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('49.4 Yin hero Dannel of the Tenth: infantry destroyed in the ground combat take nothing', () => {
  let s = play(play(yinTurn(), 0, HERO), 0, choose('wellon'));
  // The single Yin infantry misses; the Hacan hit it.
  s = withNextRolls(s, [(r) => r < 8, (r) => r >= 8, (r) => r >= 8]);
  const after = passWindows(play(s, 0, choose('done')));
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({});
  expect(after.board.systems[key(0)]!.planets.wellon!.owner).toBe(1);
  expect(after.tactical).toBeNull();
  expect(topDecision(after)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('49.2 Yin hero Dannel of the Tenth: the moment after committing comes; Parley sends the infantry to space, and nothing is fought', () => {
  let s = edit(play(yinTurn(), 0, HERO), (d) => void d.players[1]!.actionCards.push('parley#1'));
  s = play(s, 0, choose('wellon'));
  s = play(s, 0, choose('done'));
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ground-forces-committed', waitingOn: [1] });
  const { state, events } = playEvents(s, 1, {
    type: 'use-ability',
    ability: 'parley',
    targets: { planet: 'wellon' },
  });
  const after = passWindows(state);
  expect(events.some((e) => e.type === 'combat-started')).toBe(false);
  expect(unitsIn(after, key(0), 0, 'wellon')).toEqual({});
  expect(after.board.systems[key(0)]!.planets.wellon!.owner).toBe(1);
  expect(unitsIn(after, key(0), 1, 'wellon')).toEqual({ infantry: 2, pds: 1 });
  expect(after.tactical).toBeNull();
});

test('51.10 Yin hero Dannel of the Tenth: a planet guarded by a Keleres mech (a toll to land) is not offered', () => {
  // The third seat plays the Keleres (set after setup: their home choice is not what this test is about).
  const s = edit(yinTurn(), (d) => {
    d.players[2]!.faction = 'keleres';
    d.board.systems[key(1)]!.planets.lodor!.units['2'] = { counts: { mech: 1 }, damaged: {} };
  });
  const used = play(s, 0, HERO);
  expect(optionLabels(used, 0)).toEqual([
    'Dannel of the Tenth: commit no infantry',
    'Dannel of the Tenth: commit 1 infantry to Wellon (2 more after it)',
    'Dannel of the Tenth: commit 1 infantry to Vefut II (2 more after it)',
    'Dannel of the Tenth: commit 1 infantry to Quann (2 more after it)',
  ]);
  expect(refuse(used, 0, choose('lodor'))).toMatchObject({ rule: '51.10' });
});

test('51.10 Yin hero Dannel of the Tenth: locked, it is refused; with no planet but home planets and Mecatol Rex, too', () => {
  const locked = yinTurn('locked');
  const before = structuredClone(locked);
  expect(refuse(locked, 0, HERO).code).toMatch(/^(flow|ability)\//);
  expect(locked).toEqual(before);
  const nowhere = yinTurn('unlocked', line('3', '18'));
  expect(optionLabels(nowhere, 0).some((l) => l.startsWith('Dannel of the Tenth'))).toBe(false);
  expect(refuse(nowhere, 0, HERO).code).toMatch(/^(flow|ability)\//);
});
