import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { put, runFrom } from '../testing/combat-scenario';
import { checkInvariants } from '../testing/invariants';
import { optionLabels } from '../testing/scenario';
import { activate, edit, key, move, play, refuse, tacticalGame, topDecision } from '../testing/tactical-scenario';
import { wormholesIn } from '../galaxy/adjacency';

/** An empty system (0,0) with a frontier token, its neighbour 1,0, and an alpha wormhole system (39) at 3,0. */
const board = () => tacticalGame({ tiles: { [key(0)]: '47', [key(1)]: '48', [key(3)]: '39' } });

/** Seat 0 explores the frontier token in 0,0 and draws Ion Storm. */
function explored(): GameState {
  const s = edit(board(), (d) => {
    d.board.systems[key(0)]!.frontier = true;
    d.decks.frontier.draw = ['ion-storm#1', ...d.decks.frontier.draw.filter((c) => c !== 'ion-storm#1')];
  });
  return runFrom(s, 'exploration/explore', { seat: 0, system: key(0), planet: null }).state;
}

test('101 Ion Storm: the explorer puts its token alpha or beta side up; the card stays in the common play area', () => {
  const s0 = explored();
  expect(topDecision(s0)).toMatchObject({ kind: 'choice', choice: 'exploration/card', waitingOn: [0] });
  expect(optionLabels(s0, 0)).toEqual([
    'Ion Storm: put the ion storm token alpha side up',
    'Ion Storm: put the ion storm token beta side up',
  ]);
  const s = play(s0, 0, { type: 'choose', option: 'beta' });
  expect(s.board.systems[key(0)]!.tokens).toEqual(['ion-storm-beta']);
  expect(wormholesIn(s.board, key(0))).toEqual(['beta']);
  expect(s.exploration?.commonPlayArea).toEqual(['ion-storm#1']);
  expect(checkInvariants(s).filter((p) => p.includes('frontier'))).toEqual([]);
  // Any other side is refused and changes nothing.
  expect(refuse(s0, 0, { type: 'choose', option: 'gamma' })).toBeDefined();
  expect(s0.board.systems[key(0)]!.tokens).toEqual([]);
});

/** The storm (alpha) in 0,0; seat 0 has a cruiser at the alpha wormhole 3,0 and a destroyer next door in 1,0. */
const stormy = () =>
  edit(board(), (d) => {
    d.board.systems[key(0)]!.tokens.push('ion-storm-alpha');
    put(d, 0, { cruiser: 1 }, { system: key(3) });
    put(d, 0, { destroyer: 1 }, { system: key(1) });
  });

test('58 Ion Storm: ships that moved through its wormhole flip the token at the end of the move-ships step', () => {
  const { state } = move(activate(stormy(), key(0)), [{ from: key(3), ships: { cruiser: 1 } }]);
  expect(state.board.systems[key(0)]!.space['0']!.counts.cruiser).toBe(1);
  expect(state.board.systems[key(0)]!.tokens).toEqual(['ion-storm-beta']);
});

test('58 Ion Storm: ships that crossed a shared border, not its wormhole, leave the token as it is', () => {
  const { state } = move(activate(stormy(), key(0)), [{ from: key(1), ships: { destroyer: 1 } }]);
  expect(state.board.systems[key(0)]!.space['0']!.counts.destroyer).toBe(1);
  expect(state.board.systems[key(0)]!.tokens).toEqual(['ion-storm-alpha']);
});
