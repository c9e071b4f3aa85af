import { expect, test } from 'vitest';
import type { CommandOf } from '../core/commands';
import type { GameEvent } from '../core/events';
import type { MoveShipsDecision } from '../core/frames';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { options } from '../flow/options';
import {
  activate,
  key,
  line,
  move,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withCommandToken,
  withDamaged,
  withTechnologies,
} from '../testing/tactical-scenario';
import { moveShips } from './move-ships';
import { movementNotes } from './movement';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });
const shipsMoved = (events: GameEvent[]) => events.filter((e) => e.type === 'ships-moved');

/** Runs the move-ships command without letting the flow continue, to look at what it left on the stack. */
function moveOnly(state: GameState, moves: CommandOf<'move-ships'>['moves']): GameState {
  const draft = structuredClone(state);
  const decision = topDecision(draft) as MoveShipsDecision;
  const r = moveShips({ ...flowCtx(draft, { at: 0 }), seat: 0 }, decision, { type: 'move-ships', moves });
  if (!r.ok) throw new Error(r.error.message);
  return draft;
}

test('89.2 the movement step asks only the active player which ships move into the active system', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  expect(topDecision(s)).toMatchObject({ kind: 'move-ships', system: key(2), waitingOn: [0] });
});

test('89.2b the active player may move no ships', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  const r = move(s, []);
  expect(shipsMoved(r.events)).toEqual([]);
  expect(unitsIn(r.state, key(0), 0)).toEqual({ cruiser: 1 });
});

test('89.2b when no ship can reach the active system, the movement step asks nothing', () => {
  const s = activate(placeUnits(row(), key(0), 0, { carrier: 1 }), key(2));
  expect(topDecision(s)?.kind).not.toBe('move-ships');
});

test('58.4f ships move along a path of adjacent systems within their move value', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  const r = move(s, [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
  expect(shipsMoved(r.events)).toEqual([
    {
      type: 'ships-moved',
      seat: 0,
      from: key(0),
      to: key(2),
      path: [key(1), key(2)],
      ships: { cruiser: 1 },
      transported: {},
    },
  ]);
});

test('58.4f a ship cannot enter more systems than its move value', () => {
  const s = activate(placeUnits(row(), key(0), 0, { carrier: 1, cruiser: 1 }), key(2));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { carrier: 1 } }] })).toMatchObject({
    code: 'movement/out-of-range',
    rule: '58.4f',
  });
  expect(
    refuse(s, 0, {
      type: 'move-ships',
      moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2), key(3), key(2)] }],
    }),
  ).toMatchObject({ rule: '58.4f' });
});

test('58.4f each step of a path must be to an adjacent system', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(2)] }] }),
  ).toMatchObject({ code: 'movement/not-adjacent', rule: '58.4f' });
});

test('58.4a a ship must end its movement in the active system', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1)] }] }),
  ).toMatchObject({ code: 'movement/must-end-in-active-system', rule: '58.4a' });
});

test("58.4b a ship cannot move through a system that contains another player's ships", () => {
  let s = placeUnits(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 1 });
  s = activate(placeUnits(s, key(1), 1, { destroyer: 1 }), key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] }),
  ).toMatchObject({ code: 'movement/enemy-ships', rule: '58.4b' });
});

test('58.4b fighters block movement too (FAQ)', () => {
  let s = placeUnits(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 1 });
  s = activate(placeUnits(s, key(1), 1, { fighter: 1 }), key(2));
  expect(
    refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }] }).rule,
  ).toBe('58.4b');
});

test("58.4b another player's ground forces on a planet do not block movement", () => {
  let s = placeUnits(tacticalGame({ tiles: line('47', '19', '20') }), key(0), 0, { cruiser: 1 });
  s = activate(placeUnits(s, key(1), 1, { infantry: 2 }, 'wellon'), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
});

test("58.4b ships may move into an active system that holds another player's ships", () => {
  let s = placeUnits(row(), key(0), 0, { cruiser: 1 });
  s = activate(placeUnits(s, key(2), 1, { destroyer: 1 }), key(2));
  expect(shipsMoved(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).events)).toHaveLength(1);
});

test('58.4c a ship cannot move if it starts in a system that contains its own command token', () => {
  const alone = activate(withCommandToken(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(0), 0), key(2));
  expect(topDecision(alone)?.kind).not.toBe('move-ships');
  let s = withCommandToken(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(0), 0);
  s = activate(placeUnits(s, key(3), 0, { destroyer: 1 }), key(2));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 } }] })).toMatchObject({
    code: 'movement/command-token',
    rule: '58.4c',
  });
});

test("58.4c another player's command token does not stop a ship from moving", () => {
  const s = activate(withCommandToken(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(0), 1), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 } }]).state, key(2), 0)).toEqual({ cruiser: 1 });
});

test('58.4d a ship can move through systems that contain its own command tokens', () => {
  const s = activate(withCommandToken(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(1), 0), key(2));
  expect(unitsIn(move(s, [{ from: key(0), ships: { cruiser: 1 }, path: [key(1), key(2)] }]).state, key(2), 0)).toEqual({
    cruiser: 1,
  });
});

test('58.4e a ship can move out of the active system and back into it, picking units up on the way (95.1)', () => {
  let s = withTechnologies(row(), 0, ['cv2']);
  s = placeUnits(placeUnits(s, key(1), 0, { carrier: 1 }), key(0), 0, { infantry: 2 });
  s = activate(s, key(1));
  const r = move(s, [
    {
      from: key(1),
      ships: { carrier: 1 },
      path: [key(0), key(1)],
      transport: [{ system: key(0), units: { infantry: 2 } }],
    },
  ]);
  expect(unitsIn(r.state, key(1), 0)).toEqual({ carrier: 1, infantry: 2 });
  expect(unitsIn(r.state, key(0), 0)).toEqual({});
});

test('58.6 the ships declared move together: several groups from several systems arrive in one movement', () => {
  let s = placeUnits(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 2 });
  s = activate(s, key(2));
  const r = move(s, [
    { from: key(0), ships: { cruiser: 1 } },
    { from: key(3), ships: { destroyer: 2 } },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1, destroyer: 2 });
  expect(shipsMoved(r.events).map((e) => e.type === 'ships-moved' && e.from)).toEqual([key(0), key(3)]);
});

test('58.6 a ship is declared once: groups cannot move more ships than a system holds', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  const moves = [
    { from: key(0), ships: { cruiser: 1 } },
    { from: key(0), ships: { cruiser: 1 } },
  ];
  expect(refuse(s, 0, { type: 'move-ships', moves })).toMatchObject({ code: 'movement/not-enough-ships' });
});

test('57.1 a unit with no move value cannot move by itself: fighters must be transported (95)', () => {
  const s = activate(placeUnits(row(), key(1), 0, { fighter: 2, cruiser: 1 }), key(2));
  expect(refuse(s, 0, { type: 'move-ships', moves: [{ from: key(1), ships: { fighter: 2 } }] })).toMatchObject({
    code: 'movement/fighters-transported',
    rule: '95',
  });
});

test('96.1 only ships move: a structure in a movement command is refused', () => {
  const s = activate(placeUnits(row(), key(1), 0, { cruiser: 1 }), key(2));
  const bad = {
    type: 'move-ships',
    moves: [{ from: key(1), ships: { pds: 1 } }],
  } as unknown as CommandOf<'move-ships'>;
  expect(refuse(s, 0, bad).code).toBe('input/invalid-command');
});

test('87 a damaged ship stays damaged when it moves; undamaged ships move first unless the player says otherwise', () => {
  let s = withTechnologies(row(), 0, ['dn2']);
  s = withDamaged(placeUnits(s, key(0), 0, { dreadnought: 2 }), key(0), 0, 'dreadnought', 1);
  s = activate(s, key(2));
  const plain = move(s, [{ from: key(0), ships: { dreadnought: 1 } }]).state;
  expect(plain.board.systems[key(2)]!.space['0']).toEqual({ counts: { dreadnought: 1 }, damaged: {} });
  const hurt = move(s, [{ from: key(0), ships: { dreadnought: 1 }, damaged: { dreadnought: 1 } }]).state;
  expect(hurt.board.systems[key(2)]!.space['0']).toEqual({ counts: { dreadnought: 1 }, damaged: { dreadnought: 1 } });
  expect(hurt.board.systems[key(0)]!.space['0']).toEqual({ counts: { dreadnought: 1 }, damaged: {} });
});

test('89.2 after ships move: capacity is checked where they left and arrived (16.3), then the fleet pool (37.3), then the after-ships-moved window', () => {
  let s = placeUnits(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 1 });
  s = activate(s, key(2));
  const after = moveOnly(s, [
    { from: key(0), ships: { cruiser: 1 } },
    { from: key(3), ships: { destroyer: 1 } },
  ]);
  const upcoming = after.stack
    .slice(-5)
    .reverse()
    .map((f) => (f.frame === 'step' ? [f.step, f.args] : f.kind));
  expect(upcoming).toEqual([
    ['transport/capacity', { seat: 0, system: key(0) }],
    ['transport/capacity', { seat: 0, system: key(3) }],
    ['transport/capacity', { seat: 0, system: key(2) }],
    ['fleet-pool/check', { seat: 0, system: key(2) }],
    ['window/open', { window: 'after-ships-moved', subject: { seat: 0, system: key(2) } }],
  ]);
});

test('89.2 the tactical action remembers the systems ships moved out of and what arrived', () => {
  let s = placeUnits(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(3), 0, { destroyer: 2 });
  s = activate(s, key(2));
  const after = moveOnly(s, [
    { from: key(3), ships: { destroyer: 2 } },
    { from: key(0), ships: { cruiser: 1 } },
  ]);
  expect(after.tactical?.movedFrom).toEqual([key(3), key(0)]);
  expect(movementNotes(after)).toMatchObject({
    entered: [key(2), key(1)],
    arrived: { destroyer: 2, cruiser: 1 },
    gravityDrive: null,
  });
});

test('89.2 options offer moving nothing, each group that can reach, and everything that can reach', () => {
  let s = placeUnits(row(), key(0), 0, { cruiser: 1 });
  s = placeUnits(s, key(1), 0, { carrier: 1, infantry: 2, fighter: 1 });
  s = placeUnits(s, key(3), 0, { destroyer: 2, cruiser: 1 });
  s = activate(s, key(2));
  expect(options(s, 0).map((o) => o.label)).toEqual([
    'Move no ships',
    'Move 1 cruiser from Wellon (19)',
    'Move 1 carrier from Empty System (47) carrying 2 infantry, 1 fighter',
    'Move 1 cruiser, 2 destroyers from Empty System (48)',
    'Move 1 cruiser from Empty System (48)',
    'Move 2 destroyers from Empty System (48)',
    'Move everything that can reach Vefut II (20)',
  ]);
  const everything = options(s, 0).at(-1)!.command;
  const after = play(s, 0, everything);
  expect(unitsIn(after, key(2), 0)).toEqual({ cruiser: 2, carrier: 1, infantry: 2, fighter: 1, destroyer: 2 });
});

test('89.2 every offered movement is legal', () => {
  let s = placeUnits(row(), key(0), 0, { cruiser: 2, carrier: 1, fighter: 3 });
  s = placeUnits(s, key(3), 0, { dreadnought: 1, infantry: 1 });
  s = activate(s, key(2));
  for (const o of options(s, 0)) expect(() => play(s, 0, o.command), o.label).not.toThrow();
});

test('89.2b a player who does not answer before the deadline moves no ships', () => {
  const s = activate(placeUnits(row(), key(0), 0, { cruiser: 1 }), key(2));
  const after = play(s, 0, { type: 'timeout' });
  expect(topDecision(after)?.kind).not.toBe('move-ships');
  expect(unitsIn(after, key(0), 0)).toEqual({ cruiser: 1 });
});
