// The tests-only seed (browser tests' prepared situations): cards come out of the deck, never out of thin air, and
// the jump to the agenda phase leaves a game the engine plays on.
import { expect, test } from 'vitest';
import { createGame, options, waitingOn } from '@/engine/index';
import type { GameState } from '@/engine/index';
import { seededState, seedSchema } from './seed';

function fresh(): GameState {
  const created = createGame({
    seed: 'seed-route',
    victoryPoints: 10,
    layout: '3p',
    seats: [
      { name: 'Hana', faction: 'hacan', color: 'red' },
      { name: 'Bea', faction: 'arborec', color: 'blue' },
      { name: 'Cal', faction: 'letnev', color: 'green' },
    ],
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.state;
}

const cardsInPlay = (s: GameState) =>
  s.decks.action.draw.length + s.decks.action.discard.length + s.players.reduce((n, p) => n + p.actionCards.length, 0);

test('hands are filled from the action deck: the cards move, none is made', () => {
  const before = fresh();
  const after = seededState(before, { gameId: 'g', hands: { 1: ['sabotage'], 2: ['sabotage', 'summit'] } }, 0);
  expect(after.players.map((p) => p.actionCards.map((c) => c.split('#')[0]))).toEqual([
    [],
    ['sabotage'],
    ['sabotage', 'summit'],
  ]);
  expect(cardsInPlay(after)).toBe(cardsInPlay(before));
  expect(before.players[1]!.actionCards).toEqual([]);
});

test('the seed is validated: unknown cards and agendas are refused', () => {
  expect(seedSchema.safeParse({ gameId: 'g', hands: { 1: ['no-such-card'] } }).success).toBe(false);
  expect(seedSchema.safeParse({ gameId: 'g', agendaPhase: { agendas: ['no-such-agenda'] } }).success).toBe(false);
  expect(seedSchema.safeParse({ gameId: 'g', hands: { 9: ['sabotage'] } }).success).toBe(false);
});

test('the jump to the agenda phase asks the rider holder at the start of the phase and reveals the chosen agenda', () => {
  const s = seededState(
    fresh(),
    { gameId: 'g', hands: { 1: ['trade-rider'] }, agendaPhase: { agendas: ['regulated-conscription'] } },
    5_000,
  );
  expect(s.phase).toBe('agenda');
  expect(s.custodiansOnMecatol).toBe(false);
  const top = s.stack.at(-1);
  expect(top).toMatchObject({ frame: 'decision', kind: 'window', window: 'start-of-agenda-phase', openedAt: 5_000 });
  expect(waitingOn(s)).toEqual([1]);
  expect(options(s, 1).map((o) => o.command.type)).toContain('pass-window');
  expect(s.decks.agenda.draw[0]).toBe('regulated-conscription');
});
