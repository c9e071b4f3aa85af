// Rule coverage of LRR 85.1 / 85.1a: structures stand on planets, except the Clan of Saar's Floating Factory, a space
// dock placed in a system's space area.
import { expect, test } from 'vitest';
import type { GameState, Seat } from '../core/state';
import { newGame } from '../testing/scenario';

/** Where the seat's space docks stand after setup: 'space' or the planet's id, one entry per system area. */
function spaceDocksOf(state: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const sys of Object.values(state.board.systems)) {
    if ((sys.space[String(seat)]?.counts['space-dock'] ?? 0) > 0) out.push('space');
    for (const [id, planet] of Object.entries(sys.planets))
      if ((planet.units[String(seat)]?.counts['space-dock'] ?? 0) > 0) out.push(id);
  }
  return out;
}

test("85.1a the Clan of Saar's starting space dock stands in their home system's space area; 85.1 others' on a planet", () => {
  const s = newGame({ players: 3, factions: ['saar', 'sol', 'hacan'] });
  expect(spaceDocksOf(s, 0)).toEqual(['space']);
  // Sol's space dock stands on Jord; the Hacan's on one of their home planets.
  expect(spaceDocksOf(s, 1)).toEqual(['jord']);
  expect(spaceDocksOf(s, 2)).toHaveLength(1);
  expect(spaceDocksOf(s, 2)).not.toEqual(['space']);
});
