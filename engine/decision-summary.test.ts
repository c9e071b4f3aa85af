import { expect, test } from 'vitest';
import type { Command } from './core/commands';
import type { GameState, Seat } from './core/state';
import { decisionSummary, publicWaitingOn } from './decision-summary';
import { apply } from './flow/apply';
import { options } from './flow/options';
import { giveActionCards, newGame, play, runStep, topDecision } from './testing/scenario';

/** Six players at the first strategy pick; seat 1 holds Summit and seat 3 holds Sabotage; a window asks both. */
function strategyWindow(): GameState {
  let s = newGame({ players: 6, speaker: 0 });
  s = giveActionCards(s, 1, ['summit']);
  s = giveActionCards(s, 3, ['sabotage']);
  return runStep(s, 'window/open', { window: 'start-of-strategy-phase' });
}
const summitTargets = { tactic: 0, fleet: 0, strategy: 2 };

/** apply, answering the decision `decision` (its id as the sender saw it). */
function answer(state: GameState, seat: Seat, command: Command, decision: number | null) {
  return apply(state, seat, command, { at: 0, decision });
}

test('1.3 a command sent against a decision that is no longer the one waiting is refused and changes nothing', () => {
  const s = newGame({ players: 3, skipSecretChoice: false });
  const choose = topDecision(s)!;
  expect(choose.kind).toBe('choose-secret-objective');
  const offered = (seat: Seat) => (choose.kind === 'choose-secret-objective' ? choose.offered[String(seat)]![0]! : '');
  let t = s;
  for (const seat of [0, 1, 2] as const)
    t = play(t, seat, { type: 'choose-secret-objective', objective: offered(seat) });
  const next = topDecision(t)!;
  expect(next.kind).toBe('choose-strategy-card');
  const stale = answer(t, next.waitingOn[0]!, options(t, next.waitingOn[0]!)[0]!.command, choose.id);
  expect(stale).toEqual({ ok: false, error: expect.objectContaining({ code: 'flow/decision-changed', rule: '1.3' }) });
  // The same command naming the decision that waits now is applied.
  expect(answer(t, next.waitingOn[0]!, options(t, next.waitingOn[0]!)[0]!.command, next.id).ok).toBe(true);
});

test('1.20 answers given at once to one decision all count: others answering first does not change the decision', () => {
  const s = newGame({ players: 3, skipSecretChoice: false });
  const choose = topDecision(s)!;
  const objective = (seat: Seat) =>
    choose.kind === 'choose-secret-objective' ? choose.offered[String(seat)]![0]! : '';
  let t = s;
  for (const seat of [2, 0, 1] as const) {
    const r = answer(t, seat, { type: 'choose-secret-objective', objective: objective(seat) }, choose.id);
    expect(r.ok).toBe(true);
    if (r.ok) t = r.state;
  }
  expect(t.players.map((p) => p.secretObjectives.length)).toEqual([1, 1, 1]);
});

test('1.19 a window asked again after an ability resolved is a new prompt: an answer to the first ask does not fit', () => {
  let s = strategyWindow();
  const firstAsk = topDecision(s)!.id;
  // Seat 3 passes and seat 1 plays Summit against the same ask: both fit it.
  for (const [seat, command] of [
    [3, { type: 'pass-window' }],
    [1, { type: 'use-ability', ability: 'summit', targets: summitTargets }],
  ] as const) {
    const r = answer(s, seat, command, firstAsk);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  s = play(s, 3, { type: 'pass-window' }); // no Sabotage: Summit resolves, the window asks again
  const reask = topDecision(s)!;
  expect(reask).toMatchObject({ kind: 'window', window: 'start-of-strategy-phase', waitingOn: [3] });
  expect(reask.id).not.toBe(firstAsk);
  const late = answer(s, 3, { type: 'pass-window' }, firstAsk);
  expect(late).toEqual({ ok: false, error: expect.objectContaining({ code: 'flow/decision-changed' }) });
  expect(answer(s, 3, { type: 'pass-window' }, reask.id).ok).toBe(true);
});

test('94 commands beside the stack answer no decision: a standing pass is judged as it is', () => {
  const s = strategyWindow();
  const r = answer(s, 3, { type: 'standing-pass', window: 'when-action-card-played', on: true }, 12345);
  expect(r.ok).toBe(true);
});

test('decisionSummary names what waits on a seat from the decision itself, like the panel headings', () => {
  const s = newGame({ players: 3, skipSecretChoice: false });
  expect(decisionSummary(s, 0)).toEqual({
    kind: 'choose-secret-objective',
    id: topDecision(s)!.id,
    label: 'Keep one secret objective',
  });
  for (const seat of [0, 1, 2] as const) {
    expect(decisionSummary(s, seat)?.label).toBe(options(s, seat)[0]?.group);
  }
  const w = strategyWindow();
  expect(decisionSummary(w, 1)).toEqual({ kind: 'window', id: topDecision(w)!.id, label: 'Respond' });
  expect(decisionSummary(w, 0)).toBeNull();
});

test('1.20 publicWaitingOn names the seats of the decision on top, but no one inside a timing window', () => {
  expect(publicWaitingOn(newGame({ players: 3, skipSecretChoice: false }))).toEqual([0, 1, 2]);
  const w = strategyWindow();
  expect(topDecision(w)!.waitingOn).toEqual([1, 3]);
  expect(publicWaitingOn(w)).toEqual([]);
  expect(publicWaitingOn(play(w, 3, { type: 'pass-window' }))).toEqual([]);
});
