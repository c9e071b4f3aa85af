// The Mentak Coalition: Ambush, Mirror Computing, Pillage and Promise of Protection (the flagship and the mech are
// tested in engine/combat/faction-units.test.ts, Suffi An in engine/leaders/mentak-agent.test.ts).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { checkPayment, findPayment, paymentVariants, resourcesCost } from '../economy/spending';
import type { GameState } from '../core/state';
import { advance, apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { windowPrompt } from '../queries/window-prompt';
import { gainTradeGoods } from '../phases/cards/common';
import { options } from '../flow/options';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import type { Command } from '../core/commands';
import { optionLabels } from '../testing/scenario';
import { edit, key, play, refuse, topDecision, tradeGame, transact } from '../transactions/testkit';
import {
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  give,
  loaded,
  put,
  runFrom,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';

/** The Mentak (seat 0, active) with 2 cruisers and 1 destroyer against 3 Sol destroyers; Mentak dice show `die`. */
function ambushGame(die = 9): GameState {
  const s = withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] }));
  put(s, 0, { cruiser: 2, destroyer: 1 });
  put(s, 1, { destroyer: 3 });
  loadDice(s, { seat: 0, roll: 'combat', result: die });
  return s;
}

const startOfCombat = (s: GameState) => {
  const r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  return r;
};

test('Ambush (Mentak) 78 as a space combat starts, up to 2 cruisers or destroyers roll and each hit destroys a ship', () => {
  let r = startOfCombat(ambushGame(9));
  const offered = options(r.state, 0)
    .filter((o) => o.command.type === 'use-ability')
    .map((o) => o.label);
  expect(offered).toEqual([
    'Ambush: roll 1 die for each of 2 cruisers',
    'Ambush: roll 1 die for each of 1 cruiser and 1 destroyer',
    'Ambush: roll 1 die for each of 1 cruiser',
    'Ambush: roll 1 die for each of 1 destroyer',
  ]);
  r = answer(r, 0, { type: 'use-ability', ability: 'ambush', targets: { cruiser: 1, destroyer: 1 } });
  const rolled = eventsOf(r, 'dice-rolled').at(-1)!;
  expect(rolled.dice.map((d) => [d.unit, d.hitsOn, d.modifier, d.result, d.hit])).toEqual([
    ['cruiser', 7, 0, 9, true],
    ['destroyer', 9, 0, 9, true],
  ]);
  // The Sol's three destroyers are alike: the two hits are assigned for them.
  expect(spaceOf(r.state, 1)?.counts.destroyer).toBe(1);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 2, destroyer: 1 });
});

test('Ambush (Mentak) 18.1 a result below the ship’s combat value produces no hit', () => {
  let r = startOfCombat(ambushGame(8));
  r = answer(r, 0, { type: 'use-ability', ability: 'ambush', targets: { destroyer: 1, cruiser: 1 } });
  const rolled = eventsOf(r, 'dice-rolled').at(-1)!;
  expect(rolled.dice.map((d) => d.hit)).toEqual([true, false]);
  expect(spaceOf(r.state, 1)?.counts.destroyer).toBe(2);
});

test('Ambush (Mentak) 78 more than 2 ships, or ships not in the system, are refused and change nothing', () => {
  const r = startOfCombat(ambushGame());
  for (const targets of [{ cruiser: 2, destroyer: 1 }, { destroyer: 2 }, {}, { cruiser: -1, destroyer: 2 }]) {
    const before = structuredClone(r.state);
    const res = apply(r.state, 0, { type: 'use-ability', ability: 'ambush', targets }, { at: 0 });
    expect(res.ok ? null : res.error.rule).toBe('78');
    expect(r.state).toEqual(before);
  }
});

test('Ambush (Mentak) 78 only the Mentak, and only with cruisers or destroyers there, are asked', () => {
  // Without cruisers or destroyers the Mentak is not asked; the Sol never is.
  const s = withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] }));
  put(s, 0, { dreadnought: 1 });
  put(s, 1, { destroyer: 1, cruiser: 1 });
  const d = decisionOf(runFrom(s, 'tactical/space-combat').state);
  expect(d?.kind === 'window' && d.window === 'start-of-combat').toBe(false);
  const res = apply(
    startOfCombat(ambushGame()).state,
    1,
    { type: 'use-ability', ability: 'ambush', targets: { cruiser: 1 } },
    { at: 0 },
  );
  expect(res.ok).toBe(false);
});

// ---- Mirror Computing ------------------------------------------------------------------------------------------------

/** The Mentak (seat 0) with 5 trade goods and no planets; Mirror Computing unless told otherwise. */
function mirrorGame(mirror = true): GameState {
  const s = combatGame({ factions: ['mentak', 'sol', 'letnev'] });
  s.players[0]!.tradeGoods = 5;
  if (mirror) s.players[0]!.technologies.push('mc');
  return s;
}

const tradeGoodsOnly = (n: number) => ({ resources: [], influence: [], tradeGoods: n });

test('Mirror Computing (Mentak) 93.2 each trade good spent counts as 2 resources or 2 influence', () => {
  const s = mirrorGame();
  expect(checkPayment(s, 0, tradeGoodsOnly(2), resourcesCost(4)).ok).toBe(true);
  expect(checkPayment(s, 0, tradeGoodsOnly(2), { resources: 0, influence: 3, tradeGoods: 0 }).ok).toBe(true);
  // 3 resources and 3 influence: 2 trade goods each (a trade good is worth resources or influence, not both).
  expect(checkPayment(s, 0, tradeGoodsOnly(4), { resources: 3, influence: 3, tradeGoods: 0 }).ok).toBe(true);
  expect(findPayment(s, 0, resourcesCost(5))).toEqual(tradeGoodsOnly(3));
  expect(paymentVariants(s, 0, resourcesCost(4))).toEqual([tradeGoodsOnly(2)]);
  // A price in trade goods themselves is paid 1 for 1.
  expect(checkPayment(s, 0, tradeGoodsOnly(1), { resources: 0, influence: 0, tradeGoods: 2 }).ok).toBe(false);
});

test('Mirror Computing (Mentak) 93.4 trade goods beyond what the cost needs, or too few, are refused', () => {
  const s = mirrorGame();
  const over = checkPayment(s, 0, tradeGoodsOnly(3), resourcesCost(4));
  expect(over.ok ? null : over.error.rule).toBe('93.4');
  const short = checkPayment(s, 0, tradeGoodsOnly(1), resourcesCost(3));
  expect(short.ok ? null : short.error.rule).toBe('75.3');
  // Without the technology a trade good is worth 1.
  const plain = checkPayment(mirrorGame(false), 0, tradeGoodsOnly(2), resourcesCost(4));
  expect(plain.ok ? null : plain.error.rule).toBe('75.3');
});

// ---- Pillage and Promise of Protection ----------------------------------------------------------------------------

/** The Mentak (seat 0, active) and the Xxcha (seat 1) are neighbours; the Letnev (seat 2) are far away. */
const pillageGame = (): GameState => tradeGame(['mentak', 'xxcha', 'letnev']);

const pillage = (take: string): Command => ({ type: 'use-ability', ability: 'pillage', targets: { take } });
const pillageLabels = (s: GameState) => optionLabels(s, 0).filter((l) => l.startsWith('Pillage'));

/** The Mentak give the Xxcha 1 commodity: the Xxcha resolve a transaction and hold 4 trade goods. */
const afterGift = (s: GameState = pillageGame()) => transact(s, 0, 1, { commodities: 1 });

test('Pillage (Mentak) 60.1 after a neighbour resolves a transaction holding 3 or more trade goods, the Mentak take 1', () => {
  let s = afterGift();
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-gaining-trade-goods', waitingOn: [0] });
  expect(pillageLabels(s)).toEqual([
    "Pillage: take 1 of Player 2's trade goods",
    "Pillage: take 1 of Player 2's commodities, as a trade good",
  ]);
  expect(windowPrompt(s, 0)?.happened).toBe(
    'Player 2 gained trade goods or resolved a transaction, and holds 4 trade goods.',
  );
  s = play(s, 0, pillage('trade-good'));
  expect(s.players[1]!.tradeGoods).toBe(3);
  expect(s.players[0]!.tradeGoods).toBe(4);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

test('Pillage (Mentak) 1.19 after a neighbour gains trade goods from any effect, the window opens once the flow settles', () => {
  const s = structuredClone(pillageGame());
  const ctx = flowCtx(s, { at: 0 });
  gainTradeGoods(ctx, 1, 2); // as the Trade card's primary, an exploration card or an agenda would
  gainTradeGoods(ctx, 2, 2); // the Letnev are no neighbours of the Mentak: no window for them
  advance(ctx);
  expect(topDecision(s)).toMatchObject({ kind: 'window', window: 'after-gaining-trade-goods', subject: { seat: 1 } });
  expect(s.stack.filter((f) => f.frame === 'decision' && f.kind === 'window')).toHaveLength(1);
});

test('Pillage (Mentak) 93.6 a commodity taken from the neighbour reaches the Mentak as a trade good', () => {
  const s = play(afterGift(), 0, pillage('commodity'));
  // The Xxcha's 2 commodities are untouched by the gift (it became a trade good, 21.5): 1 is left.
  expect(s.players[1]!.commodities).toBe(1);
  expect(s.players[1]!.tradeGoods).toBe(4);
  expect(s.players[0]!.tradeGoods).toBe(4);
  expect(s.players[0]!.commodities).toBe(1);
});

test('Pillage (Mentak) 1.19 a neighbour left with fewer than 3 trade goods opens no window; a command is refused', () => {
  const poor = edit(pillageGame(), (d) => {
    d.players[1]!.tradeGoods = 1;
  });
  const s = afterGift(poor);
  expect(s.players[1]!.tradeGoods).toBe(2);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
  const before = structuredClone(s);
  expect(refuse(s, 0, pillage('trade-good')).code).toMatch(/^(flow|ability)\//);
  expect(s).toEqual(before);
});

test('Pillage (Mentak) 1.19 a commodity cannot be taken from a neighbour who has none; nothing changes', () => {
  const s = afterGift(
    edit(pillageGame(), (d) => {
      d.players[1]!.commodities = 0;
    }),
  );
  expect(pillageLabels(s)).toEqual(["Pillage: take 1 of Player 2's trade goods"]);
  const before = structuredClone(s);
  expect(refuse(s, 0, pillage('commodity')).rule).toBe('1.19');
  expect(s).toEqual(before);
});

test('Pillage (Mentak) 1.19 passing the window takes nothing', () => {
  const s = play(afterGift(), 0, { type: 'pass-window' });
  expect(s.players[1]!.tradeGoods).toBe(4);
  expect(s.players[0]!.tradeGoods).toBe(3);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn', waitingOn: [0] });
});

const promise: Command = { type: 'component-action', ability: 'promise-of-protection', targets: { owner: 0 } };

/** The Xxcha (seat 1) hold the Mentak's Promise of Protection, and it is their turn. */
const promiseGame = (): GameState =>
  edit(pillageGame(), (d) => {
    d.players[1]!.promissoryNotes.push('pop@0'); // given earlier (it is dealt once its ledger entry works)
    const turn = d.stack.at(-1);
    if (turn?.frame === 'decision' && turn.kind === 'action-turn') turn.waitingOn = [1];
    d.activeSeat = 1;
  });

test('Promise of Protection (Mentak note) 69 face up in its holder’s play area, the Mentak cannot Pillage them', () => {
  let s = promiseGame();
  expect(optionLabels(s, 1)).toContain(
    "Promise of Protection: Player 1's note: face up in your play area, no Pillage on you",
  );
  s = play(s, 1, promise);
  expect(s.players[1]!.promissoryInPlay).toEqual(['pop@0']);
  expect(s.players[1]!.promissoryNotes).not.toContain('pop@0');
  // A transaction on the Xxcha's turn leaves them with 4 trade goods: no Pillage window.
  s = transact(s, 1, 0, {}, { commodities: 1 });
  expect(s.players[1]!.tradeGoods).toBe(4);
  expect(topDecision(s)).toMatchObject({ kind: 'action-turn' });
  expect(pillageLabels(s)).toEqual([]);
});

test('Promise of Protection (Mentak note) 69.3 its holder activating a system with Mentak units returns it to the Mentak', () => {
  let s = play(promiseGame(), 1, promise);
  s = play(s, 1, { type: 'tactical-action', system: key(0) });
  expect(s.players[1]!.promissoryInPlay).toEqual([]);
  expect(s.players[0]!.promissoryNotes).toContain('pop@0');
});

test('Promise of Protection (Mentak note) 69.2 the Mentak cannot play their own note; refused, nothing changes', () => {
  const s = pillageGame();
  expect(s.players[0]!.promissoryNotes).toContain('pop@0');
  expect(optionLabels(s, 0).filter((l) => l.startsWith('Promise of Protection'))).toEqual([]);
  const before = structuredClone(s);
  expect(refuse(s, 0, promise)).toMatchObject({ code: 'ability/not-eligible' });
  expect(s).toEqual(before);
});

// ---- Salvage Operations -------------------------------------------------------------------------------------------

/** The Mentak (seat 0, active, Salvage Operations) fight the Sol in space; every Mentak die hits unless `lose`. */
function salvageGame(lose = false): GameState {
  const s = give(withStrategyCards(combatGame({ factions: ['mentak', 'sol', 'letnev'] })), 0, 'so');
  put(s, 0, lose ? { destroyer: 1 } : { cruiser: 2 });
  put(s, 1, lose ? { dreadnought: 2 } : { destroyer: 1 });
  loaded(s, 0, 'combat', !lose);
  loaded(s, 1, 'combat', lose);
  s.players[0]!.tradeGoods = 0;
  return s;
}

/** Fights the combat out: every window passed, every other decision its default, until production or the end. */
function fightOut(s: GameState): Run {
  let r = runFrom(s, 'tactical/space-combat');
  for (let d = decisionOf(r.state); d && d.kind !== 'production'; d = decisionOf(r.state))
    r = answer(r, d.waitingOn[0]!, d.kind === 'window' ? { type: 'pass-window' } : { type: 'timeout' });
  return r;
}

test('Salvage Operations (Mentak) 78.10 after winning a space combat: 1 trade good, and 1 ship of a destroyed type may be produced', () => {
  let r = fightOut(salvageGame());
  expect(spaceOf(r.state, 1)).toBeUndefined();
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'production', seat: 0, shipLimit: 1, shipTypes: ['destroyer'] });
  const produce = options(r.state, 0).filter((o) => o.command.type === 'produce');
  expect(produce.map((o) => o.label)).toEqual([
    'Produce nothing',
    'Produce 1 destroyer (cost 1, paying with 1 trade good)',
  ]);
  r = answer(r, 0, produce[1]!.command);
  expect(spaceOf(r.state, 0)?.counts).toEqual({ cruiser: 2, destroyer: 1 });
  expect(r.state.players[0]!.tradeGoods).toBe(0);
});

test('Salvage Operations (Mentak) 67.4 a ship of a type not destroyed in the combat is refused; nothing changes', () => {
  const r = fightOut(salvageGame());
  const before = structuredClone(r.state);
  const cruiser = {
    type: 'produce',
    units: [{ unit: 'cruiser', count: 1 }],
    payment: { resources: [], influence: [], tradeGoods: 1 },
  } as const;
  const res = apply(r.state, 0, cruiser, { at: 0 });
  expect(res.ok ? null : res.error).toMatchObject({ code: 'production/cannot-produce', rule: '67.4' });
  expect(r.state).toEqual(before);
});

test('Salvage Operations (Mentak) 78.10 after losing a space combat: 1 trade good and no ship', () => {
  const r = fightOut(salvageGame(true));
  expect(spaceOf(r.state, 0)).toBeUndefined();
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(decisionOf(r.state)).toBeUndefined();
});
