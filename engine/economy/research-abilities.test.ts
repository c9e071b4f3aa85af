import { expect, test } from 'vitest';
import type { GameState } from '../core/state';
import { flowCtx } from '../kernel/context';
import { edit, newGame, play, topDecision } from '../testing/scenario';
import { checkResearch, research, researchChoices } from './research';

// Seats: 0 Universities of Jol-Nar, 1 Nekro Virus, 2 L1Z1X Mindnet, 3 Vuil'raith Cabal; technologies set per test.
const BASE = newGame({ players: 4, factions: ['jolnar', 'nekro', 'l1z1x', 'cabal'] });
const game = (change: (d: GameState) => void) =>
  edit(BASE, (d) => {
    for (const p of d.players) p.technologies = [];
    change(d);
  });
const owning = (seat: number, ...technologies: string[]) =>
  game((d) => d.players[seat]!.technologies.push(...technologies));
const researched = (s: GameState, seat: number, r: Parameters<typeof research>[2]) =>
  edit(s, (d) => research(flowCtx(d, null), seat, r));

test('90.12 Analytical: the Jol-Nar ignore 1 prerequisite of a technology that is not a unit upgrade', () => {
  const s = owning(0, 'amd');
  expect(checkResearch(s, 0, { technology: 'fl', specialties: [] })).toMatchObject({
    ok: false,
    error: { rule: '90.12', code: 'research/prerequisites' },
  });
  expect(checkResearch(s, 0, { technology: 'fl', specialties: [], skips: ['analytical'] }).ok).toBe(true);
  expect(researchChoices(s, 0).find((c) => c.technology === 'fl')).toEqual({
    technology: 'fl',
    specialties: [],
    skips: ['analytical'],
  });
  // One prerequisite only: Light/Wave Deflector lacks two.
  expect(checkResearch(s, 0, { technology: 'lwd', specialties: [], skips: ['analytical'] })).toMatchObject({
    ok: false,
    error: { rule: '90.12' },
  });
});

test('90.12 Analytical does not apply to unit upgrades, nor for anyone but the Jol-Nar', () => {
  expect(
    checkResearch(owning(0, 'amd'), 0, { technology: 'cv2', specialties: [], skips: ['analytical'] }),
  ).toMatchObject({ ok: false, error: { code: 'research/cannot-skip' } });
  expect(
    checkResearch(owning(2, 'amd'), 2, { technology: 'fl', specialties: [], skips: ['analytical'] }),
  ).toMatchObject({ ok: false, error: { code: 'research/cannot-skip' } });
});

test('90.12 AI Development Algorithm is exhausted to ignore 1 prerequisite of a unit upgrade', () => {
  const s = owning(2, 'aida');
  // Destroyer II needs two red: AI Development Algorithm (red) and the ability cover both.
  expect(checkResearch(s, 2, { technology: 'dd2', specialties: [] })).toMatchObject({
    ok: false,
    error: { rule: '90.12' },
  });
  const r = { technology: 'dd2', specialties: [], skips: ['aida' as const] };
  expect(checkResearch(s, 2, r).ok).toBe(true);
  expect(researchChoices(s, 2).find((c) => c.technology === 'dd2')).toEqual(r);
  const after = researched(s, 2, r);
  expect(after.players[2]!.technologies).toContain('dd2');
  expect(after.players[2]!.exhaustedTechnologies).toEqual(['aida']);
  // Exhausted, it cannot be used again; nor on a technology that is not a unit upgrade.
  expect(checkResearch(after, 2, { technology: 'inf2', specialties: [], skips: ['aida'] })).toMatchObject({
    ok: false,
    error: { code: 'research/cannot-skip' },
  });
  expect(checkResearch(s, 2, { technology: 'ps', specialties: [], skips: ['aida'] })).toMatchObject({
    ok: false,
    error: { code: 'research/cannot-skip' },
  });
});

test('90.12 Inheritance Systems: exhaust it and spend 2 resources to ignore every prerequisite', () => {
  const s = owning(2, 'is');
  const r = {
    technology: 'lwd',
    specialties: [],
    skips: ['inheritance-systems' as const],
    inheritance: { resources: ['0.0.0'], influence: [], tradeGoods: 0 },
  };
  expect(checkResearch(s, 2, r).ok).toBe(true);
  expect(checkResearch(s, 2, { ...r, inheritance: undefined })).toMatchObject({
    ok: false,
    error: { code: 'research/inheritance-unpaid' },
  });
  const after = researched(s, 2, r);
  expect(after.players[2]!.technologies).toEqual(['is', 'lwd']);
  expect(after.players[2]!.exhaustedTechnologies).toEqual(['is']);
  const home = Object.values(after.board.systems).find((sys) => sys.planets['0.0.0'])!;
  expect(home.planets['0.0.0']!.exhausted).toBe(true);
});

test("90.12 Inheritance Systems' resources cannot come from the planets paying for the research itself", () => {
  const s = owning(2, 'is');
  const inheritance = { resources: ['0.0.0'], influence: [], tradeGoods: 0 };
  const r = {
    technology: 'lwd',
    specialties: [],
    skips: ['inheritance-systems' as const],
    inheritance,
    payment: inheritance,
  };
  expect(checkResearch(s, 2, r)).toMatchObject({ ok: false, error: { code: 'economy/planet-spent-twice' } });
});

test("90.12 Riftmeld: the Vuil'raith return a captured unit of the upgraded type to ignore every prerequisite", () => {
  const s = game((d) => (d.players[3]!.captured = [{ owner: 0, type: 'destroyer', count: 1 }]));
  const r = { technology: 'dd2', specialties: [], skips: ['riftmeld' as const] };
  expect(checkResearch(s, 3, r).ok).toBe(true);
  expect(researchChoices(s, 3).find((c) => c.technology === 'dd2')).toEqual(r);
  expect(checkResearch(s, 3, { technology: 'cr2', specialties: [], skips: ['riftmeld'] })).toMatchObject({
    ok: false,
    error: { code: 'research/cannot-skip' },
  });
  const after = researched(s, 3, r);
  expect(after.players[3]!.technologies).toEqual(['dd2']);
  expect(after.players[3]!.captured).toEqual([]);
});

test('90 Propagation: the Nekro Virus cannot research; whenever they would, they gain 3 command tokens instead', () => {
  const s = game(() => {});
  expect(checkResearch(s, 1, { technology: 'gd', specialties: [] })).toMatchObject({
    ok: false,
    error: { code: 'research/propagation' },
  });
  expect(researchChoices(s, 1)).toEqual([{ technology: 'propagation', specialties: [] }]);
  const asked = researched(s, 1, { technology: 'propagation', specialties: [] });
  expect(topDecision(asked)).toMatchObject({ kind: 'choice', choice: 'research/propagation', waitingOn: [1] });
  const after = play(asked, 1, { type: 'choose', option: '1/1/1' });
  const before = s.players[1]!.pools;
  expect(after.players[1]!.pools).toEqual({
    tactic: before.tactic + 1,
    fleet: before.fleet + 1,
    strategy: before.strategy + 1,
  });
  expect(after.players[1]!.technologies).toEqual([]);
});
