import { expect, test } from 'vitest';
import type { Command } from '../core/commands';
import { Rng, seedRng } from '../core/rng';
import { createGame } from '../setup/create-game';
import { options } from '../flow/options';
import { waitingOn } from '../flow/apply';
import { invasionChoice } from './bot-invade';
import { TEST_FACTIONS } from './scenario';
import { playWholeGame, type StepCheck } from './whole-game';

const config = (players: 3 | 4) => ({
  seed: `invade-${players}`,
  victoryPoints: 10 as const,
  layout: players === 3 ? '3p' : '4p',
  speaker: 0,
  seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({
    name: `Bot ${i}`,
    faction,
    color: (['red', 'blue', 'green', 'yellow'] as const)[i]!,
  })),
});

/** Counts the commands played that carry ground forces off planets (95.1) and that land them (49.2). */
function counter() {
  const seen = { planetPickups: 0, landings: 0 };
  const check: StepCheck = (_before, step) => {
    const c: Command = step.command;
    if (c.type === 'move-ships' && c.moves.some((m) => m.transport?.some((t) => t.planet !== undefined)))
      seen.planetPickups += 1;
    if (c.type === 'commit-ground-forces' && c.landings.length > 0) seen.landings += 1;
    return [];
  };
  return { seen, check };
}

test('95.1, 49.2 the invading bot picks ground forces up from planets and commits them, every invariant holding and the log replaying exactly', () => {
  const { seen, check } = counter();
  const { game, problems, replayMatches } = playWholeGame(config(3), 'invade-moves-3', 600, check, { invade: true });
  expect(problems).toEqual([]);
  expect(replayMatches).toBe(true);
  expect(seen.planetPickups).toBeGreaterThanOrEqual(1);
  expect(seen.landings).toBeGreaterThanOrEqual(1);
  expect(game.steps).toBeGreaterThan(0);
});

test('89.2 the invasion habit is opt-in: without it the bot never carries ground forces off planets', () => {
  const { seen, check } = counter();
  playWholeGame(config(3), 'invade-moves-3', 600, check);
  expect(seen.planetPickups).toBe(0);
});

test('the invasion habit leaves decisions other than activation, movement and landing to the options (strategy phase)', () => {
  const created = createGame(config(3));
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  const seat = waitingOn(state)[0]!;
  const rng = new Rng({ rng: seedRng('habit') });
  expect(invasionChoice(state, seat, options(state, seat), rng)).toBeNull();
});
