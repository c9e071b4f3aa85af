// FAQ answers on movement and on space cannon offense as movement reaches it, played through whole tactical actions.
import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/state';
import {
  activate,
  edit,
  key,
  line,
  move,
  placeUnits,
  tacticalGame,
  topDecision,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';

const rolled = (events: GameEvent[], kind: string) => events.filter((e) => e.type === 'dice-rolled' && e.roll === kind);

/** Seat 1's PDS on Wellon at `wellonAt` in a row of tiles; seat 1 controls Wellon. */
function withPds(tiles: Parameters<typeof line>, wellonAt: number, pds: 'pds' | 'pds2'): GameState {
  let s = tacticalGame({ tiles: line(...tiles) });
  s = placeUnits(s, key(wellonAt), 1, { pds: 1 }, 'wellon');
  s = edit(s, (d) => {
    d.board.systems[key(wellonAt)]!.planets.wellon!.owner = 1;
  });
  return pds === 'pds2' ? withTechnologies(s, 1, ['pds2']) : s;
}

test('58.4b / 77.2 FAQ: a PDS does not block movement, and ships that only move through its system are not fired at', () => {
  // Empty – Wellon (seat 1's PDS II) – empty – empty (active): the PDS reaches Wellon's neighbours, not the active system.
  let s = withPds(['47', '19', '48', '49'], 1, 'pds2');
  s = withTechnologies(placeUnits(s, key(0), 0, { cruiser: 1 }), 0, ['cr2']);
  const r = move(activate(s, key(3)), [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2), key(3)] }]);
  expect(unitsIn(r.state, key(3), 0)).toEqual({ cruiser: 1 });
  expect(rolled(r.events, 'space-cannon')).toEqual([]);
  expect(topDecision(r.state)).not.toMatchObject({ choice: 'combat/space-cannon' });
});

test('77.3c FAQ: a PDS II next to the active system fires at the ships that arrived there, once movement is over (58.7)', () => {
  let s = withPds(['47', '19', '48'], 1, 'pds2');
  s = placeUnits(s, key(0), 0, { cruiser: 1 });
  const r = move(activate(s, key(2)), [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]);
  expect(r.events.filter((e) => e.type === 'ships-moved')).toHaveLength(1);
  expect(topDecision(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [1] });
});

test('77.4 FAQ: space cannon offense happens even when no ship moved into the active system', () => {
  // Seat 0's PDS on Wellon; seat 1's cruiser already there. Seat 0 has no ship that could move: no movement decision.
  let s = tacticalGame({ tiles: line('47', '19') });
  s = placeUnits(s, key(1), 0, { pds: 1 }, 'wellon');
  s = edit(placeUnits(s, key(1), 1, { cruiser: 1 }), (d) => {
    d.board.systems[key(1)]!.planets.wellon!.owner = 0;
  });
  const r = activate(s, key(1));
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [0] });
});

test('41.1 FAQ: a ship that moves into a gravity rift (the active system) does not roll for it', () => {
  const s = activate(placeUnits(tacticalGame({ tiles: line('47', '41') }), key(0), 0, { cruiser: 1 }), key(1));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ cruiser: 1 });
  expect(r.events.filter((e) => e.type === 'gravity-rift-rolled')).toEqual([]);
});
