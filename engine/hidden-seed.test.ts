// LRR 2.2, 61.10, 69.2 and the shuffled decks of setup step 8: no seat may derive what it may not see. The seed would
// rebuild every deck and every future roll, and a weak generator could be solved for from public dice; so the seed
// stays on the server and new games draw from ChaCha20 (engine/core/rng.ts), while stored sfc32 games still replay.
import { expect, test } from 'vitest';
import { generatorOf } from './core/rng';
import type { GameState } from './core/state';
import { replay, storedConfig } from './replay';
import { createGame } from './setup/create-game';
import { playRandomGame } from './testing/bot';
import { view } from './view';

const SEATS = [
  { name: 'A', faction: 'sol', color: 'red' },
  { name: 'B', faction: 'hacan', color: 'blue' },
  { name: 'C', faction: 'letnev', color: 'green' },
] as const;

function start(config: object): GameState {
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

test('setup 8 no view holds the seed, so nobody can rebuild the decks from it', () => {
  const seed = 'f00dfeedcafe4242f00dfeedcafe4242';
  const state = start({ seed, victoryPoints: 10, layout: '3p', seats: SEATS });
  for (const viewer of [null, 0, 1, 2]) {
    const seen = view(state, viewer);
    expect(JSON.stringify(seen)).not.toContain(seed);
    expect(seen.config).not.toHaveProperty('seed');
    // The attack the seed allowed: set the same game up again from what the view shows.
    expect(createGame(seen.config).ok).toBe(false);
  }
});

test('setup 8 new games draw from ChaCha20 and record it in their config', () => {
  const state = start({ seed: 'any', victoryPoints: 10, layout: '3p', seats: SEATS });
  expect(generatorOf(state.rng)).toBe('chacha20');
  expect(state.config.generator).toBe('chacha20');
  const rng = state.rng;
  if (!('kind' in rng)) throw new Error('not ChaCha20');
  for (const viewer of [null, 0, 1, 2]) expect(JSON.stringify(view(state, viewer))).not.toContain(rng.key);
});

test('setup 8 a game stored before ChaCha20 keeps sfc32: the same setup as then, and its log replays exactly', () => {
  const config = { seed: 'legacy-game', victoryPoints: 10, layout: '3p', seats: SEATS };
  const old = start({ ...config, generator: 'sfc32' });
  // What the code before ChaCha20 drew for this config (recorded from it): the speaker and the galaxy around Mecatol
  // Rex. (Not the decks: the content ledger has since changed which cards a new game deals.)
  expect(old.speaker).toBe(0);
  const ring1 = ['0,-1', '1,-1', '1,0', '0,1', '-1,1', '-1,0'].map((k) => old.board.systems[k]?.tile);
  expect(ring1).toEqual(['31', '35', '36', '62', '66', '48']);
  // Stored documents of that time name no generator: the state's own generator tells.
  const { generator: _generator, ...storedThen } = old.config;
  const stored: GameState = { ...old, config: storedThen };
  const game = playRandomGame(stored, { seed: 'legacy-moves', maxSteps: 60 });
  expect(generatorOf(game.state.rng)).toBe('sfc32');
  const again = replay(storedConfig(game.state), game.log);
  expect(again.ok && JSON.stringify({ ...again.value, config: storedThen })).toBe(JSON.stringify(game.state));
});
