// The Council Keleres' agent, Xander Alexin Victori III (LRR 51.4, 21.7, 93; 1.13 "at any time"):
// engine/leaders/keleres-agent.ts, engine/abilities/any-time.ts, engine/economy/trade-goods.ts.
import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { checkPayment, findPayment, pay } from '../economy/spending';
import { edit, optionLabels, play, refuse, runStep, topDecision } from '../testing/scenario';
import { heroGame } from './heroes/hero-kit';

const XANDER = (seat: number) => ({ type: 'use-ability', ability: 'keleresagent', targets: { seat } }) as const;
const THREE_RESOURCES = { resources: 3, influence: 0, tradeGoods: 0 };

/** Seat 0 (Sol) is to act; seat 1 plays the Keleres, agent ready; no planet is ready; Sol has 4 commodities. */
const table = (agent: 'unlocked' | 'exhausted' = 'unlocked'): GameState =>
  edit(heroGame('sol', ['keleres', 'hacan']), (d) => {
    d.players[1]!.leaders.agent = agent;
    for (const sys of Object.values(d.board.systems)) for (const p of Object.values(sys.planets)) p.exhausted = true;
    for (const p of d.players) p.tradeGoods = 0;
    d.players[0]!.commodities = 4;
  });

test("51.4 Xander Alexin Victori III: at any time, even while another player's turn waits, another player spends commodities as trade goods once", () => {
  const s = table();
  expect(topDecision(s)?.waitingOn).toEqual([0]);
  expect(optionLabels(s, 1)).toContain(
    'Xander Alexin Victori III: Player 1 may spend their commodities as trade goods in their next spending',
  );
  // 21.7: without it, commodities are not spent.
  expect(findPayment(s, 0, THREE_RESOURCES)).toBeNull();
  const t = play(s, 1, XANDER(0));
  expect(t.players[1]!.leaders.agent).toBe('exhausted');
  expect(topDecision(t)).toEqual(topDecision(s)); // nothing waited for it, and the turn still waits on seat 0
  const payment = findPayment(t, 0, THREE_RESOURCES);
  expect(payment).toEqual({ resources: [], influence: [], tradeGoods: 3 });
  const paid = edit(t, (d) => pay(d, 0, payment!));
  expect([paid.players[0]!.commodities, paid.players[0]!.tradeGoods]).toEqual([1, 0]);
  // One spending: the next one may not use commodities.
  expect(
    checkPayment(paid, 0, { resources: [], influence: [], tradeGoods: 1 }, { ...THREE_RESOURCES, resources: 1 }),
  ).toMatchObject({ ok: false, error: { rule: '93.4' } });
});

test('51.4 Xander Alexin Victori III: commodities go first, then trade goods, in one spending', () => {
  const t = edit(play(table(), 1, XANDER(0)), (d) => void (d.players[0]!.tradeGoods = 2));
  const paid = edit(t, (d) => pay(d, 0, { resources: [], influence: [], tradeGoods: 5 }));
  expect([paid.players[0]!.commodities, paid.players[0]!.tradeGoods]).toEqual([0, 1]);
});

test('51.4 Xander Alexin Victori III refused: exhausted, not the owner, a player already allowed, or during setup', () => {
  expect(refuse(table('exhausted'), 1, XANDER(0)).rule).toBe('1.3');
  expect(refuse(table(), 2, XANDER(0)).rule).toBe('1.3');
  const used = edit(play(table(), 1, XANDER(0)), (d) => void (d.players[1]!.leaders.agent = 'unlocked'));
  expect(refuse(used, 1, XANDER(0)).rule).toBe('51.4');
  expect(
    refuse(
      edit(table(), (d) => void (d.phase = 'setup')),
      1,
      XANDER(1),
    ).rule,
  ).toBe('1.13');
  expect(optionLabels(table('exhausted'), 1).some((l) => l.startsWith('Xander'))).toBe(false);
});

test('51.4 Xander Alexin Victori III: unused, the allowance lapses as the next round begins', () => {
  const t = play(table(), 1, XANDER(0));
  expect(findPayment(t, 0, THREE_RESOURCES)).not.toBeNull();
  const next = runStep(t, 'round/begin');
  expect(next.round).toBe(t.round + 1);
  expect(findPayment(next, 0, THREE_RESOURCES)).toBeNull();
});
