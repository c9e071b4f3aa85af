// The Sardakk N'orr: Unrelenting, Valkyrie Particle Weave, Tekklar Legion, Exotrireme II (the flagship is tested in engine/combat/faction-units.test.ts, the mech in
// engine/combat/ground-combat.test.ts).
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { loadDice } from '../combat/dice';
import { giveActionCards } from '../testing/scenario';
import { passWindows, use } from '../action-cards/combat-card-testkit';
import { options } from '../flow/options';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
} from '../testing/combat-scenario';

test('Unrelenting (Sardakk) 56.2 every combat roll of their units gets +1, in space and in ground combat', () => {
  const space = put(put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 1 });
  const rolled = eventsOf(settle(runFrom(space, 'tactical/space-combat')), 'dice-rolled');
  expect(rolled.filter((e) => e.seat === 0).every((e) => e.dice.every((d) => d.modifier === 1))).toBe(true);
  expect(rolled.filter((e) => e.seat === 1).every((e) => e.dice.every((d) => d.modifier === 0))).toBe(true);
  expect(rolled.flatMap((e) => e.dice).every((d) => d.hit === d.result + d.modifier >= d.hitsOn)).toBe(true);

  const ground = combatGame({ active: '19', factions: ['sol', 'sardakk', 'letnev'] });
  ground.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(ground, 0, { infantry: 2 }, { planet: 'wellon' });
  put(ground, 1, { infantry: 2 }, { planet: 'wellon' });
  const first = eventsOf(runFrom(ground, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }), 'dice-rolled');
  expect(first.slice(0, 2).map((e) => [e.seat, e.dice.map((d) => d.modifier)])).toEqual([
    [0, [0, 0]],
    [1, [1, 1]],
  ]);
});

test('Unrelenting (Sardakk) 10.1c it does not modify anti-fighter barrage, which is not a combat roll', () => {
  const s = put(put(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }), 0, { destroyer: 1 }), 1, { fighter: 2 });
  const barrage = eventsOf(settle(runFrom(s, 'tactical/space-combat')), 'dice-rolled').filter(
    (e) => e.roll === 'anti-fighter-barrage',
  );
  expect(barrage.length).toBeGreaterThan(0);
  expect(barrage.every((e) => e.dice.every((d) => d.modifier === 0))).toBe(true);
});

/** Wellon held by the Sardakk (seat 1, with Valkyrie Particle Weave) against 2 Sol infantry (seat 0, attacking). */
function valkyrieGame(solHits: boolean): GameState {
  const s = combatGame({ active: '19', factions: ['sol', 'sardakk', 'letnev'] });
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  s.players[1]!.technologies.push('vpw');
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 3 }, { planet: 'wellon' });
  loaded(s, 0, 'combat', solHits);
  loaded(s, 1, 'combat', false);
  return s;
}

test('Valkyrie Particle Weave (Sardakk) 42.1 in a ground combat round where the opponent hits, 1 hit more', () => {
  const r = runFrom(valkyrieGame(true), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  // Round 1: the Sol's 2 hits destroy 2 Sardakk infantry; the Sardakk dice all miss, yet 1 Sol infantry is destroyed.
  expect(eventsOf(r, 'ability-used')[0]).toEqual({ type: 'ability-used', seat: 1, ability: 'vpw', window: null });
  expect(
    eventsOf(r, 'units-destroyed')
      .slice(0, 2)
      .map((e) => [e.seat, e.unit, e.count]),
  ).toEqual([
    [0, 'infantry', 1],
    [1, 'infantry', 2],
  ]);
});

test('Valkyrie Particle Weave (Sardakk) 42.1 no hit from the opponent, no extra hit; nothing in space combat', () => {
  const r = runFrom(valkyrieGame(false), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  expect(eventsOf(r, 'ability-used').filter((e) => e.ability === 'vpw')).toEqual([]);
  const space = put(put(combatGame({ factions: ['sol', 'sardakk', 'letnev'] }), 0, { cruiser: 1 }), 1, { cruiser: 2 });
  space.players[1]!.technologies.push('vpw');
  loaded(space, 0, 'combat', true);
  loaded(space, 1, 'combat', false);
  const fought = settle(runFrom(space, 'tactical/space-combat'));
  expect(eventsOf(fought, 'ability-used').filter((e) => e.ability === 'vpw')).toEqual([]);
});

/** The Sol (seat 0) invades Wellon, held by the Sardakk (seat 1), holding the Sardakk's Tekklar Legion. */
function tekklarGame(): GameState {
  const s = withStrategyCards(combatGame({ active: '19', factions: ['sol', 'sardakk', 'letnev'] }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  s.players[1]!.promissoryNotes = s.players[1]!.promissoryNotes.filter((n) => n !== 'tekklar@1');
  s.players[0]!.promissoryNotes.push('tekklar@1');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  return s;
}

const tekklarWindow = () => {
  const r = runFrom(tekklarGame(), GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  return r;
};

test("Tekklar Legion (Sardakk note) 69 at the start of a ground combat: +1 to its holder, -1 to the N'orr, note returns", () => {
  let r = tekklarWindow();
  const play = options(r.state, 0).find((o) => o.command.type === 'use-ability')!;
  expect(play.label).toMatch(/^Tekklar Legion: .*'s note: \+1 to your combat rolls this combat, -1 to .*'s$/);
  r = answer(r, 0, play.command);
  expect(r.state.players[1]!.promissoryNotes).toContain('tekklar@1');
  expect(r.state.players[0]!.promissoryNotes).not.toContain('tekklar@1');
  r = settle(r);
  const first = eventsOf(r, 'dice-rolled').slice(0, 2);
  // The Sol: +1; the Sardakk: Unrelenting's +1 and the note's -1.
  expect(first.map((e) => [e.seat, e.dice.map((d) => d.modifier)])).toEqual([
    [0, [1, 1]],
    [1, [0, 0]],
  ]);
});

test('Tekklar Legion (Sardakk note) 69.1 a holder without the note, or outside a ground combat, is refused; nothing changes', () => {
  const r = tekklarWindow();
  const before = structuredClone(r.state);
  const other = apply(r.state, 0, { type: 'use-ability', ability: 'tekklar-legion', targets: { owner: 2 } }, { at: 0 });
  expect(other.ok ? null : other.error.rule).toBe('69.1');
  expect(r.state).toEqual(before);
  // No note received in a transaction: the Sol is not even asked at the start of the ground combat.
  const s = tekklarGame();
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [], silenced: [], removed: [] };
  const d = decisionOf(runFrom(s, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' }).state);
  expect(d?.kind === 'window' && d.window === 'start-of-combat').toBe(false);
});

/** The Sardakk (seat 0, with Exotrireme II) with 2 dreadnoughts against 3 Sol cruisers; every die misses. */
function exotriremeGame(upgraded = true): GameState {
  const s = withStrategyCards(combatGame({ factions: ['sardakk', 'sol', 'letnev'] }));
  if (upgraded) s.players[0]!.technologies.push('exo2');
  put(s, 0, { dreadnought: 2 });
  put(s, 1, { cruiser: 2, destroyer: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 1 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  return s;
}

/** Passes windows until the first end-of-combat-round window waits. */
function toRoundEnd(s: GameState) {
  const r = passWindows(runFrom(s, 'tactical/space-combat'), 'end-of-combat-round');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'end-of-combat-round', waitingOn: [0] });
  return r;
}

test('Exotrireme II (Sardakk) 78 once a space combat round is over, destroy it to destroy up to 2 ships there', () => {
  let r = toRoundEnd(exotriremeGame());
  const labels = options(r.state, 0)
    .filter((o) => o.command.type === 'use-ability')
    .map((o) => o.label);
  expect(labels).toEqual([
    'Exotrireme II: destroy 1 of your dreadnoughts to destroy 2 cruisers',
    'Exotrireme II: destroy 1 of your dreadnoughts to destroy 1 cruiser, 1 destroyer',
    'Exotrireme II: destroy 1 of your dreadnoughts to destroy 1 cruiser',
    'Exotrireme II: destroy 1 of your dreadnoughts to destroy 1 destroyer',
  ]);
  r = answer(r, 0, use('exotrireme-ii', { ships: { cruiser: 1, destroyer: 1 } }));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count, e.cause])).toEqual([
    [0, 'dreadnought', 1, 'ability'],
    [1, 'cruiser', 1, 'ability'],
    [1, 'destroyer', 1, 'ability'],
  ]);
});

test("1.18 Exotrireme II (Sardakk) is each dreadnought's own: both may be destroyed after the same combat round", () => {
  let r = toRoundEnd(exotriremeGame());
  r = answer(r, 0, use('exotrireme-ii', { ships: { cruiser: 1 } }));
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'end-of-combat-round', waitingOn: [0] });
  r = answer(r, 0, use('exotrireme-ii', { ships: { cruiser: 1, destroyer: 1 } }));
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([
    [0, 'dreadnought', 1],
    [1, 'cruiser', 1],
    [0, 'dreadnought', 1],
    [1, 'cruiser', 1],
    [1, 'destroyer', 1],
  ]);
});

test('Exotrireme II (Sardakk) 78 three ships, or ships not there, are refused and change nothing; Exotrireme I cannot', () => {
  const r = toRoundEnd(exotriremeGame());
  for (const ships of [{ cruiser: 2, destroyer: 1 }, { carrier: 1 }, {}]) {
    const before = structuredClone(r.state);
    const res = apply(r.state, 0, use('exotrireme-ii', { ships }), { at: 0 });
    expect(res.ok ? null : res.error.rule).toBe('78');
    expect(r.state).toEqual(before);
  }
  const plain = passWindows(runFrom(exotriremeGame(false), 'tactical/space-combat'), 'end-of-combat-round');
  const d = decisionOf(plain.state);
  expect(d?.kind === 'window' && d.window === 'end-of-combat-round').toBe(false);
});

test('Exotrireme II (Sardakk) 2 a Direct Hit cannot destroy it after it sustains damage', () => {
  const s = withStrategyCards(combatGame({ factions: ['sol', 'sardakk', 'letnev'] }));
  s.players[1]!.technologies.push('exo2');
  put(s, 0, { cruiser: 1 });
  put(s, 1, { dreadnought: 1 });
  loadDice(s, { seat: 0, roll: 'combat', result: 10 });
  loadDice(s, { seat: 1, roll: 'combat', result: 1 });
  let r = passWindows(runFrom(giveActionCards(s, 0, ['direct-hit']), 'tactical/space-combat'));
  r = answer(r, 1, { type: 'assign-hits', sustain: { dreadnought: 1 }, destroy: {} });
  expect(r.state.board.systems[ACTIVE]!.space['1']!.damaged).toEqual({ dreadnought: 1 });
  // The Sol holds Direct Hit, but the damaged Exotrireme II is no target: no option, and playing it is refused.
  expect(options(r.state, 0).some((o) => o.label.startsWith('Direct Hit'))).toBe(false);
  expect(apply(r.state, 0, use('direct-hit', { unit: 'dreadnought' }), { at: 0 }).ok).toBe(false);
});
