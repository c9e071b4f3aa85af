import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { ACTION_DECK } from '../data/action-cards';
import { EXPLORATION_DECKS } from '../data/exploration';
import { flowCtx } from '../kernel/context';
import { drawActionCards } from '../phases/status';
import { checkInvariants } from '../testing/invariants';
import { newGame } from '../testing/scenario';
import {
  ACTION_DECK_IN_PLAY,
  AGENDA_DECK_IN_PLAY,
  DEALT_EVERYTHING,
  EXPLORATION_DECKS_IN_PLAY,
  RELIC_DECK_IN_PLAY,
  contentInPlay,
  notDealtNow,
  promissoryNotesDealt,
} from './in-play';
import { replay, storedConfig } from '../replay';
import { createGame } from '../setup/create-game';
import { playRandomGame } from '../testing/bot';
import { isWorking } from './ledger';

const card = (copy: string) => copy.split('#')[0]!;
const ACTION_DECK_CARDS = [...new Set(ACTION_DECK.map(card))];

test('setup 8 never deal a dead card: every deck a new game shuffles holds only cards that work', () => {
  for (const players of [3, 6, 8] as const) {
    const s = newGame({ players, seed: `deal-${players}` });
    const dealt = [...s.decks.action.draw, ...s.players.flatMap((p) => p.actionCards)];
    expect(dealt.filter((c) => !isWorking('action-cards', card(c)))).toEqual([]);
    expect(s.decks.agenda.draw.filter((a) => !isWorking('agendas', a))).toEqual([]);
    const objectives = [
      ...s.decks.secret.draw,
      ...s.players.flatMap((p) => p.secretObjectives.map((o) => o.id)),
      ...s.objectives.stage1.draw,
      ...s.objectives.stage2.draw,
      ...s.objectives.unrevealed,
      ...s.objectives.revealed,
    ];
    expect(objectives.filter((o) => !isWorking('objectives', o))).toEqual([]);
    expect(s.decks.relic.draw.filter((r) => !isWorking('relics', r))).toEqual([]);
    for (const deck of EXPLORATION_DECKS)
      expect(s.decks[deck].draw.filter((c) => !isWorking('exploration', card(c)))).toEqual([]);
    expect(checkInvariants(s)).toEqual([]);
  }
});

test('setup 8 the action deck is every copy of the cards that work (4 Sabotage, 4 Diplomatic Pressure, ...)', () => {
  expect([...ACTION_DECK_IN_PLAY].sort()).toEqual(ACTION_DECK.filter((c) => isWorking('action-cards', card(c))).sort());
  expect(ACTION_DECK_IN_PLAY.filter((c) => card(c) === 'sabotage')).toHaveLength(4);
  expect(ACTION_DECK_IN_PLAY).toContain('summit#1');
  expect(ACTION_DECK.length).toBe(120);
  // Every agenda works, Prophecy of Ixth, Publicize Weapon Schematics and Shared Research the last.
  expect(AGENDA_DECK_IN_PLAY).toContain('minister-of-antiquities');
  expect(AGENDA_DECK_IN_PLAY).toHaveLength(50);
});

test('setup 4 promissory notes that do nothing yet are not handed out; Trade Convoys, which works, is', () => {
  expect(promissoryNotesDealt('hacan')).toEqual(['cf', 'ta', 'ps', 'sftt', 'an', 'convoys']);
  // The Sol's Military Support and the Mahact's Scepter of Dominion work; Hubris purges the Mahact's Alliance.
  expect(promissoryNotesDealt('sol')).toEqual(['cf', 'ta', 'ps', 'sftt', 'an', 'ms']);
  const s = newGame({ players: 3, factions: ['hacan', 'sol', 'mahact'] });
  expect(s.players.map((p) => p.promissoryNotes.length)).toEqual([6, 6, 5]);
});

test('lobby and header counts: what a new game deals of what is printed', () => {
  expect(contentInPlay()).toEqual([
    { what: 'action cards', inPlay: ACTION_DECK_IN_PLAY.length, total: 120 },
    { what: 'agendas', inPlay: 50, total: 50 },
    { what: 'objectives', inPlay: 80, total: 80 },
    { what: 'exploration cards', inPlay: Object.values(EXPLORATION_DECKS_IN_PLAY).flat().length, total: 80 },
    { what: 'relics', inPlay: RELIC_DECK_IN_PLAY.length, total: 13 },
    { what: 'faction promissory notes', inPlay: 26, total: 26 },
  ]);
});

/** A six-player game with its action cards dealt as given (by seat), the rest of the deck as it was shuffled. */
function handsOf(counts: readonly number[], discard = 0): GameState {
  const s = structuredClone(newGame({ players: 6 }));
  for (const [seat, n] of counts.entries()) s.players[seat]!.actionCards.push(...s.decks.action.draw.splice(0, n));
  s.decks.action.discard.push(...s.players[0]!.actionCards.splice(0, discard));
  return s;
}

const DEALT = ACTION_DECK_IN_PLAY.length;

test('81.3 with every action card in play in hands or discarded, a draw reshuffles the discard pile (2.2)', () => {
  const s = handsOf([DEALT - 3, 3], 2);
  expect([s.decks.action.draw.length, s.decks.action.discard.length]).toEqual([0, 2]);
  const ctx = flowCtx(s, { at: 0 });
  drawActionCards(ctx, 4, 1);
  expect(s.players[4]!.actionCards).toHaveLength(1);
  expect([s.decks.action.draw.length, s.decks.action.discard.length]).toEqual([1, 0]);
  expect(ctx.events).toEqual([{ type: 'cards-drawn', seat: 4, deck: 'action', count: 1 }]);
  expect(checkInvariants(s)).toEqual([]);
});

test('81.3 / 66.3 with every action card in a hand, a draw finds neither deck nor discard pile and draws nothing', () => {
  const s = handsOf([DEALT - 4, 2, 2]);
  const ctx = flowCtx(s, { at: 0 });
  // The status phase's draw, and Politics' two (its secondary draws the same way).
  drawActionCards(ctx, 3, 1);
  drawActionCards(ctx, 4, 2);
  expect([s.players[3]!.actionCards, s.players[4]!.actionCards]).toEqual([[], []]);
  expect(ctx.events.map((e) => e.type === 'cards-drawn' && e.count)).toEqual([0, 0]);
  expect(checkInvariants(s)).toEqual([]);
});

test('setup 8 a new game records what it left out, so its decks do not depend on what works when it is replayed', () => {
  const s = newGame({ players: 3, seed: 'record-left-out' });
  expect(s.config.notDealt).toEqual(notDealtNow());
  expect(s.config.notDealt?.actionCards).toEqual(ACTION_DECK_CARDS.filter((c) => !isWorking('action-cards', c)));
  // Replaying from the stored config deals from the record, not from today's ledger.
  const left = { ...DEALT_EVERYTHING, actionCards: ACTION_DECK_CARDS.filter((c) => c !== 'sabotage') };
  const onlySabotage = createGame({ ...storedConfig(s), notDealt: left });
  if (!onlySabotage.ok) throw new Error(onlySabotage.error.message);
  const st = onlySabotage.value.state;
  expect(new Set([...st.decks.action.draw, ...st.players.flatMap((p) => p.actionCards)].map(card))).toEqual(
    new Set(['sabotage']),
  );
  expect(checkInvariants(st)).toEqual([]);
});

test('setup 8 a game stored before the record existed was dealt every printed card, and replays so exactly', () => {
  const made = createGame({
    ...storedConfig(newGame({ players: 3, seed: 'before-ledger' })),
    notDealt: DEALT_EVERYTHING,
  });
  if (!made.ok) throw new Error(made.error.message);
  const { notDealt: _notDealt, ...storedThen } = made.value.state.config;
  const stored: GameState = { ...made.value.state, config: storedThen };
  expect(stored.decks.action.draw.length + stored.players.flatMap((p) => p.actionCards).length).toBe(
    ACTION_DECK.length,
  );
  const game = playRandomGame(stored, { seed: 'before-ledger-moves', maxSteps: 40 });
  expect(storedConfig(game.state).notDealt).toEqual(DEALT_EVERYTHING);
  const again = replay(storedConfig(game.state), game.log);
  expect(again.ok && JSON.stringify({ ...again.value, config: storedThen })).toBe(JSON.stringify(game.state));
});
