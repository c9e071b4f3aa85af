// Undo with approval (issue 16) on whole bot games, without the API: the generator decision (an undone die roll is
// not rolled again with the same dice, and only with every player's approval), the log replays to the rewound game,
// and a request never shows a seat a line meant for another seat.
import { expect, test } from 'vitest';
import { apply, createGame, waitingOnSeenBy } from '@/engine/index';
import type { Command, GameEvent, GameState } from '@/engine/index';
import { playRandomGame } from '@/engine/testing/bot';
import { redeal } from '@/engine/testing/redeal';
import type { GameDoc } from '@/server/lobby/doc';
import { settings3p } from '@/server/api/testing';
import type { LogEntry } from '@/server/store/types';
import { effectiveLog, replayEntries } from './history';
import { approveUndo, approversFor, requestUndo } from './undo';
import { undoSeenBy } from './undo-record';

interface Played {
  readonly seat: number;
  readonly command: Command;
  readonly at: number;
  readonly before: GameState;
  readonly after: GameState;
  readonly events: GameEvent[];
}

/** A bot game of three players: every command with the state before and after it and its events. */
function botGame(seed: string, maxSteps: number): Played[] {
  const created = createGame({
    seed,
    victoryPoints: 10,
    layout: '3p',
    seats: ['sol', 'hacan', 'letnev'].map((faction, s) => ({
      name: `Bot ${s}`,
      faction,
      color: (['red', 'blue', 'green'] as const)[s]!,
    })),
  });
  if (!created.ok) throw new Error(created.error.message);
  const played: Played[] = [];
  let before = created.value.state;
  playRandomGame(before, {
    seed: `${seed}-moves`,
    maxSteps,
    onStep: (after, step) => {
      const r = apply(before, step.seat, step.command, { at: step.at });
      if (!r.ok) throw new Error(r.error.message);
      played.push({ seat: step.seat, command: step.command, at: step.at, before, after, events: r.events });
      before = after;
    },
  });
  return played;
}

/** The game after its first `n` commands as the server stores it: the document and the log (versions from 2). */
function stored(played: readonly Played[], n: number): { doc: GameDoc; log: LogEntry[]; version: number } {
  const log = played.slice(0, n).map((p, i) => ({
    version: i + 2,
    seat: p.seat,
    command: p.command,
    at: p.at,
    clientCommandId: `c-${i}`,
  }));
  const doc: GameDoc = {
    lobby: {
      name: 'G',
      hostUserId: 'u0',
      settings: settings3p,
      seats: [0, 1, 2].map((s) => ({ userId: `u${s}`, name: `Bot ${s}`, faction: null, color: null })),
      inviteToken: null,
      status: 'started',
      createdAt: 0,
    },
    engine: played[n - 1]!.after,
    feed: [],
    lastCommand: null,
  };
  return { doc, log, version: n + 1 };
}

const ID = '00000000-0000-4000-8000-000000000001';

test('undo (41 gravity rift): an undone die roll needs every player; the rewound game keeps the generator where the roll left it, so rolling again is a fresh roll', () => {
  // In this game a player moves ships through a gravity rift (41): a die decides whether each ship survives.
  const rolled = (events: readonly GameEvent[]) =>
    events.filter((e) => e.type === 'gravity-rift-rolled' || e.type === 'die-rolled');
  const played = botGame('b', 730);
  const k = played.findIndex((p) => rolled(p.events).length > 0);
  expect(k).toBeGreaterThan(0);
  const roll = played[k]!;
  const { doc, log, version } = stored(played, k + 1);
  const asked = requestUndo(doc, log, version, { id: ID, by: roll.seat, kind: 'undo', to: k + 2, at: 1 });
  if (!asked.ok) throw new Error(asked.error.message);
  const request = asked.change.doc.undoRequest!;
  // Everyone saw the dice: everyone judges whether rolling again is fair.
  expect(request.approvers).toEqual([0, 1, 2].filter((s) => s !== roll.seat));

  let current = asked.change.doc;
  let settled = asked.change;
  for (const [i, seat] of request.approvers.entries()) {
    const r = approveUndo(current, log, version + 1 + i, { id: ID, seat, at: 2 });
    if (!r.ok) throw new Error(r.error.message);
    current = r.change.doc;
    settled = r.change;
  }
  expect(settled.result.kind).toBe('rewound');
  const rewound = current.engine!;
  // The game is as it was before the roll, except the generator, which carries on from after it.
  expect({ ...rewound, rng: null, seq: null }).toEqual({ ...roll.before, rng: null, seq: null });
  expect(rewound.rng).toEqual(roll.after.rng);
  expect(rewound.rng).not.toEqual(roll.before.rng);
  // The same command again rolls fresh dice, not the ones everyone saw.
  const again = apply(rewound, roll.seat, roll.command, { at: roll.at });
  if (!again.ok) throw new Error(again.error.message);
  expect(rolled(again.events)).not.toEqual(rolled(roll.events));
  // The log with its undo entry replays to exactly the rewound game.
  const withUndo = [...log, { ...settled.entry!, version: version + request.approvers.length + 1 }];
  const replayed = replayEntries(rewound, effectiveLog(withUndo));
  expect('broken' in replayed ? replayed.broken : replayed.state).toEqual(rewound);
});

test('undo: a request and its trail give each seat only the lines it could read in the feed (a line naming a hidden card goes to its seat alone)', () => {
  const played = botGame('undo-hidden', 240);
  let privateLines = 0;
  for (const n of [60, 120, 180, 240].filter((n) => n <= played.length)) {
    const { doc, log, version } = stored(played, n);
    // The host's rewind over the last twenty commands: every command is named.
    const to = Math.max(2, n + 1 - 20);
    const asked = requestUndo(doc, log, version, { id: ID, by: 0, kind: 'rewind', to, at: 1 });
    if (!asked.ok) throw new Error(asked.error.message);
    for (const seat of [null, 0, 1, 2]) {
      const seen = undoSeenBy(asked.change.doc, seat).pending!;
      const expected = played.slice(to - 2, n).map((p) =>
        p.events.filter((e) => {
          const privateTo = (e as { privateTo?: number }).privateTo;
          return privateTo === undefined || privateTo === seat;
        }),
      );
      expect(seen.commands.map((c) => c.events)).toEqual(expected);
      privateLines += seen.commands.flatMap((c) => c.events).filter((e) => 'privateTo' in e).length;
      for (const e of seen.commands.flatMap((c) => c.events))
        if ('privateTo' in e) expect((e as { privateTo: number }).privateTo).toBe(seat);
    }
  }
  // The samples do name private things (cards drawn), shown to their seat alone.
  expect(privateLines).toBeGreaterThan(0);
});

test('undo: who must approve is judged from public facts — the same when both states are dealt again wherever a seat cannot see', () => {
  const played = botGame('undo-redeal', 300);
  let compared = 0;
  let everyone = 0;
  for (let n = 12; n <= played.length; n += 12) {
    // Undo the last five commands, asked by the seat that made the first of them.
    const undone = played.slice(n - 5, n);
    const previous = undone[0]!.before;
    const current = undone.at(-1)!.after;
    if (current.phase === 'ended') continue;
    const by = undone[0]!.seat;
    const asked = new Set(undone.flatMap((p) => (p.after.phase === 'ended' ? [] : waitingOnSeenBy(p.after, null))));
    const plan = {
      previous,
      undone: undone.map((p, i) => ({ version: n - 3 + i, seat: p.seat, at: p.at, events: p.events })),
      asked,
    };
    const truth = approversFor(plan, current, by, 'undo');
    if (truth.length === 2) everyone += 1;
    for (const viewer of [null, 0, 1, 2]) {
      const seed = `redeal-${n}-${viewer}`;
      const again = approversFor(
        { ...plan, previous: redeal(previous, viewer, { seed }) },
        redeal(current, viewer, { seed: `${seed}-now` }),
        by,
        'undo',
      );
      expect(again, `after ${n} commands, seen by ${viewer}`).toEqual(truth);
      compared += 1;
    }
  }
  expect(compared).toBeGreaterThanOrEqual(80);
  // Not a test that cannot fail: some undos need everyone, others fewer.
  expect(everyone).toBeGreaterThan(0);
});
