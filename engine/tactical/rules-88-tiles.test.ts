import { expect, test } from 'vitest';
import { SYSTEMS } from '../data/systems';
import { FACTIONS } from '../data/factions';
import { newGame } from '../testing/scenario';
import { activate, key, line, refuse, tacticalGame } from '../testing/tactical-scenario';

test('88.7 a hyperlane tile is not a system: it cannot be activated, and the refusal changes nothing', () => {
  const s = tacticalGame({ tiles: line('19', '85A', '20') });
  const before = structuredClone(s);
  const r = refuse(s, 0, { type: 'tactical-action', system: key(1) });
  expect(r).toMatchObject({ code: 'tactical/not-a-system', rule: '88.7' });
  expect(s).toEqual(before);
  // The system beyond it can be activated.
  expect(activate(s, key(2)).board.systems[key(2)]!.commandTokens).toEqual([0]);
});

test('88.2 green-backed tiles on the board are the home systems of the factions in the game, one each', () => {
  const s = newGame({ players: 6 });
  const green = Object.values(s.board.systems)
    .map((sys) => sys.tile)
    .filter((tile) => (SYSTEMS as Record<string, { back: string }>)[tile]?.back === 'green');
  const homes = s.players.map((p) => (FACTIONS as Record<string, { homeSystem: string }>)[p.faction]!.homeSystem);
  expect([...green].sort()).toEqual([...homes].sort());
});
