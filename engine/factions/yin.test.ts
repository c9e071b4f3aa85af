// The Yin Brotherhood: Indoctrination, Moyin's Ashes (its deploy), Greyfire Mutagen (the flagship is tested in
// engine/combat/faction-units.test.ts, the agent in engine/leaders/yin-agent.test.ts; Devotion and Impulse Core in
// engine/factions/yin-devotion.test.ts).
import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/ground-combat';
import type { GameState } from '../core/state';
import { apply } from '../flow/apply';
import { GREYFIRE_MUTAGEN } from './yin';
import { options } from '../flow/options';
import { optionLabels } from '../testing/scenario';
import { withStrategyCards } from '../testing/unit-ability-scenario';
import {
  ACTIVE,
  answer,
  combatGame,
  decisionOf,
  eventsOf,
  planetUnits,
  put,
  runFrom,
} from '../testing/combat-scenario';

const TG = { resources: [], influence: [], tradeGoods: 0 };
const tgs = (n: number) => ({ ...TG, tradeGoods: n });

/** The Yin (seat 0, active) land on Wellon against `defender` (seat 1): 2 infantry each. */
function invasion(defender = 'sol', tradeGoods = 3): GameState {
  const s = withStrategyCards(combatGame({ active: '19', factions: ['yin', defender, 'letnev'] }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: 2 }, { planet: 'wellon' });
  s.players[0]!.tradeGoods = tradeGoods;
  return s;
}

const start = (s: GameState) => runFrom(s, GROUND_COMBAT_STEP, { system: ACTIVE, planet: 'wellon' });
const indoctrinate = (unit: 'infantry' | 'mech', paid: number) =>
  ({ type: 'use-ability', ability: 'indoctrination', targets: { unit, payment: tgs(paid) } }) as const;

test('Indoctrination (Yin) 42 / 47 as a ground combat starts: 2 influence swap 1 opposing infantry for 1 Yin infantry', () => {
  let r = start(invasion());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  const sol = r.state.players[1]!.name;
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Indoctrination'))).toEqual([
    `Indoctrination: swap 1 of ${sol}'s infantry on Wellon for 1 of your infantry, paying with 2 trade goods`,
    `Indoctrination: swap 1 of ${sol}'s infantry on Wellon for your mech (deploying Moyin's Ashes), paying with 3 trade goods`,
  ]);
  r = answer(r, 0, indoctrinate('infantry', 2));
  expect(r.state.players[0]!.tradeGoods).toBe(1);
  expect(planetUnits(r.state, 'wellon', 0)?.counts).toMatchObject({ infantry: 3 });
  expect(planetUnits(r.state, 'wellon', 1)?.counts).toMatchObject({ infantry: 1 });
  // Replaced, not destroyed (31.2): it goes back to the Sol's reinforcements and nothing sees a destruction.
  expect(eventsOf(r, 'units-destroyed')).toEqual([]);
  expect(eventsOf(r, 'units-removed')).toMatchObject([{ seat: 1, unit: 'infantry', count: 1, planet: 'wellon' }]);
});

test("Moyin's Ashes (Yin mech) 30 deploy: with 1 more influence Indoctrination puts the Yin mech in the infantry's place", () => {
  let r = start(invasion());
  r = answer(r, 0, indoctrinate('mech', 3));
  expect(r.state.players[0]!.tradeGoods).toBe(0);
  expect(planetUnits(r.state, 'wellon', 0)?.counts).toMatchObject({ infantry: 2, mech: 1 });
  expect(planetUnits(r.state, 'wellon', 1)?.counts).toMatchObject({ infantry: 1 });
  expect(eventsOf(r, 'units-placed')).toMatchObject([{ seat: 0, unit: 'mech', count: 1, cause: 'indoctrination' }]);
});

test("Moyin's Ashes 30.2 not offered, and refused, with every Yin mech on the board; nothing changes", () => {
  const s = invasion();
  for (const planet of ['wellon']) put(s, 0, { mech: 4 }, { planet });
  const r = start(s);
  expect(optionLabels(r.state, 0).filter((l) => l.includes('mech'))).toEqual([]);
  const before = structuredClone(r.state);
  const refused = apply(r.state, 0, indoctrinate('mech', 3), { at: 0 });
  expect(refused.ok ? null : refused.error).toMatchObject({ code: 'ability/bad-target', rule: '30.2' });
  expect(r.state).toEqual(before);
});

test('Indoctrination 47 refused without 2 influence to spend, and offered nothing then; nothing changes', () => {
  const r = start(invasion('sol', 1));
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Indoctrination'))).toEqual([]);
  const before = structuredClone(r.state);
  const refused = apply(r.state, 0, indoctrinate('infantry', 1), { at: 0 });
  expect(refused.ok).toBe(false);
  expect(r.state).toEqual(before);
});

test('Indoctrination 42 not offered against an opponent without infantry (mechs only)', () => {
  const s = invasion();
  s.board.systems[ACTIVE]!.planets.wellon!.units['1'] = { counts: { mech: 1 }, damaged: {} };
  const r = start(s);
  const d = decisionOf(r.state);
  const asked = d?.kind === 'window' && d.window === 'start-of-combat' && d.waitingOn.includes(0);
  expect(asked ? optionLabels(r.state, 0).filter((l) => l.startsWith('Indoctrination')) : []).toEqual([]);
  const before = structuredClone(r.state);
  expect(apply(r.state, 0, indoctrinate('infantry', 2), { at: 0 }).ok).toBe(false);
  expect(r.state).toEqual(before);
});

// ---- Greyfire Mutagen ----------------------------------------------------------------------------------------------

/** The Sol (seat 0) invade Wellon held by the Letnev (seat 1), holding the Yin's (seat 2) Greyfire Mutagen. */
function greyfireGame(defenders = 2): GameState {
  const s = withStrategyCards(combatGame({ active: '19', factions: ['sol', 'letnev', 'yin'] }));
  s.board.systems[ACTIVE]!.planets.wellon!.owner = 1;
  put(s, 0, { infantry: 2 }, { planet: 'wellon' });
  put(s, 1, { infantry: defenders }, { planet: 'wellon' });
  s.players[2]!.promissoryNotes = s.players[2]!.promissoryNotes.filter((n) => n !== 'greyfire@2');
  s.players[0]!.promissoryNotes.push('greyfire@2');
  s.transactions = { proposals: [], doneScope: null, done: [], deals: [], received: [0], silenced: [], removed: [] };
  return s;
}

const WELLON = { system: ACTIVE, planet: 'wellon' };
const GREYFIRE = { type: 'use-ability', ability: 'greyfire-mutagen', targets: { owner: 2 } } as const;

test('Greyfire Mutagen (Yin note) 69 / 42 against 2 non-Yin ground forces: swap 1 of their infantry; the note returns', () => {
  let r = start(greyfireGame());
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'start-of-combat', waitingOn: [0] });
  const play = options(r.state, 0).find((o) => o.command.type === 'use-ability')!;
  expect(play.label).toBe(
    `Greyfire Mutagen: ${r.state.players[2]!.name}'s note: swap 1 of ${r.state.players[1]!.name}'s infantry on Wellon for 1 of yours`,
  );
  r = answer(r, 0, play.command);
  expect(planetUnits(r.state, 'wellon', 0)?.counts).toMatchObject({ infantry: 3 });
  expect(planetUnits(r.state, 'wellon', 1)?.counts).toMatchObject({ infantry: 1 });
  expect(r.state.players[2]!.promissoryNotes).toContain('greyfire@2');
  expect(r.state.players[0]!.promissoryNotes).not.toContain('greyfire@2');
});

test('Greyfire Mutagen 69.1 against a single ground force it is not offered and is refused; nothing changes', () => {
  const r = start(greyfireGame(1));
  expect(optionLabels(r.state, 0).filter((l) => l.startsWith('Greyfire'))).toEqual([]);
  const before = structuredClone(r.state);
  expect(apply(r.state, 0, GREYFIRE, { at: 0 }).ok).toBe(false);
  expect(GREYFIRE_MUTAGEN.check(r.state, 0, GREYFIRE.targets, WELLON)).toMatchObject({
    ok: false,
    error: { rule: '42' },
  });
  expect(r.state).toEqual(before);
  // Its own Yin owner cannot play it (69.2).
  const own = start(greyfireGame()).state;
  expect(GREYFIRE_MUTAGEN.check(own, 2, GREYFIRE.targets, WELLON)).toMatchObject({
    ok: false,
    error: { rule: '69.2' },
  });
});
