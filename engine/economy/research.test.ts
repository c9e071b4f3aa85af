import { expect, test } from 'vitest';
import { flowCtx } from '../kernel/context';
import { control, planetState } from '../phases/cards/cards.fixture';
import { edit, newGame } from '../testing/scenario';
import { checkResearch, missingPrerequisites, research, researchChoices } from './research';

// Seat 0 is the Federation of Sol, starting with Antimass Deflectors (blue) and Neural Motivator (green).
// Gral (blue specialty) and Ang (red specialty) are on this board.
const game = (change?: Parameters<typeof edit>[1]) => edit(newGame({ players: 6 }), (d) => change?.(d));
const r = (technology: string, specialties: string[] = []) => ({ technology, specialties });

test('90.12 a player must own one technology of the matching colour for each prerequisite', () => {
  const s = game();
  expect(checkResearch(s, 0, r('gd')).ok).toBe(true);
  expect(checkResearch(s, 0, r('fl'))).toMatchObject({
    ok: false,
    error: { rule: '90.12', code: 'research/prerequisites' },
  });
  expect(missingPrerequisites('fl', s.players[0]!.technologies)).toEqual({ blue: 1, green: 0, red: 0, yellow: 0 });
});

test('90.12b / 90.7b unit upgrades have no colour and satisfy no prerequisite', () => {
  const s = game((d) => {
    d.players[0]!.technologies.push('dd2');
  });
  expect(checkResearch(s, 0, r('md'))).toMatchObject({ ok: false, error: { rule: '90.12' } });
});

test('90.14 exhausting a planet with a technology specialty skips one prerequisite of its colour', () => {
  const s = game((d) => control(d, 0, ['gral']));
  expect(checkResearch(s, 0, r('fl', ['gral'])).ok).toBe(true);
  const after = edit(s, (d) => research(flowCtx(d, null), 0, r('fl', ['gral'])));
  expect(after.players[0]!.technologies).toContain('fl');
  expect(planetState(after, 'gral').exhausted).toBe(true);
});

test('90.14 a specialty of another colour skips nothing', () => {
  const s = game((d) => control(d, 0, ['ang']));
  expect(checkResearch(s, 0, r('fl', ['ang']))).toMatchObject({
    ok: false,
    error: { rule: '90.14', code: 'research/specialty-not-needed' },
  });
});

test("90.15 an exhausted planet's specialty cannot be used", () => {
  const s = game((d) => control(d, 0, ['gral'], true));
  expect(checkResearch(s, 0, r('fl', ['gral']))).toMatchObject({ ok: false, error: { rule: '90.15' } });
});

test('90.13 Psychoarchaeology uses specialties without exhausting them, even exhausted ones', () => {
  const s = game((d) => {
    control(d, 0, ['gral'], true);
    d.players[0]!.technologies.push('pa');
  });
  expect(checkResearch(s, 0, r('fl')).ok).toBe(true);
  expect(researchChoices(s, 0).find((c) => c.technology === 'fl')).toEqual(r('fl'));
});

test("90.11 a player cannot research another faction's technology", () => {
  expect(checkResearch(game(), 0, r('qdn'))).toMatchObject({ ok: false, error: { rule: '90.11' } });
});

test("90.11 a faction technology of the player's own faction can be researched", () => {
  const s = game((d) => control(d, 0, ['gral']));
  // Advanced Carrier II needs two blue: Antimass Deflectors and Gral's specialty.
  expect(checkResearch(s, 0, r('ac2', ['gral'])).ok).toBe(true);
});

test('97.1 a faction unit upgrade replaces the generic one, which that faction cannot research', () => {
  const s = game((d) => control(d, 0, ['gral']));
  expect(checkResearch(s, 0, r('cv2', ['gral']))).toMatchObject({ ok: false, error: { rule: '97.1' } });
  expect(checkResearch(s, 1, r('cv2'))).toMatchObject({ ok: false, error: { rule: '90.12' } });
});

test('90.2 a player cannot research a technology they own', () => {
  expect(checkResearch(game(), 0, r('amd'))).toMatchObject({ ok: false, error: { rule: '90.2' } });
});

test('90.12 research choices list exactly the technologies whose prerequisites can be met now', () => {
  const ids = researchChoices(game(), 0).map((c) => c.technology);
  expect(ids).toEqual(expect.arrayContaining(['gd', 'sr', 'dxa', 'bs', 'ps', 'st', 'det', 'pa', 'aida']));
  expect(ids).not.toContain('fl');
  expect(ids).not.toContain('amd');
  expect(ids).not.toContain('inf2');
});
