// Voidwatch (the Empyrean's technology) after moves made outside the movement step: a hero's move (hero-moves.ts) and
// Foresight (naalu-foresight.ts) are moves of ships into a system, as the movement step and retreats are.
import { expect, test } from 'vitest';
import { heroGame, scoreThree } from '../leaders/heroes/hero-kit';
import { homeSystemKey, mecatolKey } from '../objectives/board-queries';
import { options } from '../flow/options';
import type { GameState } from '../core/state';
import { edit, placeUnits, play, refuse, topDecision } from '../testing/scenario';
import { activate, key, line, tacticalGame, unitsIn } from '../testing/tactical-scenario';

/** The L1Z1X (seat 0, hero unlocked) have a flagship at home; the Empyrean (seat 1) have infantry on Mecatol Rex. */
function helmsman(technologies: string[] = ['vw']) {
  const base = scoreThree(heroGame('l1z1x', ['empyrean', 'hacan']));
  const home = homeSystemKey(base, 0)!;
  const to = mecatolKey(base)!;
  const s = edit(base, (d) => {
    d.board.systems[home]!.space['0'] = { counts: { flagship: 1 }, damaged: {} };
    d.board.systems[to]!.planets['mr']!.units['1'] = { counts: { infantry: 1 }, damaged: {} };
    d.players[1]!.technologies.push(...technologies);
  });
  const targets = { system: to, moves: [{ from: home, to, ships: { flagship: 1 } }] };
  return { s, to, use: { type: 'component-action', ability: 'l1z1xhero', targets } as const };
}

test("Voidwatch (Empyrean) 51.10: ships a hero moves into a system with Empyrean units hand over a note of the mover's pick (69)", () => {
  const { s, to, use } = helmsman();
  const moved = play(s, 0, use);
  expect(unitsIn(moved, to, 0)).toEqual({ flagship: 1 });
  expect(topDecision(moved)).toMatchObject({ kind: 'choice', choice: 'empyrean/voidwatch-note', waitingOn: [0] });
  const hand = moved.players[0]!.promissoryNotes;
  expect(options(moved, 0)).toHaveLength(hand.length);
  const given = play(moved, 0, { type: 'choose', option: hand[0]! });
  expect(given.players[1]!.promissoryNotes).toContain(hand[0]);
  expect(given.players[0]!.promissoryNotes).toEqual(hand.slice(1));
});

test("Voidwatch (Empyrean) 51.10: without the technology a hero's move asks nothing; a note not in hand is refused (69)", () => {
  const { s, use } = helmsman([]);
  expect(topDecision(play(s, 0, use))?.kind).not.toBe('choice');
  const moved = play(helmsman().s, 0, helmsman().use);
  const before = structuredClone(moved);
  expect(refuse(moved, 0, { type: 'choose', option: 'dark_pact@1' }).rule).toBe('69');
  expect(moved).toEqual(before);
});

/**
 * Wellon – empty – Vefut II – Quann in a row: the Hacan (seat 0) move 2 cruisers into Vefut II, where the Naalu
 * (seat 1) have a destroyer; the Empyrean (seat 2, Voidwatch) have infantry on Quann.
 */
function foresight(): GameState {
  let s = edit(tacticalGame({ tiles: line('19', '47', '20', '25') }), (d) => {
    d.players[1]!.faction = 'naalu';
    d.players[2]!.faction = 'empyrean';
    d.players[2]!.technologies.push('vw');
  });
  s = placeUnits(placeUnits(s, key(1), 0, { cruiser: 2 }), key(2), 1, { destroyer: 1 });
  s = placeUnits(s, key(3), 2, { infantry: 1 }, 'quann');
  return play(activate(s, key(2)), 0, { type: 'move-ships', moves: [{ from: key(1), ships: { cruiser: 2 } }] });
}

test('Voidwatch (Empyrean) 58: Foresight moving Naalu ships into a system with Empyrean units hands over a note (69)', () => {
  const s = play(foresight(), 1, { type: 'use-ability', ability: 'foresight', targets: { system: key(3) } });
  expect(unitsIn(s, key(3), 1)).toEqual({ destroyer: 1 });
  expect(topDecision(s)).toMatchObject({ kind: 'choice', choice: 'empyrean/voidwatch-note', waitingOn: [1] });
});
