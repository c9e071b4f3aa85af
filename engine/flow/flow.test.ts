import { expect, test } from 'vitest';
import { apply, waitingOn } from './apply';
import { options } from './options';
import { view } from '../view';
import { replay } from '../replay';
import { edit, giveActionCards, newGame, pickStrategyCards, play, runStep, topDecision } from '../testing/scenario';
import { createGame } from '../setup/create-game';
import { ACTION_DECK_IN_PLAY, promissoryNotesDealt } from '../content/in-play';

test('apply never changes the state it is given', () => {
  const s = newGame();
  const before = JSON.stringify(s);
  const r = apply(s, 0, { type: 'choose-strategy-card', card: 'leadership' }, { at: 1 });
  expect(r.ok).toBe(true);
  expect(JSON.stringify(s)).toBe(before);
});

test('a malformed command is refused as input, naming what is wrong, and changes nothing', () => {
  const r = apply(newGame(), 0, { type: 'choose-strategy-card' }, { at: 1 });
  expect(r).toMatchObject({ ok: false, error: { code: 'input/invalid-command', rule: 'input' } });
  expect(apply(newGame(), 0, { type: 'launch-missiles' }, { at: 1 }).ok).toBe(false);
  expect(apply(newGame(), 99, { type: 'pass' }, { at: 1 })).toMatchObject({
    ok: false,
    error: { code: 'input/unknown-seat' },
  });
});

test('options lists exactly the legal commands for the seat and nothing for others', () => {
  const s = newGame({ players: 6, speaker: 2 });
  expect(options(s, 2).map((o) => o.command)).toHaveLength(8);
  expect(options(s, 3)).toEqual([]);
  expect(waitingOn(s)).toEqual([2]);
});

test("view hides other players' action cards, promissory notes and unscored secret objectives", () => {
  const s = newGame({ players: 3 });
  const v = view(s, 0);
  expect(v.players[0]!.secretObjectives).toHaveLength(1);
  expect(v.players[1]!.secretObjectives).toEqual([]);
  expect(v.players[1]!.unscoredSecretCount).toBe(1);
  expect(v.players[1]!.promissoryNotes).toBeNull();
  expect(v.players[1]!.promissoryNoteCount).toBe(promissoryNotesDealt('hacan').length);
  // Quoted: a short id ('mp') is also a piece of other words ('imperial').
  expect(JSON.stringify(v)).not.toContain(`"${s.players[1]!.secretObjectives[0]!.id}"`);
  expect(JSON.stringify(v)).not.toContain('"rng"');
  expect(v.decks.action).toEqual({ drawCount: ACTION_DECK_IN_PLAY.length, discard: [] });
});

test('a spectator view shows only public information', () => {
  const s = newGame({ players: 3 });
  const v = view(s, null);
  expect(
    v.players.every((p) => p.actionCards === null && p.promissoryNotes === null && p.secretObjectives.length === 0),
  ).toBe(true);
});

test('view shows each player only their own pair of offered secret objectives during setup', () => {
  const r = createGame({
    seed: 'v',
    victoryPoints: 10,
    layout: '3p',
    seats: [
      { name: 'A', faction: 'sol', color: 'red' },
      { name: 'B', faction: 'hacan', color: 'blue' },
      { name: 'C', faction: 'letnev', color: 'green' },
    ],
  });
  if (!r.ok) throw new Error(r.error.message);
  const d = view(r.value.state, 1).decisions[0]!;
  expect(d.kind === 'choose-secret-objective' && Object.keys(d.offered)).toEqual(['1']);
});

test('replaying the command log from the configuration reproduces the state exactly', () => {
  const config = {
    seed: 'replay',
    victoryPoints: 10,
    layout: '3p',
    speaker: 0,
    seats: [
      { name: 'A', faction: 'sol', color: 'red' },
      { name: 'B', faction: 'hacan', color: 'blue' },
      { name: 'C', faction: 'letnev', color: 'green' },
    ],
  } as const;
  const r = createGame(config);
  if (!r.ok) throw new Error(r.error.message);
  let s = r.value.state;
  const log: { seat: number; command: unknown; at: number }[] = [];
  for (let i = 0; i < 9; i++) {
    const seat = waitingOn(s)[0]!;
    const o = options(s, seat)[0]!;
    const res = apply(s, seat, o.command, { at: 1000 + i });
    if (!res.ok) throw new Error(res.error.message);
    s = res.state;
    log.push({ seat, command: o.command, at: 1000 + i });
  }
  const again = replay(config, log);
  expect(again.ok && JSON.stringify(again.value)).toBe(JSON.stringify(s));
});

test('a decision records the time of the command that opened it, for deadlines', () => {
  const s = newGame({ players: 6 });
  const r = apply(
    pickStrategyCards(s, ['leadership', 'diplomacy', 'politics', 'construction', 'trade']),
    5,
    { type: 'choose-strategy-card', card: 'warfare' },
    { at: 42_000 },
  );
  expect(r.ok && r.state.stack.at(-1)).toMatchObject({ kind: 'action-turn', openedAt: 42_000 });
});

test('1.19 intents answered at once in a window are hidden from other players until the window settles', () => {
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(s, 3, ['sabotage']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } });
  const mine = view(s, 1).decisions.at(-1)!;
  const theirs = view(s, 3).decisions.at(-1)!;
  expect(mine.kind === 'window' && mine.intents).toHaveLength(1);
  expect(theirs.kind === 'window' && theirs.intents).toEqual([]);
  expect(JSON.stringify(view(s, 3))).not.toContain('summit');
});

test('1.9 a choice whose options have all vanished resolves as nothing instead of waiting forever', () => {
  // Hand-limit discard for a player with no cards left: nothing to pick, so the game goes on.
  const s = edit(newGame({ players: 6 }), (d) => {
    d.seq += 1;
    d.stack.push({
      frame: 'decision',
      kind: 'choice',
      choice: 'hand-limit/discard',
      args: {},
      id: d.seq,
      openedAt: 0,
      waitingOn: [3],
    });
  });
  const after = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  expect(topDecision(after)).toMatchObject({ kind: 'choose-strategy-card', waitingOn: [0] });
});

test("1.20 a use declared in a window waits for its seat's turn: it resolves after the earlier seat's without asking again", () => {
  // Speaker 0: seat 1 resolves before seat 2 (1.20). Both declare a card at the start of the strategy phase.
  let s = giveActionCards(newGame({ players: 6, speaker: 0 }), 1, ['summit']);
  s = giveActionCards(s, 2, ['manipulate-investments']);
  s = runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
  const invest = options(s, 2).find(
    (o) => o.command.type === 'use-ability' && o.command.ability === 'manipulate-investments',
  );
  if (!invest) throw new Error('Manipulate Investments is not offered');
  s = play(s, 2, invest.command);
  s = play(s, 1, { type: 'use-ability', ability: 'summit', targets: { tactic: 0, fleet: 0, strategy: 2 } });
  // Seat 1's Summit is played first; seat 2, holding a card, may cancel it.
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'when-action-card-played', waitingOn: [2] });
  s = play(s, 2, { type: 'pass-window' });
  // Seat 2 is not asked again: its declared card is played in its turn (seat 1, with no card left, is not asked).
  expect(s.players[2]!.actionCards).toEqual([]);
  expect(s.decks.action.discard).toEqual(['summit#1', 'manipulate-investments#1']);
  expect(topDecision(s)).not.toMatchObject({ kind: 'window', window: 'start-of-strategy-phase' });
});
