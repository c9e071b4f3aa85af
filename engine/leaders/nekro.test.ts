import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { gainTechnology } from '../economy/research';
import { advance } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { answer, decisionOf, eventsOf, type Run } from '../testing/combat-scenario';
import { newGame, pickStrategyCards, refuse } from '../testing/scenario';
import { checkLeaderUnlocks } from './unlock';

const CARDS = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];

/** The Nekro (seat 0) on the first turn, its commander as given, no action cards in hand. */
function nekroGame(commander: 'locked' | 'unlocked'): GameState {
  const s = pickStrategyCards(newGame({ players: 3, factions: ['nekro', 'sol', 'hacan'] }), CARDS);
  s.players[0]!.leaders.commander = commander;
  s.players[0]!.actionCards = [];
  return s;
}

/** The seat gains a technology (Maw of Worlds, an agenda, the Nekro hero all do it this way) and the flow runs on. */
function gain(state: GameState, seat: number, technology: string): Run {
  const draft = structuredClone(state);
  const ctx = flowCtx(draft, { at: 0 });
  gainTechnology(ctx, seat, technology);
  advance(ctx);
  return { state: draft, events: ctx.events };
}

test('51.6 Nekro commander Nekro Acidos: after gaining a technology, draw 1 action card', () => {
  let r = gain(nekroGame('unlocked'), 0, 'nm');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-technology-gained', waitingOn: [0] });
  r = answer(r, 0, { type: 'use-ability', ability: 'nekrocommander', targets: {} });
  expect(r.state.players[0]!.actionCards).toHaveLength(1);
  expect(eventsOf(r, 'cards-drawn')).toEqual([{ type: 'cards-drawn', seat: 0, deck: 'action', count: 1 }]);
  // Once per technology gained.
  expect(refuse(r.state, 0, { type: 'use-ability', ability: 'nekrocommander', targets: {} }).rule).toBe('1.18');
});

test('51.6 Nekro commander Nekro Acidos: not for another player gaining one; locked, no window', () => {
  const other = gain(nekroGame('unlocked'), 1, 'nm');
  expect(decisionOf(other.state)?.kind).toBe('action-turn');
  expect(other.state.players[0]!.actionCards).toEqual([]);
  const locked = gain(nekroGame('locked'), 0, 'nm');
  expect(decisionOf(locked.state)?.kind).toBe('action-turn');
});

test('51.6 Nekro commander Nekro Acidos unlocks with 3 technologies; Valefar Assimilators without a token do not count', () => {
  for (const [techs, status] of [
    [['nm', 'ps', 'vax'], 'locked'],
    [['nm', 'ps', 'dxa'], 'unlocked'],
  ] as const) {
    const s = nekroGame('locked');
    s.players[0]!.technologies = [...techs];
    const ctx = flowCtx(s, { at: 0 });
    checkLeaderUnlocks(ctx);
    expect(ctx.state.players[0]!.leaders.commander).toBe(status);
  }
});
