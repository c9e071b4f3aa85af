import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { edit, giveActionCards, newGame, pickStrategyCards, runStep } from '../testing/scenario';
import { loadGameState } from './load';

const stored = (s: GameState): unknown => JSON.parse(JSON.stringify(s));

/** A game waiting in a timing window on top of a strategy pick: steps, a window and a decision on the stack. */
function inWindow(): GameState {
  return runStep(giveActionCards(newGame({ players: 3 }), 1, ['summit']), 'window/open', {
    window: 'start-of-strategy-phase',
  });
}

test('a stored game whose stack checks loads as it was written', () => {
  const s = pickStrategyCards(newGame({ players: 3 }), ['leadership', 'diplomacy', 'politics']);
  const loaded = loadGameState(stored(s));
  expect(loaded).toEqual({ ok: true, value: stored(s) });
});

test('a stored step no definition has is refused with its place on the stack', () => {
  const s = edit(inWindow(), (d) => {
    d.stack.splice(0, 0, { frame: 'step', step: 'combat/no-such-step' });
  });
  expect(loadGameState(stored(s))).toMatchObject({
    ok: false,
    error: { code: 'engine/stored-state', message: expect.stringContaining('frame 0 is an unknown step') },
  });
});

test('a stored step whose arguments its definition does not accept is refused, naming the step', () => {
  const s = edit(newGame({ players: 3 }), (d) => {
    d.stack.push({ frame: 'step', step: 'strategy/next-pick', args: { picks: ['north'], index: 0 } });
  });
  expect(loadGameState(stored(s))).toMatchObject({
    ok: false,
    error: { message: expect.stringContaining('step "strategy/next-pick"') },
  });
});

test('a stored choice whose arguments its definition does not accept is refused', () => {
  const s = edit(newGame({ players: 3 }), (d) => {
    d.stack.push({
      frame: 'decision',
      id: 99,
      kind: 'choice',
      choice: 'fleet-pool/remove',
      args: { seat: 0 },
      waitingOn: [0],
      openedAt: null,
    });
  });
  expect(loadGameState(stored(s))).toMatchObject({
    ok: false,
    error: { message: expect.stringContaining('choice "fleet-pool/remove"') },
  });
});

test('a stored decision of an unknown kind, or a window the rules do not have, is refused', () => {
  const unknownKind = edit(newGame({ players: 3 }), (d) => {
    (d.stack as unknown[]).push({ frame: 'decision', id: 99, kind: 'dance', waitingOn: [0], openedAt: null });
  });
  expect(loadGameState(stored(unknownKind)).ok).toBe(false);
  const s = inWindow();
  const badWindow = stored(s) as { stack: { kind?: string; window?: string }[] };
  badWindow.stack.at(-1)!.window = 'start-of-the-party';
  expect(badWindow.stack.at(-1)!.kind).toBe('window');
  expect(loadGameState(badWindow)).toMatchObject({ ok: false, error: { code: 'engine/stored-state' } });
});

test('a stored game of another schema version is refused', () => {
  const s = stored(newGame({ players: 3 })) as { schema: number };
  s.schema = 0;
  expect(loadGameState(s)).toMatchObject({
    ok: false,
    error: { message: expect.stringContaining('schema version 0') },
  });
});
