import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import { Rng, seedRng } from '../core/rng';
import type { GameState } from '../core/state';
import { apply, waitingOn } from '../flow/apply';
import { options } from '../flow/options';
import { replay, type ReplayEntry } from '../replay';
import { createGame } from '../setup/create-game';
import { playRandomGame } from '../testing/bot';
import { checkInvariants } from '../testing/invariants';
import { TEST_FACTIONS } from '../testing/scenario';
import { promissoryNoteProblems } from './invariants';

const config = (players: 4 | 6) => ({
  seed: `transactions-${players}`,
  victoryPoints: 10 as const,
  layout: `${players}p` as const,
  speaker: 0,
  seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({
    name: `Bot ${i}`,
    faction,
    color: (['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const)[i]!,
  })),
});

function start(players: 4 | 6): GameState {
  const created = createGame(config(players));
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

test('69 conservation of promissory notes holds in a random bot game', () => {
  const problems: string[] = [];
  playRandomGame(start(4), {
    seed: 'notes-4',
    maxSteps: 300,
    onStep: (state, step) => {
      for (const p of promissoryNoteProblems(state)) problems.push(`after ${step.label}: ${p}`);
    },
  });
  expect(problems).toEqual([]);
});

/**
 * A bot that prefers transactions (proposals, then accepting them) so that notes change hands often: every
 * invariant (the shared ones with hidden information, and note conservation) holds after every command, and the
 * game replays exactly.
 */
test('94 and 69 a bot that trades often keeps every invariant, hides traded notes and replays exactly', () => {
  // A seed whose trader bot resolves transactions with today's test factions and decks.
  const rng = new Rng({ rng: seedRng('trader-1') });
  let state = start(6);
  const log: ReplayEntry[] = [];
  const problems: string[] = [];
  const events: GameEvent[] = [];
  for (let step = 0; step < 500 && state.phase !== 'ended'; step++) {
    const seats = waitingOn(state);
    if (seats.length === 0) break;
    const seat = rng.pick(seats);
    const all = options(state, seat);
    if (all.length === 0) break;
    const accepts = all.filter((o) => o.command.type === 'answer-transaction' && o.command.accept);
    const trades = all.filter((o) => o.command.type === 'propose-transaction');
    const choice =
      accepts.length > 0 ? rng.pick(accepts) : trades.length > 0 && rng.int(3) === 0 ? rng.pick(trades) : rng.pick(all);
    const r = apply(state, seat, choice.command, { at: step });
    if (!r.ok) throw new Error(`options() offered an illegal move: ${choice.label} → ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
    log.push({ seat, command: choice.command, at: step });
    for (const p of [...promissoryNoteProblems(state), ...checkInvariants(state)])
      problems.push(`after ${choice.label}: ${p}`);
  }
  expect(problems).toEqual([]);
  const resolved = events.filter((e) => e.type === 'transaction-resolved');
  expect(resolved.length).toBeGreaterThan(0);
  expect(resolved.some((e) => e.type === 'transaction-resolved' && e.gave.promissoryNotes > 0)).toBe(true);
  const again = replay(config(6), log);
  expect(again.ok).toBe(true);
  if (again.ok) expect(JSON.stringify(again.value)).toBe(JSON.stringify(state));
});
