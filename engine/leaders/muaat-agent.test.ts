import { expect, test } from 'vitest';
import { adjacentSystems } from '../galaxy/adjacency';
import { homeSystemKey } from '../objectives/board-queries';
import type { GameState } from '../core/state';
import type { UnitType } from '../data/types';
import { NO_PAYMENT } from '../testing/invasion-scenario';
import { edit, newGame, optionLabels, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';
import { unitsIn } from '../testing/tactical-scenario';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
const PICK_SOL = { type: 'component-action', ability: 'muaatagent', targets: { player: 1 } } as const;
const produce = (units: { unit: UnitType; count: number; planet?: string }[], tradeGoods: number) =>
  ({ type: 'produce', units, payment: { ...NO_PAYMENT, tradeGoods } }) as const;

/** A system next to the Sol home system that holds a planet. */
function nextToSolHome(s: GameState): { key: string; planet: string } {
  for (const key of adjacentSystems(s.board, homeSystemKey(s, 1)!)) {
    const planet = Object.keys(s.board.systems[key]?.planets ?? {})[0];
    if (planet) return { key, planet };
  }
  throw new Error('no planet next to the Sol home system');
}

/** The Muaat (seat 0) take the first turn; Sol (seat 1) has a war sun, no space dock, beside a planet they control. */
function firstTurn(agents: 'ready' | 'exhausted' = 'ready'): { s: GameState; key: string; planet: string } {
  const base = pickStrategyCards(newGame({ players: 3, factions: ['muaat', 'sol', 'xxcha'], agents }), CARDS);
  const { key, planet } = nextToSolHome(base);
  const s = edit(base, (d) => {
    d.board.systems[key]!.space['1'] = { counts: { 'war-sun': 1 }, damaged: {} };
    d.board.systems[key]!.planets[planet]!.owner = 1;
    d.players[1]!.tradeGoods = 10;
  });
  return { s, key, planet };
}

test('51.4 Umbat (Muaat agent): the chosen player produces up to 2 units, paid as usual, where their war sun is', () => {
  const { s, key, planet } = firstTurn();
  expect(optionLabels(s, 0)).toContain('Umbat: Player 2 may produce 2 units with their war sun or flagship');
  let after = play(s, 0, PICK_SOL);
  expect(after.players[0]!.leaders.agent).toBe('exhausted');
  expect(topDecision(after)).toMatchObject({ kind: 'choice', choice: 'leaders/muaat-agent-system', waitingOn: [1] });
  expect(optionLabels(after, 1)[0]).toBe('Umbat: produce nothing');
  after = play(after, 1, { type: 'choose', option: key });
  expect(topDecision(after)).toMatchObject({ kind: 'production', seat: 1, system: key, source: 'muaatagent' });
  after = play(
    after,
    1,
    produce(
      [
        { unit: 'dreadnought', count: 1 },
        { unit: 'infantry', count: 1, planet },
      ],
      5,
    ),
  );
  expect(unitsIn(after, key, 1)).toEqual({ 'war-sun': 1, dreadnought: 1 });
  expect(unitsIn(after, key, 1, planet)).toEqual({ infantry: 1 });
  expect(after.players[1]!.tradeGoods).toBe(5);
});

test('51.4 Umbat (Muaat agent): units costing more than 4, or a third unit, are refused and nothing changes', () => {
  const { s, key } = firstTurn();
  const offer = play(play(s, 0, PICK_SOL), 1, { type: 'choose', option: key });
  const before = structuredClone(offer);
  expect(refuse(offer, 1, produce([{ unit: 'flagship', count: 1 }], 8))).toMatchObject({ rule: '51.4' });
  expect(refuse(offer, 1, produce([{ unit: 'cruiser', count: 3 }], 6))).toMatchObject({ rule: '68.1' });
  expect(offer).toEqual(before);
  expect(optionLabels(offer, 1).some((l) => l.includes('flagship') || l.includes('3 cruiser'))).toBe(false);
});

test('51.4 Umbat (Muaat agent): exhausted, or naming a player with no war sun or flagship, it is refused and nothing changes', () => {
  const tired = firstTurn('exhausted').s;
  expect(optionLabels(tired, 0).some((l) => l.startsWith('Umbat'))).toBe(false);
  const before = structuredClone(tired);
  expect(refuse(tired, 0, PICK_SOL).code).toMatch(/^ability\//);
  expect(tired).toEqual(before);
  const { s } = firstTurn();
  const xxcha = { ...PICK_SOL, targets: { player: 2 } };
  expect(optionLabels(s, 0)).not.toContain('Umbat: Player 3 may produce 2 units with their war sun or flagship');
  const again = structuredClone(s);
  expect(refuse(s, 0, xxcha)).toMatchObject({ code: 'ability/bad-target', rule: '51.4' });
  expect(s).toEqual(again);
});
