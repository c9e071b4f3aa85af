// FAQ answers on Upgrade and Experimental Battlestation, resting on LRR 2.6a (a card needs a valid target when
// played), 5 (the active system) and 77.2 (space cannon offense fires at the active player's ships that moved in).
import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { options } from '../flow/options';
import { loadDice } from '../combat/dice';
import { giveActionCards } from '../testing/scenario';
import {
  key,
  line,
  passWindows,
  placeUnits,
  play,
  tacticalGame,
  topDecision,
  unitsIn,
} from '../testing/tactical-scenario';

const use = (ability: string, targets: Record<string, unknown> = {}): Command => ({
  type: 'use-ability',
  ability,
  targets,
});

test('FAQ: Upgrade needs the cruiser already in the active system — one next door that could move in does not count', () => {
  // Seat 0 activates Vefut II (key(2)) holding a carrier; their cruiser waits next door in key(1).
  let s = placeUnits(tacticalGame({ tiles: line('19', '47', '20', '48') }), key(2), 0, { carrier: 1 });
  s = giveActionCards(placeUnits(s, key(1), 0, { cruiser: 1 }), 0, ['upgrade']);
  s = play(s, 0, { type: 'tactical-action', system: key(2) });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [0] });
  expect(options(s, 0).filter((o) => o.label.startsWith('Upgrade'))).toEqual([]);
  const before = structuredClone(s);
  const r = apply(s, 0, use('upgrade'), { at: 0 });
  expect(r.ok ? null : r.error.rule).toBe('2.6a');
  expect(s).toEqual(before);
});

/** Wellon – empty – Vefut II – Lodor; seat 1 has a space dock on Wellon and holds Experimental Battlestation. */
function battlestationGame(): GameState {
  let s = tacticalGame({ tiles: line('19', '47', '20', '26') });
  s = placeUnits(s, key(2), 0, { destroyer: 3 });
  s = placeUnits(s, key(0), 1, { 'space-dock': 1 }, 'wellon');
  return passWindows(
    play(giveActionCards(s, 1, ['experimental-battlestation']), 0, { type: 'tactical-action', system: key(1) }),
  );
}

test('FAQ: Experimental Battlestation cannot be used when no ship moves into the active system', () => {
  const s = play(battlestationGame(), 0, { type: 'move-ships', moves: [] });
  expect(topDecision(s)).not.toMatchObject({ kind: 'window', window: 'after-ships-moved' });
  const before = structuredClone(s);
  const r = apply(s, 1, use('experimental-battlestation', { system: key(0), planet: 'wellon' }), { at: 0 });
  expect(r.ok).toBe(false);
  expect(s).toEqual(before);
  expect(s.players[1]!.actionCards).toHaveLength(1);
});

test("FAQ: Experimental Battlestation fires only at the active player's ships, not at another player's ships there", () => {
  // Seat 2's destroyer waits in the active system; seat 0's 3 destroyers move in; every battlestation die hits.
  let s = placeUnits(battlestationGame(), key(1), 2, { destroyer: 1 });
  s = play(s, 0, { type: 'move-ships', moves: [{ from: key(2), ships: { destroyer: 3 } }] });
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-ships-moved', waitingOn: [1] });
  loadDice(s, { seat: 1, roll: 'space-cannon', result: 10 });
  const after = passWindows(play(s, 1, use('experimental-battlestation', { system: key(0), planet: 'wellon' })));
  expect(unitsIn(after, key(1), 0)).toEqual({});
  expect(unitsIn(after, key(1), 2)).toEqual({ destroyer: 1 });
});
