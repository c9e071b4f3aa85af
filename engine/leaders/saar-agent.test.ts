import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { options } from '../flow/options';
import { optionLabels } from '../testing/scenario';
import {
  edit,
  key,
  line,
  move,
  placeUnits,
  play,
  playEvents,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
} from '../testing/tactical-scenario';
import { systemLabel } from '../tactical/labels';

const MENDOSA = (system: string, ship: string) =>
  ({ type: 'use-ability', ability: 'saaragent', targets: { system, ship } }) as const;

/**
 * Seat 0 (Hacan) has 2 carriers (move 1) in key(1) and activates key(3), two systems away; the Letnev (seat 2) have a
 * destroyer (move 2) in key(4); the Saar (seat 1) have Captain Mendosa ready.
 */
function activated(agent: 'ready' | 'exhausted' = 'ready'): GameState {
  let s = tacticalGame({ tiles: line('19', '20', '47', '48', '46'), factions: ['hacan', 'saar', 'letnev'] });
  s = placeUnits(s, key(1), 0, { carrier: 2 });
  s = placeUnits(s, key(4), 2, { destroyer: 1 });
  s = edit(s, (d) => {
    d.players[1]!.leaders.agent = agent === 'ready' ? 'unlocked' : 'exhausted';
  });
  return play(s, 0, { type: 'tactical-action', system: key(3) });
}

test("51.4 Saar agent Captain Mendosa: after any player activates a system, 1 of that player's ships gets the highest move value", () => {
  const s = activated();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-system-activated', waitingOn: [1] });
  expect(optionLabels(s, 1)).toContain(
    `Captain Mendosa: Player 1's carrier in ${systemLabel(s, key(1))} gets move 2 this tactical action`,
  );
  const r = playEvents(s, 1, MENDOSA(key(1), 'carrier'));
  expect(r.state.players[1]!.leaders.agent).toBe('exhausted');
  let after = r.state;
  while (topDecision(after)?.kind === 'window')
    after = play(after, topDecision(after)!.waitingOn[0]!, { type: 'pass-window' });
  // One carrier reaches the active system two systems away; both together do not (only one ship is raised).
  const labels = options(after, 0).map((o) => o.label);
  expect(labels.some((l) => l.startsWith('Move 1 carrier from'))).toBe(true);
  expect(refuse(after, 0, { type: 'move-ships', moves: [{ from: key(1), ships: { carrier: 2 } }] })).toMatchObject({
    code: 'movement/out-of-range',
    rule: '58.4f',
  });
  const moved = move(after, [{ from: key(1), ships: { carrier: 1 } }]).state;
  expect(unitsIn(moved, key(3), 0)).toEqual({ carrier: 1 });
  expect(unitsIn(moved, key(1), 0)).toEqual({ carrier: 1 });
});

test('57 Saar agent Captain Mendosa: without it the carriers cannot reach; a ship already as fast is refused and nothing changes', () => {
  let s = activated();
  s = play(s, 1, { type: 'pass-window' });
  while (topDecision(s)?.kind === 'window') s = play(s, topDecision(s)!.waitingOn[0]!, { type: 'pass-window' });
  // Move 1 carriers cannot reach a system two away: the movement step has nothing to offer and asks nothing.
  expect(topDecision(s)?.kind).not.toBe('move-ships');
  expect(unitsIn(s, key(1), 0)).toEqual({ carrier: 2 });
  const asked = activated();
  const before = structuredClone(asked);
  expect(refuse(asked, 1, MENDOSA(key(4), 'destroyer'))).toMatchObject({ code: 'ability/bad-target', rule: '57' });
  expect(asked).toEqual(before);
});

test('51.4 Saar agent Captain Mendosa: not asked when exhausted, nor when no ship of the active player could be raised', () => {
  const tired = activated('exhausted');
  expect(topDecision(tired)?.kind).not.toBe('window');
  // Ships held by the active player's command token cannot move (58.4c): nothing to raise.
  let s = tacticalGame({ tiles: line('19', '20', '47', '48', '46'), factions: ['hacan', 'saar', 'letnev'] });
  s = withCommandToken(placeUnits(placeUnits(s, key(1), 0, { carrier: 2 }), key(4), 2, { destroyer: 1 }), key(1), 0);
  s = edit(s, (d) => {
    d.players[1]!.leaders.agent = 'unlocked';
  });
  expect(topDecision(play(s, 0, { type: 'tactical-action', system: key(3) }))?.kind).not.toBe('window');
});
