import { expect, test } from 'vitest';
import { Rng, seedRng } from '../core/rng';
import { createGame } from '../setup/create-game';
import { options } from '../flow/options';
import { waitingOn } from '../flow/apply';
import { contentPick } from './bot-content';
import { ContentCoverage } from './bot-coverage';
import { TEST_FACTIONS } from './scenario';
import { playWholeGame, type StepCheck } from './whole-game';

const config = {
  seed: 'content-3',
  victoryPoints: 10 as const,
  layout: '3p',
  speaker: 0,
  seats: TEST_FACTIONS.slice(0, 3).map((faction, i) => ({
    name: `Bot ${i}`,
    faction,
    color: (['red', 'blue', 'green'] as const)[i]!,
  })),
};

function covered(content: boolean) {
  const coverage = new ContentCoverage();
  const check: StepCheck = (before, step) => {
    coverage.count(before, step);
    return [];
  };
  const played = playWholeGame(config, 'content-moves-3', 400, check, { invade: true, content });
  const uses = [...coverage.abilities.counts.values()].reduce((a, b) => a + b, 0);
  return { ...played, uses };
}

test('1, 22 the content habit resolves more abilities than the invading bot alone, every invariant holding and the log replaying exactly', () => {
  const withContent = covered(true);
  expect(withContent.problems).toEqual([]);
  expect(withContent.replayMatches).toBe(true);
  expect(withContent.uses).toBeGreaterThan(covered(false).uses);
}, 300_000);

test('the content habit picks only among the options offered (the first decision of a game)', () => {
  const created = createGame(config);
  if (!created.ok) throw new Error(created.error.message);
  const state = created.value.state;
  const seat = waitingOn(state)[0]!;
  const choices = options(state, seat);
  const pick = contentPick(state, seat, choices, new Rng({ rng: seedRng('habit') }), 0);
  expect(choices.map((o) => o.command)).toContainEqual(pick?.choice.command);
  expect(pick?.result.ok).toBe(true);
});
