import { expect, test } from 'vitest';
import { GROUND_COMBAT_STEP } from '../combat/steps';
import { faction } from '../data/factions';
import { groundOddsInput, spaceOddsInput } from '../odds/from-state';
import {
  ACTIVE,
  AROUND,
  combatGame,
  decisionOf,
  eventsOf,
  loaded,
  put,
  runFrom,
  settle,
  spaceOf,
  type Run,
} from '../testing/combat-scenario';
import {
  groundCombatGame,
  labelsIn,
  useAbility,
  withLaw,
  withStrategyCards,
  WELLON,
} from '../testing/unit-ability-scenario';
import { apply } from '../flow/apply';
import { flowCtx } from '../kernel/context';
import { invasionGame } from '../testing/invasion-scenario';
import { destroyUnits } from '../units/destroy';
import { inReinforcements } from '../units/reinforcements';

/** Runs `fn` while the faction sheet prints `mech` as its mech (the engine's Naalu sheet prints Iconoclast Ω). */
function withPrintedMech<T>(id: string, mech: string, fn: () => T): T {
  const units = faction(id)!.units as unknown as string[];
  const i = units.findIndex((u) => u.includes('mech'));
  const was = units[i]!;
  units[i] = mech;
  try {
    return fn();
  } finally {
    units[i] = was;
  }
}

/** The Naalu (seat 0) land 1 mech and 1 infantry on Wellon against 1 Sol infantry; `fragments` held by the Sol. */
function iconoclastGame(fragments: string[]) {
  const s = groundCombatGame(['naalu', 'sol', 'l1z1x'], { mech: 1, infantry: 1 }, { infantry: 1 });
  s.players[1]!.relicFragments = fragments;
  return s;
}

const firstRollOf = (r: Run, seat: number) => eventsOf(r, 'dice-rolled').find((e) => e.seat === seat)!;

test('56.2 Iconoclast (Naalu mech): +2 to its combat rolls against an opponent with at least 1 relic fragment', () => {
  withPrintedMech('naalu', 'naalu_mech', () => {
    const r = runFrom(iconoclastGame(['cultural-relic-fragment']), GROUND_COMBAT_STEP, WELLON);
    expect(firstRollOf(r, 0).dice.map((d) => [d.unit, d.hitsOn, d.modifier])).toEqual([
      ['mech', 6, 2],
      ['infantry', 8, 0],
    ]);
    expect(firstRollOf(r, 0).dice.every((d) => d.hit === d.result + d.modifier >= d.hitsOn)).toBe(true);
    // No fragment: no bonus; the Sol's own rolls are never modified.
    const none = runFrom(iconoclastGame([]), GROUND_COMBAT_STEP, WELLON);
    expect(firstRollOf(none, 0).dice.map((d) => d.modifier)).toEqual([0, 0]);
    expect(firstRollOf(r, 1).dice.map((d) => d.modifier)).toEqual([0]);
  });
});

test('56.2 Iconoclast: Articles of War takes the bonus away; the odds apply it as the engine does', () => {
  withPrintedMech('naalu', 'naalu_mech', () => {
    const law = withLaw(iconoclastGame(['cultural-relic-fragment']), 'articles-of-war');
    expect(firstRollOf(runFrom(law, GROUND_COMBAT_STEP, WELLON), 0).dice.map((d) => d.modifier)).toEqual([0, 0]);
    const odds = groundOddsInput(iconoclastGame(['cultural-relic-fragment']), ACTIVE, 'wellon', {
      bombardment: false,
      spaceCannon: false,
    })!;
    expect(odds.attacker.units.map((u) => [u.type, u.modifier])).toEqual([
      ['infantry', 0],
      ['mech', 2],
    ]);
    const plain = groundOddsInput(iconoclastGame([]), ACTIVE, 'wellon', { bombardment: false, spaceCannon: false })!;
    expect(plain.attacker.units.map((u) => u.modifier)).toEqual([0, 0]);
  });
});

/** The Sol (seat 0) attack with 2 destroyers (anti-fighter barrage 9 ×2); the Naalu defend with 1 carrier and 3 fighters. */
function barrageGame(naaluMech: 'space' | 'planet' | 'elsewhere' | 'none') {
  const s = combatGame({ active: '19', factions: ['sol', 'naalu', 'l1z1x'] });
  put(s, 0, { destroyer: 2 });
  put(s, 1, { carrier: 1, fighter: 3 });
  if (naaluMech === 'space') put(s, 1, { mech: 1 });
  if (naaluMech === 'planet') put(s, 1, { mech: 1 }, { planet: 'wellon' });
  if (naaluMech === 'elsewhere') put(s, 1, { mech: 1 }, { system: AROUND[0] });
  loaded(s, 0, 'anti-fighter-barrage', true);
  loaded(s, 0, 'combat', false);
  loaded(s, 1, 'combat', false);
  return s;
}

const barrages = (r: Run) => eventsOf(r, 'dice-rolled').filter((e) => e.roll === 'anti-fighter-barrage');

test('10.1 Iconoclast Ω (Naalu mech): other players cannot use anti-fighter barrage against the Naalu in its system', () => {
  for (const where of ['space', 'planet'] as const) {
    const r = runFrom(barrageGame(where), 'tactical/space-combat');
    expect(barrages(r)).toEqual([]);
    expect(eventsOf(r, 'units-destroyed').filter((e) => e.unit === 'fighter')).toEqual([]);
  }
  // With the mech in another system (or none), the destroyers barrage as usual: 4 dice, all hit, 3 fighters die.
  for (const where of ['elsewhere', 'none'] as const) {
    const r = runFrom(barrageGame(where), 'tactical/space-combat');
    expect(barrages(r).map((e) => [e.seat, e.dice.length])).toEqual([[0, 4]]);
    expect(eventsOf(r, 'units-destroyed').find((e) => e.unit === 'fighter')).toMatchObject({
      seat: 1,
      count: 3,
      cause: 'anti-fighter-barrage',
    });
  }
});

test("10.1 Iconoclast Ω: the Naalu's own barrage is unaffected; Articles of War lifts the shield; the odds follow", () => {
  const own = barrageGame('space');
  put(own, 1, { destroyer: 1 });
  put(own, 0, { fighter: 1 });
  expect(barrages(runFrom(own, 'tactical/space-combat')).map((e) => [e.seat, e.dice.length])).toEqual([[1, 2]]);
  const law = withLaw(barrageGame('space'), 'articles-of-war');
  expect(barrages(runFrom(law, 'tactical/space-combat')).map((e) => [e.seat, e.dice.length])).toEqual([[0, 4]]);
  const shielded = spaceOddsInput(barrageGame('planet'))!;
  expect(shielded.attacker.units.map((u) => [u.type, u.stats.antiFighterBarrage])).toEqual([['destroyer', null]]);
  expect(spaceOddsInput(barrageGame('elsewhere'))!.attacker.units[0]!.stats.antiFighterBarrage).toEqual({
    hitsOn: 9,
    dice: 2,
  });
});

/** The Letnev (seat 0) attack with 2 cruisers, the Nomad defend with 2 carriers and mechs in space; every die hits. */
function quantumGame(mechs: number, damaged = 0) {
  const s = withStrategyCards(combatGame({ factions: ['letnev', 'nomad', 'l1z1x'] }));
  put(s, 0, { cruiser: 2 });
  put(s, 1, { carrier: 2, mech: mechs }, { damaged: damaged > 0 ? { mech: damaged } : {} });
  loaded(s, 0, 'combat', true);
  loaded(s, 1, 'combat', true);
  return s;
}

const refusal = (r: Run, seat: number, ability: string) => {
  const out = apply(r.state, seat, { type: 'use-ability', ability, targets: {} }, { at: 0 });
  return out.ok ? null : out.error;
};

test('87.1 Quantum Manipulator (Nomad mech): in the space area during combat it sustains damage to cancel a hit on a ship', () => {
  let r = runFrom(quantumGame(1), 'tactical/space-combat');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-hits-assigned', waitingOn: [1] });
  expect(labelsIn(r.state, 1, 'Respond')).toContain(
    'Quantum Manipulator: your mech in the space area of Empty System (46) uses Sustain Damage to cancel 1 hit against your ships',
  );
  const before = r.events.length;
  r = useAbility(r, 1, 'nomad-mech');
  const after = { state: r.state, events: r.events.slice(before) };
  expect(eventsOf(after, 'units-sustained-damage')).toEqual([
    { type: 'units-sustained-damage', seat: 1, system: ACTIVE, planet: null, unit: 'mech', count: 1 },
  ]);
  // 2 hits, 1 cancelled: 1 carrier is destroyed; the Nomad's 2 hits destroy both cruisers and the combat ends.
  expect(eventsOf(after, 'units-destroyed')).toEqual([
    {
      type: 'units-destroyed',
      seat: 0,
      system: ACTIVE,
      planet: null,
      unit: 'cruiser',
      count: 2,
      cause: 'space-combat',
    },
    {
      type: 'units-destroyed',
      seat: 1,
      system: ACTIVE,
      planet: null,
      unit: 'carrier',
      count: 1,
      cause: 'space-combat',
    },
  ]);
  expect(spaceOf(settle(r).state, 1)).toEqual({ counts: { carrier: 1, mech: 1 }, damaged: { mech: 1 } });
});

test('87.1 Quantum Manipulator: each undamaged mech cancels one hit; two mechs save both carriers this round', () => {
  let r = runFrom(quantumGame(2), 'tactical/space-combat');
  r = useAbility(r, 1, 'nomad-mech');
  expect(decisionOf(r.state)).toMatchObject({ kind: 'window', window: 'before-hits-assigned', waitingOn: [1] });
  r = useAbility(r, 1, 'nomad-mech');
  expect(spaceOf(r.state, 1)).toEqual({ counts: { carrier: 2, mech: 2 }, damaged: { mech: 2 } });
  expect(eventsOf(r, 'units-destroyed').map((e) => [e.seat, e.unit, e.count])).toEqual([[0, 'cruiser', 2]]);
});

test('87.2 Quantum Manipulator: a damaged mech cannot cancel, nor under Articles of War, nor in ground combat — refusals change nothing', () => {
  const damaged = runFrom(quantumGame(1, 1), 'tactical/space-combat');
  expect(decisionOf(damaged.state)?.kind).not.toBe('window');
  const law = runFrom(withLaw(quantumGame(1), 'articles-of-war'), 'tactical/space-combat');
  expect(decisionOf(law.state)?.kind).not.toBe('window');
  // With the window open, a Nomad whose mech was damaged meanwhile is refused; the Letnev is not asked at all.
  const open = runFrom(quantumGame(1), 'tactical/space-combat');
  const meanwhile = { ...open, state: structuredClone(open.state) };
  meanwhile.state.board.systems[ACTIVE]!.space['1']!.damaged = { mech: 1 };
  expect(refusal(meanwhile, 1, 'nomad-mech')).toMatchObject({ code: 'ability/not-eligible' });
  expect(refusal(open, 0, 'nomad-mech')).toMatchObject({ code: 'flow/not-your-turn' });
  // Ground combat: a Nomad mech on the planet never gets the option.
  const ground = groundCombatGame(['letnev', 'nomad', 'l1z1x'], { infantry: 2 }, { mech: 1, infantry: 1 });
  loaded(ground, 0, 'combat', true);
  loaded(ground, 1, 'combat', false);
  const g = runFrom(ground, GROUND_COMBAT_STEP, WELLON);
  const top = decisionOf(g.state);
  expect(top?.kind === 'window' && top.window === 'before-hits-assigned').toBe(false);
});

/** The Vuil'raith (seat 0), the Jol-Nar (1) and the Xxcha (2) around Starpoint and New Albion (tile 27). */
const cabalGame = () => invasionGame({ factions: ['cabal', 'jolnar', 'xxcha'] });
const sheet = (state: ReturnType<typeof cabalGame>) => state.players[0]!.captured ?? [];

test("17 The Terror Between: every other non-structure unit destroyed in its system is captured, the Vuil'raith's own included", () => {
  const s = cabalGame();
  put(s, 0, { flagship: 1, destroyer: 1 });
  put(s, 2, { cruiser: 1 });
  put(s, 1, { infantry: 1, pds: 1 }, { planet: 'starpoint' });
  const ctx = flowCtx(s, { at: 0 });
  // A third player's space cannon destroys the Xxcha cruiser; the Jol-Nar lose an infantry and a PDS on Starpoint.
  destroyUnits(ctx, { system: ACTIVE }, 2, 'cruiser', 1, { cause: 'space-cannon', by: 1 });
  destroyUnits(ctx, { system: ACTIVE }, 0, 'destroyer', 1, { cause: 'space-combat', by: 2 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'starpoint' }, 1, 'infantry', 1, { cause: 'ground-combat', by: 2 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'starpoint' }, 1, 'pds', 1, { cause: 'ability', by: 2 });
  expect(sheet(s)).toEqual([
    { owner: 2, type: 'cruiser', count: 1 },
    { owner: 0, type: 'destroyer', count: 1 },
    { owner: null, type: 'infantry', count: 1 },
  ]);
  expect(
    ctx.events.filter((e) => e.type === 'units-captured').map((e) => e.type === 'units-captured' && [e.owner, e.unit]),
  ).toEqual([
    [2, 'cruiser'],
    [0, 'destroyer'],
    [1, 'infantry'],
  ]);
  // 17.5: the captured cruiser is not in the Xxcha's reinforcements; the flagship itself is not captured.
  expect(inReinforcements(s, 2, 'cruiser')).toBe(7);
  destroyUnits(ctx, { system: ACTIVE }, 0, 'flagship', 1, { cause: 'space-combat', by: 2 });
  expect(sheet(s)).toHaveLength(3);
});

test('17 The Terror Between captures only in its own system', () => {
  const s = cabalGame();
  put(s, 0, { flagship: 1 }, { system: AROUND[0] });
  put(s, 2, { cruiser: 1 });
  destroyUnits(flowCtx(s, { at: 0 }), { system: ACTIVE }, 2, 'cruiser', 1, { cause: 'space-cannon', by: 1 });
  expect(sheet(s)).toEqual([]);
  expect(inReinforcements(s, 2, 'cruiser')).toBe(8);
});

test("17 Reanimator: the Vuil'raith's infantry destroyed on the planet of their mech are captured by them", () => {
  const s = cabalGame();
  put(s, 0, { mech: 1, infantry: 2 }, { planet: 'starpoint' });
  put(s, 0, { infantry: 1 }, { planet: 'newalbion' });
  const ctx = flowCtx(s, { at: 0 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'starpoint' }, 0, 'infantry', 2, { cause: 'ground-combat', by: 1 });
  destroyUnits(ctx, { system: ACTIVE, planet: 'newalbion' }, 0, 'infantry', 1, { cause: 'ground-combat', by: 1 });
  // 17.3: the two infantry return to the reinforcements; the Vuil'raith keep 2 infantry tokens on their sheet.
  expect(sheet(s)).toEqual([{ owner: null, type: 'infantry', count: 2 }]);
  expect(inReinforcements(s, 0, 'infantry')).toBe(12);
});

test("17 Reanimator: not under Articles of War, and not another faction's mech", () => {
  const law = withLaw(put(cabalGame(), 0, { mech: 1, infantry: 1 }, { planet: 'starpoint' }), 'articles-of-war');
  destroyUnits(flowCtx(law, { at: 0 }), { system: ACTIVE, planet: 'starpoint' }, 0, 'infantry', 1, {
    cause: 'ground-combat',
    by: 1,
  });
  expect(sheet(law)).toEqual([]);
  const jolnar = put(cabalGame(), 1, { mech: 1, infantry: 1 }, { planet: 'starpoint' });
  destroyUnits(flowCtx(jolnar, { at: 0 }), { system: ACTIVE, planet: 'starpoint' }, 1, 'infantry', 1, {
    cause: 'ground-combat',
    by: 2,
  });
  expect(jolnar.players.map((p) => p.captured ?? [])).toEqual([[], [], []]);
});
