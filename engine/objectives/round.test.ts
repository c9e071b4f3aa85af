import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { STRATEGY_CARD_IDS } from '../data/strategy-cards';
import { playRandomGame, type BotStep } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { newGame } from '../testing/scenario';
import { options } from '../flow/options';

class EnoughRounds extends Error {
  constructor(readonly state: GameState) {
    super('enough rounds');
  }
}

/** Bots play from setup until `rounds` game rounds are complete or someone wins (the bot itself has no stop rule). */
function playRounds(
  players: 3 | 4 | 6,
  seed: string,
  rounds: number,
  onStep: (state: GameState, step: BotStep) => void,
) {
  try {
    const game = playRandomGame(newGame({ players, seed }), {
      seed,
      maxSteps: 5000,
      onStep: (state, step) => {
        onStep(state, step);
        if (state.round > rounds) throw new EnoughRounds(state);
      },
    });
    return { state: game.state, stopped: game.stopped };
  } catch (e) {
    if (e instanceof EnoughRounds) return { state: e.state, stopped: 'rounds' as const };
    throw e;
  }
}

test.each([
  { players: 3 as const, seed: 'rounds-3a' },
  { players: 4 as const, seed: 'rounds-4' },
  { players: 6 as const, seed: 'rounds-6' },
])('40 bots play four $players-player game rounds, every state keeping the invariants', ({ players, seed }) => {
  const cards = new Set<string>();
  const r = playRounds(players, seed, 4, (state, step) => {
    const problems = checkInvariants(state);
    if (problems.length > 0)
      throw new Error(`after "${step.label}" (seat ${step.seat}, round ${state.round}): ${problems.join('; ')}`);
    if (step.command.type === 'strategic-action') cards.add(step.command.card);
  });
  // Four whole rounds were played, or someone won first; the bots never ran out of legal moves.
  expect(['rounds', 'ended']).toContain(r.stopped);
  if (r.stopped === 'rounds') expect(r.state.round).toBe(5);
  // 3.4: every card chosen was used each round, so over four rounds most cards were.
  expect(cards.size).toBeGreaterThanOrEqual(players <= 4 ? 8 : 6);
});

/** A seeded game whose bots meet a scorable objective within four rounds (the path changes with the cards dealt). */
const PROGRESS_SEED = 'progress-4';

test('81.1 over several rounds bots research technologies, are offered objectives they fulfil, and score the ones they pick', () => {
  let offered = 0;
  let picked = 0;
  const scorers = new Set<number>();
  const r = playRounds(4, PROGRESS_SEED, 4, (_state, step) => {
    if (step.command.type === 'score-objectives' && step.command.scores.length > 0) {
      picked += 1;
      scorers.add(step.seat);
    }
  });
  // 81.1: status-phase answers resolve once everyone answered; by the end each seat that picked a score has scored.
  const scored = (seat: number) =>
    r.state.players[seat]!.scoredPublic.length + r.state.players[seat]!.secretObjectives.filter((o) => o.scored).length;
  expect([...scorers].filter((seat) => scored(seat) === 0)).toEqual([]);
  // Replay the same game's decisions to count how often a scorable objective was offered.
  const again = playRounds(4, PROGRESS_SEED, 4, (state) => {
    for (const seat of state.players.map((p) => p.seat)) {
      if (options(state, seat).some((o) => o.command.type === 'score-objectives' && o.command.scores.length > 0))
        offered += 1;
    }
  });
  const start = newGame({ players: 4, seed: PROGRESS_SEED });
  const techs = (s: GameState) => s.players.reduce((n, p) => n + p.technologies.length, 0);
  expect(techs(r.state)).toBeGreaterThan(techs(start) + 4);
  expect(JSON.stringify(again.state)).toBe(JSON.stringify(r.state));
  expect(offered).toBeGreaterThan(0);
  expect(picked).toBeLessThanOrEqual(offered);
  expect(STRATEGY_CARD_IDS).toHaveLength(8);
});
