// Issue 15: choices in the game's words. Over bot games of 3 and 6 players, no option label, decision summary (the
// turn email's subject line), window prompt or note event names a planet by its engine id, a unit by its hyphenated
// type, a component by its snake_case id, or a system by its hex coordinates.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { PLANETS } from '../data/planets';
import { UNIT_TYPES } from '../data/types';
import { apply, waitingOn } from '../flow/apply';
import { options } from '../flow/options';
import { decisionSummary } from '../queries/decision-summary';
import { windowPrompt } from '../queries/window-prompt';
import { createGame } from '../setup/create-game';
import { playRandomGame } from './bot';
import { TEST_FACTIONS } from './scenario';

/** Planet ids in lower case ("arcprime" for Arc Prime, "jord" for Jord): names are always capitalised. */
const PLANET_IDS = Object.values(PLANETS)
  .filter((p) => (p.id as string) !== p.name && /^[a-z]+$/.test(p.id))
  .map((p) => p.id);
const HYPHENATED_UNITS = UNIT_TYPES.filter((u) => u.includes('-'));
const idPattern = new RegExp(
  [
    `\\b(${PLANET_IDS.join('|')})\\b`,
    `\\b(${HYPHENATED_UNITS.join('|')})\\b`,
    // snake_case ids (titans_mech) and hex keys, bare or in parentheses ("(1,-1)", "0,-2").
    '\\b[a-z0-9]+_[a-z0-9_]+\\b',
    '-?\\d+,\\s?-?\\d+(?!\\d)',
  ].join('|'),
);

function check(text: string, found: Map<string, string>): void {
  const m = idPattern.exec(text);
  if (m && !found.has(text)) found.set(text, m[0]);
}

/** What every seat the game waits on reads: its options, the decision's summary and the window's prompt. */
function idsInLabels(state: GameState, found: Map<string, string>): void {
  for (const seat of waitingOn(state)) {
    for (const o of options(state, seat)) check(o.label, found);
    const summary = decisionSummary(state, seat);
    if (summary) check(summary.label, found);
    const prompt = windowPrompt(state, seat);
    if (prompt) check(prompt.text, found);
  }
}

function botGame(players: 3 | 6, seed: string): Map<string, string> {
  const created = createGame({
    seed,
    victoryPoints: 10,
    layout: players === 3 ? '3p' : '6p',
    speaker: 0,
    seats: TEST_FACTIONS.slice(0, players).map((faction, i) => ({
      name: `Bot ${i}`,
      faction,
      color: (['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const)[i]!,
    })),
  });
  if (!created.ok) throw new Error(created.error.message);
  const found = new Map<string, string>();
  idsInLabels(created.value.state, found);
  const start = created.value.state;
  const game = playRandomGame(start, { seed: `words-${seed}`, maxSteps: 500, onStep: (s) => idsInLabels(s, found) });
  // The same commands again, for the events they emit: notes are prose for the feed.
  let state = start;
  for (const entry of game.log) {
    const r = apply(state, entry.seat, entry.command, { at: entry.at });
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) if (e.type === 'note') check(e.text, found);
    state = r.state;
  }
  return found;
}

for (const [players, seed] of [
  [3, 'a'],
  [3, 'b'],
  [6, 'a'],
  [6, 'b'],
] as const) {
  test(`issue 15: no option label in a ${players}-player bot game (seed ${seed}) shows an engine id or coordinate`, () => {
    expect([...botGame(players, seed)].map(([label, id]) => `${id} in "${label}"`)).toEqual([]);
  });
}
