import { expect, test } from 'vitest';
import type { GameEvent } from '../core/events';
import type { GameState, Seat } from '../core/state';
import { advance } from '../flow/apply';
import { flowCtx } from '../flow/context';
import { homeSystemKey } from '../objectives/board-queries';
import { GROUND_COMBAT_STEP } from '../combat/steps';
import { ACTIVE, combatGame, eventsOf, give, loaded, put, runFrom, settle } from '../testing/combat-scenario';
import { edit, newGame, play, runStep, topDecision } from '../testing/scenario';
import { withNextRolls } from '../testing/tactical-scenario';
import { destroyUnits, removeUnits } from './destroy';

/** Sol (seat 0, home Jord), Hacan (seat 1, home Arretze/Hercant/Kamdorn), Letnev (seat 2), at the first strategy pick. */
const game = (): GameState => newGame({ players: 3 });

function destroyInfantry(
  state: GameState,
  seat: Seat,
  count: number,
  rolls: ((r: number) => boolean)[] = [],
): { state: GameState; events: GameEvent[] } {
  const s = structuredClone(rolls.length > 0 ? withNextRolls(state, rolls) : state);
  const home = homeSystemKey(s, seat)!;
  const planet = Object.keys(s.board.systems[home]!.planets)[0]!;
  const stack = (s.board.systems[home]!.planets[planet]!.units[String(seat)] ??= { counts: {}, damaged: {} });
  stack.counts.infantry = (stack.counts.infantry ?? 0) + count;
  const ctx = flowCtx(s, { at: 0 });
  destroyUnits(ctx, { system: home, planet }, seat, 'infantry', count, { cause: 'ground-combat', by: null });
  advance(ctx);
  return { state: s, events: ctx.events };
}

const rolled = (events: GameEvent[]) => events.filter((e) => e.type === 'die-rolled');
const infantryOn = (state: GameState, seat: Seat, planet: string) =>
  state.board.systems[homeSystemKey(state, seat)!]!.planets[planet]!.units[String(seat)]?.counts.infantry ?? 0;

test('31 Infantry II: after infantry are destroyed each rolls a die; on 6 or more it is placed on the card', () => {
  const s = edit(game(), (d) => {
    d.players[1]!.technologies.push('inf2');
  });
  const r = destroyInfantry(s, 1, 3, [(x) => x === 6, (x) => x === 5, (x) => x === 10]);
  expect(rolled(r.events)).toEqual([
    { type: 'die-rolled', seat: 1, purpose: 'inf2', needed: 6, result: 6 },
    { type: 'die-rolled', seat: 1, purpose: 'inf2', needed: 6, result: 5 },
    { type: 'die-rolled', seat: 1, purpose: 'inf2', needed: 6, result: 10 },
  ]);
  expect(r.state.players[1]!.unitsOnCards).toEqual({ inf2: 2 });
});

test('31 Infantry I has no such roll, and 31.2 removed (not destroyed) infantry never roll', () => {
  expect(rolled(destroyInfantry(game(), 1, 2).events)).toEqual([]);
  const s = structuredClone(
    edit(game(), (d) => {
      d.players[1]!.technologies.push('inf2');
    }),
  );
  const ctx = flowCtx(s, { at: 0 });
  const home = homeSystemKey(s, 1)!;
  s.board.systems[home]!.planets.arretze!.units['1'] = { counts: { infantry: 1 }, damaged: {} };
  removeUnits(ctx, { system: home, planet: 'arretze' }, 1, 'infantry', 1, 'capacity');
  expect(rolled(ctx.events)).toEqual([]);
  expect(s.players[1]!.unitsOnCards).toBeUndefined();
});

test('31 Spec Ops II (Sol): destroyed infantry go on the card on a 5 or more', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.technologies.push('so2');
  });
  const r = destroyInfantry(s, 0, 2, [(x) => x === 5, (x) => x === 4]);
  expect(rolled(r.events).map((e) => e.type === 'die-rolled' && [e.purpose, e.needed, e.result])).toEqual([
    ['so2', 5, 5],
    ['so2', 5, 4],
  ]);
  expect(r.state.players[0]!.unitsOnCards).toEqual({ so2: 1 });
});

test("31 Infantry II at the start of the owner's next turn: with one home planet the infantry on the card are placed there", () => {
  const s = edit(game(), (d) => {
    d.players[0]!.unitsOnCards = { so2: 2 };
  });
  const before = infantryOn(s, 0, 'jord');
  const after = runStep(s, 'units/infantry-return', { seat: 0 });
  expect(infantryOn(after, 0, 'jord')).toBe(before + 2);
  expect(after.players[0]!.unitsOnCards).toBeUndefined();
});

test("31 Infantry II at the start of the owner's next turn: the owner chooses home planets, one unit or all at once", () => {
  const s = edit(game(), (d) => {
    d.players[1]!.unitsOnCards = { inf2: 3 };
  });
  const before = ['arretze', 'hercant', 'kamdorn'].map((p) => infantryOn(s, 1, p));
  let r = runStep(s, 'units/infantry-return', { seat: 1 });
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'units/infantry-return', waitingOn: [1] });
  r = play(r, 1, { type: 'choose', option: 'one:hercant' });
  expect(topDecision(r)).toMatchObject({ kind: 'choice', choice: 'units/infantry-return' });
  r = play(r, 1, { type: 'choose', option: 'all:kamdorn' });
  expect(
    ['arretze', 'hercant', 'kamdorn'].map(
      (p) => infantryOn(r, 1, p) - before[['arretze', 'hercant', 'kamdorn'].indexOf(p)]!,
    ),
  ).toEqual([0, 1, 2]);
  expect(r.players[1]!.unitsOnCards).toBeUndefined();
  expect(topDecision(r)?.kind).toBe('choose-strategy-card');
});

test('31 Infantry II FAQ: with no planet controlled in the home system, the infantry on the card return to reinforcements', () => {
  const s = edit(game(), (d) => {
    d.players[0]!.unitsOnCards = { so2: 2 };
    d.board.systems[homeSystemKey(d, 0)!]!.planets.jord!.owner = 1;
  });
  const before = infantryOn(s, 0, 'jord');
  const after = runStep(s, 'units/infantry-return', { seat: 0 });
  expect(after.players[0]!.unitsOnCards).toBeUndefined();
  expect(infantryOn(after, 0, 'jord')).toBe(before);
});

test('42 / 31 Infantry II: infantry destroyed in ground combat roll for the card', () => {
  const s = combatGame({ factions: ['letnev', 'hacan', 'sol'], active: '19' });
  give(s, 1, 'inf2');
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', false);
  // Three combat dice (two attackers, one defender), then the destroyed infantry's roll: a 9.
  const fixed = withNextRolls(s, [() => true, () => true, () => true, (x) => x === 9]);
  const r = settle(runFrom(fixed, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }));
  expect(eventsOf(r, 'die-rolled').map((e) => [e.seat, e.purpose, e.needed, e.result])).toEqual([[1, 'inf2', 6, 9]]);
  expect(r.state.players[1]!.unitsOnCards).toEqual({ inf2: 1 });
});

test('31 Crimson Legionnaire II (Mahact): each destroyed infantry gains a commodity or converts one, then waits on the card without a roll', () => {
  const s = combatGame({ factions: ['letnev', 'mahact', 'sol'], active: '19' });
  give(s, 1, 'cl2');
  s.players[1]!.commodities = 0;
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  const draft = structuredClone(s);
  const ctx = flowCtx(draft, { at: 0 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'wellon' }, 1, 'infantry', 2, { cause: 'ground-combat', by: 0 });
  advance(ctx);
  expect(eventsOf({ state: draft, events: ctx.events }, 'die-rolled')).toEqual([]);
  expect(draft.players[1]!.unitsOnCards).toEqual({ cl2: 2 });
  // From 0 commodities, two units can end at 2 commodities, or at 0 with 1 trade good (gain, then convert).
  expect(topDecision(draft)).toMatchObject({ kind: 'choice', choice: 'units/crimson-legionnaire', waitingOn: [1] });
  const tg = draft.players[1]!.tradeGoods;
  const chosen = play(draft, 1, { type: 'choose', option: 'c2-tg0' });
  expect([chosen.players[1]!.commodities, chosen.players[1]!.tradeGoods]).toEqual([2, tg]);
  const timedOut = play(draft, 1, { type: 'timeout' });
  expect([timedOut.players[1]!.commodities, timedOut.players[1]!.tradeGoods]).toEqual([0, tg + 1]);
});

test('31 Crimson Legionnaire I (Mahact): gain or convert is asked only when the outcomes differ; the unit does not return', () => {
  const s = combatGame({ factions: ['letnev', 'mahact', 'sol'], active: '19' });
  s.players[1]!.commodities = 3;
  put(s, 1, { infantry: 1 }, { planet: 'wellon' });
  const draft = structuredClone(s);
  const ctx = flowCtx(draft, { at: 0 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'wellon' }, 1, 'infantry', 1, { cause: 'ground-combat', by: 0 });
  advance(ctx);
  // Gaining at the limit leaves 3; converting leaves 2 and a trade good: two outcomes, so the player is asked.
  expect(topDecision(draft)).toMatchObject({ kind: 'choice', choice: 'units/crimson-legionnaire' });
  expect(draft.players[1]!.unitsOnCards).toBeUndefined();
  const empty = structuredClone(s);
  empty.players[1]!.commodities = 0;
  const ctx2 = flowCtx(empty, { at: 0 });
  destroyUnits(ctx2, { system: ACTIVE, planet: 'wellon' }, 1, 'infantry', 1, { cause: 'ground-combat', by: 0 });
  advance(ctx2);
  expect(topDecision(empty)).toBeUndefined();
  expect(empty.players[1]!.commodities).toBe(1);
  expect(ctx2.events).toContainEqual({ type: 'commodities-changed', seat: 1, delta: 1 });
});
