import { expect, test } from 'vitest';
import { control, planetState } from '../phases/cards/cards.fixture';
import { edit, newGame } from '../testing/scenario';
import { checkPayment, findPayment, pay, resourcesCost } from './spending';

// Seat 1 is the Hacan: Arretze 2/0, Hercant 1/1, Kamdorn 0/1. Seat 0 is Sol: Jord 4/2.
const game = () => newGame({ players: 6 });
const none = { resources: [], influence: [], tradeGoods: 0 };

test('75.2 a player spends resources by exhausting planets they control', () => {
  const s = game();
  expect(checkPayment(s, 0, { ...none, resources: ['jord'] }, resourcesCost(4)).ok).toBe(true);
  const after = edit(s, (d) => pay(d, 0, { ...none, resources: ['jord'] }));
  expect(planetState(after, 'jord').exhausted).toBe(true);
});

test("34.1 an exhausted planet or another player's planet cannot be spent", () => {
  const s = edit(game(), (d) => {
    planetState(d, 'jord').exhausted = true;
  });
  expect(checkPayment(s, 0, { ...none, resources: ['jord'] }, resourcesCost(1))).toMatchObject({
    ok: false,
    error: { rule: '34.1' },
  });
  expect(checkPayment(s, 0, { ...none, resources: ['arretze'] }, resourcesCost(1))).toMatchObject({
    ok: false,
    error: { rule: '34.1' },
  });
});

test('34.3 one planet spends either its resources or its influence, not both', () => {
  const r = checkPayment(
    game(),
    0,
    { resources: ['jord'], influence: ['jord'], tradeGoods: 0 },
    { resources: 4, influence: 2, tradeGoods: 0 },
  );
  expect(r).toMatchObject({ ok: false, error: { rule: '34.3' } });
});

test('75.3 a trade good stands in for one resource', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.tradeGoods = 2;
  });
  expect(checkPayment(s, 0, { resources: ['jord'], influence: [], tradeGoods: 2 }, resourcesCost(6)).ok).toBe(true);
  expect(checkPayment(s, 0, { resources: ['jord'], influence: [], tradeGoods: 1 }, resourcesCost(6))).toMatchObject({
    ok: false,
    error: { code: 'economy/cannot-pay' },
  });
});

test('47.3 a trade good stands in for one influence', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.tradeGoods = 1;
  });
  expect(
    checkPayment(
      s,
      0,
      { resources: [], influence: ['jord'], tradeGoods: 1 },
      { resources: 0, influence: 3, tradeGoods: 0 },
    ).ok,
  ).toBe(true);
});

test('21.7 commodities cannot be spent as trade goods', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.commodities = 4;
  });
  expect(checkPayment(s, 0, { ...none, tradeGoods: 1 }, resourcesCost(1))).toMatchObject({
    ok: false,
    error: { rule: '93.4', code: 'economy/not-enough-trade-goods' },
  });
});

test('93.4 trade goods beyond what the planets leave unpaid are refused', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.tradeGoods = 3;
  });
  expect(checkPayment(s, 0, { resources: ['jord'], influence: [], tradeGoods: 1 }, resourcesCost(4))).toMatchObject({
    ok: false,
    error: { code: 'economy/overpaid' },
  });
});

test('67.1b planets may overpay; the excess is lost', () => {
  expect(checkPayment(game(), 0, { ...none, resources: ['jord'] }, resourcesCost(1)).ok).toBe(true);
});

test('75.2 the least wasteful payment prefers planets to trade goods, then the smallest total', () => {
  const s = edit(game(), (d) => {
    d.players[1]!.tradeGoods = 5;
  });
  // Hacan need 2 resources: Arretze (2) alone, not Hercant + a trade good.
  expect(findPayment(s, 1, resourcesCost(2))).toEqual({ resources: ['arretze'], influence: [], tradeGoods: 0 });
  // 3 resources and 2 influence: Arretze + Hercant for resources leaves Kamdorn (1 influence) and 1 trade good.
  expect(findPayment(s, 1, { resources: 3, influence: 2, tradeGoods: 0 })).toEqual({
    resources: ['arretze', 'hercant'],
    influence: ['kamdorn'],
    tradeGoods: 1,
  });
});

test('93.4 a payment in trade goods must be paid in trade goods', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.tradeGoods = 4;
    control(d, 0, []);
  });
  expect(findPayment(s, 0, { resources: 0, influence: 0, tradeGoods: 5 })).toBeNull();
  expect(
    findPayment(
      edit(s, (d) => {
        d.players[0]!.tradeGoods = 5;
      }),
      0,
      { resources: 0, influence: 0, tradeGoods: 5 },
    ),
  ).toEqual({ ...none, tradeGoods: 5 });
});
