// A random-legal-move bot: it sees only options(), like the UI. It plays games for the invariant and replay tests
// and for benchmarks. Its own generator is seeded, so a failing game can be replayed from its seed. With `invade`
// (opt-in), it sometimes builds its own moves that carry ground forces from planets and lands them (bot-invade.ts);
// with `content` (opt-in) it also plays the content the options offer rather than passing (bot-content.ts).
import type { Command } from '../core/commands';
import type { GameEvent } from '../core/events';
import { Rng, seedRng } from '../core/rng';
import type { GameState, Seat } from '../core/state';
import { apply, waitingOn } from '../flow/apply';
import { options, type Option } from '../flow/options';
import { invasionPick } from './bot-invade';
import { contentPick } from './bot-content';
import { withQueryMemo } from '../kernel/query-memo';
import type { OwnPick } from './bot-invade';
import type { ReplayEntry } from '../replay';

export interface BotStep {
  readonly seat: Seat;
  readonly command: Command;
  readonly label: string;
  /** The time the command carried. */
  readonly at: number;
  /** What the command's resolution emitted (the content it touched: engine/testing/bot-coverage.ts). */
  readonly events?: readonly GameEvent[];
}

export interface BotGame {
  readonly state: GameState;
  readonly log: ReplayEntry[];
  readonly steps: number;
  /** Why the game stopped: a winner, the step budget, or no legal option (a flow the engine does not implement yet). */
  readonly stopped: 'ended' | 'budget' | 'stuck';
}

/** The options offered and the habit's own pick among them (null: a random option). */
interface Picked {
  readonly choices: Option[];
  readonly own: OwnPick | null;
}

export function playRandomGame(
  start: GameState,
  opts: {
    seed: string;
    maxSteps: number;
    onStep?: (state: GameState, step: BotStep) => void;
    /** Sometimes activate, move into and land on systems with planets to invade (off: options() alone). */
    invade?: boolean;
    /**
     * Play the content (implies `invade`): prefer abilities, cards, leaders and votes over passing, save influence
     * for the custodians token and land on Mecatol Rex (bot-content.ts).
     */
    content?: boolean;
  },
): BotGame {
  const rng = new Rng({ rng: seedRng(opts.seed) });
  let state = start;
  const log: ReplayEntry[] = [];
  for (let step = 0; step < opts.maxSteps; step++) {
    if (state.phase === 'ended') return { state, log, steps: step, stopped: 'ended' };
    const seats = waitingOn(state);
    if (seats.length === 0) return { state, log, steps: step, stopped: 'stuck' };
    const seat = rng.pick(seats);
    const at = step * 1000;
    const habit = opts.content ? contentPick : opts.invade ? invasionPick : null;
    // A habit looks at the same stored state as options() did (adjacency, presence, neighbours): both run in one
    // scope of remembered answers (kernel/query-memo.ts), so its searches over the board reuse what options() found.
    const pick = (): Picked => {
      const offered = options(state, seat);
      return { choices: offered, own: habit && offered.length > 0 ? habit(state, seat, offered, rng, at) : null };
    };
    const { choices, own } = habit ? withQueryMemo(pick) : pick();
    if (choices.length === 0) return { state, log, steps: step, stopped: 'stuck' };
    const choice = own?.choice ?? rng.pick(choices);
    const r = own?.result ?? apply(state, seat, choice.command, { at });
    if (!r.ok) throw new Error(`options() offered an illegal move: ${choice.label} → ${r.error.message}`);
    state = r.state;
    log.push({ seat, command: choice.command, at });
    opts.onStep?.(state, { seat, command: choice.command, label: choice.label, at, events: r.events });
  }
  return { state, log, steps: opts.maxSteps, stopped: state.phase === 'ended' ? 'ended' : 'budget' };
}
