import { expect, test } from 'vitest';
import { newGame, pickStrategyCards } from '../testing/scenario';
import {
  activate,
  edit,
  key,
  line,
  move,
  placeUnits,
  play,
  refuse,
  tacticalGame,
  topDecision,
  unitsIn,
  withTechnologies,
} from '../testing/tactical-scenario';

/** Wellon – empty – Vefut II – empty, in a row; seat 0 (the Hacan) to act. */
const row = () => tacticalGame({ tiles: line('19', '47', '20', '48') });

test('58.2 ships move only during the movement step of a tactical action, and only into the active system', () => {
  const s = placeUnits(row(), key(0), 0, { cruiser: 1 });
  // Before any system is activated there is no movement to resolve.
  const early = refuse(s, 0, { type: 'move-ships', moves: [{ from: key(0), ships: { cruiser: 1 } }] });
  expect(early).toMatchObject({ code: 'flow/not-now', rule: '1.3' });
  expect(unitsIn(s, key(0), 0)).toEqual({ cruiser: 1 });
  // Once Vefut II is active, every ship that moves ends in it (58.4a): the command names no destination.
  const r = move(activate(s, key(2)), [{ from: key(0), ships: { cruiser: 1 } }]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ cruiser: 1 });
  expect(r.events.find((e) => e.type === 'ships-moved')).toMatchObject({ to: key(2) });
});

test("58.3 a ship's move value comes from its faction sheet or its unit upgrade: Carrier II reaches two systems away", () => {
  // The cruiser (move 2) keeps the movement step open; the carrier (move 1) alone could not reach it.
  const s = placeUnits(row(), key(0), 0, { carrier: 1, cruiser: 1 });
  const order = { type: 'move-ships' as const, moves: [{ from: key(0), ships: { carrier: 1 } }] };
  const slow = activate(s, key(2));
  expect(refuse(slow, 0, order)).toMatchObject({ code: 'movement/out-of-range', rule: '58.4f' });
  expect(unitsIn(slow, key(0), 0)).toEqual({ carrier: 1, cruiser: 1 });
  const fast = activate(withTechnologies(s, 0, ['cv2']), key(2));
  expect(unitsIn(move(fast, order.moves).state, key(2), 0)).toEqual({ carrier: 1 });
});

test('58.5 a ship with capacity transports ground forces and fighters as it moves; a ship without capacity cannot', () => {
  const s = activate(placeUnits(row(), key(1), 0, { carrier: 1, cruiser: 1, infantry: 2, fighter: 1 }), key(2));
  const byCruiser = {
    type: 'move-ships' as const,
    moves: [{ from: key(1), ships: { cruiser: 1 }, transport: [{ system: key(1), units: { infantry: 1 } }] }],
  };
  expect(refuse(s, 0, byCruiser)).toMatchObject({ code: 'movement/over-capacity', rule: '95' });
  const r = move(s, [
    { from: key(1), ships: { carrier: 1 }, transport: [{ system: key(1), units: { infantry: 2, fighter: 1 } }] },
  ]);
  expect(unitsIn(r.state, key(2), 0)).toEqual({ carrier: 1, infantry: 2, fighter: 1 });
  expect(unitsIn(r.state, key(1), 0)).toEqual({ cruiser: 1 });
});

// 58.8 is the heading of ability movement; 58.9 below is its rule.
test('58.9 an ability that moves units follows its own text, not move values: Transit Diodes moves ground forces with no ship', () => {
  // Sol's home Jord (3,-3) is three systems from Mecatol Rex: its carriers (move 1) could not bring infantry there.
  const s = pickStrategyCards(
    edit(newGame({ players: 3 }), (d) => {
      d.players[0]!.technologies.push('td');
      d.board.systems['0,0']!.planets.mr!.owner = 0;
    }),
    ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'],
  );
  const used = play(s, 0, {
    type: 'use-ability',
    ability: 'transit-diodes',
    targets: { moves: [{ system: '3,-3', planet: 'jord', unit: 'infantry', count: 2, to: 'mr' }] },
  });
  expect(unitsIn(used, '0,0', 0, 'mr')).toEqual({ infantry: 2 });
  expect(unitsIn(used, '3,-3', 0, 'jord')).toEqual({ infantry: 3, 'space-dock': 1 });
  // No tactical action was spent: the turn's action is still to come.
  expect(topDecision(used)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});
