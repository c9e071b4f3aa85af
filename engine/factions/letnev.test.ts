// The Barony of Letnev, whole sheet: Munitions Reserves, Armada, L4 Disruptors, Non-Euclidean Shielding, War Funding, the
// Arc Secundus and the Dunlain Reaper (deploy tested in engine/phases/unit-abilities.test.ts).
import { expect, test } from 'vitest';
import { loadDice } from '../combat/dice';
import { options } from '../flow/options';
import { answer, combatGame, decisionOf, eventsOf, put, runFrom, type Run } from '../testing/combat-scenario';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import { key, line, placeUnits, tacticalGame, unitsIn } from '../testing/tactical-scenario';
import { runStep, topDecision } from '../testing/scenario';
import { fleetPoolExcess } from '../tactical/fleet-pool';
import {
  invasionGame,
  own,
  passWindows as invasionPass,
  put as putInvasion,
  runInvasion,
} from '../testing/invasion-scenario';

/** The Letnev (seat 0, active) with 2 cruisers against 2 Sol cruisers; every Letnev die shows 1 (a miss). */
function munitionsGame(tradeGoods = 3): GameState {
  const s = withStrategyCards(combatGame());
  put(s, 0, { cruiser: 2 });
  put(s, 1, { cruiser: 2 });
  s.players[0]!.tradeGoods = tradeGoods;
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return s;
}

/** The open window's name, or null when no window waits. */
const windowOf = (s: GameState): string | null => {
  const d = decisionOf(s);
  return d?.kind === 'window' ? d.window : null;
};

/** Passes every window until the after-combat-rolls window (or none) waits. */
function passToRolls(run: Run): Run {
  let r = run;
  while (windowOf(r.state) !== null && windowOf(r.state) !== 'after-combat-rolls')
    r = answer(r, decisionOf(r.state)!.waitingOn[0]!, { type: 'pass-window' });
  return r;
}

/** Runs the space combat until the first start-of-combat-round window. */
const toRoundStart = (s: GameState): Run => {
  const r = runFrom(s, 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat-round', waitingOn: [0] });
  return r;
};

test('Munitions Reserves (Letnev) 74 2 trade goods at the start of a space combat round buy rerolls of any dice', () => {
  let r = toRoundStart(munitionsGame());
  const buy = options(r.state, 0).find((o) => o.command.type === 'use-ability')!;
  expect(buy.label).toContain('Munitions Reserves');
  r = answer(r, 0, buy.command);
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  // The window asks again (1.19): the Letnev has already used it this round and passes.
  r = passToRolls(r);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-combat-rolls' });
  const reroll = options(r.state, 0).find((o) => o.command.type === 'use-ability')!;
  expect(reroll.label).toBe('Munitions Reserves (reroll): reroll your 2 missed dice');
  r = answer(r, 0, reroll.command);
  const rerolled = eventsOf(r, 'die-rerolled');
  expect(rerolled.map((e) => [e.seat, e.owner, e.unit, e.from])).toEqual([
    [0, 0, 'cruiser', 1],
    [0, 0, 'cruiser', 1],
  ]);
});

test('Munitions Reserves (Letnev) 74 without paying at the start of the round there are no rerolls after the rolls', () => {
  let r = toRoundStart(munitionsGame());
  r = answer(r, 0, { type: 'pass-window' });
  r = passToRolls(r);
  // Not paid this round: the Letnev is not even asked after the rolls.
  expect(windowOf(r.state) === 'after-combat-rolls' && decisionOf(r.state)!.waitingOn.includes(0)).toBe(false);
});

test('Munitions Reserves (Letnev) 1.11 without 2 trade goods it cannot be used, and the refusal changes nothing', () => {
  const rich = toRoundStart(munitionsGame());
  const poor = structuredClone(rich.state);
  poor.players[0]!.tradeGoods = 1;
  const before = structuredClone(poor);
  const res = apply(poor, 0, { type: 'use-ability', ability: 'munitions-reserves', targets: {} }, { at: 0 });
  expect(res.ok).toBe(false);
  expect(poor).toEqual(before);
  // With only 1 trade good the Letnev is not asked at all.
  expect(windowOf(runFrom(munitionsGame(1), 'tactical/space-combat').state)).not.toBe('start-of-combat-round');
});

test("Munitions Reserves (Letnev) 74.1 a reroll must name the Letnev's own dice, each once", () => {
  let r = toRoundStart(munitionsGame());
  r = answer(r, 0, { type: 'use-ability', ability: 'munitions-reserves', targets: {} });
  r = passToRolls(r);
  for (const dice of [[], [0, 0], [7]]) {
    const res = apply(
      r.state,
      0,
      { type: 'use-ability', ability: 'munitions-reserves-reroll', targets: { dice } },
      { at: 0 },
    );
    expect(res.ok ? null : res.error.rule).toBe('74.1');
  }
  r = answer(r, 0, { type: 'use-ability', ability: 'munitions-reserves-reroll', targets: { dice: [1] } });
  expect(eventsOf(r, 'die-rerolled')).toHaveLength(1);
});

// ---- Armada ------------------------------------------------------------------------------------------------------

/** The Letnev (seat 0) with a fleet pool of 3, and the Hacan (seat 1) likewise, in an empty row of systems. */
const armadaGame = (): GameState =>
  tacticalGame({ tiles: line('19', '47', '20'), factions: ['letnev', 'hacan', 'jolnar'] });

test('Armada (Letnev) 37 the Letnev may have 2 more non-fighter ships in a system than fleet pool tokens', () => {
  const s = placeUnits(armadaGame(), key(1), 0, { dreadnought: 3, cruiser: 2 });
  expect(fleetPoolExcess(s, 0, key(1))).toBe(0);
  expect(unitsIn(runStep(s, 'fleet-pool/check', { seat: 0, system: key(1) }), key(1), 0)).toEqual({
    dreadnought: 3,
    cruiser: 2,
  });
});

test('Armada (Letnev) 37.3 a sixth ship with 3 fleet pool tokens is still over the limit; others get no Armada', () => {
  const s = placeUnits(armadaGame(), key(1), 0, { dreadnought: 3, cruiser: 3 });
  expect(fleetPoolExcess(s, 0, key(1))).toBe(1);
  expect(topDecision(runStep(s, 'fleet-pool/check', { seat: 0, system: key(1) }))).toMatchObject({
    kind: 'choice',
    choice: 'fleet-pool/remove',
    waitingOn: [0],
  });
  const hacan = placeUnits(armadaGame(), key(2), 1, { cruiser: 4 });
  expect(fleetPoolExcess(hacan, 1, key(2))).toBe(1);
});

// ---- L4 Disruptors -----------------------------------------------------------------------------------------------

/** The Letnev (seat 0) invade Starpoint, held by seat 1 with a PDS; `l4`: the Letnev own L4 Disruptors. */
function l4Invasion(l4: boolean): Run {
  const s = putInvasion(invasionGame({ factions: ['letnev', 'jolnar', 'xxcha'] }), 0, { carrier: 1, infantry: 2 });
  if (l4) s.players[0]!.technologies.push('l4');
  own(s, 1, 'starpoint');
  putInvasion(s, 1, { pds: 1 }, { planet: 'starpoint' });
  const landed = answer(invasionPass(runInvasion(s)), 0, {
    type: 'commit-ground-forces',
    landings: [{ planet: 'starpoint', units: { infantry: 2 } }],
  });
  return invasionPass(landed);
}

test('L4 Disruptors (Letnev) 77.6 during their invasion no space cannon fires at their units', () => {
  const r = l4Invasion(true);
  expect(decisionOf(r.state)).not.toMatchObject({ kind: 'choice', choice: 'combat/space-cannon' });
  expect(eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'space-cannon')).toEqual([]);
});

test('L4 Disruptors (Letnev) 77.6 without it the defender’s PDS fires at the landed infantry', () => {
  const r = l4Invasion(false);
  expect(decisionOf(r.state)).toMatchObject({ kind: 'choice', choice: 'combat/space-cannon', waitingOn: [1] });
});

// ---- War Funding -------------------------------------------------------------------------------------------------

/** Sol (seat 1) holds the Letnev's War Funding, received in a transaction; the combat rolls window waits. */
function fundedRolls(): Run {
  const s = munitionsGame(0);
  s.players[0]!.promissoryNotes = s.players[0]!.promissoryNotes.filter((n) => n !== 'war_funding@0');
  s.players[1]!.promissoryNotes.push('war_funding@0');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [1], silenced: [], removed: [] };
  const r = passToRolls(runFrom(s, 'tactical/space-combat'));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'after-combat-rolls' });
  return r;
}

test('War Funding (Letnev) 74 after both sides roll, its holder rerolls all the opponent’s dice and any of their own', () => {
  let r = fundedRolls();
  expect(decisionOf(r.state)!.waitingOn).toContain(1);
  const labels = options(r.state, 1).map((o) => o.label);
  expect(labels.filter((l) => l.startsWith('War Funding'))).toHaveLength(2);
  expect(labels.some((l) => l.endsWith("reroll all your opponent's dice and your 2 missed"))).toBe(true);
  r = answer(r, 1, { type: 'use-ability', ability: 'war-funding', targets: { owner: 0, dice: [1] } });
  const rerolled = eventsOf(r, 'die-rerolled');
  expect(rerolled.map((e) => [e.seat, e.owner, e.from])).toEqual([
    [1, 0, 1],
    [1, 0, 1],
    [1, 1, 1],
  ]);
  expect(r.state.players[1]!.promissoryNotes).not.toContain('war_funding@0');
  expect(r.state.players[0]!.promissoryNotes).toContain('war_funding@0');
});

test('War Funding (Letnev) 69.2 the Letnev cannot play their own, and only the holder’s own dice may be named', () => {
  const r = fundedRolls();
  const before = structuredClone(r.state);
  const bad = apply(
    r.state,
    1,
    { type: 'use-ability', ability: 'war-funding', targets: { owner: 0, dice: [5] } },
    { at: 0 },
  );
  expect(bad.ok ? null : bad.error.rule).toBe('74.1');
  expect(r.state).toEqual(before);
  const own = structuredClone(r.state);
  own.players[1]!.promissoryNotes = own.players[1]!.promissoryNotes.filter((n) => n !== 'war_funding@0');
  own.players[0]!.promissoryNotes.push('war_funding@0');
  const res = apply(
    own,
    0,
    { type: 'use-ability', ability: 'war-funding', targets: { owner: 0, dice: [] } },
    { at: 0 },
  );
  expect(res.ok).toBe(false);
});
