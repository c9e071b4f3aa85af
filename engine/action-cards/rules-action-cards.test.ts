// Rule coverage of LRR 1 (abilities) and 2 (action cards) through the action cards that show each rule best.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { PLANETS } from '../data/planets';
import { options } from '../flow/options';
import { act, own, planetOf, refused, turnWith } from './card-testkit';
import { passAll, table, toWindow } from './agenda-cards-testkit';
import { edit, giveActionCards, newGame, pickStrategyCards, play, refuse, topDecision } from '../testing/scenario';

const use = (s: GameState, seat: number, ability: string, targets: Record<string, unknown> = {}) =>
  play(s, seat, { type: 'use-ability', ability, targets });
const pass = (s: GameState, seat: number) => play(s, seat, { type: 'pass-window' });

/** Seat 0 plays Industrial Initiative as its action while holding Master Plan; its after-action window is open. */
function afterAction(): GameState {
  let s = turnWith('master-plan', (d) => own(d, 0, 'arnor', 'lor', 'semlore'));
  s = giveActionCards(giveActionCards(s, 0, ['industrial-initiative']), 0, ['mining-initiative']);
  return act(s, 'industrial-initiative');
}

test('1.2 a card beats the rules where they clash: Master Plan gives a second action in one turn despite 3.1', () => {
  // Still holding a card, seat 0 is asked again once Master Plan resolved (1.19) and passes.
  const s = pass(use(afterAction(), 0, 'master-plan'), 0);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  const second = play(s, 0, { type: 'component-action', ability: 'mining-initiative', targets: { planet: 'semlore' } });
  expect(second.players[0]!.tradeGoods - s.players[0]!.tradeGoods).toBe(PLANETS.semlore.resources);
});

test('1.7 a part of an ability preceded by "may" is optional: the Master Plan action can be declined', () => {
  const s = play(pass(use(afterAction(), 0, 'master-plan'), 0), 0, { type: 'end-turn' });
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  expect(s.players[0]!.actionCards.map((c) => c.split('#')[0])).toEqual(['mining-initiative']);
});

test('1.14 an "after" ability resolves right after its event, not later: Master Plan cannot wait for the next turn', () => {
  const passed = pass(afterAction(), 0);
  expect(topDecision(passed)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
  // The after-action window closed with the turn: Master Plan is refused now and stays in hand.
  expect(refuse(passed, 0, { type: 'use-ability', ability: 'master-plan', targets: {} })).toMatchObject({
    code: 'flow/not-your-turn',
  });
  expect(passed.players[0]!.actionCards).toHaveLength(2);
});

test('1.5 / 2.6a an ability marked "Action" is a component action of the action phase: refused in the strategy phase', () => {
  const strategy = giveActionCards(newGame({ players: 6 }), 0, ['mining-initiative']);
  expect(topDecision(strategy)).toMatchObject({ kind: 'choose-strategy-card' });
  expect(
    refuse(strategy, 0, { type: 'component-action', ability: 'mining-initiative', targets: { planet: 'jord' } }),
  ).toBeDefined();
  // In the action phase it is the player's action: their turn ends and the next player's begins.
  const s = act(
    turnWith('mining-initiative', (d) => own(d, 0, 'semlore')),
    'mining-initiative',
    { planet: 'semlore' },
  );
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [1] });
});

test('1.12 costs come in kinds: Impersonation exhausts planets for influence, Focused Research spends trade goods', () => {
  const imp = act(
    turnWith('impersonation', (d) => own(d, 0, 'lor', 'arnor')),
    'impersonation',
    { payment: { resources: [], influence: ['jord', 'lor'], tradeGoods: 0 } },
  );
  expect([planetOf(imp, 'jord').exhausted, planetOf(imp, 'lor').exhausted]).toEqual([true, true]);
  const fr = act(
    turnWith('focused-research', (d) => (d.players[0]!.tradeGoods = 4)),
    'focused-research',
    { technology: 'gd', specialties: [] },
  );
  expect([fr.players[0]!.tradeGoods, fr.players[0]!.technologies.includes('gd')]).toEqual([0, true]);
});

test('1.15 a "when" ability changes its event as it happens: Coup d’Etat replaces the strategic action', () => {
  let s = giveActionCards(turnWith('summit'), 1, ['coup-detat']);
  const command = options(s, 0).find((o) => o.command.type === 'strategic-action')!.command;
  s = play(s, 0, command);
  s = pass(use(s, 1, 'coup-detat'), 0);
  expect(s.players[0]!.exhaustedStrategyCards).toEqual([]);
  expect(s.players[0]!.pools).toEqual(turnWith('summit').players[0]!.pools);
});

test('1.16 "when" abilities come before "after" ones: an agenda opens its "when revealed" window before "after"', () => {
  const s = toWindow(table({ cards: { 1: ['veto'], 2: ['hack-election'] } }), 'when-agenda-revealed');
  expect(topDecision(passAll(s))).toMatchObject({ kind: 'window', window: 'after-agenda-revealed' });
});

test('1.17 "then": Divert Funding cannot put a technology back unless the research after it can be made', () => {
  const s = turnWith('divert-funding');
  expect(refused(s, 'divert-funding', { returned: 'amd', technology: 'gd', specialties: [] })).toMatchObject({
    rule: '90.12',
  });
  expect(s.players[0]!.technologies).toEqual(['amd', 'nm']);
});

test('2.1 / 2.3 / 1.8 each player draws the top action card in the status phase; Neural Motivator adds one unasked', () => {
  const SIX = ['leadership', 'diplomacy', 'politics', 'construction', 'trade', 'warfare'];
  const before = edit(pickStrategyCards(newGame({ players: 6 }), SIX), (d) => {
    for (const p of d.players) {
      p.exhaustedStrategyCards = [...p.strategyCards];
      if (p.seat !== 0) p.passed = true;
    }
  });
  let s = play(before, 0, { type: 'pass' });
  for (const seat of [...(topDecision(s)?.waitingOn ?? [])])
    s = play(s, seat, { type: 'score-objectives', scores: [] });
  // 81.3 in initiative order (seat order here): one card each from the top, two for the owners of Neural Motivator
  // (Sol, seat 0, and Jol-Nar, seat 3).
  const top = [...before.decks.action.draw];
  const take = (n: number) => top.splice(0, n);
  expect(s.players.map((p) => p.actionCards)).toEqual([take(2), take(1), take(1), take(2), take(1), take(1)]);
  expect(s.decks.action.draw).toEqual(top);
});
