import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { SYSTEMS } from '../data/systems';
import { isTileId } from '../data/systems';
import { createGame } from '../setup/create-game';
import { newGame } from '../testing/scenario';

const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const;
const game = (layout: string, factions: readonly string[], seed = 'frontier'): GameState => {
  const r = createGame({
    seed,
    victoryPoints: 10,
    layout,
    seats: factions.map((faction, i) => ({ name: `P${i}`, faction, color: COLOURS[i]! })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
};
const defOf = (tile: string) => (isTileId(tile) ? SYSTEMS[tile] : undefined);

// 38.1b (never more than one token in a system) holds by the state's shape: a system's token is one flag.
test('38.1 at setup a frontier token lies in each system without planets, and in none with planets', () => {
  const s = newGame({ players: 6 });
  for (const sys of Object.values(s.board.systems)) {
    const def = defOf(sys.tile);
    // Home systems hold planets; the Wormhole Nexus lies outside the galaxy until it is activated (100).
    if (!def || ('homeOf' in def && def.homeOf) || def.back === 'special') continue;
    expect(sys.frontier === true, `tile ${sys.tile}`).toBe(def.planets.length === 0 && def.back !== 'hyperlane');
  }
});

test('38.1c anomalies without planets get a frontier token (supernova, asteroid field, nebula, gravity rift)', () => {
  const s = newGame({ players: 6 });
  const anomalies = Object.values(s.board.systems).filter((x) => {
    const def = defOf(x.tile);
    return def && def.anomalies.length > 0 && def.planets.length === 0;
  });
  expect(anomalies.length).toBeGreaterThan(0);
  for (const sys of anomalies) expect(sys.frontier, `tile ${sys.tile}`).toBe(true);
});

test('38.1a hyperlane tiles get no frontier token', () => {
  const s = game('5p-hyperlanes', ['sol', 'hacan', 'letnev', 'jolnar', 'xxcha']);
  const lanes = Object.values(s.board.systems).filter((x) => defOf(x.tile)?.back === 'hyperlane');
  expect(lanes.length).toBeGreaterThan(0);
  for (const sys of lanes) expect(sys.frontier ?? false, `tile ${sys.tile}`).toBe(false);
});

test('38.1d the Creuss Gate system gets a frontier token', () => {
  const s = game('3p', ['ghost', 'sol', 'hacan']);
  const gate = Object.values(s.board.systems).filter((x) => x.tile === '17');
  expect(gate).toHaveLength(1);
  expect(gate[0]!.frontier).toBe(true);
});
