import { expect, test } from 'vitest';
import { playRandomGame } from '../testing/bot';
import { TEST_FACTIONS } from '../testing/scenario';
import { createGame } from '../setup/create-game';
import type { GameState, Seat } from '../core/state';
import { apply, waitingOn } from './apply';
import { options } from './options';

// options() tries on a draft only the candidates their generator could not check; the others (passing a window, a
// standing pass, passing the action phase, checked strategic actions, transaction offers...) it trusts. This net
// applies every listed option, trusted or tried, at each step of a bot game: a trusted option apply refuses fails.
test('1.3 every option options() lists for a waiting seat is accepted by apply', () => {
  const created = createGame({
    seed: 'options-net',
    victoryPoints: 10,
    layout: '6p',
    speaker: 0,
    seats: TEST_FACTIONS.slice(0, 6).map((faction, i) => ({
      name: `Bot ${i}`,
      faction,
      color: (['red', 'blue', 'green', 'yellow', 'purple', 'black'] as const)[i]!,
    })),
  });
  if (!created.ok) throw new Error(created.error.message);
  const refused: string[] = [];
  const kinds = new Set<string>();
  const look = (state: GameState) => {
    for (const seat of waitingOn(state) as Seat[]) {
      for (const o of options(state, seat)) {
        kinds.add(o.command.type);
        const r = apply(state, seat, o.command, { at: 0 });
        if (!r.ok) refused.push(`${o.label}: ${r.error.message}`);
      }
    }
  };
  look(created.value.state);
  playRandomGame(created.value.state, { seed: 'options-net-moves', maxSteps: 450, onStep: (s) => look(s) });
  expect(refused).toEqual([]);
  // The game went far enough to list the trusted kinds this net protects.
  for (const kind of ['pass-window', 'standing-pass', 'pass', 'strategic-action', 'propose-transaction'])
    expect(kinds).toContain(kind);
});
